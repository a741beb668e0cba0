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

// { head: a, tail: { head: b, tail: c } } for [a, b, c], built from the end: a list of the 200
// skills sharing a name is one pass, not 200 copies of what is left of it.
function nested(id: 'common.list' | 'common.and', items: readonly MessageParam[]): MessageParam {
  let out = items[items.length - 1];
  if (out === undefined) return '';
  for (let i = items.length - 2; i >= 0; i--)
    out = commonMessage(id, { head: items[i] ?? '', tail: out });
  return out;
}

/** Which shared message. */
export type CommonMessageId = keyof typeof COMMON_MESSAGES;
