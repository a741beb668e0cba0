/**
 * A word diff of two descriptions, to show what a candidate changed. Hand-rolled: the studio
 * has no diff library among its dependencies (the editor's diff is Monaco's, in the UI only),
 * and descriptions are at most a few hundred words, so the textbook longest common
 * subsequence over words (quadratic) is enough.
 */

/** A run of words the two texts share, or that only the old or the new one has. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

const words = (s: string) => s.split(/\s+/).filter((w) => w !== '');

/** The parts turning `before` into `after`, word by word (white space shown as single spaces). */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) {
      const row = lcs[i] as number[];
      row[j] =
        a[i] === b[j]
          ? (lcs[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], word: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += ` ${word}`;
    else parts.push({ kind, text: word });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i++] ?? '');
      j++;
    } else if (i < a.length && (j >= b.length || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0)))
      push('removed', a[i++] ?? '');
    else push('added', b[j++] ?? '');
  }
  return parts;
}

/** The diff as one line: `[-removed-]` and `{+added+}`, as `git diff --word-diff` writes them. */
export function wordDiffText(parts: readonly DiffPart[]): string {
  return parts
    .map((p) =>
      p.kind === 'same' ? p.text : p.kind === 'removed' ? `[-${p.text}-]` : `{+${p.text}+}`,
    )
    .join(' ');
}
