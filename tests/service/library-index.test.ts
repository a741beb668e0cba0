/**
 * The incremental index against the truth: after any sequence of edits, creations, deletions
 * and renames, each reported as the watcher reports it, and once its background check is
 * done, the index lists exactly what a fresh full scan (each skill read as the editor reads
 * it) lists, and the deltas it emitted turn the old list into the new one. Duplicate names,
 * nesting and the body's links to files (which depend on other skills and on other files)
 * are in the mix on purpose.
 */
import { existsSync, mkdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanLibrary } from '../../shared/node/scan';
import { deserialize, serialize } from 'node:v8';
import { fromColumns, toColumns } from '../../shared/node/service/libraries/index-columns';
import type { CachedRoot } from '../../shared/node/service/libraries/index-cache';
import { RootIndex } from '../../shared/node/service/libraries/library-index';
import type { SkillSummary } from '../../shared/skill/summary';
import { tempTree } from '../helpers/temp';
import { checkUnder } from '../helpers/skill';

// A small world, so that operations collide: nested folders and shared names.
const FOLDERS = ['alpha', 'beta', 'alpha/inner', 'beta/deep/er', 'gamma'];
const NAMES = ['alpha', 'beta', 'inner', 'shared', 'Bad_Name'];
// None, and descriptions of which two are nearly the same (one word differs in twelve) and
// one is unlike them: twins come and go as skills are written.
const DESCRIPTIONS = [
  '',
  'Does a thing. Use when asked.',
  'Makes tables from the sales figures of a month. Use when asked.',
  'Makes tables from the sales figures of a week. Use when asked.',
];

type Op =
  | { kind: 'write'; folder: string; name: string; description: string; link: string }
  | { kind: 'delete-folder'; folder: string }
  | { kind: 'delete-file'; folder: string }
  | { kind: 'rename'; from: string; to: string }
  | { kind: 'resource'; folder: string; shebang: boolean; fresh: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('write' as const),
    folder: fc.constantFrom(...FOLDERS),
    name: fc.constantFrom(...NAMES),
    description: fc.constantFrom(...DESCRIPTIONS),
    // A link to the skill's own script, or to one of the skill nested in alpha.
    link: fc.constantFrom('', 'scripts/run.sh', 'inner/scripts/run.sh'),
  }),
  fc.record({ kind: fc.constant('delete-folder' as const), folder: fc.constantFrom(...FOLDERS) }),
  fc.record({ kind: fc.constant('delete-file' as const), folder: fc.constantFrom(...FOLDERS) }),
  fc.record({
    kind: fc.constant('rename' as const),
    from: fc.constantFrom(...FOLDERS),
    to: fc.constantFrom(...FOLDERS),
  }),
  fc.record({
    kind: fc.constant('resource' as const),
    folder: fc.constantFrom(...FOLDERS),
    shebang: fc.boolean(),
    fresh: fc.boolean(),
  }),
);

/** Performs an operation on disk; returns the paths the watcher would report (empty: no-op). */
function perform(root: string, o: Op): string[] {
  switch (o.kind) {
    case 'write': {
      const dir = join(root, o.folder);
      const created = !existsSync(dir);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, 'SKILL.md');
      const description = o.description ? `description: ${o.description}\n` : '';
      // A link to a file the resource step makes: missing until it does (a body finding).
      const body = o.link ? `Run [the script](${o.link}).` : 'Body.';
      writeFileSync(file, `---\nname: ${o.name}\n${description}---\n${body}\n`);
      return created ? [dir, file] : [file];
    }
    case 'delete-folder': {
      const dir = join(root, o.folder);
      if (!existsSync(dir)) return [];
      rmSync(dir, { recursive: true });
      return [dir];
    }
    case 'delete-file': {
      const file = join(root, o.folder, 'SKILL.md');
      if (!existsSync(file)) return [];
      rmSync(file);
      return [file];
    }
    case 'rename': {
      const from = join(root, o.from);
      const to = join(root, o.to);
      // Moving a folder into itself, onto an existing one, or from nowhere is not possible.
      if (!existsSync(from) || existsSync(to) || `${o.to}/`.startsWith(`${o.from}/`)) return [];
      mkdirSync(dirname(to), { recursive: true });
      renameSync(from, to);
      return [from, to];
    }
    case 'resource': {
      const dir = join(root, o.folder, 'scripts');
      const created = !existsSync(dir);
      mkdirSync(dir, { recursive: true });
      const fresh = o.fresh && existsSync(join(dir, 'run.sh'));
      const file = join(dir, fresh ? `run-${Math.random()}.sh` : 'run.sh');
      // The same size either way: only the script's first line (its head) tells them apart.
      writeFileSync(file, o.shebang ? '#!/bin/sh\necho hi\n' : '# /bin/sh\necho hi\n');
      return created ? [dir, file] : [file];
    }
  }
}

