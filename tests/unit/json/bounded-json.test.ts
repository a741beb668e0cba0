/**
 * The one reader of JSON the studio did not write (issue 42): a text nested past
 * MAX_JSON_DEPTH is refused unread, by a pass that itself uses no stack per level, and the
 * readers of user-data records take it as unreadable instead of failing later.
 */
import { describe, expect, it } from 'vitest';
import {
  jsonDepthOver,
  MAX_JSON_DEPTH,
  parseBoundedJson,
  readBoundedJson,
} from '../../../shared/json/bounded-json';
import { parseRecords } from '../../../shared/install/install-records';
import { parseTrashRecord } from '../../../shared/studio/trash-record';

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

describe('readBoundedJson', () => {
  it('reads JSON as JSON.parse does, an own "__proto__" key included', () => {
    const read = readBoundedJson('{"__proto__": {"a": 1}, "b": [1, "x"]}');
    expect(read.ok).toBe(true);
    const value = read.ok ? (read.value as Record<string, unknown>) : {};
    expect(Object.keys(value)).toEqual(['__proto__', 'b']);
  });

  it('refuses 200,000 levels unread, and takes exactly MAX_JSON_DEPTH', () => {
    expect(readBoundedJson(deep(200_000))).toEqual({
      ok: false,
      why: 'too-deep',
      limit: MAX_JSON_DEPTH,
    });
    expect(readBoundedJson(deep(MAX_JSON_DEPTH)).ok).toBe(true);
    expect(jsonDepthOver(deep(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = `{"a": "${'[\\"'.repeat(1000)}"}`;
    expect(jsonDepthOver(text)).toBe(false);
    expect(readBoundedJson(text).ok).toBe(true);
  });

  it("says JSON.parse's words for text that is not JSON", () => {
    const read = readBoundedJson('{"a": ');
    expect(!read.ok && read.why).toBe('not-json');
    expect(() => parseBoundedJson(deep(600))).toThrow(SyntaxError);
  });
});

describe('the records read through it', () => {
  it('take a file nested 200,000 deep as unreadable', () => {
    const text = `{"version": 1, "installs": ${deep(200_000)}}`;
    expect(parseRecords(text)).toBeUndefined();
    expect(parseTrashRecord(text)).toBeUndefined();
  });
});
