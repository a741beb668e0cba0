#!/usr/bin/env node
/**
 * Builds the oracle fixtures of the trigger-query split (shared/triggers/split.ts): eval sets
 * of many sizes and mixes, each split by skill-creator's own split_eval_set under CPython
 * (tests/tools/skill-creator-split.py, standard library only).
 *
 *   node tests/tools/gen-trigger-split-fixtures.mjs        (PYTHON=... to choose the python)
 *
 * Writes tests/fixtures/triggers/split-cases.json; tests/unit/triggers/split-oracle.test.ts
 * checks the port against it index for index.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng } from './mulberry32.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const out = join(root, 'tests', 'fixtures', 'triggers', 'split-cases.json');
const python = process.env.PYTHON ?? 'python3';
const random = rng(20260701);

const flags = (trigger, noTrigger, interleave) => {
  const list = [...Array(trigger).fill(true), ...Array(noTrigger).fill(false)];
  if (!interleave) return list;
  // A deterministic shuffle of the file's order, so the groups are not contiguous.
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
};

const cases = [];
// skill-creator's defaults (holdout 0.4, seed 42) over every mix up to 12 + 12, in file order
// and interleaved: the sizes where max(1, ...) and rounding down matter.
for (let t = 0; t <= 12; t++)
  for (let n = 0; n <= 12; n++) {
    cases.push({ flags: flags(t, n, false), holdout: 0.4, seed: 42 });
    if (t + n > 1) cases.push({ flags: flags(t, n, true), holdout: 0.4, seed: 42 });
  }
// Larger sets (SKILL.md suggests 20; people write more), past the generator's 624-word refill.
for (const [t, n] of [
  [10, 10],
  [8, 12],
  [30, 30],
  [100, 50],
  [333, 400],
  [700, 5],
]) {
  cases.push({ flags: flags(t, n, true), holdout: 0.4, seed: 42 });
}
// Other holdouts and seeds run_loop could be given (--holdout; the seed is fixed there, but the
// port takes one).
for (const holdout of [0.1, 0.25, 1 / 3, 0.5, 0.6, 0.9, 1])
  for (const seed of [42, 0, 7, 2 ** 32 + 1]) {
    const t = 1 + Math.floor(random() * 40);
    const n = 1 + Math.floor(random() * 40);
    cases.push({ flags: flags(t, n, true), holdout, seed });
  }

const result = JSON.parse(
  execFileSync(python, [join(here, 'skill-creator-split.py')], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      source:
        'skill-creator split_eval_set (anthropics/skills b0cbd3df1533b396d281a6886d5132f623393a9c, skills/skill-creator/scripts/run_loop.py) via tests/tools/skill-creator-split.py',
      python: result.python,
      cases: result.cases,
    },
    null,
    0,
  )}\n`,
);
process.stdout.write(`${result.cases.length} cases (CPython ${result.python}) -> ${out}\n`);
