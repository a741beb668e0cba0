/**
 * Reading and saving through the service: conditional, atomic saves that keep line endings;
 * binary and oversized files never opened as text; and every path outside the libraries
 * refused (.., absolute paths elsewhere, a symbolic link out of the root), each logged.
 */
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { nextEvent, startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

describe('saving', () => {
  it('a save based on what is on disk is written and returns the new hash', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const path = join(root, 'a/SKILL.md');
    const read = await service.handlers.readFile({ path });
    if (read.kind !== 'text') throw new Error('expected text');
    const saved = await service.handlers.saveFile({
      path,
      text: read.text.replace('Steps.', 'New steps.'),
      baseHash: read.hash,
    });
    expect(saved.ok).toBe(true);
    expect(readFileSync(path, 'utf8')).toContain('New steps.');
    const again = await service.handlers.readFile({ path });
    expect(again.kind === 'text' && saved.ok && again.hash === saved.hash).toBe(true);
  });

  it('a save based on an old version is refused with both versions, and nothing is written', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const path = join(root, 'a/SKILL.md');
    const read = await service.handlers.readFile({ path });
    if (read.kind !== 'text') throw new Error('expected text');
    writeFileSync(path, skillMd('a', 'Changed by someone else. Use when testing.'));
    const conflict = nextEvent(service, 'saveConflict');
    const saved = await service.handlers.saveFile({ path, text: 'mine', baseHash: read.hash });
    expect(saved).toMatchObject({
      ok: false,
      conflict: { diskText: expect.stringContaining('Changed by someone else') as unknown },
    });
    expect((await conflict).path).toBe(path);
    expect(readFileSync(path, 'utf8')).toContain('Changed by someone else');
  });

  it('a new file (in a new folder) needs a null base; an existing file is never overwritten with one', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const created = await service.handlers.saveFile({
      path: join(root, 'a/references/new.md'),
      text: '# New\n',
      baseHash: null,
    });
    expect(created.ok).toBe(true);
    expect(readFileSync(join(root, 'a/references/new.md'), 'utf8')).toBe('# New\n');
    const clobber = await service.handlers.saveFile({
      path: join(root, 'a/SKILL.md'),
      text: 'x',
      baseHash: null,
    });
    expect(clobber.ok).toBe(false);
    expect(readFileSync(join(root, 'a/SKILL.md'), 'utf8')).toBe(skillMd('a'));
  });

  it('keeps a CRLF file CRLF when the editor hands back LF, and honours a removed BOM', async () => {
    const { service, root } = await startService(
      { 'a/SKILL.md': `\uFEFF${skillMd('a').replace(/\n/g, '\r\n')}` },
      false,
    );
    const path = join(root, 'a/SKILL.md');
    const read = await service.handlers.readFile({ path });
    if (read.kind !== 'text') throw new Error('expected text');
    const lf = read.text.replace(/\r\n/g, '\n').replace(/^\uFEFF/, '');
    await service.handlers.saveFile({ path, text: lf, baseHash: read.hash });
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 3).toString('hex')).not.toBe('efbbbf');
    expect(bytes.toString('utf8')).toBe(skillMd('a').replace(/\n/g, '\r\n'));
  });

  it('binary and oversized files are reported, never decoded', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    writeFileSync(join(root, 'a/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]));
    writeFileSync(join(root, 'a/big.txt'), Buffer.alloc(6 * 1024 * 1024, 0x61));
    expect(await service.handlers.readFile({ path: join(root, 'a/logo.png') })).toMatchObject({
      kind: 'binary',
      size: 8,
    });
    expect(await service.handlers.readFile({ path: join(root, 'a/big.txt') })).toMatchObject({
      kind: 'too-large',
    });
  });
});

describe('paths outside the libraries', () => {
  it('are refused (.., elsewhere, a link out of the root) and logged', async () => {
    const outside = tempTree({ 'secret.txt': 'secret' });
    const { service, root, log } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    symlinkSync(join(outside, 'secret.txt'), join(root, 'a/leak.txt'));
    for (const path of [
      join(root, '../', 'x.txt'),
      join(outside, 'secret.txt'),
      join(root, 'a/leak.txt'),
      'relative/path',
    ]) {
      const result = await dispatchCall(service.handlers, 'readFile', { path });
      expect(result).toMatchObject({ ok: false, error: { kind: 'denied' } });
    }
    const write = await dispatchCall(service.handlers, 'saveFile', {
      path: join(outside, 'new.txt'),
      text: 'x',
      baseHash: null,
    });
    expect(write).toMatchObject({ ok: false, error: { kind: 'denied' } });
    expect(log.filter((l) => l.startsWith('refused a path outside the libraries'))).toHaveLength(5);
  });

  it('malformed payloads are refused before reaching the service', async () => {
    const { service } = await startService({}, false);
    expect(await dispatchCall(service.handlers, 'readFile', { path: 42 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(
      await dispatchCall(service.handlers, 'validate', { dir: '/x', profile: 'nope' }),
    ).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });
});

describe('files that went away', () => {
  it('reading a deleted file is a user error naming the file, with the code ENOENT', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const path = join(root, 'a/notes.md');
    const outcome = await dispatchCall(service.handlers, 'readFile', { path });
    expect(outcome).toEqual({
      ok: false,
      error: {
        kind: 'user',
        code: 'ENOENT',
        message: `"${path}" does not exist any more (it may have been moved or deleted).`,
        text: { id: 'file-gone', params: { file: `"${path}"` } },
      },
    });
  });
});
