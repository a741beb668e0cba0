/**
 * Reading any file of a skill for the editor: text when it is UTF-8 without NUL bytes, otherwise
 * reported as binary (never decoded, so never corrupted by a save), and refused above a size
 * the editor cannot handle well.
 */
import { decodeUtf8 } from '../../../skill/text';
import { contentHash } from '../../atomic-file';
import { openRegularFile, readWhole } from '../../regular-file';

/** Files above this are not opened as text (the editor would crawl). */
export const MAX_TEXT_BYTES = 5 * 1024 * 1024;

/** What the editor gets for a file. */
export type FileContent =
  | { kind: 'text'; path: string; text: string; hash: string; size: number }
  | { kind: 'binary'; path: string; hash: string; size: number }
  | { kind: 'too-large'; path: string; size: number };

/** Reads `path` (already checked to be inside a library). */
export async function readFileContent(path: string): Promise<FileContent> {
  // Never a pipe (it would block the read for ever) or a device such as /dev/zero (it never ends).
  const { handle, stats } = await openRegularFile(path);
  let bytes: Buffer;
  try {
    if (stats.size > MAX_TEXT_BYTES) return { kind: 'too-large', path, size: stats.size };
    bytes = await readWhole(handle);
  } finally {
    await handle.close();
  }
  return contentOf(path, bytes);
}

/** What the editor gets for `bytes` read whole (from the disk, or from a git commit). */
export function contentOf(
  path: string,
  bytes: Uint8Array,
): Exclude<FileContent, { kind: 'too-large' }> {
  const size = bytes.length;
  const hash = contentHash(bytes);
  const { text, badByte } = decodeUtf8(bytes);
  if (badByte !== undefined || bytes.subarray(0, 8192).includes(0))
    return { kind: 'binary', path, hash, size };
  return { kind: 'text', path, text, hash, size };
}
