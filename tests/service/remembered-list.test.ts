/**
 * Reopening a library shows the list remembered at the last close at once, says it is being
 * checked, and then confirms it by walking the library in the background: only what differs
 * is sent (skillsChanged), and the confirmed list is exactly what a service with nothing
 * remembered lists. A remembered list that is damaged, cut short, of another format or
 * build, of another folder at the same path, of the wrong shape, or not a regular file is
 * ignored: the library is read as if nothing were remembered, with no crash.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../shared/ipc/contract';
import { memorySettings } from '../../shared/node/service/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { skillMd, tempTree } from '../helpers/temp';

const started: StudioService[] = [];

/** A service over `root` remembering lists in `userData` (no watcher unless asked). */
function service(root: string, userData: string, key = 'test', watch = false) {
  const logs: string[] = [];
  const s = new StudioService({
    settings: memorySettings([root]),
    userData,
    watch,
    log: (m) => logs.push(m),
    agentEnv: { home: realpathSync(tempTree()), platform: process.platform, vars: {} },
    indexCache: { dir: join(userData, 'index-cache'), key },
  });
  started.push(s);
  return { s, logs };
}

/** Runs a service over `root` to the end of its background check and stops it (the close). */
async function openAndClose(root: string, userData: string): Promise<void> {
  const { s } = service(root, userData);
  await s.start();
  await s.whenChecked();
  await s.stop();
}

/** Every event a service sends, in order. */
function record(s: StudioService) {
  const deltas: EventPayload<'skillsChanged'>[] = [];
  const libraries: boolean[][] = [];
  s.events.on('skillsChanged', (d) => deltas.push(d));
  s.events.on('librariesChanged', (l) => libraries.push(l.map((x) => x.checking)));
  return { deltas, libraries };
}

/** The list a service with nothing remembered gives for `root`, once fully checked. */
async function coldList(root: string) {
  const cold = new StudioService({
    settings: memorySettings([root]),
    userData: tempTree(),
    watch: false,
    agentEnv: { home: realpathSync(tempTree()), platform: process.platform, vars: {} },
  });
  await cold.start();
  await cold.whenChecked();
  const [list] = await cold.handlers.listSkills({});
  await cold.stop();
  return list;
}

const library = () =>
  realpathSync(
    tempTree({
      'a/SKILL.md': skillMd('a'),
      'a/scripts/run.py': 'print(1)\n',
      'b/SKILL.md': skillMd('b'),
      'c/SKILL.md': skillMd('c'),
      'd/SKILL.md': skillMd('d'),
    }),
  );

