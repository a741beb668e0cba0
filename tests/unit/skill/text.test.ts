import { describe, expect, it } from 'vitest';
import {
  applyTextEdits,
  decodeUtf8,
  detectEol,
  firstInvalidUtf8Byte,
  LineIndex,
} from '../../../shared/skill/text';
import { rng } from '../../tools/mulberry32.mjs';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('firstInvalidUtf8Byte', () => {
  it('accepts ASCII, multi-byte and 4-byte sequences', () => {
    expect(firstInvalidUtf8Byte(new TextEncoder().encode('a é 技 😀'))).toBeUndefined();
  });
  it('finds a Latin-1 byte, an overlong form, a surrogate and a truncated sequence', () => {
    expect(firstInvalidUtf8Byte(bytes(0x61, 0xe9, 0x62))).toBe(1);
    expect(firstInvalidUtf8Byte(bytes(0xc0, 0xaf))).toBe(0);
    expect(firstInvalidUtf8Byte(bytes(0x61, 0xed, 0xa0, 0x80))).toBe(1);
    expect(firstInvalidUtf8Byte(bytes(0x61, 0xe6, 0x8a))).toBe(1);
    expect(firstInvalidUtf8Byte(bytes(0xf4, 0x90, 0x80, 0x80))).toBe(0);
  });
  it('keeps a BOM as U+FEFF when decoding', () => {
    expect(decodeUtf8(bytes(0xef, 0xbb, 0xbf, 0x41)).text).toBe('\uFEFFA');
  });
  it('decodeUtf8 (a native strict decoder first) finds the same first bad byte as the scan', () => {
    // Seeded runs of text with stray lead and continuation bytes, overlongs, surrogates and
    // cut sequences mixed in: valid ones must decode without a bad byte, invalid ones report
    // the byte the scan reports, with U+FFFD in the text.
    const random = rng(7);
    const pieces = [
      ...['a', 'é', '技', '😀', '\uFEFF'].map((t) => [...new TextEncoder().encode(t)]),
      [0x80],
      [0xbf],
      [0xc0, 0xaf],
      [0xc2],
      [0xe0, 0x80, 0x80],
      [0xed, 0xa0, 0x80],
      [0xf0, 0x8f, 0xbf, 0xbf],
      [0xf4, 0x90, 0x80, 0x80],
      [0xf5],
      [0xff],
      [0xe6, 0x8a],
    ];
    let invalid = 0;
    for (let run = 0; run < 2000; run++) {
      const input = new Uint8Array(
        Array.from({ length: 1 + Math.floor(random() * 8) }, () => {
          const valid = random() < 0.85;
          return pieces[Math.floor(random() * (valid ? 5 : pieces.length))] ?? [];
        }).flat(),
      );
      const expected = firstInvalidUtf8Byte(input);
      const decoded = decodeUtf8(input);
      expect(decoded.badByte).toBe(expected);
      if (expected !== undefined) {
        invalid++;
        expect(decoded.text).toContain('\uFFFD');
      }
    }
    expect(invalid).toBeGreaterThan(500);
  });
});

describe('LineIndex', () => {
  it('counts CRLF, CR and LF as one line break each', () => {
    const index = new LineIndex('a\r\nbc\rd\ne');
    expect(index.lineCount).toBe(4);
    expect(index.position(3)).toEqual({ line: 2, column: 1 });
    expect(index.position(6)).toEqual({ line: 3, column: 1 });
    expect(index.lineText(2)).toBe('bc');
    expect(index.offset({ line: 4, column: 1 })).toBe(8);
  });
  it('clamps offsets and columns to the text', () => {
    const index = new LineIndex('ab\ncd');
    expect(index.offset({ line: 1, column: 99 })).toBe(2);
    expect(index.position(-5)).toEqual({ line: 1, column: 1 });
    expect(index.position(99)).toEqual({ line: 2, column: 3 });
  });
});

describe('applyTextEdits', () => {
  it("writes the file's own line ending and leaves the rest untouched", () => {
    const text = 'a\r\nb\r\nc\r\n';
    const out = applyTextEdits(text, [
      { range: { start: { line: 2, column: 1 }, end: { line: 2, column: 2 } }, newText: 'x\ny' },
    ]);
    expect(out).toBe('a\r\nx\r\ny\r\nc\r\n');
  });
  it('applies several edits in any order', () => {
    const at = (c: number) => ({ line: 1, column: c });
    expect(
      applyTextEdits('abcdef', [
        { range: { start: at(5), end: at(6) }, newText: 'E' },
        { range: { start: at(1), end: at(2) }, newText: 'A' },
      ]),
    ).toBe('AbcdEf');
  });
  it('detects the dominant line ending', () => {
    expect(detectEol('a\r\nb\r\nc\n')).toBe('\r\n');
    expect(detectEol('a\nb')).toBe('\n');
    expect(detectEol('a\rb\r')).toBe('\r');
  });
});
