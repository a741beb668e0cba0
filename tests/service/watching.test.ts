/**
 * The service keeps each library's list current from a real watcher: adds, changes, deletes,
 * renames, editors that save by rename, a root deleted and re-created, and bursts of
 * thousands of changes delivered as one update.
 */
import { mkdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memorySettings } from '../../shared/node/service/settings/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { collect, nextEvent, startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { checkUnder } from '../helpers/skill';

describe('watching a library', () => {
  it('a new skill folder is added; editing its name changes it; deleting removes it', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') });
    let event = nextEvent(service, 'skillsChanged', (d) => d.added.some((s) => s.rel === 'b'));
    mkdirSync(join(root, 'b'));
    writeFileSync(join(root, 'b/SKILL.md'), skillMd('b'));
    const added = (await event).added[0];
    expect(added).toMatchObject({ rel: 'b', name: 'b' });
    expect(checkUnder(added)?.verdict).toBe('valid');

    event = nextEvent(service, 'skillsChanged', (d) => d.changed.some((s) => s.rel === 'b'));
    writeFileSync(join(root, 'b/SKILL.md'), skillMd('Bad'));
    const changed = await event;
    expect(changed.changed.map((s) => [s.rel, checkUnder(s)?.verdict])).toEqual([['b', 'errors']]);
    expect(changed.added).toEqual([]);

    event = nextEvent(service, 'skillsChanged', (d) => d.removed.length > 0);
    rmSync(join(root, 'b'), { recursive: true });
    expect((await event).removed).toEqual([join(root, 'b')]);
  });

  it('a skill appearing in an agent dot-folder is listed; one in a denied folder never is', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') });
    const event = nextEvent(service, 'skillsChanged', (d) =>
      d.added.some((s) => s.rel === '.claude/skills/c'),
    );
    // The denied ones first: had either been listed, it would come in the same or an earlier
    // update than the allowed one, which the test waits for (no pause needed in between).
    mkdirSync(join(root, '.venv/lib/v'), { recursive: true });
    writeFileSync(join(root, '.venv/lib/v/SKILL.md'), skillMd('v'));
    mkdirSync(join(root, '.cache/w'), { recursive: true });
    writeFileSync(join(root, '.cache/w/SKILL.md'), skillMd('w'));
    mkdirSync(join(root, '.claude/skills/c'), { recursive: true });
    writeFileSync(join(root, '.claude/skills/c/SKILL.md'), skillMd('c'));
    await event;
    const [list] = await service.handlers.listSkills({ root });
    expect(list?.skills.map((s) => s.rel)).toEqual(['.claude/skills/c', 'a']);
  });

  it('renaming a skill folder removes the old entry and adds the new one', async () => {
    const { service, root } = await startService({ 'old/SKILL.md': skillMd('old') });
    const event = nextEvent(
      service,
      'skillsChanged',
      (d) => d.added.length > 0 && d.removed.length > 0,
    );
    renameSync(join(root, 'old'), join(root, 'new'));
    const delta = await event;
    expect(delta.removed).toEqual([join(root, 'old')]);
    expect(delta.added.map((s) => [s.rel, checkUnder(s)?.codes])).toEqual([
      // The short description of skillMd is advice, after the problem.
      ['new', ['name-dir-mismatch', 'description-vague']],
    ]);
  });

  it('an editor that saves by writing a temp file and renaming it over SKILL.md is seen as a change', async () => {
    const { service, root } = await startService({ 's/SKILL.md': skillMd('s') });
    const event = nextEvent(service, 'skillsChanged', (d) => d.changed.length > 0);
    writeFileSync(
      join(root, 's/.SKILL.md.swp'),
      skillMd('s', 'Rewritten by an editor. Use when testing.'),
    );
    renameSync(join(root, 's/.SKILL.md.swp'), join(root, 's/SKILL.md'));
    expect((await event).changed[0]?.description).toBe('Rewritten by an editor. Use when testing.');
  });

  it('a folder whose name has ".." in it (but is no "..") is watched like any other', async () => {
    const { service, root } = await startService({ 'v2../SKILL.md': skillMd('v2..') });
    const event = nextEvent(service, 'skillsChanged', (d) => d.changed.length > 0);
    writeFileSync(
      join(root, 'v2../SKILL.md'),
      skillMd('v2..', 'Edited on disk. Use when testing.'),
    );
    expect((await event).changed[0]).toMatchObject({
      rel: 'v2..',
      description: 'Edited on disk. Use when testing.',
    });
  });

  it('a change inside one skill reads only that skill again', async () => {
    const { service, root } = await startService({
      'a/SKILL.md': skillMd('a'),
      'b/SKILL.md': skillMd('b'),
    });
    // The empty folder may be reported on its own first: the delta that has the script counts.
    const event = nextEvent(service, 'skillsChanged', (d) =>
      d.changed.some((s) => s.resources.scripts === 1),
    );
    mkdirSync(join(root, 'a/scripts'));
    writeFileSync(join(root, 'a/scripts/run.py'), 'print(1)\n');
    const delta = await event;
    expect(delta.changed.map((s) => [s.rel, s.resources.scripts])).toEqual([['a', 1]]);
  });

  it('a burst of 2,000 new files arrives as a few coalesced updates, and the list is right after', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') });
    // Every report of the burst: until none came for a second and a half.
    const events = collect(service, 'filesChanged', 1500);
    mkdirSync(join(root, 'a/assets'));
    for (let i = 0; i < 2000; i++) writeFileSync(join(root, `a/assets/f${i}.txt`), 'x');
    const seen = await events;
    // Files created inside a brand-new folder can be reported as that folder (inotify adds the
    // folder's watch after it appears): the paths are a hint, the list is re-read from disk.
    expect(seen.flatMap((e) => e.paths).length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThanOrEqual(3);
    const [listing] = await service.handlers.listSkills({});
    expect(listing?.skills[0]?.resources.assets).toBe(2000);
  });

  it('a root deleted and re-created empties the list, then fills it again', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') });
    let event = nextEvent(service, 'skillsChanged', (d) => d.removed.length > 0);
    rmSync(root, { recursive: true });
    expect((await event).removed).toEqual([join(root, 'a')]);
    expect((await service.handlers.listLibraries({}))[0]?.exists).toBe(false);

    event = nextEvent(service, 'skillsChanged', (d) => d.added.length > 0);
    mkdirSync(join(root, 'a'), { recursive: true });
    writeFileSync(join(root, 'a/SKILL.md'), skillMd('a'));
    // The folder may be picked up before or after its SKILL.md lands; either way it arrives.
    const added = await event;
    expect(added.added.map((s) => s.rel)).toContain('a');
  });
});