function applyDelta(list: Map<string, SkillSummary>, delta: ReturnType<RootIndex['apply']>) {
  for (const dir of delta.removed) list.delete(dir);
  for (const s of [...delta.added, ...delta.changed]) list.set(s.dir, s);
}

describe('RootIndex stays equal to a full scan', () => {
  it('after any sequence of changes, each applied incrementally', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 14 }), (ops) => {
        const root = realpathSync(tempTree({}));
        const index = new RootIndex(root);
        const seen = new Map<string, SkillSummary>();
        applyDelta(seen, index.rescan());
        expect(index.summaries()).toEqual(scanLibrary(root).skills);
        index.checkSome(Infinity);
        // Asked for again once checked: the list handed out before is not the one given now.
        expect(index.summaries()).toEqual(scanLibrary(root, { depth: 'full' }).skills);
        applyDelta(seen, index.takeDelta());
        for (const o of ops) {
          const paths = perform(root, o);
          if (paths.length === 0) continue;
          applyDelta(seen, index.apply(paths));
          // Listed before the check too (the list handed out then must not be the one after).
          expect(index.summaries().map((s) => s.rel)).toEqual(
            scanLibrary(root).skills.map((s) => s.rel),
          );
          index.checkSome(Infinity);
          applyDelta(seen, index.takeDelta());
          const truth = scanLibrary(root, { depth: 'full' }).skills;
          expect(index.summaries()).toEqual(truth);
          expect([...seen.values()].sort((a, b) => (a.rel < b.rel ? -1 : 1))).toEqual(truth);
        }
        rmSync(root, { recursive: true, force: true });
      }),
      { numRuns: 150, seed: 20261129 },
    );
  });

  it('a no-op report (a path that did not change) yields an empty delta', () => {
    const root = realpathSync(
      tempTree({ 'a/SKILL.md': '---\nname: a\ndescription: d. Use when asked.\n---\n' }),
    );
    const index = new RootIndex(root);
    index.rescan();
    index.checkSome(Infinity);
    index.takeDelta();
    expect(index.apply([join(root, 'a', 'SKILL.md')])).toEqual({
      root,
      added: [],
      changed: [],
      removed: [],
    });
  });
});

/** The cache as a later run reads it back: its columns through V8's serialization, as stored. */
function asStored(root: string, cache: CachedRoot): CachedRoot {
  const entries = fromColumns(root, deserialize(serialize(toColumns(root, cache.entries))));
  if (!entries) throw new Error('the stored columns were refused');
  return { ...cache, entries };
}

