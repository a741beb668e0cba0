/**
 * A link inside a skill is an entry of its own: renaming, moving, deleting, restoring or
 * replacing it acts on the link, never on the file or folder it leads to (another skill's file,
 * or something outside every library). The path guard still resolves every link to check where
 * a call writes, so a file is never created through a link out of the libraries and the run bit
 * is never set on a file outside them. Each call over both transports (issue 12's path guard).
 */
import {
  existsSync,
  lstatSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../renderer/src/i18n/service-text';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { apiOver } from '../helpers/transports';
import { failure } from '../helpers/refusal';

async function setup(transport: 'ipc' | 'web') {
  const { service, root } = await startService(
    {
      'a/SKILL.md': skillMd('a'),
      'b/SKILL.md': skillMd('b'),
      'b/other.md': 'B OTHER',
      'b/keep.md': 'B KEEP',
    },
    false,
    { copyFromPaths: transport === 'ipc' },
  );
  const outside = tempTree({ 'o.md': 'OUTSIDE', 'run.sh': 'echo out\n' });
  const dir = join(root, 'a');
  symlinkSync(join(root, 'b/other.md'), join(dir, 'alias.md'));
  symlinkSync(join(root, 'b/keep.md'), join(dir, 'shortcut.md'));
  symlinkSync(outside, join(dir, 'out'));
  symlinkSync(join(outside, 'run.sh'), join(dir, 'run.sh'));
  const { api } = await apiOver(transport, service);
  return { api, root, dir, outside };
}

const isLink = (path: string) => lstatSync(path).isSymbolicLink();

describe.each(['ipc', 'web'] as const)('links in a skill over %s', (transport) => {
  it('are renamed and moved as links; the file each leads to stays where it is', async () => {
    const { api, root, dir } = await setup(transport);
    await api.moveEntry({ dir, from: 'alias.md', to: 'references/renamed.md' });
    expect(existsSync(join(dir, 'alias.md'))).toBe(false);
    expect(isLink(join(dir, 'references/renamed.md'))).toBe(true);
    expect(readFileSync(join(root, 'b/other.md'), 'utf8')).toBe('B OTHER');
    // The rename of one name (the fixes' call) too.
    await api.renameFile({ path: join(dir, 'shortcut.md'), newName: 'Shortcut2.md' });
    expect(isLink(join(dir, 'Shortcut2.md'))).toBe(true);
    expect(readFileSync(join(root, 'b/keep.md'), 'utf8')).toBe('B KEEP');
  });

  it('are deleted and restored as links, even one that leads out of the libraries', async () => {
    const { api, root, dir, outside } = await setup(transport);
    const alias = await api.trashEntry({ dir, path: 'alias.md' });
    expect(existsSync(join(dir, 'alias.md'))).toBe(false);
    expect(readFileSync(join(root, 'b/other.md'), 'utf8')).toBe('B OTHER');
    // A link out: the tree shows it as the link, so deleting it takes the link away, and
    // nothing outside is touched.
    await api.trashEntry({ dir, path: 'out' });
    expect(lstatSync(join(dir, 'out'), { throwIfNoEntry: false })).toBeUndefined();
    expect(readFileSync(join(outside, 'o.md'), 'utf8')).toBe('OUTSIDE');
    // Its place taken by another link meanwhile: replacing sends that link to the trash, not
    // the file it leads to.
    symlinkSync(join(root, 'b/keep.md'), join(dir, 'alias.md'));
    await api.restoreTrash({ id: alias.id, conflict: 'replace' });
    expect(readlinkSync(join(dir, 'alias.md'))).toBe(join(root, 'b/other.md'));
    expect(readFileSync(join(root, 'b/keep.md'), 'utf8')).toBe('B KEEP');
    expect(readFileSync(join(root, 'b/other.md'), 'utf8')).toBe('B OTHER');
  });

  it('never lead a write or a run bit out of the libraries', async () => {
    const { api, dir, outside } = await setup(transport);
    const mode = statSync(join(outside, 'run.sh')).mode;
    // Each call starts on its turn: a refusal made before it is awaited is reported unhandled.
    for (const call of [
      () => api.createFile({ dir, path: 'out/new.md' }),
      () => api.setExecutable({ dir, path: 'run.sh', executable: true }),
      () => api.moveEntry({ dir, from: 'alias.md', to: 'out/alias.md' }),
    ])
      expect(await failure(call())).toMatchObject({ kind: 'denied' });
    expect(statSync(join(outside, 'run.sh')).mode).toBe(mode);
    expect(existsSync(join(outside, 'new.md'))).toBe(false);
    expect(existsSync(join(outside, 'alias.md'))).toBe(false);
  });

  it('a rename takes only names every system can hold, and never one that differs only in case', async () => {
    const { api, dir } = await setup(transport);
    writeFileSync(join(dir, 'notes.md'), 'n');
    writeFileSync(join(dir, 'README.md'), 'r');
    const path = join(dir, 'notes.md');
    for (const [newName, id] of [
      ['CON', 'name-device'],
      ['a:b.md', 'name-colon'],
      ['notes.', 'name-trailing'],
      ['what?.md', 'name-reserved-char'],
      ['readme.md', 'name-case-clash'],
      ['../x.md', 'not-a-file-name'],
    ]) {
      const error = await failure(api.renameFile({ path, newName: newName ?? '' }));
      expect(error, newName).toMatchObject({ text: { id } });
    }
    const error = await failure(api.renameFile({ path, newName: 'CON' }));
    expect(errorText(error, 'en')).toContain('"CON" is a device name on Windows');
    expect(errorText(error, 'zh')).toContain('"CON" 在 Windows 上是设备名');
    expect(readFileSync(path, 'utf8')).toBe('n');
  });

  it.runIf(transport === 'ipc')(
    'a dropped file that replaces a link replaces the link, not the file it leads to',
    async () => {
      const { api, root, dir } = await setup(transport);
      const desktop = tempTree({ 'alias.md': 'DROPPED' });
      await api.addFiles({ dir, into: '', sources: [join(desktop, 'alias.md')], clash: 'replace' });
      expect(isLink(join(dir, 'alias.md'))).toBe(false);
      expect(readFileSync(join(dir, 'alias.md'), 'utf8')).toBe('DROPPED');
      expect(readFileSync(join(root, 'b/other.md'), 'utf8')).toBe('B OTHER');
    },
  );
});
