/**
 * str(UnicodeDecodeError) for `bytes(...).decode('utf-8')`, which ruamel reports for a tag's
 * %-escapes that are not UTF-8. Follows CPython's strict UTF-8 decoder (stringlib/codecs.h):
 * which bytes it blames and with which reason. Part of the port of ruamel.yaml 0.19.1 (MIT,
 * Anthon van der Neut; derived from PyYAML, MIT, Kirill Simonov).
 */

function isContinuation(b: number | undefined): boolean {
  return b !== undefined && b >= 0x80 && b <= 0xbf;
}

function message(bytes: readonly number[], start: number, end: number, reason: string): string {
  if (end - start === 1) {
    const byte = (bytes[start] ?? 0).toString(16).padStart(2, '0');
    return `'utf-8' codec can't decode byte 0x${byte} in position ${start}: ${reason}`;
  }
  return `'utf-8' codec can't decode bytes in position ${start}-${end - 1}: ${reason}`;
}

// The length of the invalid run CPython reports (InvalidContinuation1..3 → 1..3 bytes), or 0
// when the sequence is merely cut short by the end of the data.
function checkSequence(bytes: readonly number[], s: number): number | 'start' | 'end' {
  const ch = bytes[s] ?? 0;
  const left = bytes.length - s;
  const b1 = bytes[s + 1];
  const b2 = bytes[s + 2];
  const b3 = bytes[s + 3];
  if (ch < 0xc2) return 'start';
  if (ch < 0xe0) {
    if (left < 2) return 'end';
    return isContinuation(b1) ? 2 : 1;
  }
  if (ch < 0xf0) {
    const badSecond =
      !isContinuation(b1) ||
      (ch === 0xe0 && (b1 ?? 0) < 0xa0) ||
      (ch === 0xed && (b1 ?? 0) >= 0xa0);
    if (left < 3) return left >= 2 && badSecond ? 1 : 'end';
    if (badSecond) return 1;
    if (!isContinuation(b2)) return 2;
    return 3;
  }
  if (ch < 0xf5) {
    const badSecond =
      !isContinuation(b1) ||
      (ch === 0xf0 && (b1 ?? 0) < 0x90) ||
      (ch === 0xf4 && (b1 ?? 0) >= 0x90);
    if (left < 4) {
      if (left < 2) return 'end';
      if (badSecond) return 1;
      if (left < 3) return 'end';
      return isContinuation(b2) ? 'end' : 2;
    }
    if (badSecond) return 1;
    if (!isContinuation(b2)) return 2;
    if (!isContinuation(b3)) return 3;
    return 4;
  }
  return 'start';
}

/** The decode error's text, or undefined when the bytes are valid UTF-8. */
export function utf8DecodeError(bytes: readonly number[]): string | undefined {
  let s = 0;
  while (s < bytes.length) {
    const ch = bytes[s] ?? 0;
    if (ch < 0x80) {
      s++;
      continue;
    }
    const size = ch < 0xe0 ? 2 : ch < 0xf0 ? 3 : 4;
    const result = checkSequence(bytes, s);
    if (result === 'start') return message(bytes, s, s + 1, 'invalid start byte');
    if (result === 'end') return message(bytes, s, bytes.length, 'unexpected end of data');
    if (result < size) return message(bytes, s, s + result, 'invalid continuation byte');
    s += size;
  }
  return undefined;
}
