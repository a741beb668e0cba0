/**
 * Planning a library skill (packaging, export, install, the sync state's library side) while
 * another program works in it: a file gone between the listing and its look is simply not
 * there (not "unreadable"), and a .skillignore swapped for a named pipe right after the listing
 * is never waited on. A wrap of node:fs makes the change the moment the folder is listed, so it
 * lands there every time; a read that would wait on the pipe fails the test instead of hanging it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, unlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { english } from '../../../../shared/i18n/catalogue';
import { planFolder } from '../../../../shared/node/archive/package-skills';
import { skillMd, tempTree } from '../../../helpers/temp';
import type { FsHooks } from '../../../helpers/guarded-fs';

const hooks = vi.hoisted((): FsHooks => ({}));

vi.mock('node:fs', async (original) =>
  (await import('../../../helpers/guarded-fs')).guardedFs(await original(), hooks),
);

afterEach(() => {
  hooks.afterList = undefined;
  hooks.blockedOn = undefined;
});

describe('planning a skill while its files come and go', () => {
  it('a file and a folder gone right after the listing are simply not there', () => {
    const dir = join(
      tempTree({ 'tidy/SKILL.md': skillMd('tidy'), 'tidy/draft-notes.md': 'x', 'tidy/tmp/a': 'a' }),
      'tidy',
    );
    hooks.afterList = () => {
      unlinkSync(join(dir, 'draft-notes.md'));
      rmSync(join(dir, 'tmp'), { recursive: true });
    };
    const { plan } = planFolder(dir);
    expect(hooks.afterList).toBeUndefined();
    expect(plan.files.map((f) => f.path)).toEqual(['SKILL.md']);
    expect(plan.leftOut.map((l) => `${l.path}: ${english(l.reason as never)}`)).toEqual([]);
  });

  it('never waits on a .skillignore swapped for a named pipe right after the listing', () => {
    const dir = join(
      tempTree({ 'tidy/SKILL.md': skillMd('tidy'), 'tidy/.skillignore': 'drafts/\n' }),
      'tidy',
    );
    mkdirSync(join(dir, 'drafts'));
    hooks.afterList = () => {
      unlinkSync(join(dir, '.skillignore'));
      expect(spawnSync('mkfifo', [join(dir, '.skillignore')]).status).toBe(0);
    };
    const { plan } = planFolder(dir);
    expect(hooks.afterList).toBeUndefined();
    expect(hooks.blockedOn).toBeUndefined();
    expect(plan.files.map((f) => f.path)).toContain('SKILL.md');
  });
});
