/**
 * Reading the freedesktop.org Trash specification's info files (version 1.0,
 * https://specifications.freedesktop.org/trash-spec/1.0/, "Contents of a trash directory"):
 * `Path` is percent-encoded, absolute, or relative to the volume's top for a volume's trash;
 * keys count only in the `[Trash Info]` group. The real layout gio writes is tested with gio
 * itself in tests/electron/main-process.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { parseTrashInfo } from '../../shared/node/service/trash/freedesktop-trash';

describe('trash info files', () => {
  it("reads the spec's own example, relative to the volume's top", () => {
    const text = '[Trash Info]\nPath=foo/bar/meow.bow-wow\nDeletionDate=20040831T22:32:08\n';
    expect(parseTrashInfo(text, '/media/usb')).toBe('/media/usb/foo/bar/meow.bow-wow');
  });

  it('decodes percent-encoded UTF-8 and spaces, and keeps absolute paths', () => {
    const text = '[Trash Info]\r\nPath=/home/me/a%20b%20%E8%AF%B4%E6%98%8E.md\r\n';
    expect(parseTrashInfo(text, '/')).toBe('/home/me/a b 说明.md');
  });

  it('ignores a Path outside the [Trash Info] group, and refuses broken encoding', () => {
    expect(parseTrashInfo('[Other]\nPath=/x\n', '/')).toBeUndefined();
    expect(parseTrashInfo('Path=/x\n', '/')).toBeUndefined();
    expect(parseTrashInfo('[Trash Info]\nPath=/a%E8%AF\n', '/')).toBeUndefined();
    expect(parseTrashInfo('[Other]\nPath=/x\n[Trash Info]\nPath=/y\n', '/')).toBe('/y');
  });
});
