/**
 * The search pre-index's n-gram filter (ngram-filter.ts): it never says "no" to a word a text
 * holds (any substring, in any script, after lower-casing that changes lengths), and says "no"
 * to most words it does not hold.
 */
import { describe, expect, it } from 'vitest';
import { buildFilter, mayHold, wordHashes } from '../../shared/node/service/search/ngram-filter';
import { rng } from '../tools/mulberry32.mjs';

describe('the n-gram filter', () => {
  it('never rules out a word the text holds, and rules out most it does not', () => {
    const random = rng(20261201);
    const alphabet = 'abcdefghij klmnop.-/_İıßΣσ数据文件报告\n'.split('');
    let absentKept = 0;
    let absentTried = 0;
    for (let t = 0; t < 60; t++) {
      const length = Math.floor(random() * 3000);
      const text = Array.from(
        { length },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      const lower = text.toLowerCase();
      const bits = buildFilter(lower);
      for (let i = 0; i < 200 && lower.length > 0; i++) {
        const at = Math.floor(random() * lower.length);
        const word = lower.slice(at, at + 1 + Math.floor(random() * 8));
        expect(mayHold(bits, wordHashes(word)), JSON.stringify(word)).toBe(true);
        const other = `${word}qzx${word}`;
        if (!lower.includes(other)) {
          absentTried++;
          if (mayHold(bits, wordHashes(other))) absentKept++;
        }
      }
    }
    expect(absentKept / absentTried).toBeLessThan(0.05);
  });
});
