/** The review opens each file of a skill once (issue 39: "each file read at most once"). */
import { describe, expect, it, vi } from 'vitest';
import { reviewSkillFolder } from '../../../../shared/node/review/review-skill';
import { tempTree } from '../../../helpers/temp';

const opened = vi.hoisted(() => [] as string[]);
vi.mock('../../../../shared/node/regular-file', async (load) => {
  const real = await load<typeof import('../../../../shared/node/regular-file')>();
  return {
    ...real,
    openRegularFile: (path: string, options?: Parameters<typeof real.openRegularFile>[1]) => {
      opened.push(path);
      return real.openRegularFile(path, options);
    },
  };
});

describe('reviewSkillFolder', () => {
  it('opens each file once, rules and secretlint included', async () => {
    const dir = tempTree({
      'SKILL.md': '# Skill\n',
      'scripts/a.sh': 'echo a\n',
      'refs/b.md': 'b\n',
    });
    await reviewSkillFolder(dir);
    expect(opened.map((p) => p.slice(dir.length + 1)).sort()).toEqual([
      'SKILL.md',
      'refs/b.md',
      'scripts/a.sh',
    ]);
  });
});
