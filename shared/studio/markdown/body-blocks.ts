/**
 * A Markdown body cut into its top-level blocks, each with its exact source bytes (markdown-it
 * gives each block's lines; a top-level block always spans whole lines). What lies between two
 * blocks (blank lines) is kept too, so writing every block back gives the body byte for byte.
 * A block the editor cannot represent, or whose Markdown would not read back as the same
 * document, is a source block; so are lines no token covers (link reference definitions).
 */
import type { Token } from 'markdown-it';
import { SOURCE_BLOCK, type DocNode } from './doc-node';
import { mdParser } from './md-parser';
import { DEFAULT_STYLE, styleOf, type MarkdownStyle } from './markdown-style';
import { blockToDoc } from './to-doc';
import { blockMarkdown } from './to-markdown';
import { itemAt } from './item-at';

/** One top-level block of a body. */
export interface BodyBlock {
  /** Offsets into the body: the block's first character and the end of its last line (before its line break). */
  start: number;
  end: number;
  /** The exact bytes, body.slice(start, end). */
  source: string;
  /** What the editor shows (a source block when it cannot represent the Markdown). */
  node: DocNode;
  /** Markers the block uses, for writing it again once changed. */
  style: MarkdownStyle;
}

/** A body and its blocks. */
export interface ParsedBody {
  text: string;
  blocks: BodyBlock[];
  /** The body's line break (`\r\n` when most lines use it), for new blocks. */
  eol: string;
  /** The file's most common markers, for new blocks. */
  style: MarkdownStyle;
}

const BLANK = /^[ \t]*$/;
// Footnotes (GFM's extension, which markdown-it reads as text): kept as they are written.
const FOOTNOTE = /\[\^[^\]\s]+\]/;

/** Cuts a Markdown body into blocks. */
export function parseBody(text: string): ParsedBody {
  const lines = splitLines(text);
  const tokens = mdParser.parse(text, {});
  const style = styleOf(tokens, 0, tokens.length, DEFAULT_STYLE);
  const ranges: { first: number; last: number; from: number; to: number }[] = [];
  for (let i = 0; i < tokens.length;) {
    const token = itemAt(tokens, i);
    const close = closingIndex(tokens, i);
    if (token.map)
      ranges.push({ first: token.map[0], last: token.map[1] - 1, from: i, to: close + 1 });
    i = close + 1;
  }
  const blocks: BodyBlock[] = [];
  const source = (first: number, last: number): BodyBlock => {
    const start = itemAt(lines, first).start;
    const end = itemAt(lines, last).contentEnd;
    const bytes = text.slice(start, end);
    return { start, end, source: bytes, node: sourceNode(bytes), style };
  };
  let line = 0;
  const uncovered = (upTo: number) => {
    // Lines no token took (reference definitions): runs of non-blank lines as source blocks.
    for (let l = line; l < upTo; l += 1) {
      if (BLANK.test(itemAt(lines, l).content)) continue;
      let e = l;
      while (e + 1 < upTo && !BLANK.test(itemAt(lines, e + 1).content)) e += 1;
      blocks.push(source(l, e));
      l = e;
    }
  };
  for (const range of ranges) {
    let last = Math.min(range.last, lines.length - 1);
    while (last > range.first && BLANK.test(itemAt(lines, last).content)) last -= 1;
    uncovered(range.first);
    const block = source(range.first, last);
    const node = blockToDoc(tokens, range.from, range.to);
    if (node && !FOOTNOTE.test(block.source) && readsBack(node))
      blocks.push({ ...block, node, style: styleOf(tokens, range.from, range.to, style) });
    else blocks.push(block);
    line = range.last + 1;
  }
  uncovered(lines.length);
  return { text, blocks, eol: dominantEol(text), style };
}

/** A source block's node. */
export function sourceNode(source: string): DocNode {
  return { type: SOURCE_BLOCK, attrs: { source } };
}

/** The document of a Markdown fragment (blocks joined), as the editor would hold it. */
export function fragmentDoc(markdown: string): DocNode[] {
  const tokens = mdParser.parse(markdown, {});
  const out: DocNode[] = [];
  for (let i = 0; i < tokens.length;) {
    const close = closingIndex(tokens, i);
    out.push(blockToDoc(tokens, i, close + 1) ?? sourceNode(''));
    i = close + 1;
  }
  return out;
}

// The block's Markdown read again must give the same Markdown: otherwise writing it after an
// edit would change what it says, and the editor keeps it as source instead.
function readsBack(node: DocNode): boolean {
  const written = blockMarkdown(node);
  const again = fragmentDoc(written);
  return again.length === 1 && blockMarkdown(itemAt(again, 0)) === written;
}

function closingIndex(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i += 1) {
    depth += itemAt(tokens, i).nesting;
    if (depth <= 0) return i;
  }
  return tokens.length - 1;
}

interface Line {
  start: number;
  contentEnd: number;
  content: string;
}

/** Lines as markdown-it counts them: `\r\n`, `\r` and `\n` each end one. */
export function splitLines(text: string): Line[] {
  const out: Line[] = [];
  const re = /\r\n|\r|\n/g;
  let start = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ start, contentEnd: m.index, content: text.slice(start, m.index) });
    start = m.index + m[0].length;
  }
  out.push({ start, contentEnd: text.length, content: text.slice(start) });
  return out;
}

function dominantEol(text: string): string {
  const crlf = text.match(/\r\n/g)?.length ?? 0;
  const lf = (text.match(/\n/g)?.length ?? 0) - crlf;
  return crlf > lf ? '\r\n' : '\n';
}
