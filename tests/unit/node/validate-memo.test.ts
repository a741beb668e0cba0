/**
 * `validate --all` reads each skill once: none of its reads may stay in the YAML memo (which serves
 * the files read again and again: the open editor, the agent views). A skill with a reading
 * error (a fifth of real ones: flow-style metadata) has its frontmatter read a second time
 * for skills-ref's error line, and that read filled the memo, one tree per such skill.
 */
import { describe, expect, it } from 'vitest';
import { clearYamlMemo, yamlMemoSize } from '../../../shared/skill/ref-yaml/index';
import { cli } from '../../helpers/cli';
import { tempTree } from '../../helpers/temp';

const SKILLS = 30;

describe('validate --all leaves the YAML memo as it was', () => {
  it('with skills whose frontmatter skills-ref cannot read', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < SKILLS; i++)
      files[`skill-${i}/SKILL.md`] =
        `---\nname: skill-${i}\ndescription: Does thing ${i}. Use when asked.\nmetadata: {team: docs, n: "${i}"}\n---\nBody.\n`;
    const root = tempTree(files);
    clearYamlMemo();
    const run = await cli(root, 'validate', '--all', '.');
    expect(run.rc).toBe(1);
    // skills-ref's line for each, so the second read did happen.
    expect(run.err.match(/JSONesque flow mapping/g)).toHaveLength(SKILLS);
    expect(yamlMemoSize()).toBe(0);
  });
});