describe('reopening with the remembered list', () => {
  it('shows the remembered list at once as being checked, then sends only what changed', async () => {
    const root = library();
    const userData = tempTree();
    await openAndClose(root, userData);
    // While closed: c breaks, d goes, e comes, a's script goes (a's SKILL.md is unchanged).
    writeFileSync(join(root, 'c/SKILL.md'), skillMd('Bad'));
    rmSync(join(root, 'd'), { recursive: true });
    mkdirSync(join(root, 'e'));
    writeFileSync(join(root, 'e/SKILL.md'), skillMd('e'));
    rmSync(join(root, 'a/scripts'), { recursive: true });

    const { s, logs } = service(root, userData);
    const seen = record(s);
    await s.start();
    const [first] = await s.handlers.listSkills({});
    // Nothing walked yet: the remembered list, c still valid and d still there, and said so.
    expect(first?.skills.map((x) => [x.rel, x.checks.spec.verdict])).toEqual([
      ['a', 'valid'],
      ['b', 'valid'],
      ['c', 'valid'],
      ['d', 'valid'],
    ]);
    expect(first?.skills[0]?.resources.scripts).toBe(1);
    expect((await s.handlers.listLibraries({}))[0]?.checking).toBe(true);
    expect(s.rescanStats(root)).toEqual({ read: 0, cached: 0 });

    await s.whenChecked();
    // The confirmation sends one delta, of the differences only: c changed, d removed, e added,
    // a's counts changed; b is never sent. (The background check's full reads come after.)
    const [confirmed] = seen.deltas;
    expect({
      added: confirmed?.added.map((x) => x.rel),
      changed: confirmed?.changed.map((x) => [x.rel, x.checks.spec.verdict, x.resources.scripts]),
      removed: confirmed?.removed,
    }).toEqual({
      added: ['e'],
      changed: [
        ['a', 'valid', 0],
        ['c', 'errors', 0],
      ],
      removed: [join(root, 'd')],
    });
    expect(seen.deltas.flatMap((d) => [...d.added, ...d.changed]).map((x) => x.rel)).not.toContain(
      'b',
    );
    expect(s.rescanStats(root)).toEqual({ read: 2, cached: 2 });
    // Then told it is checked, and the list is what nothing remembered would give.
    expect(seen.libraries.at(-1)).toEqual([false]);
    expect((await s.handlers.listLibraries({}))[0]?.checking).toBe(false);
    expect((await s.handlers.listSkills({}))[0]).toEqual(await coldList(root));
    expect(logs).toEqual([]);
  });

  it('confirms in slices: calls are answered while a large library is still being walked', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 2000; i++) files[`s${i}/SKILL.md`] = skillMd(`s${i}`);
    const root = realpathSync(tempTree(files));
    const userData = tempTree();
    await openAndClose(root, userData);
    const { s } = service(root, userData);
    await s.start();
    // One turn of the event loop later: the walk has begun (a slice ran) and is not over.
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    const [info] = await s.handlers.listLibraries({});
    expect(info).toMatchObject({ skillCount: 2000, checking: true });
    await s.whenChecked();
    expect((await s.handlers.listLibraries({}))[0]?.checking).toBe(false);
    expect(s.rescanStats(root)).toEqual({ read: 0, cached: 2000 });
  });

  it('a change reported while confirming is kept (watched library)', async () => {
    const root = library();
    const userData = tempTree();
    await openAndClose(root, userData);
    const { s } = service(root, userData, 'test', true);
    await s.start();
    await s.whenWatching();
    writeFileSync(
      join(root, 'b/SKILL.md'),
      skillMd('b', 'Edited while reopening. Use when asked.'),
    );
    await s.whenChecked();
    // The watcher's report may come after the confirmation: wait for the list to show it.
    for (let i = 0; i < 100; i++) {
      const [list] = await s.handlers.listSkills({});
      if (list?.skills.find((x) => x.rel === 'b')?.description?.startsWith('Edited')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await s.whenChecked();
    expect((await s.handlers.listSkills({}))[0]).toEqual(await coldList(root));
  });
});

