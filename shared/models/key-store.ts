/**
 * Where keys to models are kept, by connection id: a file readable by the user alone on the
 * browser host (shared/node/models/file-key-store.ts), the OS keychain through Electron's
 * safeStorage on the desktop. A key goes in and comes out only here and into the SDK's
 * request headers: the page learns whether a key is set, never the key.
 */

/** A place that keeps keys. */
export interface KeyStore {
  /** The key of connection `id`, or undefined when none is set. */
  get(id: string): Promise<string | undefined>;
  /** Sets (or replaces) the key of connection `id`. */
  set(id: string, key: string): Promise<void>;
  /** Removes the key of connection `id` (nothing happens when none is set). */
  delete(id: string): Promise<void>;
  /** Whether a key is set for connection `id`: all the page is ever told. */
  has(id: string): Promise<boolean>;
}

/**
 * Where keys are kept on this host: `user-file` a file of the user-data folder only the user
 * can read (the browser host, the CLI); `keychain` the system's keychain through Electron's
 * safeStorage; `weak-keychain` safeStorage with no keyring behind it (Linux's basic_text: a
 * key built into Electron); `no-keychain` no safeStorage at all, so the user's file. The last
 * two keep a key only when the user chooses to.
 */
export const KEY_STORAGES = ['user-file', 'keychain', 'weak-keychain', 'no-keychain'] as const;

/** Where keys are kept (see KEY_STORAGES). */
export type KeyStorage = (typeof KEY_STORAGES)[number];

/** Whether keys are kept only when the user chooses to (see KEY_STORAGES). */
export const isWeakStorage = (keys: KeyStorage): boolean =>
  keys === 'weak-keychain' || keys === 'no-keychain';

/** Where a host keeps keys, and how it says so. */
export interface ModelKeys {
  store: KeyStore;
  /** Where keys are kept now (the desktop asks its shell: a keyring may come and go). */
  storage: () => Promise<KeyStorage>;
}

/** A key as it is kept: surrounding white space (a pasted line break) is not part of it. */
export function normalizedKey(key: string): string | undefined {
  const trimmed = key.trim();
  // Control characters cannot be in an HTTP header; such a "key" is a paste gone wrong.
  // eslint-disable-next-line no-control-regex
  if (trimmed.length === 0 || trimmed.length > 4096 || /[\u0000-\u001f\u007f]/.test(trimmed))
    return undefined;
  return trimmed;
}
