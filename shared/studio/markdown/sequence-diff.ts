/**
 * The longest common subsequence of two sequences as a list of steps (keep, delete, insert):
 * what the splice uses to tell which blocks, and which lines of a changed block, the user kept.
 * Quadratic, on blocks or on one block's lines: a few hundred at most.
 */

/** One step from `a` to `b`. */
export type Step =
  { op: 'keep'; a: number; b: number } | { op: 'delete'; a: number } | { op: 'insert'; b: number };

/** The steps turning `a` into `b`, keeping as many equal items as possible. */
export function diffSequences<T>(
  a: readonly T[],
  b: readonly T[],
  equal: (x: T, y: T) => boolean,
): Step[] {
  const same = (i: number, j: number) => equal(a[i] as T, b[j] as T);
  // Equal heads and tails are kept without the table (the common case: one block changed).
  let head = 0;
  while (head < a.length && head < b.length && same(head, head)) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    same(a.length - 1 - tail, b.length - 1 - tail)
  )
    tail += 1;
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  // table[i * (m + 1) + j]: the longest common run of a[head+i..] and b[head+j..].
  const table = new Int32Array((n + 1) * (m + 1));
  const cell = (i: number, j: number) => table[i * (m + 1) + j] ?? 0;
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1)
      table[i * (m + 1) + j] = same(head + i, head + j)
        ? cell(i + 1, j + 1) + 1
        : Math.max(cell(i + 1, j), cell(i, j + 1));
  const steps: Step[] = [];
  for (let k = 0; k < head; k += 1) steps.push({ op: 'keep', a: k, b: k });
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && same(head + i, head + j)) {
      steps.push({ op: 'keep', a: head + i, b: head + j });
      i += 1;
      j += 1;
    } else if (j < m && (i === n || cell(i, j + 1) >= cell(i + 1, j))) {
      steps.push({ op: 'insert', b: head + j });
      j += 1;
    } else {
      steps.push({ op: 'delete', a: head + i });
      i += 1;
    }
  }
  for (let k = 0; k < tail; k += 1) steps.push({ op: 'keep', a: head + n + k, b: head + m + k });
  return steps;
}
