/**
 * A store damaged by hand or cut short: a blob whose bytes were changed, a record truncated,
 * records swapped for a symbolic link and a FIFO. Each is reported (listHistory's damage), what
 * is intact still reads and restores, and the studio keeps saving and recording. Also a huge
 * text (kept whole) and a binary over the limit (kept by hash and size only, never restorable).
 * The checks of intact blobs kept for the next process never hide a blob changed in place.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HistoryStore, historyRoot } from '../../../shared/node/history/history-store';
import { startService } from '../../helpers/service';
import { skillMd } from '../../helpers/temp';

const sha = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

// Where the store keeps a blob and a skill's records (docs/user-guide.md, "Version history").
function skillFolder(userData: string): string {
  const skills = join(userData, 'history', 'skills');
  const [only] = readdirSync(skills);
  return join(skills, only ?? '');
}
const blobOf = (userData: string, hash: string) =>
  join(userData, 'history', 'blobs', hash.slice(0, 2), hash.slice(2));

describe('a damaged history store', () => {
  it('is reported, and the rest keeps working', async () => {
    const { service, root, userData } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const api = service.handlers;
    const a = join(root, 'a');
    const md = join(a, 'SKILL.md');
    let base = sha(skillMd('a'));
    const texts: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const text = `${skillMd('a')}\nEdit ${i}.\n`;
      texts.push(text);
      await api.saveFile({ path: md, text, baseHash: base });
      base = sha(text);
    }
    const before = (await api.listHistory({ dir: a })).versions;
    expect(before.length).toBe(6);
    const folder = skillFolder(userData);
    const records = readdirSync(folder)
      .filter((n) => n !== 'meta.json' && n !== 'checked.json')
      .sort();
    // Oldest first: [first-seen, edit 1 … edit 5].
    const [, r1, r2, r3] = records.map((n) => join(folder, n));
    // Edit 4's bytes changed in the blob store (same length, other bytes).
    const blob = blobOf(userData, sha(texts[3] ?? ''));
    const bytes = readFileSync(blob);
    bytes[bytes.length - 3] = 'X'.charCodeAt(0);
    rmSync(blob);
    writeFileSync(blob, bytes);
    truncateSync(r1 ?? '', 10);
    rmSync(r2 ?? '');
    symlinkSync('/etc/hostname', r2 ?? '');
    rmSync(r3 ?? '');
    execFileSync('mkfifo', [r3 ?? '']);

    const list = await api.listHistory({ dir: a });
    expect(list.damage?.records).toBe(3);
    expect(list.versions.length).toBe(3);
    const damaged = list.versions.find((v) => list.damage?.versions.includes(v.id));
    const read = await api.readVersion({ dir: a, version: damaged?.id ?? '', file: 'SKILL.md' });
    expect(read).toEqual({ kind: 'damaged', path: 'SKILL.md', hash: sha(texts[3] ?? '') });
    const restore = api.restoreVersion({
      dir: a,
      version: damaged?.id ?? '',
      file: 'SKILL.md',
      expect: { 'SKILL.md': base },
    });
    await expect(restore).rejects.toMatchObject({ text: { id: 'history-file-damaged' } });
    expect(readFileSync(md, 'utf8')).toBe(texts[4]);
    // The first-seen version is intact: it restores.
    const first = list.versions.at(-1)?.id ?? '';
    const back = await api.restoreVersion({
      dir: a,
      version: first,
      file: 'SKILL.md',
      expect: { 'SKILL.md': base },
    });
    expect(back.ok).toBe(true);
    expect(readFileSync(md, 'utf8')).toBe(skillMd('a'));
    // Saving goes on, and is recorded.
    const next = `${skillMd('a')}\nAfter the damage.\n`;
    expect((await api.saveFile({ path: md, text: next, baseHash: sha(skillMd('a')) })).ok).toBe(
      true,
    );
    const after = await api.listHistory({ dir: a });
    expect(after.versions[0]?.kind).toBe('save');
    expect(after.damage?.records).toBe(3);
  });

  it('finds a blob changed in place after its check was kept for the next process', async () => {
    const { service, root, userData } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const a = join(root, 'a');
    const text = `${skillMd('a')}\nEdited.\n`;
    await service.handlers.saveFile({
      path: join(a, 'SKILL.md'),
      text,
      baseHash: sha(skillMd('a')),
    });
    const listed = await service.handlers.listHistory({ dir: a });
    expect(listed.damage).toBeNull();
    const store = historyRoot(userData);
    const kept = join(skillFolder(userData), 'checked.json');
    const checked = JSON.parse(readFileSync(kept, 'utf8')) as {
      stamps: Record<string, string>;
    };
    expect(Object.keys(checked.stamps)).toContain(sha(text));

    // Same file, same size, its modified time set back: only its change time tells.
    const blob = blobOf(userData, sha(text));
    const { atime, mtime } = statSync(blob);
    const fd = openSync(blob, 'r+');
    writeSync(fd, 'X', 5);
    closeSync(fd);
    utimesSync(blob, atime, mtime);
    const fresh = await new HistoryStore(store).list(a);
    expect(fresh.damage?.versions).toEqual([listed.versions[0]?.id]);

    // Checks that do not parse are no checks at all: every blob is read again.
    writeFileSync(kept, '{"version":1,"stamps":');
    expect((await new HistoryStore(store).list(a)).damage?.versions).toEqual([
      listed.versions[0]?.id,
    ]);
  });

  it('keeps a huge text whole and a binary over the limit by hash and size only', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const api = service.handlers;
    const a = join(root, 'a');
    await api.setHistorySettings({ binaryMaxMb: 1 });
    const huge = 'a line of text\n'.repeat(600_000);
    const binary = Buffer.alloc(3 * 1024 * 1024, 7);
    binary[0] = 0;
    writeFileSync(join(a, 'huge.md'), huge);
    writeFileSync(join(a, 'big.bin'), binary);
    await api.createFile({ dir: a, path: 'notes.md' });
    const versions = (await api.listHistory({ dir: a })).versions;
    const files = (await api.versionFiles({ dir: a, version: versions[0]?.id ?? '' })).files;
    expect(files.find((f) => f.path === 'huge.md')).toEqual({
      path: 'huge.md',
      hash: sha(huge),
      size: huge.length,
      executable: false,
      kept: 'whole',
    });
    expect(files.find((f) => f.path === 'big.bin')).toEqual({
      path: 'big.bin',
      hash: sha(binary),
      size: binary.length,
      executable: false,
      kept: 'hash-only',
    });
    const read = await api.readVersion({
      dir: a,
      version: versions[0]?.id ?? '',
      file: 'big.bin',
    });
    expect(read).toEqual({
      kind: 'hash-only',
      path: 'big.bin',
      hash: sha(binary),
      size: binary.length,
    });
    writeFileSync(join(a, 'big.bin'), 'replaced');
    const restore = api.restoreVersion({
      dir: a,
      version: versions[0]?.id ?? '',
      file: 'big.bin',
      expect: { 'big.bin': sha('replaced') },
    });
    await expect(restore).rejects.toMatchObject({ text: { id: 'history-file-not-kept' } });
    expect(readFileSync(join(a, 'big.bin'), 'utf8')).toBe('replaced');
  });
});
