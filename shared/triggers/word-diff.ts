/**
 * A word diff of two descriptions, to show what a candidate changed. Hand-rolled: the studio
 * has no diff library among its dependencies (the editor's diff is Monaco's, in the UI only),
 * and descriptions are at most a few hundred words, so the textbook longest common
 * subsequence over words (quadratic) is enough. Chinese, Japanese and Korean are not written
 * with spaces: each of their characters is a word of its own, joined to its neighbours without
 * one, so a Chinese description diffs by character rather than as one changed run.
 */

/** A run of words the two texts share, or that only the old or the new one has. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
  /** Follows the part before with no space between (a CJK character's neighbour). */
  joined?: true;
}

const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const TOKEN = new RegExp(`${CJK.source}|[^\\s${CJK.source.slice(1, -1)}]+`, 'gu');

/** The words of `s`, each with whether it follows the one before without a space. */
function words(s: string): { word: string; joined: boolean }[] {
  const out: { word: string; joined: boolean }[] = [];
  let end = -1;
  for (const m of s.matchAll(TOKEN)) {
    const touching = m.index === end;
    const prev = out[out.length - 1];
    out.push({
      word: m[0],
      joined: prev !== undefined && touching && (CJK.test(m[0]) || CJK.test(prev.word)),
    });
    end = m.index + m[0].length;
  }
  return out;
}

/** The parts turning `before` into `after`, word by word (white space shown as single spaces). */
export function wordDiff(before: string, after: string): DiffPart[] {
  const ta = words(before);
  const tb = words(after);
  const a = ta.map((t) => t.word);
  const b = tb.map((t) => t.word);
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
  const push = (kind: DiffPart['kind'], token: { word: string; joined: boolean } | undefined) => {
    if (!token) return;
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += `${token.joined ? '' : ' '}${token.word}`;
    else parts.push({ kind, text: token.word, ...(token.joined && { joined: true as const }) });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', tb[j++]);
      i++;
    } else if (i < a.length && (j >= b.length || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0)))
      push('removed', ta[i++]);
    else push('added', tb[j++]);
  }
  return parts;
}

/** The diff as one line: `[-removed-]` and `{+added+}`, as `git diff --word-diff` writes them. */
export function wordDiffText(parts: readonly DiffPart[]): string {
  return parts
    .map(
      (p, i) =>
        (i > 0 && !p.joined ? ' ' : '') +
        (p.kind === 'same' ? p.text : p.kind === 'removed' ? `[-${p.text}-]` : `{+${p.text}+}`),
    )
    .join('');
}
