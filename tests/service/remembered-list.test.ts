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
import { basename, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it, vi } from 'vitest';
import type { EventPayload } from '../../shared/ipc/contract';
import { memorySettings } from '../../shared/node/service/settings/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { skillMd, tempTree } from '../helpers/temp';
import { checkUnder } from '../helpers/skill';

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

/** A library's list without its version (the count of one service's changes). */
function unversioned<T extends { version: number }>(list: T | undefined) {
  return list && { ...list, version: undefined };
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
  return unversioned(list);
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
    expect(first?.skills.map((x) => [x.rel, checkUnder(x)?.verdict])).toEqual([
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
      changed: confirmed?.changed.map((x) => [x.rel, checkUnder(x)?.verdict, x.resources.scripts]),
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
    expect(unversioned((await s.handlers.listSkills({}))[0])).toEqual(await coldList(root));
    expect(logs).toEqual([]);
  });

  it('the remembered list is, byte for byte, the list at the close, for every kind of entry', async () => {
    // A skill at the root, nested ones, a lower-case skill.md, namesakes, one with no
    // description, a broken one, one in Chinese, one with resources, and a link out.
    const outside = realpathSync(tempTree({ 'x/SKILL.md': skillMd('x') }));
    const root = realpathSync(
      tempTree({
        'SKILL.md': skillMd('top'),
        'n/SKILL.md': skillMd('n'),
        'n/inner/skill.md': skillMd('inner'),
        'd1/SKILL.md': skillMd('dup'),
        'd2/SKILL.md': skillMd('dup'),
        'bare/SKILL.md': '---\nname: bare\n---\nBody\n',
        'broken/SKILL.md': '---\nname: [unclosed\n---\n',
        '技能/SKILL.md': skillMd('ji-neng', '处理中文。Use when asked.'),
        'r/SKILL.md': skillMd('r'),
        'r/scripts/a.py': 'print(1)\n',
        'r/references/b.md': 'b\n',
      }),
    );
    symlinkSync(join(outside, 'x'), join(root, 'x'));
    const userData = tempTree();
    const { s: first } = service(root, userData);
    await first.start();
    await first.whenChecked();
    const [closing] = await first.handlers.listSkills({});
    await first.stop();
    const { s } = service(root, userData);
    await s.start();
    const [remembered] = await s.handlers.listSkills({});
    expect(s.rescanStats(root)).toEqual({ read: 0, cached: 0 });
    expect(closing?.skills.length).toBeGreaterThan(9);
    // Key order included: what the confirmation compares (deltaOf) is the JSON. (The version
    // counts this run's changes: a new run starts again.)
    expect(JSON.stringify({ ...remembered, version: 0 })).toBe(
      JSON.stringify({ ...closing, version: 0 }),
    );
    await s.whenChecked();
    expect(unversioned((await s.handlers.listSkills({}))[0])).toEqual(await coldList(root));
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
    await vi.waitFor(
      async () => {
        const [list] = await s.handlers.listSkills({});
        expect(list?.skills.find((x) => x.rel === 'b')?.description).toMatch(/^Edited/);
      },
      { timeout: 20_000, interval: 50 },
    );
    await s.whenChecked();
    expect(unversioned((await s.handlers.listSkills({}))[0])).toEqual(await coldList(root));
  });

  it('a service stopped within a second of opening writes nothing after its stop', async () => {
    // The first list is remembered a second after a cold open; a stop before then writes it
    // itself, and anything written later (a spoiled or newer list) must stay as it is.
    const root = library();
    const userData = tempTree();
    const { s } = service(root, userData);
    await s.start();
    await s.stop();
    const dir = join(userData, 'index-cache');
    const written = readdirSync(dir).filter((n) => n.endsWith('.index'));
    expect(written).toHaveLength(1);
    for (const name of written) writeFileSync(join(dir, name), 'written later\n');
    // A chance for the open's one-second timer, had it stayed armed: it fires before this one
    // (timers run in the order they are due), so a slow machine cannot fail this, only leave
    // such a timer's write unfinished when the files are read.
    await new Promise((r) => setTimeout(r, 1300));
    expect(written.map((name) => readFileSync(join(dir, name), 'utf8'))).toEqual([
      'written later\n',
    ]);
  });
});

