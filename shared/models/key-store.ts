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

/** A key as it is kept: surrounding white space (a pasted line break) is not part of it. */
export function normalizedKey(key: string): string | undefined {
  const trimmed = key.trim();
  // Control characters cannot be in an HTTP header; such a "key" is a paste gone wrong.
  // eslint-disable-next-line no-control-regex
  if (trimmed.length === 0 || trimmed.length > 4096 || /[\u0000-\u001f\u007f]/.test(trimmed))
    return undefined;
  return trimmed;
}
