/**
 * `skill-studio history` reads and writes the very store the app keeps: versions the service
 * recorded for its saves are listed, shown and restored from the command line with
 * SKILL_STUDIO_USER_DATA naming the app's user-data folder, and the app then sees the restore.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliIn } from '../../../helpers/cli';
import { startService } from '../../../helpers/service';
import { skillMd, tempTree } from '../../../helpers/temp';

const FIRST = skillMd('a', 'First words. Use when first.');
const SECOND = skillMd('a', 'Second words. Use when second.');

// The app saves SKILL.md twice; the CLI runs with the app's user-data folder.
async function saved() {
  const { service, root, userData } = await startService({ 'a/SKILL.md': FIRST }, false);
  const dir = join(root, 'a');
  const path = join(dir, 'SKILL.md');
  const first = await service.handlers.readFile({ path });
  const hash = 'hash' in first ? first.hash : null;
  await service.handlers.saveFile({ path, text: SECOND, baseHash: hash });
  const env = { ...process.env, SKILL_STUDIO_USER_DATA: userData };
  const run = (...args: string[]) => cliIn(env, root, ...args);
  return { service, root, dir, path, run };
}

describe('skill-studio history', () => {
  it("lists the versions the app recorded, newest first, as the app's own list has them", async () => {
    const { service, dir, run } = await saved();
    const app = await service.handlers.listHistory({ dir });
    expect(app.versions.length).toBeGreaterThanOrEqual(2);
    const listed = await run('history', 'a', '--json');
    expect(listed.rc).toBe(0);
    const json = JSON.parse(listed.out) as { versions: { id: string; kind: string }[] };
    expect(json.versions.map((v) => v.id)).toEqual(app.versions.map((v) => v.id));
    const text = await run('history', 'a');
    expect(
      text.out
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split('  ')[0]),
    ).toEqual(app.versions.map((v) => v.id));
  });

  it('shows a file as a version had it, and restores it so the app sees a new version', async () => {
    const { service, dir, path, run } = await saved();
    const app = await service.handlers.listHistory({ dir });
    const oldest = app.versions.at(-1)?.id ?? '';
    const shown = await run('history', 'show', 'a', oldest);
    expect(shown).toEqual({ rc: 0, out: FIRST, err: '' });
    expect((await run('history', 'show', 'a', oldest.slice(0, 18), 'SKILL.md')).out).toBe(FIRST);
    const restored = await run('history', 'restore', 'a', oldest, '--file', 'SKILL.md');
    expect(restored.err).toBe('');
    expect(restored.rc).toBe(0);
    expect(readFileSync(path, 'utf8')).toBe(FIRST);
    const after = await service.handlers.listHistory({ dir });
    expect(after.versions[0]?.kind).toBe('restore');
  });

  it('restores the whole skill: a file the version lacks goes to the trash', async () => {
    const { service, dir, path, run } = await saved();
    const oldest = (await service.handlers.listHistory({ dir })).versions.at(-1)?.id ?? '';
    await service.handlers.saveFile({ path: join(dir, 'notes.md'), text: 'n\n', baseHash: null });
    const restored = await run('history', 'restore', 'a', oldest);
    expect(restored.err).toBe('');
    expect(restored.rc).toBe(0);
    expect(readFileSync(path, 'utf8')).toBe(FIRST);
    expect(existsSync(join(dir, 'notes.md'))).toBe(false);
    expect(restored.out).toContain('notes.md');
    // The app's trash is the same folder: it lists the file, to be put back from there.
    const trashed = await service.handlers.listTrash({});
    expect(trashed.map((e) => e.rel)).toEqual(['a/notes.md']);
  });

  it('says so, with exit codes, for no history, an unknown version and a missing one', async () => {
    const { root, run } = await saved();
    const none = tempTree({ 'b/SKILL.md': skillMd('b') });
    const empty = await run('history', join(none, 'b'));
    expect(empty.rc).toBe(1);
    expect(empty.err).toBe(`No history is kept for ${join(none, 'b')}.\n`);
    const unknown = await run('history', 'show', 'a', 'ffff');
    expect(unknown.rc).toBe(2);
    expect(unknown.err).toContain("a has no version 'ffff'");
    const missing = await run('history', 'restore', join(root, 'a'));
    expect(missing.rc).toBe(2);
    expect(missing.err).toContain('Give the VERSION.');
  });
});
