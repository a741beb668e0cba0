/**
 * A restore from the history never overwrites what another program writes at the moment the
 * restore puts a file in place: a file created where the page showed none, or written to where
 * it showed one, is kept, and the restore is refused as changed (a whole skill's restore takes
 * back what it had already written). The other program's write is injected through
 * node:fs/promises right before the call that gives the restored file its name
 * (tests/helpers/fs-race.ts), so it lands between the check and the write every time, over
 * both transports.
 */
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { skillMd } from '../../helpers/temp';
import { armRace, race, raceRan } from '../../helpers/fs-race';
import { historyService, sha } from './history-api';

vi.mock('node:fs/promises', async (original) =>
  (await import('../../helpers/fs-race')).racedFs(await original()),
);

afterEach(() => {
  race.swap = undefined;
  race.hold = undefined;
});

// A skill whose first version has notes.md and z-new.md; the disk then has notes.md changed and
// z-new.md deleted, each recorded as a version.
async function setup(transport: 'ipc' | 'web') {
  const { api, a } = await historyService(transport);
  const notes = join(a, 'notes.md');
  const zNew = join(a, 'z-new.md');
  await api.createFile({ dir: a, path: 'notes.md' });
  await api.saveFile({ path: notes, text: 'OLD NOTES\n', baseHash: sha(readFileSync(notes)) });
  await api.createFile({ dir: a, path: 'z-new.md' });
  await api.saveFile({ path: zNew, text: 'OLD NEW\n', baseHash: sha(readFileSync(zNew)) });
  const first = (await api.listHistory({ dir: a })).versions[0]?.id ?? '';
  await api.saveFile({ path: notes, text: 'NOTES NOW\n', baseHash: sha('OLD NOTES\n') });
  await api.trashEntry({ dir: a, path: 'z-new.md' });
  unlinkSync(join(a, 'SKILL.md'));
  writeFileSync(join(a, 'SKILL.md'), skillMd('a'));
  return { api, a, notes, zNew, first };
}

describe.each(['ipc', 'web'] as const)('a history restore racing another program over %s', (t) => {
  it('never overwrites a file created where the page showed none', async () => {
    const { api, a, zNew, first } = await setup(t);
    armRace(zNew, () => writeFileSync(zNew, 'THEIRS'));
    const outcome = await api.restoreVersion({
      dir: a,
      version: first,
      file: 'z-new.md',
      expect: { 'z-new.md': null },
    });
    expect(raceRan(), 'the other program wrote').toBe(true);
    expect(readFileSync(zNew, 'utf8')).toBe('THEIRS');
    expect(outcome).toEqual({ ok: false, changed: ['z-new.md'] });
  });

  it('never overwrites what is written into the file at the moment it is replaced', async () => {
    const { api, a, notes, first } = await setup(t);
    // Right before the restored file takes the name (the restore reads the file before that).
    let wrote = false;
    race.hold = (call, _from, to) => {
      if (call !== 'rename' || to !== notes || wrote) return undefined;
      wrote = true;
      writeFileSync(notes, 'THEIRS');
      return undefined;
    };
    const outcome = await api.restoreVersion({
      dir: a,
      version: first,
      file: 'notes.md',
      expect: { 'notes.md': sha('NOTES NOW\n') },
    });
    expect(wrote, 'the other program wrote').toBe(true);
    expect(readFileSync(notes, 'utf8')).toBe('THEIRS');
    expect(outcome).toEqual({ ok: false, changed: ['notes.md'] });
  });

  it('a whole skill: refused as changed, and what it wrote before is taken back', async () => {
    const { api, a, notes, zNew, first } = await setup(t);
    armRace(zNew, () => writeFileSync(zNew, 'THEIRS'));
    const outcome = await api.restoreVersion({
      dir: a,
      version: first,
      expect: { 'SKILL.md': sha(skillMd('a')), 'notes.md': sha('NOTES NOW\n'), 'z-new.md': null },
    });
    expect(raceRan(), 'the other program wrote').toBe(true);
    expect(outcome).toEqual({ ok: false, changed: ['z-new.md'] });
    expect(readFileSync(zNew, 'utf8')).toBe('THEIRS');
    expect(readFileSync(notes, 'utf8')).toBe('NOTES NOW\n');
  });

  it('restores a file and a whole skill when nothing races it', async () => {
    const { api, a, notes, zNew, first } = await setup(t);
    const whole = await api.restoreVersion({
      dir: a,
      version: first,
      expect: { 'SKILL.md': sha(skillMd('a')), 'notes.md': sha('NOTES NOW\n'), 'z-new.md': null },
    });
    expect(whole.ok && whole.written).toEqual(['notes.md', 'z-new.md']);
    expect(readFileSync(notes, 'utf8')).toBe('OLD NOTES\n');
    expect(readFileSync(zNew, 'utf8')).toBe('OLD NEW\n');
    unlinkSync(zNew);
    const one = await api.restoreVersion({
      dir: a,
      version: first,
      file: 'z-new.md',
      expect: { 'z-new.md': null },
    });
    expect(one.ok).toBe(true);
    expect(existsSync(zNew)).toBe(true);
  });
});