describe('a remembered list that cannot be trusted is ignored', () => {
  /** The one cache file a close wrote. */
  const cacheFile = (userData: string) => {
    const dir = join(userData, 'index-cache');
    const [name] = readdirSync(dir).filter((n) => n.endsWith('.index'));
    return join(dir, name ?? 'missing');
  };

  /** Reopens after `spoil` did its damage: the list must be read, as with nothing remembered. */
  async function reopenAfter(
    spoil: (file: string, root: string) => void,
    key = 'test',
    logged: string[] = [],
  ): Promise<string> {
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
    expect(list?.skills.map((x) => [x.rel, checkUnder(x)?.verdict])).toContainEqual([
      'c',
      'errors',
    ]);
    expect(s.rescanStats(root)).toEqual({ read: 4, cached: 0 });
    await s.whenChecked();
    expect(unversioned((await s.handlers.listSkills({}))[0])).toEqual(await coldList(root));
    const general = (m: string) =>
      m.replace(/ of \/\S+: /, ' of <root>: ').replace(/: \S+\.index:? /, ': <file>: ');
    expect(logs.map(general)).toEqual(logged);
    return userData;
  }

  // Edits the list (V8's serialization of its columns, index-columns.ts), keeping the first
  // line (format and checksum) as it was, or with `resum` the checksum made right for the
  // edited bytes (so only the checks of the values themselves remain).
  const edit = (file: string, change: (data: Record<string, unknown>) => void, resum = false) => {
    const bytes = readFileSync(file);
    const newline = bytes.indexOf(0x0a);
    const data = deserialize(bytes.subarray(newline + 1)) as Record<string, unknown>;
    change(data);
    const body = serialize(data);
    const head = bytes.subarray(0, newline).toString('latin1').split(' ');
    if (resum) head[2] = createHash('sha256').update(body).digest('hex');
    writeFileSync(file, Buffer.concat([Buffer.from(`${head.join(' ')}\n`), body]));
  };
  /** The columns of index-columns.ts, loosely typed: the tests put wrong values in. */
  type Columns = Record<
    'rel' | 'parent' | 'description' | 'sameNameAs' | 'sameDescriptionAs' | 'link' | 'foundTable',
    unknown[]
  > & {
    found: Uint32Array;
    numbers: Float64Array | number[];
  };
  const columns = (data: Record<string, unknown>) => data.columns as Columns;
  /** The list a file holds, as stored (after its first line). */
  const stored = (file: string): unknown => {
    const bytes = readFileSync(file);
    return deserialize(bytes.subarray(bytes.indexOf(0x0a) + 1));
  };
  const resummed = (body: Buffer, format = 4) =>
    Buffer.concat([
      Buffer.from(
        `skill-studio-index ${format} ${createHash('sha256').update(body).digest('hex')}\n`,
      ),
      body,
    ]);

  it('(the edits below would be trusted if they changed nothing)', async () => {
    const root = library();
    const userData = tempTree();
    await openAndClose(root, userData);
    edit(cacheFile(userData), () => undefined, true);
    const { s } = service(root, userData);
    await s.start();
    expect((await s.handlers.listLibraries({}))[0]?.checking).toBe(true);
    await s.whenChecked();
    expect(s.rescanStats(root)).toEqual({ read: 0, cached: 4 });
  });

  it('damaged bytes', () => reopenAfter((file) => writeFileSync(file, '\u0000{"form\ufffd')));

  it('cut short (half the file)', () =>
    reopenAfter((file) => {
      const bytes = readFileSync(file);
      writeFileSync(file, bytes.subarray(0, bytes.length >> 1));
    }));

  it('cut short, checksum made right for what is left', () =>
    reopenAfter((file) => {
      const bytes = readFileSync(file);
      const body = bytes.subarray(bytes.indexOf(0x0a) + 1);
      writeFileSync(file, resummed(body.subarray(0, body.length - 40)));
    }));

  it('empty', () => reopenAfter((file) => writeFileSync(file, '')));

  it('JSON that is not an object', () => reopenAfter((file) => writeFileSync(file, 'null')));

  it('a right checksum line over a body that is not an object', () =>
    reopenAfter((file) => writeFileSync(file, resummed(serialize(null)))));

  it('a right checksum line over garbage', () =>
    reopenAfter((file) => writeFileSync(file, resummed(Buffer.from([0xff, 0x0f, 0x6f, 0x22, 1])))));

  it('of another format version', () =>
    reopenAfter((file) => {
      const bytes = readFileSync(file);
      writeFileSync(file, Buffer.concat([Buffer.from('skill-studio-index 3'), bytes.subarray(20)]));
    }));

  it('a format-3 list (JSON with its checksum line, the build before) in its place', () =>
    reopenAfter((file) => {
      writeFileSync(file, resummed(Buffer.from(JSON.stringify(stored(file))), 3));
    }));

  it('a format-3 list left under its old name: ignored, and removed at the close', async () => {
    let file = '';
    const userData = await reopenAfter((at) => {
      file = at;
      const data = stored(at);
      writeFileSync(
        at.replace(/\.index$/, '.json'),
        resummed(Buffer.from(JSON.stringify(data)), 3),
      );
      rmSync(at);
    });
    // The reopened service closes: it writes its list, and the old file goes.
    await started.at(-1)?.stop();
    expect(readdirSync(join(userData, 'index-cache')).filter((n) => !n.startsWith('.'))).toEqual([
      basename(file),
    ]);
  });

  it('of another build', () => reopenAfter(() => undefined, 'another build'));

  it('of another folder that was at the same path (another inode)', () =>
    reopenAfter((_file, root) => {
      renameSync(root, `${root}-old`);
      mkdirSync(root);
      execFileSync('cp', ['-a', `${root}-old/.`, root]);
      rmSync(`${root}-old`, { recursive: true });
    }));

  it('edited: a column gone (checksum wrong)', () =>
    reopenAfter((file) => edit(file, (d) => delete (columns(d) as Partial<Columns>).foundTable)));

  it('edited, checksum made right: a column gone', () =>
    reopenAfter((file) =>
      edit(file, (d) => delete (columns(d) as Partial<Columns>).foundTable, true),
    ));

  it('edited, checksum made right: an entry naming a folder outside the library', () =>
    reopenAfter((file) => edit(file, (d) => (columns(d).rel[0] = '../outside'), true)));

  it('edited, checksum made right: an absolute folder, a NUL, a backslash, a dot segment', async () => {
    for (const rel of ['/etc', 'a\u0000b', 'a\\..\\..', 'a/./b'])
      await reopenAfter((file) => edit(file, (d) => (columns(d).rel[1] = rel), true));
  });

  it('edited, checksum made right: the same folder twice', () =>
    reopenAfter((file) => edit(file, (d) => (columns(d).rel[1] = columns(d).rel[0]), true)));

  it('edited, checksum made right: a parent outside the library', () =>
    reopenAfter((file) => edit(file, (d) => (columns(d).parent[1] = '..'), true)));

  it('edited, checksum made right: columns of different lengths', () =>
    reopenAfter((file) => edit(file, (d) => columns(d).description.pop(), true)));

  it('edited, checksum made right: findings that are not in the table', () =>
    reopenAfter((file) => edit(file, (d) => (columns(d).found[0] = 99), true)));

  it('edited, checksum made right: findings of the wrong shape', async () => {
    for (const bad of [
      null,
      { codes: 'field-unknown' },
      { codes: [1] },
      { codes: [], unknownKeys: 2 },
    ])
      await reopenAfter((file) => edit(file, (d) => (columns(d).foundTable[0] = bad), true));
  });

  it('edited, checksum made right: values of the wrong type (a number, null, NaN)', async () => {
    const spoil: ((c: Columns) => void)[] = [
      (c) => (c.description[0] = 7),
      (c) => (c.rel[0] = null),
      (c) => (c.numbers[0] = Number.NaN),
      (c) => (c.numbers = [...c.numbers]),
      (c) => (c.sameNameAs[0] = 'a'),
      (c) => (c.sameDescriptionAs[0] = ['..']),
      (c) => (c.link[0] = { target: 1 }),
    ];
    for (const change of spoil)
      await reopenAfter((file) => edit(file, (d) => change(columns(d)), true));
  });

  it('edited, checksum made right: columns that are not an object', () =>
    reopenAfter((file) => edit(file, (d) => (d.columns = null), true)));

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
