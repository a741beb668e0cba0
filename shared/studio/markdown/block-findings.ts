/**
 * Which top-level block of a body each finding belongs to, for the visual editor's margin: a
 * finding stands beside the block whose lines hold its line, or, on a blank line between
 * blocks, beside the block after it (the last block at the end). Lines are the body's own,
 * counted from 0 as markdown-it counts them.
 */
import type { BodyBlock } from './body-blocks';
import { splitLines } from './body-blocks';

/** The index of each block (by `blocks` order) with the indexes of the findings beside it. */
export function blockFindings(
  body: string,
  blocks: readonly Pick<BodyBlock, 'start' | 'end'>[],
  lines: readonly number[],
): Map<number, number[]> {
  const out = new Map<number, number[]>();
  if (blocks.length === 0) return out;
  const starts = splitLines(body).map((l) => l.start);
  // The block's last line: the line holding its end.
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const lastLines = blocks.map((b) => lineOf(b.end));
  lines.forEach((line, finding) => {
    if (line < 0) return;
    const at = lastLines.findIndex((last) => line <= last);
    const block = at === -1 ? blocks.length - 1 : at;
    out.set(block, [...(out.get(block) ?? []), finding]);
  });
  return out;
}
