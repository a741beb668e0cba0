import { describe, expect, it } from 'vitest';
import {
  codePointLength,
  compareCodePoints,
  isPySpace,
  PY_SPACE_CLASS,
  pyStrip,
  universalNewlines,
} from '../../../shared/py/index';

// Every code point for which CPython 3.11.7's str.isspace() is True, as ranges, printed by
// [c for c in range(0x110000) if chr(c).isspace()].
const CPYTHON_SPACES: [number, number][] = [
  [0x9, 0xd],
  [0x1c, 0x20],
  [0x85, 0x85],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
];
const cpythonSpace = (c: number) => CPYTHON_SPACES.some(([lo, hi]) => c >= lo && c <= hi);

describe("Python's whitespace", () => {
  it('isPySpace and the \\s class both match exactly what str.isspace() accepts', () => {
    const spaceClass = new RegExp(`^${PY_SPACE_CLASS}$`, 'u');
    for (let c = 0; c < 0x110000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const expected = cpythonSpace(c);
      if (isPySpace(c) !== expected) throw new Error(`isPySpace(U+${c.toString(16)})`);
      if (spaceClass.test(String.fromCodePoint(c)) !== expected)
        throw new Error(`PY_SPACE_CLASS on U+${c.toString(16)}`);
    }
  });
  it("strips what Python's str.strip() strips, unlike String.trim()", () => {
    expect(pyStrip('\x1c\x85 a \u3000')).toBe('a');
    expect(pyStrip('\uFEFFa')).toBe('\uFEFFa');
    expect('\uFEFFa'.trim()).toBe('a');
  });
});

describe("Python's str", () => {
  it('universal newlines turn CRLF and lone CR into LF and leave U+2028 and U+0085 alone', () => {
    expect(universalNewlines('a\r\nb\rc\nd\u2028e\x85')).toBe('a\nb\nc\nd\u2028e\x85');
  });
  it('codePointLength counts astral characters once', () => {
    expect(codePointLength('a😀b')).toBe(3);
    expect('a😀b'.length).toBe(4);
  });
  it('compareCodePoints orders by code point, where UTF-16 order puts U+FF61 after an emoji', () => {
    expect(['\uff61', '😀'].sort(compareCodePoints)).toEqual(['\uff61', '😀']);
    expect(['\uff61', '😀'].sort()).toEqual(['😀', '\uff61']);
  });
});
