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
  const [head, ...tail] = items;
  if (head === undefined) return '';
  return tail.length === 0 ? head : commonMessage('common.list', { head, tail: listOf(tail) });
}

/** `items` joined by "and" ("a and b and c"; one item as it is; none as ""). */
export function andList(items: readonly MessageParam[]): MessageParam {
  const [head, ...tail] = items;
  if (head === undefined) return '';
  return tail.length === 0 ? head : commonMessage('common.and', { head, tail: andList(tail) });
}

/** Which shared message. */
export type CommonMessageId = keyof typeof COMMON_MESSAGES;
