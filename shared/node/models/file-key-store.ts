/**
 * Keys to models on the browser host: one JSON file in the user-data folder, readable and
 * writable by the user alone (0600), written atomically, read only when it is a regular file
 * (a link or pipe planted in its place is refused, never followed or waited on). The desktop
 * keeps keys with safeStorage instead, behind the same KeyStore.
 */
import { mkdir, rename } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { normalizedKey, type KeyStore } from '../../models/key-store';
import { writeFileAtomic } from '../atomic-file';
import { isMissing, NotRegularFile, openRegularFile, readWhole } from '../regular-file';
import { parseBoundedJson } from '../../json/bounded-json';

/** The file's name in the user-data folder. */
export const KEY_FILE = 'model-keys.json';

const OWNER_ONLY = 0o600;

/** The key file is not a regular file of this user's: it is neither read nor replaced. */
export class KeyFileRefused extends Error {
  override name = 'KeyFileRefused';
  constructor(readonly file: string) {
    super(
      `${basename(file)} is not a regular file of this user (a link, pipe or folder), so it is neither read nor replaced`,
    );
  }
}

/** A key that cannot be kept (empty, a control character, longer than a key is). */
export class KeyRefused extends Error {
  override name = 'KeyRefused';
  constructor() {
    super('the key is empty or holds characters a key cannot have');
  }
}

type Read = { keys: Map<string, string>; corrupt: boolean };

const refusal = (error: unknown) =>
  error instanceof NotRegularFile || (error as { code?: unknown } | null)?.code === 'ELOOP';

/** A KeyStore in `userData/model-keys.json`. */
export function fileKeyStore(userData: string): KeyStore {
  const file = secretFile(userData, KEY_FILE);
  return {
    ...file,
    set: (id, key) => {
      const kept = normalizedKey(key);
      if (kept === undefined) return Promise.reject(new KeyRefused());
      return file.set(id, kept);
    },
  };
}

/**
 * Strings by id in `userData/name`, kept as the key file is (owner-only, atomic, never through
 * a link): the keys themselves, or the desktop's keys as safeStorage encrypted them.
 */
export function secretFile(userData: string, name: string): KeyStore {
  const file = join(userData, name);
  let queue: Promise<unknown> = Promise.resolve();

  async function read(): Promise<Read> {
    let opened;
    try {
      opened = await openRegularFile(file, { noFollow: true });
    } catch (error) {
      if (isMissing(error)) return { keys: new Map(), corrupt: false };
      throw refusal(error) ? new KeyFileRefused(file) : error;
    }
    const { handle, stats } = opened;
    try {
      if (process.platform !== 'win32') {
        if (stats.uid !== process.getuid?.()) throw new KeyFileRefused(file);
        // Opened to others (by hand, or a copy): closed again on the very file that was opened.
        if ((stats.mode & 0o077) !== 0) await handle.chmod(OWNER_ONLY);
      }
      return parse((await readWhole(handle)).toString('utf8'));
    } finally {
      await handle.close();
    }
  }

  async function write(keys: Map<string, string>, was: Read): Promise<void> {
    await mkdir(userData, { recursive: true, mode: 0o700 });
    // An unreadable file is set aside (a rename keeps its owner-only mode), never lost.
    if (was.corrupt) await rename(file, `${file}.unreadable-${Date.now()}`);
    const body = { version: 1, keys: Object.fromEntries(keys) };
    await writeFileAtomic(file, new TextEncoder().encode(`${JSON.stringify(body, null, 2)}\n`), {
      mode: OWNER_ONLY,
    });
  }

  // One change at a time, each on what the last one left.
  // An edit that changes nothing (removing a key not there) writes nothing, unless the file
  // is to be set aside.
  const change = (edit: (keys: Map<string, string>) => boolean): Promise<void> => {
    const run = queue.then(async () => {
      const was = await read();
      const keys = new Map(was.keys);
      if (edit(keys) || was.corrupt) await write(keys, was);
    });
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    get: async (id) => (await read()).keys.get(id),
    has: async (id) => (await read()).keys.has(id),
    set: (id, value) => change((keys) => keys.set(id, value).has(id)),
    delete: (id) => change((keys) => keys.delete(id)),
  };
}

/** The keys of the file's text; a file that is not this shape is corrupt (and holds none). */
function parse(text: string): Read {
  try {
    const body = parseBoundedJson(text) as { version?: unknown; keys?: unknown };
    if (body.version !== 1 || typeof body.keys !== 'object' || body.keys === null)
      throw new Error();
    const keys = new Map<string, string>();
    for (const [id, key] of Object.entries(body.keys))
      if (typeof key === 'string') keys.set(id, key);
    return { keys, corrupt: false };
  } catch {
    return { keys: new Map(), corrupt: true };
  }
}