describe('starting up', () => {
  it('lists at once, and reports a change made before the watcher was in place', async () => {
    const root = realpathSync(tempTree({ 'a/SKILL.md': skillMd('a') }));
    const service = new StudioService({
      settings: memorySettings([root]),
      userData: join(tempTree(), 'user-data'),
    });
    await service.start();
    const [list] = await service.handlers.listSkills({});
    expect(list?.skills.map((s) => s.rel)).toEqual(['a']);
    // Written while the watcher may still be starting: reported either way.
    const added = nextEvent(service, 'skillsChanged', (d) => d.added.some((s) => s.rel === 'b'));
    mkdirSync(join(root, 'b'));
    writeFileSync(join(root, 'b/SKILL.md'), skillMd('b'));
    await service.whenWatching();
    expect((await added).added.map((s) => s.rel)).toEqual(['b']);
    await service.stop();
  });

  it('remembers the list for the next run and then reads only what changed', async () => {
    const root = realpathSync(
      tempTree({
        'a/SKILL.md': skillMd('a'),
        'b/SKILL.md': skillMd('b'),
        'c/SKILL.md': skillMd('c'),
      }),
    );
    const userData = tempTree();
    const options = {
      settings: memorySettings([root]),
      userData,
      watch: false,
      indexCache: { dir: join(userData, 'index-cache'), key: 'test' },
    };
    const first = new StudioService(options);
    await first.start();
    await first.stop();
    writeFileSync(join(root, 'c/SKILL.md'), skillMd('Bad'));
    const logs: string[] = [];
    const second = new StudioService({ ...options, log: (m) => logs.push(m) });
    await second.start();
    // Shown at once as remembered, and said to be being checked (remembered-list.test.ts).
    expect((await second.handlers.listLibraries({}))[0]?.checking).toBe(true);
    await second.whenChecked();
    const [list] = await second.handlers.listSkills({});
    expect(list?.skills.map((s) => [s.rel, checkUnder(s)?.verdict])).toEqual([
      ['a', 'valid'],
      ['b', 'valid'],
      ['c', 'errors'],
    ]);
    expect(second.rescanStats(root)).toEqual({ read: 1, cached: 2 });
    // Another build's cache is not trusted.
    const third = new StudioService({
      ...options,
      indexCache: { ...options.indexCache, key: 'new build' },
    });
    await third.start();
    expect(third.rescanStats(root)).toEqual({ read: 3, cached: 0 });
    expect(logs).toEqual([]);
  });
});