describe('a remembered list that cannot be trusted is ignored', () => {
  /** The one cache file a close wrote. */
  const cacheFile = (userData: string) => {
    const dir = join(userData, 'index-cache');
    const [name] = readdirSync(dir).filter((n) => n.endsWith('.json'));
    return join(dir, name ?? 'missing');
  };

  /** Reopens after `spoil` did its damage: the list must be read, as with nothing remembered. */
  async function reopenAfter(
    spoil: (file: string, root: string) => void,
    key = 'test',
    logged: string[] = [],
  ): Promise<void> {
    const root = library();
    const userData = tempTree();
    await openAndClose(root, userData);
    // c changes, so a remembered list that were used would show it valid.
    writeFileSync(join(root, 'c/SKILL.md'), skillMd('Bad'));
    spoil(cacheFile(userData), root);
    const { s, logs } = service(root, userData, key);
    await s.start();
    const [list] = await s.handlers.listSkills({});
    expect((await s.handlers.listLibraries({}))[0]?.checking).toBe(false);
    expect(list?.skills.map((x) => [x.rel, x.checks.spec.verdict])).toContainEqual(['c', 'errors']);
    expect(s.rescanStats(root)).toEqual({ read: 4, cached: 0 });
    await s.whenChecked();
    expect((await s.handlers.listSkills({}))[0]).toEqual(await coldList(root));
    const general = (m: string) =>
      m.replace(/ of \/\S+: /, ' of <root>: ').replace(/: \S+\.json:? /, ': <file>: ');
    expect(logs.map(general)).toEqual(logged);
  }

  // Edits the list as JSON, keeping the first line (format and checksum) as it was, or with
  // `resum` the checksum made right for the edited bytes (so only the other checks remain).
  const edit = (file: string, change: (data: Record<string, unknown>) => void, resum = false) => {
    const text = readFileSync(file, 'utf8');
    const newline = text.indexOf('\n');
    const data = JSON.parse(text.slice(newline + 1)) as Record<string, unknown>;
    change(data);
    const body = JSON.stringify(data);
    const head = text.slice(0, newline).split(' ');
    if (resum) head[2] = createHash('sha256').update(body).digest('hex');
    writeFileSync(file, `${head.join(' ')}\n${body}`);
  };
  const entries = (data: Record<string, unknown>) =>
    data.entries as Record<string, Record<string, unknown>>;

  it('damaged bytes', () => reopenAfter((file) => writeFileSync(file, '\u0000{"form\ufffd')));

  it('cut short (half the file)', () =>
    reopenAfter((file) => writeFileSync(file, readFileSync(file).subarray(0, 700))));

  it('empty', () => reopenAfter((file) => writeFileSync(file, '')));

  it('JSON that is not an object', () => reopenAfter((file) => writeFileSync(file, 'null')));

  it('a right checksum line over JSON that is not an object', () =>
    reopenAfter((file) =>
      writeFileSync(
        file,
        `skill-studio-index 3 ${createHash('sha256').update('null').digest('hex')}\nnull`,
      ),
    ));

  it('of another format version', () =>
    reopenAfter((file) => {
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace(/^skill-studio-index 3 /, 'skill-studio-index 2 '));
    }));

  it('a format-2 list (plain JSON, before the checksum line)', () =>
    reopenAfter((file) => {
      const text = readFileSync(file, 'utf8');
      const data = JSON.parse(text.slice(text.indexOf('\n') + 1)) as object;
      writeFileSync(file, JSON.stringify({ format: 2, ...data }));
    }));

  it('of another build', () => reopenAfter(() => undefined, 'another build'));

  it('of another folder that was at the same path (another inode)', () =>
    reopenAfter((_file, root) => {
      renameSync(root, `${root}-old`);
      mkdirSync(root);
      execFileSync('cp', ['-a', `${root}-old/.`, root]);
      rmSync(`${root}-old`, { recursive: true });
    }));

  it('edited: an entry of the wrong shape (a summary without its checks; checksum wrong)', () =>
    reopenAfter((file) =>
      edit(file, (d) => {
        const a = entries(d).a;
        if (a) delete (a.summary as Record<string, unknown>).checks;
      }),
    ));

  it('edited, checksum made right: an entry naming a folder outside the library', () =>
    reopenAfter((file) =>
      edit(
        file,
        (d) => {
          const a = entries(d).a;
          if (a)
            entries(d)['../outside'] = {
              ...a,
              summary: { ...(a.summary as object), rel: '../outside' },
            };
        },
        true,
      ),
    ));

  it('edited, checksum made right: an entry whose summary is of another folder', () =>
    reopenAfter((file) =>
      edit(
        file,
        (d) => {
          const a = entries(d).a;
          if (a) (a.summary as Record<string, unknown>).rel = 'b';
        },
        true,
      ),
    ));

  it('edited, checksum made right: an entry whose folder is outside the library', () =>
    reopenAfter((file) =>
      edit(
        file,
        (d) => {
          const a = entries(d).a;
          if (a) (a.summary as Record<string, unknown>).dir = '/etc';
        },
        true,
      ),
    ));

  it('edited, checksum made right: an entry that is null, and one whose summary is', () =>
    reopenAfter((file) =>
      edit(
        file,
        (d) => {
          entries(d).x = null as unknown as Record<string, unknown>;
          const a = entries(d).a;
          if (a) a.summary = null;
        },
        true,
      ),
    ));

  it('edited, checksum made right: entries that are not an object', () =>
    reopenAfter((file) => edit(file, (d) => (d.entries = null), true)));

  it('a named pipe in its place (never waited on, nor written through)', () =>
    reopenAfter(
      (file) => {
        rmSync(file);
        execFileSync('mkfifo', [file]);
      },
      'test',
      [
        'could not remember the list of <root>: NotRegularFile: <file>: it is not a regular file (a pipe, device or socket), so it is not read.',
      ],
    ));

  it('a link to another file in its place (not followed, nor written through)', () =>
    reopenAfter(
      (file) => {
        const elsewhere = join(tempTree(), 'other.json');
        writeFileSync(elsewhere, readFileSync(file));
        rmSync(file);
        symlinkSync(elsewhere, file);
      },
      'test',
      ['could not remember the list of <root>: Error: <file>: is a symbolic link'],
    ));
});
