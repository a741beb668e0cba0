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

  it('diffs Chinese by character, joined without spaces, and mixed text by word', () => {
    const parts = wordDiff('处理报销单。用于报销。', '处理发票和报销单。用于 expenses 报销。');
    expect(wordDiffText(parts)).toBe('处理{+发票和+}报销单。用于 {+expenses+} 报销。');
    expect(parts[1]).toEqual({ kind: 'added', text: '发票和', joined: true });
    // Latin words keep their one space, and no part of theirs is marked joined.
    expect(wordDiff('a b', 'a c b').some((p) => p.joined)).toBe(false);
  });
});
