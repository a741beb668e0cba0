/**
 * The keychain's part of the host calls: Electron's safeStorage encrypts and decrypts keys to
 * models for the service, which keeps only the encrypted bytes. On Linux safeStorage may have
 * no keyring behind it (the basic_text backend: a key built into Electron, so the bytes are
 * as good as plain text to anyone who can read the file); that is reported, never hidden.
 */
import type { SafeStorage } from 'electron';
import type { HostHandlers } from '../../shared/ipc/host-contract';

/** The key host calls, answered by `safeStorage`. */
export function keyCalls(
  safeStorage: Pick<
    SafeStorage,
    'isEncryptionAvailable' | 'getSelectedStorageBackend' | 'encryptString' | 'decryptString'
  >,
  platform: NodeJS.Platform,
): Pick<HostHandlers, 'keyStorage' | 'encryptKey' | 'decryptKey'> {
  return {
    keyStorage: () =>
      Promise.resolve({
        available: safeStorage.isEncryptionAvailable(),
        // Linux's alone: elsewhere the method does not exist.
        backend: platform === 'linux' ? safeStorage.getSelectedStorageBackend() : '',
      }),
    encryptKey: ({ key }) =>
      Promise.resolve({ encrypted: safeStorage.encryptString(key).toString('base64') }),
    decryptKey: ({ encrypted }) =>
      Promise.resolve({ key: safeStorage.decryptString(Buffer.from(encrypted, 'base64')) }),
  };
}
