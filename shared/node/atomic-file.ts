/**
 * Writing so that a crash leaves the old file or the new one, never a mix: a temp file in the
 * same folder (the studio's one temp name, so nothing lists or packages it), flushed to disk,
 * then renamed over the target. The temp file's real folder is checked before anything is
 * written into it and again right before the rename: a folder swapped for a link meanwhile
 * would put the temp file (and then the file) somewhere else; the temp file is then removed
 * and the write refused. Only a regular file is ever replaced (never a pipe, device or link).
 */
import { createHash } from 'node:crypto';
import {
  link,
  lstat,
  open,
  readlink,
  realpath,
  rename,
  rm,
  unlink,
  type FileHandle,
} from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { TextError } from '../ipc/service-text';
import { makeFolderBelow } from './make-folder';
import { isMissing, NotRegularFile, readRegularFileIfExists } from './regular-file';
import { tempPathBeside } from './studio-temp';

/** The hash a client sends back with a save to prove what it edited. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The file's bytes, or null when it does not exist (a pipe or device is refused, never waited for). */
export const readIfExists = readRegularFileIfExists;

/** The write was refused: the folder it was going into is not where it was (a link now leads elsewhere). */
export class FolderMoved extends TextError {
  constructor(readonly path: string) {
    super('FolderMoved', 'folder-moved', { file: `"${basename(path)}"` });
  }
}

/** A file that must not exist yet already does (a create-only write lost the race). */
export class AlreadyExists extends Error {
  readonly code = 'EEXIST';
  constructor(readonly path: string) {
    super(`${path} already exists`);
  }
}

/** How a write is made. */
export interface AtomicWriteOptions {
  /** Runs once the temp file is flushed, right before the rename: throw to give up (nothing is replaced). */
  beforeRename?: () => Promise<void>;
  /** Only create: refuse (AlreadyExists) when a file is there, even one that appears at the last moment. */
  createOnly?: boolean;
  /** The folder the file goes into must also pass this (its real path), e.g. lie inside a library. */
  allowFolder?: (realFolder: string) => boolean;
  /** The new file's permissions, whatever the old one's were (a file of secrets is its owner's alone). */
  mode?: number;
  /**
   * Make the missing folders above `path`, one level at a time, each checked where it landed
   * (make-folder.ts): never a recursive mkdir, which follows a folder on the way swapped for a
   * link and makes the folders wherever it leads.
   */
  makeFolders?: boolean;
}

/** What was written: the new file's identity. */
export interface Written {
  dev: number;
  ino: number;
}

/** Writes `bytes` to `path` atomically, keeping the existing file's permissions. */
export async function writeFileAtomic(
  path: string,
  bytes: Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<Written> {
  const existing = await lstat(path).catch((error: unknown) => {
    if (isMissing(error)) return undefined;
    throw error;
  });
  if (existing?.isSymbolicLink())
    throw Object.assign(new Error(`${path} is a symbolic link`), { code: 'ELOOP', path });
  if (existing && !existing.isFile()) throw new NotRegularFile(path);
  if (existing && options.createOnly) throw new AlreadyExists(path);
  if (options.makeFolders && !existing)
    await makeFolderBelow(dirname(path), () => new FolderMoved(path), options.allowFolder);
  const folder = await realpath(dirname(path));
  if (options.allowFolder && !options.allowFolder(folder)) throw new FolderMoved(path);
  const temp = tempPathBeside(join(folder, basename(path)));
  const target = join(folder, basename(path));
  // 'wx' never opens an existing file or follows a link planted at the temp name.
  const handle = await open(temp, 'wx', options.mode ?? (existing ? existing.mode & 0o777 : 0o644));
  // open()'s mode passes through the umask; an explicit mode is set as asked.
  if (options.mode !== undefined) await handle.chmod(options.mode);
  const ours = await handle.stat();
  // Every place this write's file has been seen, so a refusal removes it from wherever it is.
  const seen = new Set([temp]);
  const where = async (expected: string) => {
    const at = await placeOf(handle, expected, ours);
    if (at !== undefined) seen.add(at);
    return at;
  };
  const check = async (expected: string) => {
    const at = await where(expected);
    if (at !== expected || (options.allowFolder && !options.allowFolder(dirname(at))))
      throw new FolderMoved(path);
  };
  let open_ = true;
  try {
    await check(temp);
    await handle.writeFile(bytes);
    await handle.sync();
    await options.beforeRename?.();
    await check(temp);
    // Windows cannot rename a file this process holds open; elsewhere it stays open, so the
    // kernel can say where the file ended up.
    if (process.platform === 'win32') {
      await handle.close();
      open_ = false;
    }
    seen.add(target);
    if (options.createOnly) await createFrom(temp, path);
    else await rename(temp, path);
    // A swap in the instant between the check and the rename cannot be prevented (Node has
    // no renameat on an open folder), but it is seen: the file is then taken back out.
    await check(target);
    // The rename itself is durable once the folder's entry is flushed (best effort).
    await syncFolder(folder);
    return { dev: ours.dev, ino: ours.ino };
  } catch (error) {
    for (const place of seen)
      if (sameId(await lstat(place).catch(() => undefined), ours))
        await rm(place, { force: true }).catch(() => undefined);
    throw error;
  } finally {
    if (open_) await handle.close().catch(() => undefined);
  }
}

function sameId(a: { dev: number; ino: number } | undefined, b: { dev: number; ino: number }) {
  return a !== undefined && a.dev === b.dev && a.ino === b.ino;
}

/**
 * Where this write's file really is: Linux names the path of an open file (/proc/self/fd),
 * wherever a folder swap put it; elsewhere (or for a name since unlinked) it is `expected`
 * if that, followed to its real folder, is still this very file. Undefined: not found.
 */
async function placeOf(
  handle: FileHandle,
  expected: string,
  ours: { dev: number; ino: number },
): Promise<string | undefined> {
  if (process.platform === 'linux') {
    const named = await readlink(`/proc/self/fd/${handle.fd}`).catch(() => undefined);
    if (named !== undefined && !named.endsWith(' (deleted)')) return named;
  }
  const folder = await realpath(dirname(expected)).catch(() => undefined);
  if (folder === undefined) return undefined;
  const at = join(folder, basename(expected));
  return sameId(await lstat(at).catch(() => undefined), ours) ? at : undefined;
}

// Create-only: a file appearing at the last moment is never replaced.
async function createFrom(temp: string, path: string): Promise<void> {
  if (!(await placeNew(temp, path))) throw new AlreadyExists(path);
}

/**
 * Gives the file `temp` the name `final` unless that name exists (false then): a hard link
 * fails when the name is taken, where a rename would silently replace it. Where the file
 * system has no hard links (FAT, some network shares), a look just before the rename is as
 * close as it gets.
 */
export async function placeNew(temp: string, final: string): Promise<boolean> {
  try {
    await link(temp, final);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS')
      throw error;
    if (
      await lstat(final).then(
        () => true,
        () => false,
      )
    )
      return false;
    await rename(temp, final);
    return true;
  }
  await unlink(temp);
  return true;
}

/** Flushes a folder's entries (best effort: Windows and some file systems cannot open a folder for it). */
export async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  let dir: FileHandle | undefined;
  try {
    dir = await open(folder, 'r');
    await dir.sync();
  } catch {
    // The file itself is already flushed.
  } finally {
    await dir?.close().catch(() => undefined);
  }
}
