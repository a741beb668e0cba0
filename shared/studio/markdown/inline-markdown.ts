/**
 * The Markdown of a block's inline content (text with marks, hard breaks). Marks open in one
 * fixed order (link, bold, italic, strike, code), so ProseMirror's order of a text's marks
 * never changes the output; spaces at a mark's edge go outside it, as CommonMark's flanking
 * rules require (spec 0.31.2, section 6.2).
 */
import { attrText, type DocMark, type DocNode } from './doc-node';
import type { MarkdownStyle } from './markdown-style';
import { itemAt } from './item-at';

const RANK = ['link', 'bold', 'italic', 'strike', 'code'];

const rank = (mark: DocMark) => {
  const at = RANK.indexOf(mark.type);
  return at === -1 ? RANK.length : at;
};

const sameMark = (a: DocMark, b: DocMark) =>
  a.type === b.type &&
  attrText(a, 'href') === attrText(b, 'href') &&
  attrText(a, 'title') === attrText(b, 'title');

/** Escapes what Markdown would read as syntax inside running text. */
export function escapeText(text: string): string {
  return text
    .replace(/[\\`*[\]<~]/g, '\\$&')
    .replace(/(^|[^\p{L}\p{N}])_|_(?=$|[^\p{L}\p{N}])/gu, (m) => m.replace('_', '\\_'))
    .replace(/&(?=#?\w+;)/g, '\\&');
}

/** Escapes what would start a block (a heading, quote, list, setext underline) at a line's start. */
export function escapeLineStarts(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^(\s*)([#>+=-])/, '$1\\$2').replace(/^(\s*\d+)([.)])/, '$1\\$2'))
    .join('\n');
}

function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || /^ .*[^ ].* $/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function linkEnd(mark: DocMark): string {
  const href = attrText(mark, 'href') ?? '';
  const title = attrText(mark, 'title');
  const dest = /[\s()<>]/.test(href) || href === '' ? `<${href.replace(/[<>]/g, '\\$&')}>` : href;
  return `](${dest}${title === undefined ? '' : ` "${title.replace(/["\\]/g, '\\$&')}"`})`;
}

function markDelimiter(mark: DocMark, style: MarkdownStyle): string {
  if (mark.type === 'bold') return style.strong;
  if (mark.type === 'italic') return style.em;
  if (mark.type === 'strike') return '~~';
  return '';
}

interface Open {
  mark: DocMark;
  delimiter: string;
  /** Where the opening delimiter is in the output (to change `_` for `*` once the closing side is known). */
  at: number;
}

const WORD = /[\p{L}\p{N}]/u;

/** The Markdown of inline nodes; `\n` in text stays a line break (a soft break). */
export function inlineMarkdown(nodes: readonly DocNode[], style: MarkdownStyle): string {
  let out = '';
  const open: Open[] = [];
  // `_` and `__` cannot open or close inside a word (CommonMark 0.31.2, rules 2, 4, 6 and 8 of
  // section 6.2): next to a letter the mark is written with `*` instead.
  const close = (count: number, next: string) => {
    const trailing = /\s*$/.exec(out)?.[0] ?? '';
    out = out.slice(0, out.length - trailing.length);
    for (const entry of open.splice(open.length - count).reverse()) {
      let delimiter = entry.delimiter;
      if (delimiter.startsWith('_') && trailing === '' && WORD.test(next)) {
        delimiter = delimiter.replace(/_/g, '*');
        out = out.slice(0, entry.at) + delimiter + out.slice(entry.at + delimiter.length);
      }
      out += entry.mark.type === 'link' ? linkEnd(entry.mark) : delimiter;
    }
    out += trailing;
  };
  for (const node of nodes) {
    const marks = [...(node.marks ?? [])].sort((a, b) => rank(a) - rank(b));
    const code = marks.find((m) => m.type === 'code');
    const outer = marks.filter((m) => m.type !== 'code');
    const text = node.type === 'hardBreak' ? '\\\n' : (node.text ?? '');
    let keep = 0;
    while (
      keep < open.length &&
      keep < outer.length &&
      sameMark(itemAt(open, keep).mark, itemAt(outer, keep))
    )
      keep += 1;
    if (keep < open.length) close(open.length - keep, code ? '`' : text.charAt(0));
    const lead = code || node.type === 'hardBreak' ? '' : (/^\s*/.exec(text)?.[0] ?? '');
    out += keep < outer.length ? lead : '';
    for (const mark of outer.slice(keep)) {
      let delimiter = mark.type === 'link' ? '[' : markDelimiter(mark, style);
      if (delimiter.startsWith('_') && WORD.test(out.slice(-1)))
        delimiter = delimiter.replace(/_/g, '*');
      open.push({ mark, delimiter, at: out.length });
      out += delimiter;
    }
    const body = keep < outer.length ? text.slice(lead.length) : text;
    out += code ? codeSpan(body) : node.type === 'hardBreak' ? body : escapeText(body);
  }
  close(open.length, '');
  return escapeLineStarts(out);
}
