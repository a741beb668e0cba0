/**
 * markdown-it's tokens of one top-level block into the editor's document node. Anything the
 * editor has no node for (raw HTML, images, footnotes, a list item that does not start with
 * text, a list mixing tasks and plain items) makes the whole block unrepresentable: the
 * caller keeps it as a source block.
 */
import type { Token } from 'markdown-it';
import type { DocMark, DocNode } from './doc-node';

class Unrepresentable extends Error {}

/** The node for tokens[from, to) (one top-level block), or undefined when it cannot be edited visually. */
export function blockToDoc(
  tokens: readonly Token[],
  from: number,
  to: number,
): DocNode | undefined {
  try {
    const reader = new Reader(tokens, to);
    reader.at = from;
    const node = reader.block();
    if (reader.at !== to) return undefined;
    return node;
  } catch (error) {
    if (error instanceof Unrepresentable) return undefined;
    throw error;
  }
}

const TASK = /^\[([ xX])\] /;

class Reader {
  at = 0;
  constructor(
    private readonly tokens: readonly Token[],
    private readonly end: number,
  ) {}

  private next(): Token {
    const token = this.at < this.end ? this.tokens[this.at] : undefined;
    if (!token) throw new Unrepresentable();
    this.at += 1;
    return token;
  }

  private peek(): Token | undefined {
    return this.at < this.end ? this.tokens[this.at] : undefined;
  }

  /** Blocks until the closing token of type `close`. */
  private blocksUntil(close: string): DocNode[] {
    const out: DocNode[] = [];
    while (this.peek()?.type !== close) out.push(this.block());
    this.next();
    return out;
  }

  block(): DocNode {
    const token = this.next();
    switch (token.type) {
      case 'paragraph_open': {
        const content = this.inline();
        this.next();
        return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
      }
      case 'heading_open': {
        const content = this.inline();
        this.next();
        const level = Number(token.tag.slice(1));
        return { type: 'heading', attrs: { level }, ...(content.length > 0 && { content }) };
      }
      case 'blockquote_open': {
        const content = this.blocksUntil('blockquote_close');
        if (content.length === 0) throw new Unrepresentable();
        return { type: 'blockquote', content };
      }
      case 'bullet_list_open':
        return this.list('bulletList', 'bullet_list_close', {});
      case 'ordered_list_open': {
        const start = Number(token.attrGet('start') ?? '1');
        return this.list('orderedList', 'ordered_list_close', { start });
      }
      case 'fence':
      case 'code_block': {
        const text = token.content.replace(/\n$/, '');
        const language = token.type === 'fence' ? token.info.trim().split(/\s+/)[0] : '';
        if (token.type === 'fence' && token.info.trim() !== language) throw new Unrepresentable();
        return {
          type: 'codeBlock',
          attrs: { language: language === '' ? null : language },
          ...(text !== '' && { content: [{ type: 'text', text }] }),
        };
      }
      case 'hr':
        return { type: 'horizontalRule' };
      case 'table_open':
        return this.table();
      default:
        throw new Unrepresentable();
    }
  }

  private list(type: string, close: string, attrs: Record<string, unknown>): DocNode {
    const items: DocNode[] = [];
    let tasks = 0;
    while (this.peek()?.type !== close) {
      const open = this.next();
      if (open.type !== 'list_item_open') throw new Unrepresentable();
      const content = this.blocksUntil('list_item_close');
      const first = content[0];
      if (first?.type !== 'paragraph') throw new Unrepresentable();
      const lead = first.content?.[0];
      const task = lead?.type === 'text' && !lead.marks ? TASK.exec(lead.text ?? '') : null;
      if (task && type === 'bulletList' && lead) {
        tasks += 1;
        const rest = (lead.text ?? '').slice(task[0].length);
        const inline = [
          ...(rest === '' ? [] : [{ ...lead, text: rest }]),
          ...(first.content ?? []).slice(1),
        ];
        const paragraph: DocNode =
          inline.length > 0 ? { type: 'paragraph', content: inline } : { type: 'paragraph' };
        items.push({
          type: 'taskItem',
          attrs: { checked: task[1] !== ' ' },
          content: [paragraph, ...content.slice(1)],
        });
      } else items.push({ type: 'listItem', content });
    }
    this.next();
    if (tasks > 0 && tasks !== items.length) throw new Unrepresentable();
    if (tasks > 0) return { type: 'taskList', content: items };
    return { type, ...(Object.keys(attrs).length > 0 && { attrs }), content: items };
  }

  private table(): DocNode {
    const rows: DocNode[] = [];
    for (let token = this.next(); token.type !== 'table_close'; token = this.next()) {
      if (token.type !== 'tr_open') continue;
      const cells: DocNode[] = [];
      for (let cell = this.next(); cell.type !== 'tr_close'; cell = this.next()) {
        const header = cell.type === 'th_open';
        if (!header && cell.type !== 'td_open') throw new Unrepresentable();
        const content = this.inline();
        this.next();
        const align =
          /text-align:(left|center|right)/.exec(String(cell.attrGet('style') ?? ''))?.[1] ?? null;
        const paragraph: DocNode =
          content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
        cells.push({
          type: header ? 'tableHeader' : 'tableCell',
          attrs: { align },
          content: [paragraph],
        });
      }
      rows.push({ type: 'tableRow', content: cells });
    }
    return { type: 'table', content: rows };
  }

  /** The inline token's children as text nodes with marks. */
  private inline(): DocNode[] {
    const token = this.next();
    if (token.type !== 'inline') throw new Unrepresentable();
    const out: DocNode[] = [];
    const marks: DocMark[] = [];
    const push = (text: string, extra?: DocMark) => {
      if (text === '') return;
      const all = extra ? [...marks, extra] : [...marks];
      const last = out[out.length - 1];
      // One text node per run of the same marks, as ProseMirror keeps them.
      if (last?.type === 'text' && JSON.stringify(last.marks ?? []) === JSON.stringify(all))
        last.text = (last.text ?? '') + text;
      else out.push({ type: 'text', text, ...(all.length > 0 && { marks: all }) });
    };
    for (const child of token.children ?? []) {
      switch (child.type) {
        case 'text':
          push(child.content);
          break;
        case 'softbreak':
          push('\n');
          break;
        case 'hardbreak':
          out.push({ type: 'hardBreak', ...(marks.length > 0 && { marks: [...marks] }) });
          break;
        case 'code_inline':
          push(child.content, { type: 'code' });
          break;
        case 'strong_open':
          marks.push({ type: 'bold' });
          break;
        case 'em_open':
          marks.push({ type: 'italic' });
          break;
        case 's_open':
          marks.push({ type: 'strike' });
          break;
        case 'link_open': {
          const title = child.attrGet('title');
          marks.push({ type: 'link', attrs: { href: child.attrGet('href') ?? '', title } });
          break;
        }
        case 'strong_close':
        case 'em_close':
        case 's_close':
        case 'link_close':
          marks.pop();
          break;
        default:
          // Images, raw HTML and whatever a plugin adds: the editor has no node for them.
          throw new Unrepresentable();
      }
    }
    return out;
  }
}
