/**
 * Reading the Windows Recycle Bin's `$I` files, built in tests/helpers/recycle-bin.ts by the
 * layout libyal/dtformats documents (commit 308ce8c38df2eb95a71b6e832b3f9803f0c4b169,
 * "documentation/Windows Recycle.Bin file formats.asciidoc"); a bin is written by other
 * programs too, so every way a file can fail to add up is no entry, never a guess.
 */
import { describe, expect, it } from 'vitest';
import {
  parseRecycleBinInfo,
  recycledItemName,
} from '../../shared/node/service/trash/recycle-bin-info';
import { filetime, recycleBinInfo } from '../helpers/recycle-bin';

const PATH = 'C:\\Users\\me\\Skills\\pdf\\references\\说明 guide.md';
const AT = new Date('2020-01-01T00:00:00.000Z');

describe('$I files', () => {
  it('reads version 2 (Windows 10): size, time and the path, Chinese included', () => {
    const bytes = recycleBinInfo(PATH, { size: 1234n, at: AT });
    expect(parseRecycleBinInfo(bytes)).toEqual({
      version: 2,
      size: 1234n,
      deletedAt: AT,
      path: PATH,
    });
    // The FILETIME of 2020-01-01 is 132223104000000000 (1577836800 s after 1970, in 100 ns,
    // plus the 11644473600 s from 1601).
    expect(filetime(AT)).toBe(132223104000000000n);
  });

  it('reads version 1 (Vista to 8.1), the path ended by its end-of-string in a padded field', () => {
    expect(parseRecycleBinInfo(recycleBinInfo(PATH, { version: 1, at: AT }))).toMatchObject({
      version: 1,
      path: PATH,
    });
  });

  it('refuses a file cut short anywhere: in the header, in the length, in the path', () => {
    const whole = recycleBinInfo(PATH);
    for (const length of [0, 8, 23, 24, 27, 28, 30, whole.length - 2, whole.length - 1])
      expect(parseRecycleBinInfo(whole.subarray(0, length)), `${length} bytes`).toBeUndefined();
  });

  it('refuses a length field that lies, either way, and a path without its end-of-string', () => {
    const longer = recycleBinInfo(PATH);
    longer.writeUInt32LE(longer.readUInt32LE(24) + 1, 24);
    expect(parseRecycleBinInfo(longer)).toBeUndefined();
    const shorter = recycleBinInfo(PATH);
    shorter.writeUInt32LE(shorter.readUInt32LE(24) - 1, 24);
    expect(parseRecycleBinInfo(shorter)).toBeUndefined();
    const huge = recycleBinInfo(PATH);
    huge.writeUInt32LE(0xffffffff, 24);
    expect(parseRecycleBinInfo(huge)).toBeUndefined();
    // Trailing bytes beyond what the length says.
    expect(
      parseRecycleBinInfo(Buffer.concat([recycleBinInfo(PATH), Buffer.alloc(2)])),
    ).toBeUndefined();
    const unended = recycleBinInfo(PATH);
    unended.writeUInt16LE(0x41, unended.length - 2);
    expect(parseRecycleBinInfo(unended)).toBeUndefined();
    // A NUL inside the path (what reads as two strings) is no path.
    expect(parseRecycleBinInfo(recycleBinInfo('C:\\a\u0000b'))).toBeUndefined();
    expect(parseRecycleBinInfo(recycleBinInfo(''))).toBeUndefined();
  });

  it('refuses an unknown version, a version-1 field without end-of-string, and broken UTF-16', () => {
    const v3 = recycleBinInfo(PATH);
    v3.writeBigUInt64LE(3n, 0);
    expect(parseRecycleBinInfo(v3)).toBeUndefined();
    const v1 = recycleBinInfo(PATH, { version: 1 });
    expect(parseRecycleBinInfo(v1.subarray(0, 24 + PATH.length * 2))).toBeUndefined();
    // Half a surrogate pair (U+D800 alone).
    expect(parseRecycleBinInfo(recycleBinInfo('C:\\\ud800.md'))).toBeUndefined();
  });

  it('names the $R item of a $I file, and nothing else', () => {
    expect(recycledItemName('$IAB12CD.md')).toBe('$RAB12CD.md');
    expect(recycledItemName('$IAB12CD')).toBe('$RAB12CD');
    expect(recycledItemName('$RAB12CD.md')).toBeUndefined();
    expect(recycledItemName('desktop.ini')).toBeUndefined();
    expect(recycledItemName('$I')).toBeUndefined();
  });
});
