/**
 * Opening a file only when it is a regular file, without ever blocking: every read and write
 * path of the studio opens what it reads or replaces through here. O_NONBLOCK keeps open()
 * itself from waiting for a writer when the path is a named pipe (on a regular file it
 * changes nothing), and the check is made on the opened file (fstat), so it describes the
 * very file that is read. A pipe would otherwise hold a worker thread for ever, and after a
 * few such calls every other file call of the process waits behind them; a device such as
 * /dev/zero would never end.
 */
import {
  closeSync,
  constants,
  createReadStream,
  fstatSync,
  openSync,
  readSync,
  type ReadStream,
  type Stats,
} from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import { TextError } from '../ipc/service-text';
import { checkOpenedInside, type Fence } from './link-fence';

/** True for the error of a path that does not exist. */
export function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/** A path that is a pipe, a device, a socket or a folder where a file was expected. */
export class NotRegularFile extends TextError {
  readonly code = 'ENOTREG';
  constructor(readonly path: string) {
    super('NotRegularFile', 'not-regular-file', { file: basename(path) });
  }
}

// O_NONBLOCK and O_NOFOLLOW do not exist on Windows (0 there): pipes cannot sit at a path
// there, and the identity checks of the callers still hold.
const NONBLOCK = (constants.O_NONBLOCK as number | undefined) ?? 0;
const NOFOLLOW = (constants.O_NOFOLLOW as number | undefined) ?? 0;

/**
 * How to open: `noFollow` refuses a symbolic link at the path itself (ELOOP); `fence` refuses
 * (OutsideLibraries) a file that is not inside the open libraries once opened (link-fence.ts).
 */
export interface OpenOptions {
  noFollow?: boolean;
  fence?: Fence;
}

function flags({ noFollow = false }: OpenOptions): number {
  return constants.O_RDONLY | NONBLOCK | (noFollow ? NOFOLLOW : 0);
}

// A socket cannot be opened at all (ENXIO): it is no regular file either.
function refusal(error: unknown, path: string): unknown {
  return (error as { code?: string } | null)?.code === 'ENXIO' ? new NotRegularFile(path) : error;
}

/** Opens `path` for reading if it is a regular file (the caller closes `fd`). */
export function openRegularFileSync(
  path: string,
  options: OpenOptions = {},
): { fd: number; stats: Stats } {
  let fd: number;
  try {
    fd = openSync(path, flags(options));
  } catch (error) {
    throw refusal(error, path);
  }
  const stats = fstatSync(fd);
  try {
    if (!stats.isFile()) throw new NotRegularFile(path);
    if (options.fence) checkOpenedInside(fd, stats, path, options.fence);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return { fd, stats };
}

/** Opens `path` for reading if it is a regular file (the caller closes `handle`). */
export async function openRegularFile(
  path: string,
  options: OpenOptions = {},
): Promise<{ handle: FileHandle; stats: Stats }> {
  let handle: FileHandle;
  try {
    handle = await open(path, flags(options));
  } catch (error) {
    throw refusal(error, path);
  }
  const stats = await handle.stat();
  try {
    if (!stats.isFile()) throw new NotRegularFile(path);
    if (options.fence) checkOpenedInside(handle.fd, stats, path, options.fence);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { handle, stats };
}

/** Every byte of an open file, read from its start (whatever was read through it before). */
export async function readWhole(handle: FileHandle): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.max(64 * 1024, Math.min(at, 16 * 1024 * 1024)));
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, at);
    if (bytesRead === 0) return Buffer.concat(chunks);
    chunks.push(chunk.subarray(0, bytesRead));
    at += bytesRead;
  }
}

/** The bytes of the regular file at `path` (a pipe or device is refused, never waited for). */
export async function readRegularFile(path: string, options: OpenOptions = {}): Promise<Buffer> {
  const { handle } = await openRegularFile(path, options);
  try {
    return await readWhole(handle);
  } finally {
    await handle.close();
  }
}

/** The bytes of the regular file at `path`, or null when there is nothing there. */
export async function readRegularFileIfExists(path: string): Promise<Buffer | null> {
  return readRegularFile(path).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
}

/** The same as readRegularFile, synchronously (settings and caches read at start-up). */
export function readRegularFileSync(path: string, options: OpenOptions = {}): Buffer {
  const { fd, stats } = openRegularFileSync(path, options);
  try {
    const chunks: Buffer[] = [];
    let at = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.max(64 * 1024, stats.size + 1 - at));
      const n = readSync(fd, chunk, 0, chunk.length, at);
      if (n === 0) return Buffer.concat(chunks);
      chunks.push(chunk.subarray(0, n));
      at += n;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * A stream of the regular file at `path` (or of bytes `start`..`end`), opened here, so the
 * stream reads the very file that was checked; it closes the file when it ends or fails.
 */
export function streamRegularFile(
  path: string,
  range: { start?: number; end?: number } = {},
  options: OpenOptions = {},
): { stream: ReadStream; stats: Stats } {
  const { fd, stats } = openRegularFileSync(path, options);
  return { stream: createReadStream('', { ...range, fd, autoClose: true }), stats };
}
