/** The word diff shown beside each candidate: removed words before added ones, runs merged. */
import { describe, expect, it } from 'vitest';
import { wordDiff, wordDiffText } from '../../../shared/triggers/word-diff';

describe('wordDiff', () => {
  it('keeps shared words and marks the rest', () => {
    const parts = wordDiff(
      'File expense reports. Use for expenses.',
      'File expense claims and receipts. Use for expenses.',
    );
    expect(wordDiffText(parts)).toBe(
      'File expense [-reports.-] {+claims and receipts.+} Use for expenses.',
    );
    expect(wordDiff('', 'New words')).toEqual([{ kind: 'added', text: 'New words' }]);
    expect(wordDiff('Same  text', 'Same text')).toEqual([{ kind: 'same', text: 'Same text' }]);
  });
});
