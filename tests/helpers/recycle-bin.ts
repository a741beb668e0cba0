/**
 * `$I` files for tests, laid out as libyal/dtformats documents them (commit
 * 308ce8c38df2eb95a71b6e832b3f9803f0c4b169, "documentation/Windows Recycle.Bin file
 * formats.asciidoc", "$I file"): little-endian; 0: version (8 bytes); 8: original size (8);
 * 16: deletion time, FILETIME (8); version 2: 24: characters in the path with its
 * end-of-string character (4), 28: the path, UTF-16LE, ended by U+0000; version 1: the path from
 * 24, ended by U+0000 (Windows pads it to MAX_PATH, 260 characters). Written here byte by byte,
 * not with the studio's reader, so a test of the reader checks it against the document.
 */

/** FILETIME (100 ns since 1601-01-01 UTC) of `at`. */
export function filetime(at: Date): bigint {
  return BigInt(at.getTime()) * 10000n + 116444736000000000n;
}

/** The bytes of a `$I` file recording `path`. */
export function recycleBinInfo(
  path: string,
  { version = 2, size = 0n, at = new Date() }: { version?: 1 | 2; size?: bigint; at?: Date } = {},
): Buffer {
  const text = Buffer.from(`${path}\u0000`, 'utf16le');
  const head = Buffer.alloc(version === 2 ? 28 : 24);
  head.writeBigUInt64LE(BigInt(version), 0);
  head.writeBigUInt64LE(size, 8);
  head.writeBigUInt64LE(filetime(at), 16);
  if (version === 2) {
    head.writeUInt32LE(text.length / 2, 24);
    return Buffer.concat([head, text]);
  }
  return Buffer.concat([head, text, Buffer.alloc(Math.max(0, 520 - text.length))]);
}
