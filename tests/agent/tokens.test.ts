/**
 * Token counts: exact for ordinary text, and long runs without spaces (a pasted base64 blob,
 * a line of "=====") counted in pieces, since BPE merging is quadratic in a word's length
 * (a megabyte of one character took minutes).
 */
import { describe, expect, it } from 'vitest';
import { countInRuns, countTokens, loadTokenizer } from '../../shared/agent/tokens';

describe('token counts', () => {
  it('ordinary text is counted whole', async () => {
    const text = 'Summarizes a CSV file. Use when the user shares one.\n'.repeat(100);
    const seen: string[] = [];
    countInRuns(text, (t) => {
      seen.push(t);
      return 0;
    });
    expect(seen).toEqual([text]);
    const count = await loadTokenizer();
    expect(await countTokens(text)).toBe(count(text));
  });

  it('runs of 1,000 characters or more without a space are counted in pieces', () => {
    const run = 'x'.repeat(2500);
    const seen: string[] = [];
    const total = countInRuns(`start ${run} end`, (t) => {
      seen.push(t);
      return t.length;
    });
    expect(seen).toEqual(['x'.repeat(1000), 'x'.repeat(1000), 'x'.repeat(500), 'start   end']);
    expect(total).toBe(2500 + 'start   end'.length);
  });

  it('a megabyte of one character gets a count in pieces (about an eighth of a token each)', async () => {
    const tokens = await countTokens('x'.repeat(2 ** 20));
    expect(tokens).toBeGreaterThan(2 ** 20 / 10);
    expect(tokens).toBeLessThan(2 ** 20 / 6);
  });
});
