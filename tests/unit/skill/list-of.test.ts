/**
 * listOf and andList against what their messages say they make (shared/i18n/common-messages.ts):
 * `common.list` is "{head}, {tail}" and `common.and` is "{head} and {tail}", the items halved
 * (the first half in head, the rest in tail: { head: a, tail: { head: b, tail: c } } for
 * [a, b, c]), one item as it is and none as "". The expected values below are written from
 * those templates, not from a former version of the code: the edges are no item, one, two,
 * three, four, a number, an item that is itself a message, 200 items (issue 18: a skill with
 * 200 namesakes lists them all, in one pass) and 100,000 (issue 42: a chain one level per
 * item overflowed the stack of whoever walked it).
 */
import { describe, expect, it } from 'vitest';
import { andList, listOf } from '../../../shared/i18n/common-messages';
import type { Message, MessageParam } from '../../../shared/i18n/message';
import { inEnglish } from '../../../shared/i18n/catalogue';

// The message `id` makes of head and tail, written out (shared/i18n/message.ts: an id and its
// params).
const joined = (id: 'common.list' | 'common.and', head: MessageParam, tail: MessageParam) =>
  ({ id, params: { head, tail } }) as unknown as Message;

describe('listOf and andList', () => {
  it('no item is "", one item is that item as it is', () => {
    expect(listOf([])).toBe('');
    expect(andList([])).toBe('');
    expect(listOf(['a'])).toBe('a');
    expect(andList([2])).toBe(2);
    const item = joined('common.and', 'x', 'y');
    expect(listOf([item])).toBe(item);
  });

  it('two items are one message, three nest from the right, four are two pairs', () => {
    expect(listOf(['a', 'b'])).toEqual(joined('common.list', 'a', 'b'));
    expect(andList(['a', 'b'])).toEqual(joined('common.and', 'a', 'b'));
    expect(listOf(['a', 2, 'c'])).toEqual(
      joined('common.list', 'a', joined('common.list', 2, 'c')),
    );
    expect(andList(['a', 2, 'c'])).toEqual(joined('common.and', 'a', joined('common.and', 2, 'c')));
    expect(listOf(['a', 'b', 'c', 'd'])).toEqual(
      joined('common.list', joined('common.list', 'a', 'b'), joined('common.list', 'c', 'd')),
    );
  });

  it('an item that is a message stays a message inside the list', () => {
    const inner = joined('common.and', 'x', 'y');
    expect(listOf([inner, 'z'])).toEqual(joined('common.list', inner, 'z'));
    expect(inEnglish(listOf([inner, 'z']))).toBe('x and y, z');
  });

  it('reads in English as the templates say: ", " and " and " between items', () => {
    expect(inEnglish(listOf(['a', 'b']))).toBe('a, b');
    expect(inEnglish(listOf(['a', 'b', 'c']))).toBe('a, b, c');
    expect(inEnglish(andList(['a', 'b']))).toBe('a and b');
    expect(inEnglish(andList(['a', 'b', 'c']))).toBe('a and b and c');
    expect(inEnglish(listOf(['a', 2, 'c']))).toBe('a, 2, c');
  });

  it('200 and 100,000 items: every one, in order, nested no deeper than their halvings', () => {
    const depth = (m: MessageParam): number =>
      typeof m === 'object' && 'params' in m
        ? 1 + Math.max(depth(m.params.head as MessageParam), depth(m.params.tail as MessageParam))
        : 0;
    for (const n of [200, 100_000]) {
      const items = Array.from({ length: n }, (_, i) => `skills/inner-${i}`);
      expect(depth(listOf(items))).toBe(Math.ceil(Math.log2(n)));
      expect(inEnglish(listOf(items))).toBe(items.join(', '));
      expect(inEnglish(andList(items))).toBe(items.join(' and '));
    }
  });
});
