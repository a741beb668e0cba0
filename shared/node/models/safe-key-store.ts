/**
 * Keys to models on the desktop: encrypted by Electron's safeStorage in the main process (the
 * OS keychain holds what decrypts them), the encrypted bytes kept by the service in
 * model-keys.safe.json, owner-only like the browser host's file. Where safeStorage cannot
 * encrypt at all, a key the user still chose to keep goes to that host's file
 * (model-keys.json), so either host finds it; once the keychain is there, setting it again
 * moves it in.
 */
import { normalizedKey, type KeyStorage, type ModelKeys } from '../../models/key-store';
import { fileKeyStore, KeyRefused, secretFile } from './file-key-store';

/** The encrypted keys' file in the user-data folder. */
export const SAFE_KEY_FILE = 'model-keys.safe.json';

/** What the main process does with safeStorage, asked over the host contract. */
export interface KeyShell {
  /** Whether safeStorage can encrypt, and Linux's backend ('basic_text': no keyring). */
  storage(): Promise<{ available: boolean; backend: string }>;
  /** The key encrypted, as base64. */
  encrypt(key: string): Promise<string>;
  /** The key of base64 `encrypted`; throws when it cannot be decrypted. */
  decrypt(encrypted: string): Promise<string>;
}

/** Where keys are kept for what safeStorage says of itself. */
export function storageOf(said: { available: boolean; backend: string }): KeyStorage {
  if (!said.available) return 'no-keychain';
  return said.backend === 'basic_text' ? 'weak-keychain' : 'keychain';
}

/** The desktop's keys: safeStorage through `shell`, in `userData`. */
export function safeKeyStore(
  userData: string,
  shell: KeyShell,
  log: (message: string) => void,
): ModelKeys {
  const encrypted = secretFile(userData, SAFE_KEY_FILE);
  const plain = fileKeyStore(userData);
  return {
    storage: async () => storageOf(await shell.storage()),
    store: {
      has: async (id) => (await encrypted.has(id)) || (await plain.has(id)),
      get: async (id) => {
        const sealed = await encrypted.get(id);
        if (sealed === undefined) return plain.get(id);
        try {
          return await shell.decrypt(sealed);
        } catch {
          // Another user's keychain, or one reset since: the key is lost, not the connection.
          log(`the key of model connection ${id} could not be decrypted; enter it again`);
          return undefined;
        }
      },
      set: async (id, key) => {
        const kept = normalizedKey(key);
        if (kept === undefined) throw new KeyRefused();
        if ((await shell.storage()).available) {
          await encrypted.set(id, await shell.encrypt(kept));
          await plain.delete(id);
        } else {
          await plain.set(id, kept);
          await encrypted.delete(id);
        }
      },
      delete: async (id) => {
        await encrypted.delete(id);
        await plain.delete(id);
      },
    },
  };
}
