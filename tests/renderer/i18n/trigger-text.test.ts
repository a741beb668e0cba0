/**
 * A trigger-queries file's refusal reaches the Chinese UI whole: the sentence, the nested
 * problem and what was found, each from the Chinese table (renderer/src/i18n/trigger-text.ts),
 * the file, line and column as values.
 */
import { describe, expect, it } from 'vitest';
import { parseTriggerQueries } from '../../../shared/triggers/queries';
import { messageText } from '../../../renderer/src/i18n/message-text';

function chinese(text: string): string {
  const read = parseTriggerQueries(text, 'evals/trigger-queries.json');
  if (read.ok) throw new Error('read');
  return messageText(read.error.message, 'zh');
}

describe('trigger-query refusals in Chinese', () => {
  it('say where the JSON breaks and what was found, nested messages too', () => {
    expect(chinese('[\n  {"query": "a" "should_trigger": true}\n]')).toBe(
      'evals/trigger-queries.json，第 2 行，第 17 列：这不是有效的 JSON：值之后应当是逗号或右花括号，但遇到的是“"”。',
    );
    expect(chinese('[{"query": "a"')).toBe(
      'evals/trigger-queries.json，第 1 行，第 15 列：这不是有效的 JSON：值之后应当是逗号或右花括号，但遇到的是文件结尾。',
    );
  });

  it('name the item and what it holds instead', () => {
    expect(chinese('[{"query": "a", "should_trigger": "yes"}]')).toBe(
      'evals/trigger-queries.json，第 1 行，第 35 列：第 1 项的 "should_trigger" 应当是 true 或 false（不带引号），但它是文本“yes”。',
    );
  });
});
