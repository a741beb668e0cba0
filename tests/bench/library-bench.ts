/**
 * `npm run bench` (library): what the library index spends on twin descriptions and on the
 * heads of skills' files, over a generated library of 2,000 skills (BENCH_LIBRARY). Twins are
 * measured against comparing every pair (the bound they avoid) and, like the heads, against the
 * index's whole full check of the same library in the same run.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSkillHead } from '../../shared/node/scan';
import { discoverSkills } from '../../shared/node/discover';
import { RootIndex } from '../../shared/node/service/libraries/library-index';
import { listSkillFiles } from '../../shared/node/skill-files';
import { readHeads } from '../../shared/node/skill-heads';
import {
  descriptionWords,
  jaccard,
  normalDescription,
  TWIN_JACCARD,
  twinsByKey,
} from '../../shared/skill/description-twins';
import { ensureFlatLibrary } from './corpus';
import { fmt, ResultTable, time } from './measure';

const COUNT = Number(process.env.BENCH_LIBRARY ?? 2_000);
const root = realpathSync(
  ensureFlatLibrary(join(tmpdir(), 'skill-studio-bench', `flat-${COUNT}`), COUNT),
);
const table = new ResultTable();

// The library's own descriptions, and one near copy (a word changed) of every tenth.
const skills = discoverSkills(root).skills;
const descriptions: [string, string | undefined][] = skills.map((s) => {
  const d = readSkillHead(s).parsed?.data?.description;
  return [s.rel, typeof d === 'string' ? d : undefined];
});
for (const [i, [rel, d]] of descriptions.slice(0, COUNT).entries())
  if (i % 10 === 0 && d) descriptions.push([`${rel}-copy`, d.replace(/\w+/, 'changed')]);

// Every pair compared by the same test, the words of each made once: what the buckets avoid.
function everyPair(list: readonly [string, string | undefined][]): number {
  const prints = list.map(([, d]) => ({
    words: descriptionWords(d ?? ''),
    normal: normalDescription(d ?? ''),
  }));
  let found = 0;
  for (let i = 0; i < prints.length; i++)
    for (let j = i + 1; j < prints.length; j++) {
      const a = prints[i];
      const b = prints[j];
      if (!a || !b || a.normal === '' || b.normal === '') continue;
      if (a.normal === b.normal || jaccard(a.words, b.words) >= TWIN_JACCARD) found++;
    }
  return found;
}

let pairs = 0;
let twinned = 0;
const bucketed = time(() => (twinned = twinsByKey(descriptions).size));
const all = time(() => (pairs = everyPair(descriptions)), 1);
table.add(
  `twins of ${descriptions.length} descriptions (${twinned} have one, ${pairs} pairs)`,
  `${fmt(bucketed.median, 0)} ms`,
  `every pair ${fmt(all.median, 0)} ms`,
  fmt(bucketed.median / all.median),
  '< 1',
);
// Five times the descriptions, each copy with words of its own (no twin across copies): the
// buckets' work grows with the library, every pair's with its square.
const five = Array.from({ length: 5 }, (_, k) =>
  descriptions.map(([rel, d]): [string, string | undefined] => [
    `${k}/${rel}`,
    d?.replace(/\p{L}+/gu, (w) => `${w}${'xyzvw'[k]}`),
  ]),
).flat();
const bucketedFive = time(() => twinsByKey(five), 1);
table.add(
  `twins of ${five.length} descriptions`,
  `${fmt(bucketedFive.median, 0)} ms`,
  `${descriptions.length}: ${fmt(bucketed.median, 0)} ms`,
  fmt(bucketedFive.median / bucketed.median),
  '~5 (linear), not 25',
);

// The index's full check of the library (each skill read as the editor reads it, heads and
// twins included), and the heads' part of it read alone.
const full = time(() => {
  const index = new RootIndex(root);
  index.rescan();
  index.checkSome(Infinity);
}, 3);
const files = skills.map((s) => listSkillFiles(s.dir));
let read = 0;
const heads = time(() => {
  read = 0;
  for (const [i, s] of skills.entries())
    read += Object.keys(readHeads(s.dir, files[i] ?? [])).length;
}, 3);
table.add(
  `heads of ${read} files read`,
  `${fmt(heads.median, 0)} ms`,
  `full check ${fmt(full.median, 0)} ms`,
  fmt(heads.median / full.median),
  'a part of it',
);
table.add(
  `twins of the ${skills.length} skills`,
  `${fmt(time(() => twinsByKey(descriptions.slice(0, skills.length))).median, 0)} ms`,
  `full check ${fmt(full.median, 0)} ms`,
  fmt(time(() => twinsByKey(descriptions.slice(0, skills.length))).median / full.median),
  'a small part',
);
table.print();
// The corpus is reused between runs: say which one was measured.
console.log(`library: ${readFileSync(join(root, '.corpus.json'), 'utf8')}`);
