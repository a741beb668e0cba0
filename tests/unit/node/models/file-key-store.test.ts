/**
 * The browser host's key file: kept per connection, the user's alone (0600) however it was
 * found, written atomically; and the attacks on it: a link, a pipe or a folder in its place, a
 * corrupt file, a file opened to others.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fileKeyStore,
  KEY_FILE,
  KeyFileRefused,
  KeyRefused,
} from '../../../../shared/node/models/file-key-store';
import { tempTree } from '../../../helpers/temp';

const mode = (path: string) => statSync(path).mode & 0o777;
const posix = process.platform !== 'win32';

describe('fileKeyStore', () => {
  it('keeps a key per connection, set or not, in a file only its user can read', async () => {
    const dir = join(tempTree(), 'user-data');
    const store = fileKeyStore(dir);
    expect(await store.has('a')).toBe(false);
    await store.set('a', '  sk-ant-one\n');
    await store.set('b', 'sk-two');
    await store.set('__proto__', 'sk-three');
    expect(await store.get('a')).toBe('sk-ant-one');
    expect(await store.has('b')).toBe(true);
    await store.delete('b');
    expect(await store.has('b')).toBe(false);
    const again = fileKeyStore(dir);
    expect(await again.get('a')).toBe('sk-ant-one');
    expect(await again.get('__proto__')).toBe('sk-three');
    if (posix) expect(mode(join(dir, KEY_FILE))).toBe(0o600);
  });

  it('keeps every key of changes made at once', async () => {
    const store = fileKeyStore(tempTree());
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.set(`c${i}`, `sk-${i}`)));
    for (let i = 0; i < 20; i++) expect(await store.get(`c${i}`)).toBe(`sk-${i}`);
  });

  it('refuses an empty key or one with control characters', async () => {
    const store = fileKeyStore(tempTree());
    await expect(store.set('a', '  \n')).rejects.toBeInstanceOf(KeyRefused);
    await expect(store.set('a', 'sk-a\u0000b')).rejects.toBeInstanceOf(KeyRefused);
  });

  it.runIf(posix)(
    'closes a file opened to others, and writes 0600 whatever the umask',
    async () => {
      const dir = tempTree({ [KEY_FILE]: JSON.stringify({ version: 1, keys: { a: 'sk-a' } }) });
      chmodSync(join(dir, KEY_FILE), 0o644);
      const store = fileKeyStore(dir);
      expect(await store.get('a')).toBe('sk-a');
      expect(mode(join(dir, KEY_FILE))).toBe(0o600);
      const old = process.umask(0o000);
      try {
        await store.set('b', 'sk-b');
      } finally {
        process.umask(old);
      }
      expect(mode(join(dir, KEY_FILE))).toBe(0o600);
    },
  );

  it.runIf(posix)(
    'refuses a symbolic link in its place: never reads or writes through it',
    async () => {
      const dir = tempTree({
        'elsewhere.json': JSON.stringify({ version: 1, keys: { a: 'planted' } }),
      });
      symlinkSync(join(dir, 'elsewhere.json'), join(dir, KEY_FILE));
      const store = fileKeyStore(dir);
      await expect(store.get('a')).rejects.toBeInstanceOf(KeyFileRefused);
      await expect(store.has('a')).rejects.toBeInstanceOf(KeyFileRefused);
      await expect(store.set('a', 'sk-real')).rejects.toBeInstanceOf(KeyFileRefused);
      expect(readFileSync(join(dir, 'elsewhere.json'), 'utf8')).not.toContain('sk-real');
    },
  );

  it.runIf(posix)('refuses a pipe in its place without waiting on it', async () => {
    const dir = tempTree();
    execFileSync('mkfifo', [join(dir, KEY_FILE)]);
    const store = fileKeyStore(dir);
    await expect(store.get('a')).rejects.toBeInstanceOf(KeyFileRefused);
    await expect(store.set('a', 'sk-a')).rejects.toBeInstanceOf(KeyFileRefused);
  });

  it('refuses a folder in its place', async () => {
    const dir = tempTree();
    mkdirSync(join(dir, KEY_FILE));
    await expect(fileKeyStore(dir).get('a')).rejects.toThrow();
  });

  it('a corrupt file holds no key; the next change sets it aside, owner-only, and starts anew', async () => {
    const dir = tempTree({ [KEY_FILE]: '{"version":1,"keys":{"a":"sk-a"' });
    if (posix) chmodSync(join(dir, KEY_FILE), 0o644);
    const store = fileKeyStore(dir);
    expect(await store.has('a')).toBe(false);
    await store.set('b', 'sk-b');
    expect(await store.get('b')).toBe('sk-b');
    const aside = readdirSync(dir).filter((n) => n.startsWith(`${KEY_FILE}.unreadable-`));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, aside[0] ?? ''), 'utf8')).toContain('sk-a');
    if (posix) {
      expect(mode(join(dir, aside[0] ?? ''))).toBe(0o600);
      expect(mode(join(dir, KEY_FILE))).toBe(0o600);
    }
  });

  it('a file of another shape is corrupt too', async () => {
    const dir = tempTree({ [KEY_FILE]: '["sk-a"]' });
    expect(await fileKeyStore(dir).get('0')).toBeUndefined();
    writeFileSync(join(dir, KEY_FILE), JSON.stringify({ version: 2, keys: { a: 'x' } }));
    expect(await fileKeyStore(dir).has('a')).toBe(false);
    expect(existsSync(join(dir, KEY_FILE))).toBe(true);
  });
});
