/**
 * Where things stand in a Markdown file, as far as the review needs: which lines are inside a
 * fenced code block, each line's prose with its code spans blanked out (same columns), and the
 * places the rendered preview never shows (HTML comments, hidden elements, link reference
 * definitions) or shows only on hover (link titles). Hand-rolled on CommonMark 0.31.2's fence
 * and code-span rules (§4.5, §6.1) because the review needs line and column of the source,
 * which a renderer (markdown-it) keeps only per block, and must stay linear on hostile input.
 */

/** One line of a Markdown file. */
export interface MarkdownLine {
  /** 1-based line number. */
  line: number;
  text: string;
  /** Inside a fenced code block (the fence lines themselves count as inside). */
  inFence: boolean;
  /** The line with inline code spans replaced by spaces ("" inside a fence). */
  prose: string;
}

/** Splits `text` into lines and marks fences and code spans. */
export function markdownLines(text: string): MarkdownLine[] {
  const out: MarkdownLine[] = [];
  let fence: { char: string; size: number } | undefined;
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const opener = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    const run: string = opener ? String(opener[1]) : '';
    const info: string = opener ? String(opener[2]) : '';
    if (fence) {
      const closes = run.startsWith(fence.char) && run.length >= fence.size && info.trim() === '';
      out.push({ line: i + 1, text: line, inFence: true, prose: '' });
      if (closes) fence = undefined;
      continue;
    }
    // A backtick fence's info string may not hold a backtick (§4.5).
    if (run !== '' && !(run.startsWith('`') && info.includes('`'))) {
      fence = { char: run.charAt(0), size: run.length };
      out.push({ line: i + 1, text: line, inFence: true, prose: '' });
      continue;
    }
    out.push({ line: i + 1, text: line, inFence: false, prose: blankCodeSpans(line) });
  }
  return out;
}

/** The code spans of a line: a backtick run closed by one of the same length (§6.1). */
export function codeSpans(line: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  if (!line.includes('`')) return out;
  const runs = [...line.matchAll(/`+/g)].map((m) => ({ start: m.index, size: m[0].length }));
  // Runs of each length in order, and how far each length has been consumed: linear in the
  // line however many unclosed runs it holds.
  const bySize = new Map<number, number[]>();
  runs.forEach((run, i) => {
    const list = bySize.get(run.size);
    if (list) list.push(i);
    else bySize.set(run.size, [i]);
  });
  const next = new Map<number, number>();
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i];
    if (!open) continue;
    const same = bySize.get(open.size) ?? [];
    let k = next.get(open.size) ?? 0;
    while (k < same.length && (same[k] ?? 0) <= i) k++;
    next.set(open.size, k);
    const closeAt = same[k];
    const close = closeAt === undefined ? undefined : runs[closeAt];
    if (closeAt === undefined || !close) continue;
    out.push({
      text: line.slice(open.start + open.size, close.start),
      start: open.start,
      end: close.start + close.size,
    });
    next.set(open.size, k + 1);
    i = closeAt;
  }
  return out;
}

/** `line` with each code span blanked (spaces of the same length, so columns stay). */
export function blankCodeSpans(line: string): string {
  let out = '';
  let at = 0;
  for (const span of codeSpans(line)) {
    out += line.slice(at, span.start) + ' '.repeat(span.end - span.start);
    at = span.end;
  }
  return out + line.slice(at);
}

/** A piece of the file the preview hides (or shows only on hover), with where it starts. */
export interface HiddenText {
  kind: 'comment' | 'markup' | 'reference' | 'link-title';
  text: string;
  /** Offset in the file of the hidden text's start. */
  offset: number;
}

// Each pattern is bounded per match, and contents are found with indexOf from a closer that is
// remembered, so a file of unclosed openers stays linear.
const HIDDEN_OPENER =
  /<([a-zA-Z][a-zA-Z0-9]{0,20})\b[^>]{0,500}?\b(?:hidden\b|aria-hidden\s*=\s*["']?true|style\s*=\s*["'][^"']{0,300}?(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0(?![.\d])))[^>]{0,500}>/g;
const REFERENCE =
  /^ {0,3}\[[^\]\n]{1,999}\]:[ \t]*\S+[ \t]+(?:"([^"\n]*)"|'([^'\n]*)'|\(([^)\n]*)\))[ \t]*$/gm;
const INLINE_TITLE =
  /\]\([ \t]*<?[^\s)>]{0,2000}>?[ \t]+(?:"([^"\n]*)"|'([^'\n]*)'|\(([^)\n]*)\))[ \t]*\)/g;
const ANCHOR_TITLE = /<a\b[^>]{0,500}?\btitle\s*=\s*(?:"([^"]{0,2000})"|'([^']{0,2000})')/gi;

/**
 * Everything in `text` the rendered preview hides or shows only on hover, outside fenced code
 * (`fenced` says whether an offset is inside one).
 */
export function hiddenTexts(text: string, fenced: (offset: number) => boolean): HiddenText[] {
  const out: HiddenText[] = [];
  const add = (kind: HiddenText['kind'], at: number, body: string | undefined) => {
    if (body === undefined || body.trim() === '' || fenced(at)) return;
    out.push({ kind, text: body, offset: at });
  };
  for (let open = text.indexOf('<!--'); open >= 0;) {
    const close = text.indexOf('-->', open + 4);
    if (close < 0) break;
    add('comment', open + 4, text.slice(open + 4, close));
    open = text.indexOf('<!--', close + 3);
  }
  const closers = new Map<string, number>();
  for (const m of text.matchAll(HIDDEN_OPENER)) {
    const tag = (m[1] ?? '').toLowerCase();
    const from = m.index + m[0].length;
    let close = closers.get(tag);
    if (close === undefined || (close >= 0 && close < from)) {
      const closer = new RegExp(`</${tag}`, 'gi');
      closer.lastIndex = from;
      close = closer.exec(text)?.index ?? -1;
      closers.set(tag, close);
    }
    add('markup', from, text.slice(from, close < 0 ? from + 2000 : close));
  }
  const group = (m: RegExpExecArray, ...at: number[]) => {
    const i = at.find((g) => m[g] !== undefined);
    return i === undefined
      ? undefined
      : { body: m[i] ?? '', at: m.index + m[0].lastIndexOf(m[i] ?? '') };
  };
  for (const m of text.matchAll(REFERENCE)) {
    const g = group(m, 1, 2, 3);
    if (g) add('reference', g.at, g.body);
  }
  for (const m of text.matchAll(INLINE_TITLE)) {
    const g = group(m, 1, 2, 3);
    if (g) add('link-title', g.at, g.body);
  }
  for (const m of text.matchAll(ANCHOR_TITLE)) {
    const g = group(m, 1, 2);
    if (g) add('link-title', g.at, g.body);
  }
  return out;
}
