import { describe, expect, it } from 'vitest';
import { blockFindings } from '../../../../shared/studio/markdown/block-findings';
import { parseBody } from '../../../../shared/studio/markdown/body-blocks';

// Lines counted from 0, as CommonMark's blocks fall (0.31.2: a blank line ends a paragraph).
const BODY = ['# Title', '', 'First paragraph,', 'two lines.', '', '', '- a', '- b', ''].join('\n');

describe('blockFindings', () => {
  const { blocks } = parseBody(BODY);

  it('puts a finding beside the block holding its line', () => {
    expect(blocks).toHaveLength(3);
    expect([...blockFindings(BODY, blocks, [0, 3, 7])]).toEqual([
      [0, [0]],
      [1, [1]],
      [2, [2]],
    ]);
  });

  it('puts one on a blank line beside the next block, and one past the end beside the last', () => {
    expect([...blockFindings(BODY, blocks, [1, 5, 8, 40])]).toEqual([
      [1, [0]],
      [2, [1, 2, 3]],
    ]);
  });

  it('has nowhere to put findings in a body with no blocks', () => {
    expect(blockFindings('', [], [0]).size).toBe(0);
  });

  it('follows CRLF bodies line for line', () => {
    const crlf = BODY.replaceAll('\n', '\r\n');
    expect([...blockFindings(crlf, parseBody(crlf).blocks, [3, 6])]).toEqual([
      [1, [0]],
      [2, [1]],
    ]);
  });
});
