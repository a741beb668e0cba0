/**
 * A skill's files changed through the service, each call over both real transports
 * (Electron's IPC and the browser host's HTTP): files and folders created from templates,
 * moved and renamed, deleted to the trash and restored (asking when the place is taken),
 * the run bit; every path that leaves the skill or that Windows or macOS cannot hold is
 * refused with its message, and nothing is written anywhere.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../shared/ipc/contract';
import { errorText } from '../../renderer/src/i18n/service-text';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { apiOver } from '../helpers/transports';
import { refusal } from '../helpers/refusal';

/** Every path below `dir`, for "nothing was written" checks. */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

async function setup(transport: 'ipc' | 'web', files: Record<string, string> = {}) {
  const { service, root, userData } = await startService(
    { 'a/SKILL.md': skillMd('a'), ...files },
    false,
    { copyFromPaths: transport === 'ipc' },
  );
  const { api } = await apiOver(transport, service);
  return { api, service, root, dir: join(root, 'a'), userData };
}

describe.each(['ipc', 'web'] as const)('files of a skill over %s', (transport) => {
  it('creates a file in a new folder from its template, scripts runnable', async () => {
    const { api, dir } = await setup(transport);
    const guide = await api.createFile({ dir, path: 'references/guide.md' });
    expect(guide).toEqual({ path: join(dir, 'references/guide.md'), executable: false });
    expect(readFileSync(guide.path, 'utf8')).toMatch(/^# Guide\n/);
    const script = await api.createFile({ dir, path: 'scripts/fetch-data.py' });
    expect(script.executable).toBe(true);
    expect(readFileSync(script.path, 'utf8')).toMatch(/^#!\/usr\/bin\/env python3\n/);
    expect(statSync(script.path).mode & 0o111).not.toBe(0);
    await api.createFolder({ dir, path: 'assets/icons' });
    expect(statSync(join(dir, 'assets/icons')).isDirectory()).toBe(true);
    const detail = await api.readSkill({ dir });
    expect(detail.folders).toEqual(['assets', 'assets/icons', 'references', 'scripts']);
    // Never over what is there.
    writeFileSync(guide.path, 'mine');
    expect(await refusal(api.createFile({ dir, path: 'references/guide.md' }))).toBe(
      'entry-exists',
    );
    expect(await refusal(api.createFolder({ dir, path: 'assets' }))).toBe('entry-exists');
    expect(readFileSync(guide.path, 'utf8')).toBe('mine');
  });

  it('refuses "..", absolute paths, Windows device names and other unportable names, writing nothing anywhere', async () => {
    const { api, root, dir } = await setup(transport, { 'a/README.md': 'x' });
    const before = tree(root);
    const cases: [string, string][] = [
      ['../x', 'path-climbs'],
      ['references/../../x.md', 'path-climbs'],
      ['/tmp/x.md', 'path-absolute'],
      ['C:\\x.md', 'path-absolute'],
      ['CON.txt', 'name-device'],
      ['scripts/nul', 'name-device'],
      ['a:b', 'name-colon'],
      ['what?.md', 'name-reserved-char'],
      ['notes.', 'name-trailing'],
      ['readme.md', 'name-case-clash'],
    ];
    for (const [path, id] of cases) {
      expect(await refusal(api.createFile({ dir, path })), path).toBe(id);
      expect(await refusal(api.createFolder({ dir, path })), path).toBe(id);
    }
    // The message says what and why, in both languages.
    const error = await api.createFile({ dir, path: 'CON.txt' }).catch((e: unknown) => e);
    expect(errorText(error, 'en')).toContain('"CON.txt" is a device name on Windows');
    expect(errorText(error, 'zh')).toContain('"CON.txt" 在 Windows 上是设备名');
    // A ".." smuggled into the folder itself is refused by the path guard.
    expect(await refusal(api.createFile({ dir: `${dir}/../b`, path: 'x.md' }))).toBe(
      'access-denied',
    );
    expect(tree(root)).toEqual(before);
    // Nor beside the library, where "../x" and friends would have landed.
    for (const stray of ['x', 'x.md', 'tmp/x.md'])
      expect(existsSync(join(root, '..', stray)), stray).toBe(false);
    expect(existsSync('/tmp/x.md')).toBe(false);
  });

  it('renames and moves files and folders, never over another one', async () => {
    const { api, dir } = await setup(transport, {
      'a/references/guide.md': 'guide',
      'a/references/other.md': 'other',
      'a/notes.md': 'notes',
    });
    expect(await api.moveEntry({ dir, from: 'notes.md', to: 'references/notes.md' })).toEqual({
      path: join(dir, 'references/notes.md'),
    });
    expect(readFileSync(join(dir, 'references/notes.md'), 'utf8')).toBe('notes');
    await api.moveEntry({ dir, from: 'references/guide.md', to: 'references/Guide.md' });
    expect(readdirSync(join(dir, 'references')).sort()).toEqual([
      'Guide.md',
      'notes.md',
      'other.md',
    ]);
    await api.moveEntry({ dir, from: 'references', to: 'docs' });
    expect(readdirSync(join(dir, 'docs')).length).toBe(3);
    expect(await refusal(api.moveEntry({ dir, from: 'docs/other.md', to: 'docs/notes.md' }))).toBe(
      'entry-exists',
    );
    expect(await refusal(api.moveEntry({ dir, from: 'docs', to: 'docs/inner' }))).toBe(
      'move-into-itself',
    );
    expect(await refusal(api.moveEntry({ dir, from: 'docs/other.md', to: '../other.md' }))).toBe(
      'path-climbs',
    );
    expect(await refusal(api.moveEntry({ dir, from: 'SKILL.md', to: 'README.md' }))).toBe(
      'skill-md-keeps-name',
    );
    expect(await refusal(api.moveEntry({ dir, from: 'SKILL.md', to: 'docs/SKILL.md' }))).toBe(
      'skill-md-keeps-name',
    );
    expect(readFileSync(join(dir, 'docs/other.md'), 'utf8')).toBe('other');
    expect(readFileSync(join(dir, 'docs/notes.md'), 'utf8')).toBe('notes');
  });

  it('deletes files, folders and skills to the trash, lists them, and restores them, asking when the place is taken', async () => {
    const { api, root, dir } = await setup(transport, {
      'a/references/guide.md': 'guide',
      'b/SKILL.md': skillMd('b'),
    });
    const file = await api.trashEntry({ dir, path: 'references/guide.md' });
    expect(file.where).toBe('studio-trash');
    expect(existsSync(join(dir, 'references/guide.md'))).toBe(false);
    await api.trashEntry({ dir, path: 'references' });
    const skill = await api.deleteSkill({ dir: join(root, 'b') });
    const listed = await api.listTrash({});
    expect(listed.map((e) => [e.kind, e.rel, e.library, e.restorable])).toEqual([
      ['skill', 'b', root, true],
      ['folder', 'a/references', root, true],
      ['file', 'a/references/guide.md', root, true],
    ]);
    expect(listed[2]).toMatchObject({ files: 1, bytes: 5 });
    // Back where it was, folders made again.
    await api.restoreTrash({ id: file.id, conflict: 'refuse' });
    expect(readFileSync(join(dir, 'references/guide.md'), 'utf8')).toBe('guide');
    // Its folder's place is taken now: asked, then kept both, or replaced (the occupant goes
    // to the trash in turn, so nothing is lost either way).
    const folder = listed[1]?.id ?? '';
    expect(await refusal(api.restoreTrash({ id: folder, conflict: 'refuse' }))).toBe(
      'restore-taken',
    );
    expect((await api.restoreTrash({ id: folder, conflict: 'keep-both' })).path).toBe(
      join(dir, 'references (2)'),
    );
    await api.restoreTrash({ id: skill.id, conflict: 'refuse' });
    expect(existsSync(join(root, 'b/SKILL.md'))).toBe(true);
    writeFileSync(join(dir, 'x.md'), 'first');
    const first = await api.trashEntry({ dir, path: 'x.md' });
    writeFileSync(join(dir, 'x.md'), 'second');
    await api.restoreTrash({ id: first.id, conflict: 'replace' });
    expect(readFileSync(join(dir, 'x.md'), 'utf8')).toBe('first');
    const left = await api.listTrash({});
    expect(left.map((e) => e.rel)).toEqual(['a/x.md']);
    expect(await refusal(api.restoreTrash({ id: first.id, conflict: 'refuse' }))).toBe(
      'trash-gone',
    );
    expect(await api.emptyTrash({})).toEqual({ removed: 1 });
    expect(await api.listTrash({})).toEqual([]);
  });

  it("lists and restores skills an older studio deleted (its trash's bare <time>-<name> folders), into a library the user names", async () => {
    const { api, root, userData } = await setup(transport);
    // The layout skill-ops.ts's moveToTrash wrote before records (removed in ed4b752):
    // `${new Date().toISOString().replace(/[:.]/g, '-')}-${basename(dir)}`.
    const old = join(userData, 'trash', '2026-11-30T10-20-30-123Z-old-skill');
    const other = join(userData, 'trash', '2026-11-29T08-00-00-000Z-other');
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'SKILL.md'), skillMd('old-skill'));
    mkdirSync(other);
    writeFileSync(join(other, 'SKILL.md'), 'x');
    // Not entries: a file with such a name, and a link to a folder.
    writeFileSync(join(userData, 'trash', '2026-11-28T08-00-00-000Z-file'), 'x');
    symlinkSync(root, join(userData, 'trash', '2026-11-27T08-00-00-000Z-link'));
    const listed = await api.listTrash({});
    expect(listed.map((e) => [e.id, e.kind, e.rel, e.library, e.deletedAt, e.legacy])).toEqual([
      [basename(old), 'skill', 'old-skill', '', '2026-11-30T10:20:30.123Z', true],
      [basename(other), 'skill', 'other', '', '2026-11-29T08:00:00.000Z', true],
    ]);
    expect(listed[0]).toMatchObject({ restorable: true, files: 1 });
    expect(await refusal(api.restoreTrash({ id: basename(old), conflict: 'refuse' }))).toBe(
      'restore-pick-library',
    );
    expect(
      await refusal(
        api.restoreTrash({ id: basename(old), conflict: 'refuse', library: '/not/open' }),
      ),
    ).toBe('restore-no-library');
    for (const id of ['../x', '2026-11-30T10-20-30-123Z-../x', '2026-11-27T08-00-00-000Z-link'])
      expect(await refusal(api.restoreTrash({ id, conflict: 'refuse', library: root }))).toBe(
        'trash-gone',
      );
    const back = await api.restoreTrash({ id: basename(old), conflict: 'refuse', library: root });
    expect(back.path).toBe(join(root, 'old-skill'));
    expect(readFileSync(join(root, 'old-skill/SKILL.md'), 'utf8')).toBe(skillMd('old-skill'));
    expect(existsSync(old)).toBe(false);
    expect(await api.emptyTrash({ ids: [basename(other)] })).toEqual({ removed: 1 });
    expect(await api.listTrash({})).toEqual([]);
    expect(existsSync(root)).toBe(true);
  });

  it('sets and clears the run bit', async () => {
    const { api, dir } = await setup(transport, { 'a/scripts/run.sh': 'echo hi\n' });
    const path = join(dir, 'scripts/run.sh');
    expect(await api.setExecutable({ dir, path: 'scripts/run.sh', executable: true })).toEqual({
      executable: true,
      supported: true,
    });
    expect(statSync(path).mode & 0o111).toBe(0o111 & (statSync(path).mode >> 2));
    expect(
      (await api.readSkill({ dir })).files.find((f) => f.path === 'scripts/run.sh')?.executable,
    ).toBe(true);
    await api.setExecutable({ dir, path: 'scripts/run.sh', executable: false });
    expect(statSync(path).mode & 0o111).toBe(0);
  });

  it('checks names before adding files: taken ones and ones that cannot be used', async () => {
    const { api, dir } = await setup(transport, { 'a/assets/logo.png': 'PNG' });
    expect(
      await api.checkAdd({
        dir,
        into: 'assets',
        names: ['LOGO.png', 'new.png', 'CON', 'x/../../y'],
      }),
    ).toEqual({
      taken: ['LOGO.png'],
      refused: [
        { name: 'CON', text: { id: 'name-device', params: { name: 'CON' } } },
        { name: 'x/../../y', text: { id: 'path-climbs', params: { path: 'assets/x/../../y' } } },
      ],
    });
  });

  it('checks many names at once, into nested folders, as it checks one', async () => {
    const files: Record<string, string> = { 'a/assets/Sub/deep.md': 'x' };
    for (let i = 0; i < 2000; i++) files[`a/assets/f${i}.txt`] = '';
    const { api, dir } = await setup(transport, files);
    const names = Array.from({ length: 300 }, (_, i) => (i % 2 ? `F${i * 5}.TXT` : `new${i}.txt`));
    // A file whose folder clashes in case with a folder there, and one inside that folder.
    names.push('sub/other.md', 'Sub/DEEP.md', 'Sub/free.md');
    const result = await api.checkAdd({ dir, into: 'assets', names });
    expect(result.taken).toEqual([
      ...names.filter((n, i) => i < 300 && i % 2 === 1),
      'Sub/DEEP.md',
    ]);
    expect(result.refused).toEqual([
      {
        name: 'sub/other.md',
        text: { id: 'name-case-clash', params: { name: 'sub', other: 'Sub' } },
      },
    ]);
  });

  it(
    transport === 'ipc'
      ? 'adds dropped files and folders by path, settling each name clash as chosen'
      : 'does not add files by path (the browser uploads them)',
    async () => {
      const { api, dir } = await setup(transport, { 'a/assets/logo.png': 'old' });
      const desktop = tempTree({ 'logo.png': 'new', 'pics/a.png': 'A', 'pics/b.png': 'B' });
      const sources = [join(desktop, 'logo.png'), join(desktop, 'pics')];
      if (transport === 'web') {
        expect(await refusal(api.addFiles({ dir, into: 'assets', sources, clash: 'refuse' }))).toBe(
          'paths-desktop-only',
        );
        return;
      }
      const refused = await api.addFiles({ dir, into: 'assets', sources, clash: 'refuse' });
      expect(refused.placed.map((p) => [p.name, p.outcome])).toEqual([
        ['assets/logo.png', 'taken'],
        ['assets/pics/a.png', 'added'],
        ['assets/pics/b.png', 'added'],
      ]);
      expect(readFileSync(join(dir, 'assets/logo.png'), 'utf8')).toBe('old');
      const both = await api.addFiles({
        dir,
        into: 'assets',
        sources: [sources[0] ?? ''],
        clash: 'keep-both',
      });
      expect(both.placed[0]).toMatchObject({
        outcome: 'kept-both',
        path: join(dir, 'assets/logo (2).png'),
      });
      await api.addFiles({ dir, into: 'assets', sources: [sources[0] ?? ''], clash: 'replace' });
      expect(readFileSync(join(dir, 'assets/logo.png'), 'utf8')).toBe('new');
      const skipped = await api.addFiles({
        dir,
        into: 'assets',
        sources: [sources[0] ?? ''],
        clash: 'skip',
      });
      expect(skipped.placed[0]?.outcome).toBe('skipped');
      expect(
        await refusal(
          api.addFiles({ dir, into: '', sources: ['/nonexistent/x'], clash: 'refuse' }),
        ),
      ).toBe('not-a-source');
    },
  );

  it.runIf(transport === 'ipc')(
    "says how far a copy by path is, by file and by byte, under the caller's job name only",
    async () => {
      const { api, service, dir } = await setup(transport);
      const big = new Uint8Array(3 * 1024 * 1024 + 5).fill(7);
      const desktop = tempTree({ 'big.bin': big, 'pics/a.png': 'A', 'pics/b.png': 'BB' });
      const seen: EventPayload<'addProgress'>[] = [];
      const off = service.events.on('addProgress', (p) => seen.push(p));
      const sources = [join(desktop, 'big.bin'), join(desktop, 'pics')];
      await api.addFiles({ dir, into: '', sources, clash: 'refuse', job: 'job-1' });
      await api.addFiles({ dir, into: 'x', sources, clash: 'refuse' });
      off();
      const bytes = big.length + 3;
      expect(seen.every((p) => p.job === 'job-1' && p.total === 3 && p.bytes === bytes)).toBe(true);
      expect(seen[0]).toMatchObject({ done: 0, sent: 0 });
      expect(seen.at(-1)).toMatchObject({ done: 3, sent: bytes });
      // Inside the large file: at least one report per MiB, before that file is done.
      const during = seen.filter((p) => p.done === 0 && p.sent > 0 && p.sent < big.length);
      expect(during.length).toBeGreaterThanOrEqual(2);
      const sent = seen.map((p) => p.sent);
      expect(sent).toEqual([...sent].sort((a, b) => a - b));
    },
  );
});
