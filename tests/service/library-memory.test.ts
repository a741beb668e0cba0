/**
 * What a library's index holds once its background check is over: each skill's summary, not
 * the texts and YAML trees it was read from. The check reads every skill once, as a scan does,
 * so none of its reads may stay in the YAML memo (which serves the files read again and again:
 * the open editor, the agent views); at 10,000 skills they were ~110 MB the service kept.
 */
import { realpathSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scanLibrary } from '../../shared/node/scan';
import { RootIndex } from '../../shared/node/service/libraries/library-index';
import { clearYamlMemo, yamlMemoSize } from '../../shared/skill/ref-yaml/index';
import { tempTree } from '../helpers/temp';

const SKILLS = 40;

// A full collection on demand, to see what the heap really keeps.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

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

describe("a library's list keeps no file's text alive", () => {
  // Names and descriptions cut out of a SKILL.md held its whole text (V8 makes a long
  // substring a slice of its parent): 60 MB at 10,000 skills. The same library with one-line
  // bodies is the baseline, so what the summaries, twins and compiled code cost is not counted.
  const BIG = 200;
  const LONG = 'Long instructions for the agent, line after line.\n'.repeat(2000);
  function library(body: string): string {
    const files: Record<string, string> = {};
    for (let i = 0; i < BIG; i++)
      files[`skill-${i}/SKILL.md`] =
        `---\nname: a-rather-long-skill-name-${i}\ndescription: Does a thing called ${i} for the user. Use when asked.\n---\n${body}`;
    return realpathSync(tempTree(files));
  }
  function growth(root: string): { listed: number; checked: number; index: RootIndex } {
    const before = heapMb();
    const index = new RootIndex(root);
    index.rescan();
    const listed = heapMb() - before;
    while (index.unchecked > 0) index.checkSome(10);
    return { listed, checked: heapMb() - before, index };
  }

  it('after the first list and after the check of every skill in full', () => {
    growth(library('Warm-up.\n')); // the first index compiles and caches what every later one shares
    const short = growth(library('Short.\n'));
    const long = growth(library(LONG));
    const texts = (BIG * LONG.length) / 2 ** 20;
    expect(long.index.summaries().every((s) => s.depth === 'full' && s.description)).toBe(true);
    expect(short.index.summaries()).toHaveLength(BIG); // both stay alive while measured
    expect({
      listed: long.listed - short.listed < texts / 10,
      checked: long.checked - short.checked < texts / 10,
    }).toEqual({ listed: true, checked: true });
  });
});
