/**
 * The library index fills what the editor's check knows of a skill's library and files: the
 * skills with the same or nearly the same description (advice on both, gone from both when one
 * changes, remembered in the cache's column, a damaged column refused) and the heads of its
 * scripts and Markdown files (skill-heads.ts), so the list advises what the editor advises.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { loadSkill } from '../../shared/node/load-skill';
import { fromColumns, toColumns } from '../../shared/node/service/libraries/index-columns';
import type { CachedRoot } from '../../shared/node/service/libraries/index-cache';
import { RootIndex } from '../../shared/node/service/libraries/library-index';
import { startServiceOver } from '../helpers/service';
import { tempTree } from '../helpers/temp';
import { checkUnder } from '../helpers/skill';

const EXCEL =
  'Builds Excel reports from the monthly sales table and charts the totals. Use when the user asks for a sales report.';
const PDF =
  'Fills PDF forms from a customer record and signs them. Use when the user asks to fill a form.';
const md = (name: string, description: string) =>
  `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n\nSteps.\n`;

const codesOf = (index: RootIndex, rel: string) =>
  checkUnder(index.summaries().find((s) => s.rel === rel))?.codes ?? [];

/** The cache as a later run reads it back (through V8's serialization of its columns). */
function asStored(root: string, cache: CachedRoot): CachedRoot {
  const entries = fromColumns(root, deserialize(serialize(toColumns(root, cache.entries))));
  if (!entries) throw new Error('the stored columns were refused');
  return { ...cache, entries };
}

function twinsLibrary() {
  return realpathSync(
    tempTree({
      'team/excel/SKILL.md': md('excel-reports', EXCEL),
      // The same description in other case and punctuation, and one word changed.
      'mine/excel/SKILL.md': md('my-excel', EXCEL.toLowerCase().replace('.', ';')),
      'weekly/SKILL.md': md('weekly-excel', EXCEL.replace('monthly', 'weekly')),
      'pdf/SKILL.md': md('pdf-forms', PDF),
    }),
  );
}

describe('skills with the same description in the index', () => {
  it('each twin gets the advice, naming the others; an unlike one does not', () => {
    const root = twinsLibrary();
    const index = new RootIndex(root);
    index.rescan();
    for (const rel of ['team/excel', 'mine/excel', 'weekly'])
      expect(codesOf(index, rel)).toContain('description-duplicate');
    expect(codesOf(index, 'pdf')).not.toContain('description-duplicate');
    expect(index.contextOf(join(root, 'weekly')).sameDescriptionAs).toEqual([
      'mine/excel',
      'team/excel',
    ]);
    index.checkSome(Infinity);
    expect(codesOf(index, 'team/excel')).toContain('description-duplicate');
  });

  it('editing one removes the advice from it and from its twins, and a new twin brings it back', () => {
    const root = realpathSync(
      tempTree({ 'a/SKILL.md': md('a-excel', EXCEL), 'b/SKILL.md': md('b-excel', EXCEL) }),
    );
    const index = new RootIndex(root);
    index.rescan();
    index.checkSome(Infinity);
    index.takeDelta();
    expect(codesOf(index, 'a')).toContain('description-duplicate');
    writeFileSync(join(root, 'b/SKILL.md'), md('b-excel', PDF));
    const delta = index.apply([join(root, 'b/SKILL.md')]);
    // Both entries sent again: b's own and a's, whose twin went away.
    expect(delta.changed.map((s) => s.rel).sort()).toEqual(['a', 'b']);
    expect(codesOf(index, 'a')).not.toContain('description-duplicate');
    expect(codesOf(index, 'b')).not.toContain('description-duplicate');
    writeFileSync(join(root, 'b/SKILL.md'), md('b-excel', EXCEL.replace('monthly', 'weekly')));
    index.apply([join(root, 'b/SKILL.md')]);
    expect(codesOf(index, 'a')).toContain('description-duplicate');
    expect(codesOf(index, 'b')).toContain('description-duplicate');
  });

  it('the cache keeps the twins column: a reopen reads nothing and advises the same', () => {
    const root = twinsLibrary();
    const first = new RootIndex(root);
    first.rescan();
    first.checkSome(Infinity);
    const cache = asStored(root, first.toCache());
    expect(cache.entries.get('weekly')?.sameDescriptionAs).toEqual(['mine/excel', 'team/excel']);
    expect(cache.entries.get('pdf')?.sameDescriptionAs).toEqual([]);
    const second = new RootIndex(root);
    second.rescan(cache);
    expect(second.lastRescan).toEqual({ read: 0, cached: 4 });
    expect(second.summaries()).toEqual(first.summaries());
    // A twin changed while closed: its twins are checked again, not trusted from the cache.
    writeFileSync(join(root, 'weekly/SKILL.md'), md('weekly-excel', PDF.replace('PDF', 'Word')));
    const third = new RootIndex(root);
    third.rescan(cache);
    expect(codesOf(third, 'weekly')).toContain('description-duplicate');
    expect(third.contextOf(join(root, 'weekly')).sameDescriptionAs).toEqual(['pdf']);
    expect(codesOf(third, 'team/excel')).toEqual(codesOf(first, 'team/excel'));
    expect(codesOf(third, 'pdf')).toContain('description-duplicate');
  });

  it('a damaged twins column is refused whole, not half-used', () => {
    const root = twinsLibrary();
    const index = new RootIndex(root);
    index.rescan();
    const columns = toColumns(root, index.toCache().entries) as unknown as Record<
      string,
      unknown[]
    >;
    const spoilt = (change: (c: Record<string, unknown[]>) => void) => {
      const copy = deserialize(serialize(columns)) as Record<string, unknown[]>;
      change(copy);
      return fromColumns(root, copy);
    };
    expect(spoilt(() => undefined)).toBeDefined();
    expect(spoilt((c) => delete c.sameDescriptionAs)).toBeUndefined();
    expect(spoilt((c) => (c.sameDescriptionAs as unknown[]).pop())).toBeUndefined();
    expect(spoilt((c) => ((c.sameDescriptionAs as unknown[])[0] = 'a'))).toBeUndefined();
    expect(spoilt((c) => ((c.sameDescriptionAs as unknown[])[0] = ['../out']))).toBeUndefined();
    expect(spoilt((c) => ((c.sameDescriptionAs as unknown[])[0] = [7]))).toBeUndefined();
  });
});

