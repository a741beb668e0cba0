/**
 * The Markdown of one top-level block of the editor's document: what a block the user added
 * or changed is written as (an unchanged block keeps its bytes: splice.ts). The forms are
 * CommonMark's and GFM's plainest: ATX headings, fenced code, `| a | b |` tables.
 */
import { attrNumber, attrText, SOURCE_BLOCK, type DocNode } from './doc-node';
import { inlineMarkdown } from './inline-markdown';
import { DEFAULT_STYLE, type MarkdownStyle } from './markdown-style';

/** The block's Markdown (lines joined by `\n`, no final newline); '' for an empty paragraph. */
export function blockMarkdown(node: DocNode, style: MarkdownStyle = DEFAULT_STYLE): string {
  return blockLines(node, style).join('\n');
}

const indent = (lines: string[], first: string, rest: string) =>
  lines.map((line, i) => (i === 0 ? first : line === '' ? '' : rest) + line);

function childBlocks(nodes: readonly DocNode[], style: MarkdownStyle): string[] {
  const out: string[] = [];
  nodes.forEach((node, i) => {
    const lines = blockLines(node, style);
    if (lines.length === 0) return;
    // A list right after its item's first paragraph stays tight; other blocks get a blank line.
    if (i > 0 && out.length > 0) {
      const list = /List$/.test(node.type);
      if (!list) out.push('');
    }
    out.push(...lines);
  });
  return out;
}

function blockLines(node: DocNode, style: MarkdownStyle): string[] {
  const content = node.content ?? [];
  switch (node.type) {
    case 'paragraph': {
      const text = inlineMarkdown(content, style);
      return text === '' ? [] : text.split('\n');
    }
    case 'heading': {
      const level = Math.min(6, Math.max(1, attrNumber(node, 'level') ?? 1));
      const text = inlineMarkdown(content, style).replace(/\n/g, ' ');
      return [`${'#'.repeat(level)}${text === '' ? '' : ` ${text}`}`];
    }
    case 'blockquote':
      return childBlocks(content, style).map((line) => (line === '' ? '>' : `> ${line}`));
    case 'bulletList':
    case 'taskList':
      return content.flatMap((item) => {
        const task =
          item.type === 'taskItem' ? (item.attrs?.['checked'] === true ? '[x] ' : '[ ] ') : '';
        const marker = `${style.bullet} `;
        const lines = childBlocks(item.content ?? [], style);
        return indent(lines.length > 0 ? lines : [''], marker + task, ' '.repeat(marker.length));
      });
    case 'orderedList': {
      const start = attrNumber(node, 'start') ?? 1;
      return content.flatMap((item, i) => {
        const marker = `${start + i}${style.ordered} `;
        const lines = childBlocks(item.content ?? [], style);
        return indent(lines.length > 0 ? lines : [''], marker, ' '.repeat(marker.length));
      });
    }
    case 'codeBlock': {
      const text = content.map((n) => n.text ?? '').join('');
      const char = style.fence[0] ?? '`';
      const longest = Math.max(
        0,
        ...(text.match(char === '`' ? /^ {0,3}`+/gm : /^ {0,3}~+/gm) ?? []).map(
          (r) => r.trim().length,
        ),
      );
      const fence = char.repeat(Math.max(3, longest + 1));
      const language = attrText(node, 'language') ?? '';
      return [`${fence}${language}`, ...(text === '' ? [] : text.split('\n')), fence];
    }
    case 'horizontalRule':
      return [style.rule];
    case 'table':
      return tableLines(content, style);
    case SOURCE_BLOCK:
      return (attrText(node, 'source') ?? '').split('\n');
    default:
      return inlineMarkdown(content, style).split('\n');
  }
}

function cellText(cell: DocNode, style: MarkdownStyle): string {
  const inline = (cell.content ?? []).flatMap((p) => p.content ?? []);
  return inlineMarkdown(inline, style).replace(/\n/g, ' ').replace(/\|/g, '\\|').trim();
}

function tableLines(rows: readonly DocNode[], style: MarkdownStyle): string[] {
  const first = rows[0]?.content ?? [];
  const columns = Math.max(1, ...rows.map((r) => r.content?.length ?? 0));
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const cellsOf = (r: DocNode) =>
    Array.from({ length: columns }, (_, i) => {
      const cell = r.content?.[i];
      return cell ? cellText(cell, style) : '';
    });
  const delimiter = Array.from({ length: columns }, (_, i) => {
    const align = first[i] ? attrText(first[i], 'align') : undefined;
    return align === 'left'
      ? ':---'
      : align === 'center'
        ? ':---:'
        : align === 'right'
          ? '---:'
          : '---';
  });
  const [head, ...body] = rows;
  return [row(head ? cellsOf(head) : ['']), row(delimiter), ...body.map((r) => row(cellsOf(r)))];
}
