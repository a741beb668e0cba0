/**
 * Conditional saves: the client sends the hash of the version it edited; if the file changed on
 * disk since, nothing is written and the client gets both versions to compare. The file keeps
 * its line endings (the editor may hand back LF for a CRLF file); the text's own BOM state wins,
 * so removing a BOM on purpose works. The service runs the saves of one path one at a time
 * (SaveLocks), so two clients saving from the same version cannot both win.
 *
 * Another program writing to the file at the very moment it is replaced (see
 * compare-and-swap.ts) is detected after the rename: its version is put back, and the save
 * reports a conflict with it, the client's text staying unsaved in the editor. If even that
 * cannot be done cleanly (the file changed once more), what the other program had written is
 * kept beside the file as `<name>.recovered-<time>`, and the conflict says where.
 */
import { basename, dirname, join } from 'node:path';
import { decodeUtf8, detectEol } from '../../../skill/text';
import { recoveredName } from '../../../studio/recovered-names';
import { AlreadyExists, contentHash, writeFileAtomic, type Written } from '../../atomic-file';
import {
  bytesNow,
  openExisting,
  swapIfUnchanged,
  type OpenedFile,
  type Swap,
  type SwapOptions,
} from './compare-and-swap';
import type { LateWrites } from './late-writes';

/** The disk's side of a refused save. */
export interface SaveConflict {
  diskText: string | null;
  diskHash: string | null;
  /** Another program wrote to the file while this save replaced it (its version is the disk's now). */
  whileSaving?: true;
  /** Where that program's text was kept, when it could not be put back in place. */
  recoveredTo?: string;
}

/** The outcome of a save. */
export type SaveOutcome = { ok: true; hash: string } | { ok: false; conflict: SaveConflict };

/** Where a save may write (the real folders inside a library), its last moment (tests), and who watches the replaced file a little longer. */
export interface SaveOptions extends SwapOptions {
  lateWrites?: LateWrites;
  /**
   * Runs once the file is replaced, before the save answers, with the bytes written and the
   * bytes it replaced (the history records its version here).
   */
  saved?: (bytes: Uint8Array, before: Uint8Array | null) => Promise<void>;
}

/** Saves `text` to `path` if the file on disk still has `baseHash` (null: must not exist yet). */
export async function saveConditionally(
  path: string,
  text: string,
  baseHash: string | null,
  options: SaveOptions = {},
): Promise<SaveOutcome> {
  const current = await openExisting(path);
  let handedOver = false;
  try {
    if ((current ? contentHash(current.bytes) : null) !== baseHash)
      return refused(current?.bytes ?? null);
    const eol = current ? detectEol(decodeUtf8(current.bytes).text) : detectEol(text);
    const bytes = new TextEncoder().encode(withEol(text, eol));
    const written = await replaceIfUnchanged(path, bytes, current, options);
    if (!written.ok) return written;
    if (current && options.lateWrites) {
      options.lateWrites.watch(path, current);
      handedOver = true;
    }
    await options.saved?.(bytes, current?.bytes ?? null);
    return { ok: true, hash: contentHash(bytes) };
  } finally {
    if (!handedOver) await current?.handle.close();
  }
}

type Refused = Extract<SaveOutcome, { ok: false }>;

/** A conditional write's outcome: the file written, or the disk's side of the refusal. */
export type Replaced = { ok: true; written: Written } | Refused;

/**
 * Writes `bytes` to `path` if the disk still holds `current` (opened and read; null: no file
 * there), making its missing folders one checked level at a time. The one conditional write
 * of saves and the history's restores: a file created meanwhile is never replaced (the name is
 * taken with a call that fails when it is taken), and what another program wrote at the last
 * moment is put back, or kept beside the file, never lost.
 */
export async function replaceIfUnchanged(
  path: string,
  bytes: Uint8Array,
  current: OpenedFile | null,
  options: SaveOptions = {},
): Promise<Replaced> {
  const swap = await swapIfUnchanged(path, bytes, current, { ...options, makeFolders: true });
  if (swap.kind === 'changed') return refused(swap.disk);
  if (swap.kind === 'done') return { ok: true, written: swap.written };
  return putBack(path, bytes, swap, options);
}

// The other program's version goes back where it was, if the file still is exactly what this
// save wrote; whatever cannot be put back cleanly is kept beside it.
async function putBack(
  path: string,
  ours: Uint8Array,
  overtaken: Extract<Swap, { kind: 'overtaken' }>,
  { mode: _ours, ...options }: SaveOptions,
): Promise<Refused> {
  // Their version keeps its own permissions, whatever this write asked for its own.
  const mine = await openExisting(path);
  try {
    if (mine && sameFile(mine.stats, overtaken.written) && mine.bytes.equals(ours)) {
      const back = await swapIfUnchanged(path, overtaken.lost, mine, options);
      if (back.kind === 'done') return refused(overtaken.lost, {});
      // Written to again meanwhile: what landed in this save's file is kept beside it.
      if (back.kind === 'overtaken')
        return refused(overtaken.lost, {
          recoveredTo: await keepBeside(path, back.lost, options),
        });
    }
    const recoveredTo = await keepBeside(path, overtaken.lost, options);
    return refused(await bytesNow(path), { recoveredTo });
  } finally {
    await mine?.handle.close();
  }
}

function sameFile(a: { dev: number; ino: number }, b: Written): boolean {
  return a.dev === b.dev && a.ino === b.ino;
}

/**
 * Keeps `bytes` in a new file beside `path` (the time in its name, a counter on a clash), or
 * in `replace`, a file kept so before, when more of the same text arrived; returns its path.
 */
export async function keepBeside(
  path: string,
  bytes: Uint8Array,
  options: Pick<SaveOptions, 'allowFolder'>,
  replace?: string,
): Promise<string> {
  const allowFolder = options.allowFolder;
  if (replace !== undefined) {
    await writeFileAtomic(replace, bytes, { ...(allowFolder && { allowFolder }) });
    return replace;
  }
  const now = new Date();
  for (let n = 1; ; n++) {
    const target = join(dirname(path), recoveredName(basename(path), now, n));
    try {
      await writeFileAtomic(target, bytes, {
        ...(allowFolder && { allowFolder }),
        createOnly: true,
      });
      return target;
    } catch (error) {
      if (!(error instanceof AlreadyExists) || n >= 100) throw error;
    }
  }
}

function refused(
  disk: Uint8Array | null,
  whileSaving?: Pick<SaveConflict, 'recoveredTo'>,
): Refused {
  const decoded = disk ? decodeUtf8(disk) : undefined;
  return {
    ok: false,
    conflict: {
      diskText: decoded && decoded.badByte === undefined ? decoded.text : null,
      diskHash: disk ? contentHash(disk) : null,
      ...(whileSaving && { whileSaving: true, ...whileSaving }),
    },
  };
}

// Every line break becomes the file's own kind.
function withEol(text: string, eol: '\n' | '\r\n' | '\r'): string {
  const lf = text.replace(/\r\n?/g, '\n');
  return eol === '\n' ? lf : lf.replace(/\n/g, eol);
}
