/**
 * The desktop's keys (safe-key-store.ts) with the main process's safeStorage played by a
 * cipher of the test's own: only encrypted bytes are written, a key is read back through the
 * shell, and where safeStorage cannot encrypt a key the user chose to keep goes to the user's
 * 0600 file (the browser host's), moving into the keychain once it can.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_FILE } from '../../../../shared/node/models/file-key-store';
import {
  SAFE_KEY_FILE,
  safeKeyStore,
  storageOf,
  type KeyShell,
} from '../../../../shared/node/models/safe-key-store';
import { tempTree } from '../../../helpers/temp';

const KEY = 'sk-safe-store-0123456789abcdef';

/** A shell whose safeStorage reverses and hex-encodes; `available` may be switched. */
function fakeShell(said = { available: true, backend: 'gnome_libsecret' }) {
  const seal = (text: string) =>
    Buffer.from(`sealed:${Buffer.from(text).reverse().toString('hex')}`);
  const shell: KeyShell & { said: typeof said; broken: boolean } = {
    said,
    broken: false,
    storage: () => Promise.resolve(shell.said),
    encrypt: (key) => Promise.resolve(seal(key).toString('base64')),
    decrypt: (encrypted) => {
      if (shell.broken) return Promise.reject(new Error('Error while decrypting the ciphertext'));
      const hex = Buffer.from(encrypted, 'base64')
        .toString()
        .replace(/^sealed:/, '');
      return Promise.resolve(Buffer.from(hex, 'hex').reverse().toString());
    },
  };
  return shell;
}

const read = (dir: string, name: string) => readFileSync(join(dir, name), 'utf8');

describe('safeKeyStore', () => {
  it('keeps only what safeStorage encrypted, owner-only, and reads the key back through it', async () => {
    const userData = tempTree();
    const log: string[] = [];
    const keys = safeKeyStore(userData, fakeShell(), (m) => log.push(m));
    expect(await keys.storage()).toBe('keychain');
    await keys.store.set('c1', ` ${KEY}\n`);
    expect(read(userData, SAFE_KEY_FILE)).not.toContain(KEY);
    if (process.platform !== 'win32')
      expect(statSync(join(userData, SAFE_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(await keys.store.get('c1')).toBe(KEY);
    expect(await keys.store.has('c1')).toBe(true);
    await keys.store.delete('c1');
    expect(await keys.store.has('c1')).toBe(false);
    expect(await keys.store.get('c1')).toBeUndefined();
    expect(log).toEqual([]);
  });

  it("without safeStorage, keeps the key in the user's file, and moves it in once it can", async () => {
    const userData = tempTree();
    const shell = fakeShell({ available: false, backend: 'unknown' });
    const keys = safeKeyStore(userData, shell, () => undefined);
    expect(await keys.storage()).toBe('no-keychain');
    await keys.store.set('c1', KEY);
    expect(read(userData, KEY_FILE)).toContain(KEY);
    expect(await keys.store.get('c1')).toBe(KEY);
    shell.said = { available: true, backend: 'kwallet6' };
    await keys.store.set('c1', KEY);
    expect(read(userData, KEY_FILE)).not.toContain(KEY);
    expect(read(userData, SAFE_KEY_FILE)).not.toContain(KEY);
    expect(await keys.store.get('c1')).toBe(KEY);
  });

  it('a key that cannot be decrypted any more reads as not set, said in the log without it', async () => {
    const userData = tempTree();
    const shell = fakeShell();
    const log: string[] = [];
    const keys = safeKeyStore(userData, shell, (m) => log.push(m));
    await keys.store.set('c1', KEY);
    shell.broken = true;
    expect(await keys.store.get('c1')).toBeUndefined();
    expect(log).toEqual(['the key of model connection c1 could not be decrypted; enter it again']);
  });

  it('refuses a key with a control character before it reaches safeStorage', async () => {
    const keys = safeKeyStore(tempTree(), fakeShell(), () => undefined);
    await expect(keys.store.set('c1', 'a\nb')).rejects.toThrow('the key is empty');
  });

  it('says where keys are kept for what safeStorage says of itself', () => {
    expect(storageOf({ available: true, backend: 'gnome_libsecret' })).toBe('keychain');
    expect(storageOf({ available: true, backend: '' })).toBe('keychain');
    expect(storageOf({ available: true, backend: 'basic_text' })).toBe('weak-keychain');
    expect(storageOf({ available: false, backend: 'basic_text' })).toBe('no-keychain');
  });
});
