/**
 * Opening a file to package exactly as planned: never through a symbolic link (O_NOFOLLOW),
 * and only when it is still the same file (device, inode) with the same size, so a file
 * swapped for a link or changed during packaging stops the run instead of leaking in.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { english } from '../../i18n/catalogue';
import { fsMessage } from '../../i18n/fs-messages';
import type { Message } from '../../i18n/message';
import { TextError } from '../../ipc/service-text';
import { fsErrorReason } from '../skill-folder';

/** One file to write, with where its content is and what the plan saw there. */
export interface ZipSource {
  archivePath: string;
  abs: string;
  size: number;
  mode: number;
  store: boolean;
  dev: number;
  ino: number;
  ctimeMs: number;
  /** The content itself, for a file no folder holds (an export's manifest); `abs` is unused. */
  data?: Uint8Array;
}

// O_NOFOLLOW and O_NONBLOCK do not exist on Windows; there the identity check below still
// holds. O_NONBLOCK: a file swapped for a named pipe would otherwise block in open() itself,
// before the check can say it is not the planned file (on a regular file it changes nothing).
const READ_FLAGS =
  constants.O_RDONLY |
  ((constants.O_NOFOLLOW as number | undefined) ?? 0) |
  ((constants.O_NONBLOCK as number | undefined) ?? 0);
/** A file that is no longer what the plan saw, so packaging stops; `reason` says how. */
export class SourceChanged extends Error {
  constructor(readonly reason: Message = fsMessage('fs.changed-while-packaging')) {
    super(english(reason));
    this.name = 'SourceChanged';
  }
}

/**
 * Why writing `file` into an archive or a folder stopped, as a message (the Chinese UI says it
 * in Chinese): how the file changed, or the file system's reason.
 */
export function writeStopped(file: string, error: unknown): TextError {
  const reason = error instanceof SourceChanged ? error.reason : fsErrorReason(error);
  const stopped = new TextError('WriteStopped', 'while-writing', { file, reason });
  stopped.cause = error;
  return stopped;
}

/** Reads a small file whole (synchronously: many small reads are faster that way). */
export function readSourceSync(source: ZipSource): Buffer {
  if (source.data) return Buffer.from(source.data);
  let fd: number;
  try {
    fd = openSync(source.abs, READ_FLAGS);
  } catch (error) {
    throw openError(error);
  }
  try {
    const st = fstatSync(fd);
    if (!sameFile(st, source)) throw new SourceChanged();
    // Room for one byte more than planned: reading it means the file grew after the plan saw
    // it. A regular file reads short only at its end, so a read that stops at the planned
    // size needs no second call to confirm it (hundreds of small files, a call each).
    const buffer = Buffer.allocUnsafe(source.size + 1);
    let at = 0;
    while (at < buffer.length) {
      const n = readSync(fd, buffer, at, buffer.length - at, at);
      if (n === 0) break;
      at += n;
      if (at === source.size) break;
    }
    if (at !== source.size) throw new SourceChanged();
    return buffer.subarray(0, source.size);
  } finally {
    closeSync(fd);
  }
}

/** Opens a file as a stream (large files; the writer checks the byte count against the plan). */
export async function openSourceStream(source: ZipSource): Promise<Readable> {
  if (source.data) return Readable.from([Buffer.from(source.data)]);
  let fh: FileHandle;
  try {
    fh = await open(source.abs, READ_FLAGS);
  } catch (error) {
    throw openError(error);
  }
  if (!sameFile(await fh.stat(), source)) {
    await fh.close();
    throw new SourceChanged();
  }
  if (source.size === 0) {
    await fh.close();
    return Readable.from([]);
  }
  return fh.createReadStream({ highWaterMark: 1024 * 1024 });
}

/** Whether `st` is still the regular file the plan saw (same device, inode, size and ctime). */
export function sameFile(
  st: { isFile(): boolean; dev: number; ino: number; size: number; ctimeMs: number },
  source: Pick<ZipSource, 'dev' | 'ino' | 'size' | 'ctimeMs'>,
): boolean {
  return (
    st.isFile() &&
    st.dev === source.dev &&
    st.ino === source.ino &&
    st.size === source.size &&
    st.ctimeMs === source.ctimeMs
  );
}

function openError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ELOOP') return new SourceChanged(fsMessage('fs.link-while-packaging'));
  if (code === 'ENOENT') return new SourceChanged(fsMessage('fs.gone-while-packaging'));
  return error;
}
