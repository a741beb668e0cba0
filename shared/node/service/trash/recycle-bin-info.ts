/**
 * Reading the `$I` file Windows writes beside each item in its Recycle Bin
 * (`<drive>\$Recycle.Bin\<SID>\$I<six chars><ext>`, the item itself renamed `$R<same>`), so the
 * desktop app can tell which entry is the one it just deleted and where it came from. The format,
 * as documented in libyal/dtformats (commit 308ce8c38df2eb95a71b6e832b3f9803f0c4b169,
 * "documentation/Windows Recycle.Bin file formats.asciidoc", "$I file"): little-endian; offset 0,
 * 8 bytes: format version (1 from Windows Vista, 2 from Windows 10); 8: the original size;
 * 16: the deletion time (FILETIME, UTC); version 1: the original path from 24, UTF-16LE with an
 * end-of-string character; version 2: 24, 4 bytes: the path's length in characters (with its
 * end-of-string character), and the path from 28. Read by hand (a few fixed fields, no library
 * exists for it); anything that does not add up (short, longer or shorter than it says, no
 * end-of-string, an unknown version) is no entry: a bin is written by other programs too.
 */

/** What a `$I` file records. */
export interface RecycleBinInfo {
  version: 1 | 2;
  /** The original size in bytes. */
  size: bigint;
  /** When it was deleted (from the FILETIME). */
  deletedAt: Date;
  /** The original full path. */
  path: string;
}

const HEADER = 24;
// 100-ns intervals from 1601-01-01 to 1970-01-01.
const FILETIME_UNIX_EPOCH = 116444736000000000n;

/** The record in `bytes`, or undefined when they are not a whole `$I` file. */
export function parseRecycleBinInfo(bytes: Uint8Array): RecycleBinInfo | undefined {
  if (bytes.length < HEADER) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getBigUint64(0, true);
  const size = view.getBigUint64(8, true);
  const filetime = view.getBigUint64(16, true);
  let chars: Uint8Array;
  if (version === 2n) {
    if (bytes.length < HEADER + 4) return undefined;
    const length = view.getUint32(HEADER, true);
    // The length must account for every byte that follows: no more, no fewer.
    if (length < 2 || bytes.length !== HEADER + 4 + length * 2) return undefined;
    chars = bytes.subarray(HEADER + 4);
    if (view.getUint16(bytes.length - 2, true) !== 0) return undefined;
    chars = chars.subarray(0, chars.length - 2);
  } else if (version === 1n) {
    // The string runs to its end-of-string character; what pads the field after it is not read.
    if (bytes.length % 2 !== 0) return undefined;
    const field = bytes.subarray(HEADER);
    const end = endOfString(field);
    if (end === undefined || end === 0) return undefined;
    chars = field.subarray(0, end);
  } else return undefined;
  if (endOfString(chars) !== undefined) return undefined;
  let path: string;
  try {
    path = new TextDecoder('utf-16le', { fatal: true }).decode(chars);
  } catch {
    return undefined;
  }
  const ms = (filetime - FILETIME_UNIX_EPOCH) / 10000n;
  return { version: version === 1n ? 1 : 2, size, deletedAt: new Date(Number(ms)), path };
}

// The byte offset of the first UTF-16 NUL, if any.
function endOfString(bytes: Uint8Array): number | undefined {
  for (let i = 0; i + 1 < bytes.length; i += 2) if (bytes[i] === 0 && bytes[i + 1] === 0) return i;
  return undefined;
}

/** The name of the `$R` item a `$I` file describes (`$IAB12CD.md` → `$RAB12CD.md`), or undefined. */
export function recycledItemName(infoName: string): string | undefined {
  return /^\$I[^\\/]+$/.test(infoName) ? `$R${infoName.slice(2)}` : undefined;
}