describe('RootIndex with the cache of an earlier run', () => {
  it('lists exactly what a full scan lists, whatever changed on disk in between and after', () => {
    fc.assert(
      fc.property(
        fc.array(op, { minLength: 1, maxLength: 8 }),
        fc.array(op, { minLength: 0, maxLength: 6 }),
        fc.array(op, { minLength: 0, maxLength: 6 }),
        (setup, meanwhile, afterwards) => {
          const root = realpathSync(tempTree({}));
          for (const o of setup) perform(root, o);
          const first = new RootIndex(root);
          first.rescan();
          // Stopped half way through its background check, as a quit can leave it.
          first.checkSome(Math.floor(first.skills.size / 2));
          const cache = asStored(root, first.toCache());
          for (const o of meanwhile) perform(root, o);
          const second = new RootIndex(root);
          second.rescan(cache);
          second.checkSome(Infinity);
          expect(second.summaries()).toEqual(scanLibrary(root, { depth: 'full' }).skills);
          // Cached entries must go stale like read ones when nesting or namesakes move later.
          for (const o of afterwards) {
            const paths = perform(root, o);
            if (paths.length === 0) continue;
            second.apply(paths);
            second.checkSome(Infinity);
            expect(second.summaries()).toEqual(scanLibrary(root, { depth: 'full' }).skills);
          }
          rmSync(root, { recursive: true, force: true });
        },
      ),
      { numRuns: 150, seed: 20261130 },
    );
  });

  it('reads only the SKILL.md files that changed', () => {
    const files: Record<string, string> = {};
    for (const name of ['a', 'b', 'c', 'd'])
      files[`${name}/SKILL.md`] =
        `---\nname: ${name}\ndescription: ${name}. Use when asked.\n---\n`;
    const root = realpathSync(tempTree(files));
    const first = new RootIndex(root);
    first.rescan();
    expect(first.lastRescan).toEqual({ read: 4, cached: 0 });
    writeFileSync(
      join(root, 'b/SKILL.md'),
      '---\nname: b\ndescription: Changed. Use when asked.\n---\n',
    );
    const second = new RootIndex(root);
    second.rescan(first.toCache());
    expect(second.lastRescan).toEqual({ read: 1, cached: 3 });
    expect(second.summaries()).toEqual(scanLibrary(root).skills);
  });

  it('shows what was checked in full at once, and only compares their files in the background', () => {
    const files: Record<string, string> = {};
    // Descriptions that differ: nearly the same ones would be advised as twins.
    const tasks = {
      a: 'Makes invoices from the orders of a shop',
      b: 'Checks the spelling of letters in German',
      c: 'Draws bar charts of yearly sales figures',
      d: 'Sends the weekly summary of tickets by mail',
    };
    for (const [name, task] of Object.entries(tasks))
      files[`${name}/SKILL.md`] =
        `---\nname: ${name}\ndescription: ${task}. Use when asked.\n---\nSee [notes](references/notes.md).\n`;
    const root = realpathSync(tempTree(files));
    const first = new RootIndex(root);
    first.rescan();
    first.checkSome(Infinity);
    expect(first.summaries().map((s) => [s.depth, checkUnder(s)?.codes])).toEqual(
      Array(4).fill(['full', ['reference-missing']]),
    );
    const cache = asStored(root, first.toCache());
    writeFileSync(
      join(root, 'b/SKILL.md'),
      '---\nname: b\ndescription: Changed. Use when asked.\n---\n',
    );
    mkdirSync(join(root, 'c/references'));
    writeFileSync(join(root, 'c/references/notes.md'), 'Notes.\n');
    const second = new RootIndex(root);
    second.rescan(cache);
    // a, c and d as checked last time (c's new file is not known yet), b from its frontmatter.
    expect(second.summaries().map((s) => s.depth)).toEqual(['full', 'frontmatter', 'full', 'full']);
    expect(second.unchecked).toBe(4);
    second.checkSome(Infinity);
    expect(second.lastCheck).toEqual({ read: 2, kept: 2 });
    expect(second.unchecked).toBe(0);
    expect(second.summaries()).toEqual(scanLibrary(root, { depth: 'full' }).skills);
    expect(checkUnder(second.summaries().find((s) => s.rel === 'c'))?.codes).toEqual([]);
  });
});