describe("the heads of a skill's files in the index", () => {
  it('advises on a script as the editor does, and a change to the script alone refreshes it', () => {
    const root = realpathSync(
      tempTree({
        's/SKILL.md': md('s', PDF).replace('Steps.', 'Run scripts/fill.py.'),
        's/scripts/fill.py': 'print(1)\n',
      }),
    );
    chmodSync(join(root, 's/scripts/fill.py'), 0o755);
    const index = new RootIndex(root);
    index.rescan();
    index.checkSome(Infinity);
    const editor = loadSkill(join(root, 's')).result.diagnostics.map((d) => d.code);
    expect(editor).toContain('script-no-shebang');
    expect(codesOf(index, 's')).toContain('script-no-shebang');
    // The same size, another first line: only the file's head tells.
    writeFileSync(join(root, 's/scripts/fill.py'), '#!python\n');
    expect(index.apply([join(root, 's/scripts/fill.py')]).changed).toHaveLength(1);
    expect(codesOf(index, 's')).not.toContain('script-no-shebang');
  });

  it('a script edited while closed is checked again, though its size is the same', () => {
    const root = realpathSync(
      tempTree({
        's/SKILL.md': md('s', PDF).replace('Steps.', 'Run scripts/fill.py.'),
        's/scripts/fill.py': '#!python\n',
      }),
    );
    chmodSync(join(root, 's/scripts/fill.py'), 0o755);
    const first = new RootIndex(root);
    first.rescan();
    first.checkSome(Infinity);
    expect(codesOf(first, 's')).not.toContain('script-no-shebang');
    const cache = asStored(root, first.toCache());
    writeFileSync(join(root, 's/scripts/fill.py'), 'print(1)\n');
    const second = new RootIndex(root);
    second.rescan(cache);
    second.checkSome(Infinity);
    expect(second.lastCheck).toEqual({ read: 1, kept: 0 });
    expect(codesOf(second, 's')).toContain('script-no-shebang');
  });
});

describe("the heads of a skill's files for the editor", () => {
  it('readSkill sends the heads the advice rules read, never through a link', async () => {
    const outside = realpathSync(tempTree({ 'secret.py': 'SECRET = 1\n' }));
    const root = realpathSync(
      tempTree({
        's/SKILL.md':
          '---\nname: s\ndescription: Does s. Use when asked.\n---\nRun scripts/a.py.\n',
        's/scripts/a.py': 'print(1)\n',
        's/references/guide.md': '# Guide\n\nText.\n',
      }),
    );
    symlinkSync(join(outside, 'secret.py'), join(root, 's/scripts/linked.py'));
    const { service } = await startServiceOver(root, false);
    const detail = await service.handlers.readSkill({ dir: join(root, 's') });
    expect(detail.heads).toEqual({
      'references/guide.md': '# Guide\n\nText.\n',
      'scripts/a.py': 'print(1)\n',
    });
  });
});

describe('a pipe where a file of the skill was', () => {
  it('is never waited on for its head, by readSkill or by the index', async () => {
    const root = realpathSync(
      tempTree({
        's/SKILL.md':
          '---\nname: s\ndescription: Does s. Use when asked.\n---\nSee references/guide.md.\n',
        's/scripts/run.py': 'print(1)\n',
      }),
    );
    mkdirSync(join(root, 's/references'));
    expect(spawnSync('mkfifo', [join(root, 's/references/guide.md')]).status).toBe(0);
    expect(spawnSync('mkfifo', [join(root, 's/scripts/tool.sh')]).status).toBe(0);
    // A blocking open of either pipe would never return: the calls below would time out.
    const { service } = await startServiceOver(root, false);
    const detail = await service.handlers.readSkill({ dir: join(root, 's') });
    expect(detail.heads).toEqual({ 'scripts/run.py': 'print(1)\n' });
    const listed = await service.handlers.listSkills({});
    expect(listed.flatMap((l) => l.skills.map((s) => s.folderName))).toEqual(['s']);
  });
});
