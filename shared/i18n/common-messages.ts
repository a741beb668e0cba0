/**
 * Messages every domain uses: a list of values ("a, b, c" in English, "a、b、c" in Chinese), so a
 * list inside a sentence follows the sentence's language.
 */
import { messageMaker, type MessageParam } from './message';

/** The English of the shared messages. */
export const COMMON_MESSAGES = {
  'common.list': '{head}, {tail}',
} as const;

const commonMessage = messageMaker(COMMON_MESSAGES);

/** `items` as one list value (a single item as it is; none as ""). */
export function listOf(items: readonly MessageParam[]): MessageParam {
  const [head, ...tail] = items;
  if (head === undefined) return '';
  return tail.length === 0 ? head : commonMessage('common.list', { head, tail: listOf(tail) });
}

/** Which shared message. */
export type CommonMessageId = keyof typeof COMMON_MESSAGES;
