/**
 * The browser host's folder browser through the service: home first, "~" understood, only
 * folders (links to folders too), hidden ones on request, skills marked, a huge folder cut
 * with a count, and New folder refusing names no system can hold or that exist. Attacked
 * with a pipe, an unreadable folder, a file where a folder is expected and 2,050 folders.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { startService } from '../helpers/service';
import { skillMd } from '../helpers/temp';

async function withHome() {
  const studio = await startService({}, false);
  const { home } = studio;
  mkdirSync(join(home, 'skills-lib/a'), { recursive: true });
  writeFileSync(join(home, 'skills-lib/a/SKILL.md'), skillMd('a'));
  mkdirSync(join(home, 'Projects 10'));
  mkdirSync(join(home, 'Projects 9'));
  mkdirSync(join(home, '.hidden'));
  writeFileSync(join(home, 'notes.txt'), 'not a folder');
  symlinkSync(join(home, 'skills-lib'), join(home, 'linked-lib'));
  symlinkSync(join(home, 'notes.txt'), join(home, 'linked-file'));
  return studio;
}

describe('the folder browser', () => {
  it('lists the home folder first: folders and links to folders, no files, no hidden ones', async () => {
    const { service, home } = await withHome();
    const listing = await service.handlers.browseFolders({});
    expect(listing).toMatchObject({ path: home, home, skill: false, more: 0 });
    expect(listing.folders.map((f) => f.name)).toEqual([
      'linked-lib',
      'Projects 9',
      'Projects 10',
      'skills-lib',
    ]);
    const all = await service.handlers.browseFolders({ path: '~', hidden: true });
    expect(all.folders.map((f) => f.name)).toContain('.hidden');
  });

  it('understands ~ and marks skills; the parent leads up', async () => {
    const { service, home } = await withHome();
    const lib = await service.handlers.browseFolders({ path: '~/skills-lib' });
    expect(lib).toMatchObject({ path: join(home, 'skills-lib'), parent: home });
    expect(lib.folders).toEqual([{ name: 'a', path: join(home, 'skills-lib/a'), skill: true }]);
    expect((await service.handlers.browseFolders({ path: lib.folders[0]?.path })).skill).toBe(true);
    expect((await service.handlers.browseFolders({ path: '/' })).parent).toBeNull();
  });

  it('refuses a file, a pipe, a missing and an unreadable folder in words', async () => {
    const { service, home } = await withHome();
    execFileSync('mkfifo', [join(home, 'pipe')]);
    for (const path of ['~/notes.txt', '~/pipe', '~/nowhere'])
      expect(await dispatchCall(service.handlers, 'browseFolders', { path })).toMatchObject({
        ok: false,
        error: { text: { id: 'not-a-folder' } },
      });
    if (process.getuid?.() !== 0) {
      mkdirSync(join(home, 'locked'));
      chmodSync(join(home, 'locked'), 0);
      expect(
        await dispatchCall(service.handlers, 'browseFolders', { path: '~/locked' }),
      ).toMatchObject({ ok: false, error: { text: { id: 'folder-unreadable' } } });
      chmodSync(join(home, 'locked'), 0o755);
    }
  });

  it('cuts a folder of 2,050 folders at 2,000 and says how many more', async () => {
    const { service, home } = await withHome();
    const many = join(home, 'many');
    mkdirSync(many);
    for (let i = 0; i < 2050; i++) mkdirSync(join(many, `f${i}`));
    const listing = await service.handlers.browseFolders({ path: many });
    expect([listing.folders.length, listing.more]).toEqual([2000, 50]);
  });

  it('New folder makes one empty folder, refusing a taken name and names no system can hold', async () => {
    const { service, home } = await withHome();
    expect(await service.handlers.browseNewFolder({ parent: '~', name: ' My skills ' })).toEqual({
      path: join(home, 'My skills'),
    });
    expect(readdirSync(join(home, 'My skills'))).toEqual([]);
    for (const [name, id] of [
      ['My skills', 'entry-exists'],
      ['CON', 'name-device'],
      ['../escape', 'not-a-file-name'],
      ['a/b', 'not-a-file-name'],
      ['', 'path-empty'],
      ['dot.', 'name-trailing'],
    ] as const)
      expect(
        await dispatchCall(service.handlers, 'browseNewFolder', { parent: home, name }),
      ).toMatchObject({ ok: false, error: { text: { id } } });
    expect(existsSync(join(home, '../escape'))).toBe(false);
    expect(
      await dispatchCall(service.handlers, 'browseNewFolder', { parent: '~/notes.txt', name: 'x' }),
    ).toMatchObject({ ok: false, error: { text: { id: 'not-a-folder' } } });
  });

  it('Add library takes a path typed with ~', async () => {
    const { service, home } = await withHome();
    const added = await service.handlers.addLibrary({ path: '~/skills-lib' });
    expect(added.root).toBe(join(home, 'skills-lib'));
    expect(added.skillCount).toBe(1);
  });
});
