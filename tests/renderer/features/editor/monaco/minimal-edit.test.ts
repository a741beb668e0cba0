/** The one replacement that turns the editor's text into the store's. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMinimalEdit,
  continuedTyping,
  minimalEdit,
  type TypedSoFar,
  splitsPair,
} from '../../../../../renderer/src/features/editor/monaco/minimal-edit';

describe('minimalEdit', () => {
  it('is nothing for equal texts', () => {
    expect(minimalEdit('same', 'same')).toBeUndefined();
    expect(minimalEdit('', '')).toBeUndefined();
  });

  it('touches only the span that differs', () => {
    const before = '---\nname: pdf\ndescription: Reads PDFs.\n---\nBody\n';
    const after = '---\nname: pdf-tools\ndescription: Reads PDFs.\n---\nBody\n';
    expect(minimalEdit(before, after)).toEqual({ start: 13, end: 13, text: '-tools' });
    expect(minimalEdit('abc', '')).toEqual({ start: 0, end: 3, text: '' });
    expect(minimalEdit('', 'abc')).toEqual({ start: 0, end: 0, text: 'abc' });
  });

  it('prefers the shortest span when the change repeats text', () => {
    expect(minimalEdit('aaa', 'aaaa')).toEqual({ start: 3, end: 3, text: 'a' });
  });

  it('never cuts a surrogate pair or a CRLF in two', () => {
    // 😀 and 😁 share their high surrogate.
    expect(minimalEdit('x😀y', 'x😁y')).toEqual({ start: 1, end: 3, text: '😁' });
    expect(minimalEdit('a\r\nb', 'a\r\r\nb')).toEqual({ start: 1, end: 1, text: '\r' });
    expect(minimalEdit('a\nb', 'a\r\nb')).toEqual({ start: 1, end: 2, text: '\r\n' });
    expect(minimalEdit('a\r\nb', 'a\nb')).toEqual({ start: 1, end: 3, text: '\n' });
  });

  const text = fc.string({
    unit: fc.constantFrom('a', 'b', '-', ' ', '\n', '\r', '\r\n', '😀', '😁', '技', '\uD83D'),
    maxLength: 30,
  });

  it('turns the old text into the new one, for any two texts', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const edit = minimalEdit(before, after);
        expect(edit ? applyMinimalEdit(before, edit) : before).toBe(after);
      }),
    );
  });

  it('inserts without replacing more than a character pair, and never splits one', () => {
    fc.assert(
      fc.property(text, text, text, (prefix, middle, suffix) => {
        const before = prefix + suffix;
        const after = prefix + middle + suffix;
        const edit = minimalEdit(before, after);
        if (!edit) return;
        // Text inserted into the middle replaces at most the pair halves on each side.
        expect(edit.end - edit.start).toBeLessThanOrEqual(2);
        expect(splitsPair(before, edit.start) || splitsPair(after, edit.start)).toBe(false);
        expect(splitsPair(before, edit.end)).toBe(false);
        expect(splitsPair(after, edit.start + edit.text.length)).toBe(false);
      }),
    );
  });
});

describe('continuedTyping', () => {
  // Steps of typing "Run it now" letter by letter after "x", then a letter elsewhere.
  const typeAll = (keys: readonly string[], start: number) => {
    let last: TypedSoFar | undefined;
    let at = start;
    const steps: string[] = [];
    for (const key of keys) {
      const { continues, next } = continuedTyping(last, { start: at, end: at, text: key });
      const open = steps.pop();
      if (continues && open !== undefined) steps.push(open + key);
      else steps.push(...(open === undefined ? [] : [open]), key);
      last = next;
      at += key.length;
    }
    return steps;
  };

  it('groups typing a word at a time, the space with the word before it', () => {
    expect(typeAll('Run it now'.split(''), 1)).toEqual(['Run ', 'it ', 'now']);
    // Letters arriving together (one render of several keys) group the same way.
    expect(typeAll(['Ru', 'n ', 'it', ' n', 'ow'], 1)).toEqual(['Run ', 'it now']);
  });

  it('starts a step for a line break, a deletion, a replacement or typing elsewhere', () => {
    const last: TypedSoFar = { end: 5, endsInSpace: false };
    expect(continuedTyping(last, { start: 5, end: 5, text: 'a\nb' })).toEqual({
      continues: false,
      next: undefined,
    });
    expect(continuedTyping(last, { start: 4, end: 5, text: '' }).continues).toBe(false);
    expect(continuedTyping(last, { start: 4, end: 5, text: 'x' }).next).toBeUndefined();
    expect(continuedTyping(last, { start: 9, end: 9, text: 'x' })).toEqual({
      continues: false,
      next: { end: 10, endsInSpace: false },
    });
    expect(continuedTyping(undefined, { start: 0, end: 0, text: 'x' }).continues).toBe(false);
  });
});
