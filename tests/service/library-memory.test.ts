/**
 * What a library's index holds once its background check is over: each skill's summary, not
 * the texts and YAML trees it was read from. The check reads every skill once, as a scan does,
 * so none of its reads may stay in the YAML memo (which serves the files read again and again:
 * the open editor, the agent views); at 10,000 skills they were ~110 MB the service kept.
 */
import { realpathSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scanLibrary } from '../../shared/node/scan';
import { RootIndex } from '../../shared/node/service/library-index';
import { clearYamlMemo, yamlMemoSize } from '../../shared/skill/ref-yaml/index';
import { tempTree } from '../helpers/temp';

const SKILLS = 40;

function library(): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < SKILLS; i++)
    files[`skill-${i}/SKILL.md`] =
      `---\nname: skill-${i}\ndescription: Does thing ${i}. Use when asked.\n---\nBody ${i}.\n`;
  return realpathSync(tempTree(files));
}

describe('a library read whole leaves the YAML memo as it was', () => {
  it('the background check of every skill adds no entry', () => {
    const root = library();
    clearYamlMemo();
    const index = new RootIndex(root);
    index.rescan();
    while (index.unchecked > 0) index.checkSome(10);
    expect(index.summaries().every((s) => s.depth === 'full')).toBe(true);
    expect(yamlMemoSize()).toBe(0);
  });

  it('a full scan adds no entry', () => {
    const root = library();
    clearYamlMemo();
    expect(scanLibrary(root, { depth: 'full' }).skills).toHaveLength(SKILLS);
    expect(yamlMemoSize()).toBe(0);
  });
});
