/**
 * Taking an installed copy's files back into the library never overwrites what another program
 * writes into the library at that moment: a file created where the comparison showed none, or
 * written to where it showed one, is kept and the file reported stale. The other program's
 * write is injected through node:fs/promises right before the call that gives the library file
 * its name (tests/helpers/fs-race.ts), so it lands between the check and the write every time;
 * over both transports.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startService } from '../helpers/service';
import { skillMd } from '../helpers/temp';
import { apiOver } from '../helpers/transports';
import { race } from '../helpers/fs-race';

vi.mock('node:fs/promises', async (original) =>
  (await import('../helpers/fs-race')).racedFs(await original()),
);

afterEach(() => {
  race.hold = undefined;
});

// A copy of skill "tidy" installed for Claude Code, then its notes.md and extra.md edited there
// (extra.md new there, so not in the library).
async function setup(transport: 'ipc' | 'web') {
  const { service, root, home } = await startService(
    { 'tidy/SKILL.md': skillMd('tidy'), 'tidy/notes.md': 'n\n' },
    false,
  );
  const { api } = await apiOver(transport, service);
  await api.installSkills({
    dirs: [join(root, 'tidy')],
    agents: ['claude-code'],
    scope: 'personal',
    mode: 'copy',
    conflict: 'refuse',
  });
  const target = join(home, '.claude/skills/tidy');
  writeFileSync(join(target, 'notes.md'), 'THERE\n');
  writeFileSync(join(target, 'extra.md'), 'EXTRA THERE\n');
  const compared = await api.compareInstall({ target });
  const files = compared.files.map((f) => ({
    path: f.path,
    here: f.here?.hash ?? null,
    there: f.there?.hash ?? null,
  }));
  return { api, target, files, skill: join(root, 'tidy') };
}

// Another program writes `path` right before the call that gives the pulled file that name
// (the check before reads the file, so an earlier write would only be caught there).
function writeBeforeNamed(path: string): () => boolean {
  let wrote = false;
  race.hold = (call, _from, to) => {
    if ((call !== 'rename' && call !== 'link') || to !== path || wrote) return undefined;
    wrote = true;
    writeFileSync(path, 'THEIRS');
    return undefined;
  };
  return () => wrote;
}

describe.each(['ipc', 'web'] as const)('pulling back racing another program over %s', (t) => {
  it('never overwrites a library file created where the comparison showed none', async () => {
    const { api, target, files, skill } = await setup(t);
    const extra = join(skill, 'extra.md');
    const wrote = writeBeforeNamed(extra);
    const outcome = await api.pullBack({
      target,
      files: files.filter((f) => f.path === 'extra.md'),
    });
    expect(wrote(), 'the other program wrote').toBe(true);
    expect(readFileSync(extra, 'utf8')).toBe('THEIRS');
    expect(outcome).toEqual({ written: [], stale: ['extra.md'] });
  });

  it('never overwrites what is written into a library file as it is replaced', async () => {
    const { api, target, files, skill } = await setup(t);
    const notes = join(skill, 'notes.md');
    const wrote = writeBeforeNamed(notes);
    const outcome = await api.pullBack({
      target,
      files: files.filter((f) => f.path === 'notes.md'),
    });
    expect(wrote(), 'the other program wrote').toBe(true);
    expect(readFileSync(notes, 'utf8')).toBe('THEIRS');
    expect(outcome).toEqual({ written: [], stale: ['notes.md'] });
  });

  it('pulls both back when nothing races it', async () => {
    const { api, target, files, skill } = await setup(t);
    expect(await api.pullBack({ target, files })).toEqual({
      written: ['extra.md', 'notes.md'],
      stale: [],
    });
    expect(readFileSync(join(skill, 'notes.md'), 'utf8')).toBe('THERE\n');
    expect(readFileSync(join(skill, 'extra.md'), 'utf8')).toBe('EXTRA THERE\n');
    unlinkSync(join(skill, 'extra.md'));
  });
});
