/**
 * listOf and andList, built from the end in one pass (issue 18: a skill with 200 namesakes
 * lists them all, and the recursion copied what was left of the list at each step), give the
 * very values the former recursion gave: it is kept here, verbatim from
 * shared/i18n/common-messages.ts at commit 8c5e3eb (lines 16-27), as the reference.
 */
import { describe, expect, it } from 'vitest';
import { andList, listOf } from '../../../shared/i18n/common-messages';
import { messageMaker, type MessageParam } from '../../../shared/i18n/message';
import { inEnglish } from '../../../shared/i18n/catalogue';

const commonMessage = messageMaker({
  'common.list': '{head}, {tail}',
  'common.and': '{head} and {tail}',
} as const);

// The former functions (8c5e3eb, shared/i18n/common-messages.ts lines 16-27).
function formerListOf(items: readonly MessageParam[]): MessageParam {
  const [head, ...tail] = items;
  if (head === undefined) return '';
  return tail.length === 0
    ? head
    : commonMessage('common.list', { head, tail: formerListOf(tail) });
}
function formerAndList(items: readonly MessageParam[]): MessageParam {
  const [head, ...tail] = items;
  if (head === undefined) return '';
  return tail.length === 0
    ? head
    : commonMessage('common.and', { head, tail: formerAndList(tail) });
}

const lists: MessageParam[][] = [
  [],
  ['a'],
  ['a', 'b'],
  ['a', 2, 'c'],
  [commonMessage('common.and', { head: 'x', tail: 'y' }), 'z'],
  Array.from({ length: 200 }, (_, i) => `skills/inner-${i}`),
];

describe('listOf and andList', () => {
  it.each(lists.map((l) => [l.length, l] as const))('%i items: the former value', (_, items) => {
    expect(listOf(items)).toEqual(formerListOf(items));
    expect(andList(items)).toEqual(formerAndList(items));
  });

  it('read in English as before', () => {
    expect(inEnglish(listOf(['a', 'b', 'c']))).toBe('a, b, c');
    expect(inEnglish(andList(['a', 'b', 'c']))).toBe('a and b and c');
  });
});
