/**
 * Messages every domain uses: a list of values ("a, b, c" in English, "a、b、c" in Chinese) and
 * one joined by "and", so a list inside a sentence follows the sentence's language.
 */
import { messageMaker, type MessageParam } from './message';

/** The English of the shared messages. */
export const COMMON_MESSAGES = {
  'common.list': '{head}, {tail}',
  'common.and': '{head} and {tail}',
} as const;

const commonMessage = messageMaker(COMMON_MESSAGES);

/** `items` as one list value (a single item as it is; none as ""). */
export function listOf(items: readonly MessageParam[]): MessageParam {
  return nested('common.list', items);
}

/** `items` joined by "and" ("a and b and c"; one item as it is; none as ""). */
export function andList(items: readonly MessageParam[]): MessageParam {
  return nested('common.and', items);
}

// A balanced tree, { head: [a, b], tail: [c, d] }: joining is associative ("{head}, {tail}" in
// every language), so it reads as the flat list, and whoever walks it (English, the page's
// translation, the contract's schema) goes log2(n) levels deep, not one per item: a
// frontmatter with 2,000 unexpected keys overflowed the stack as a chain.
function nested(id: 'common.list' | 'common.and', items: readonly MessageParam[]): MessageParam {
  const join = (from: number, to: number): MessageParam => {
    if (to - from === 1) return items[from] ?? '';
    const middle = (from + to) >>> 1;
    return commonMessage(id, { head: join(from, middle), tail: join(middle, to) });
  };
  return items.length === 0 ? '' : join(0, items.length);
}

/** Which shared message. */
export type CommonMessageId = keyof typeof COMMON_MESSAGES;
