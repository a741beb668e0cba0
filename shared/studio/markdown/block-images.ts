/**
 * The pictures a source block stands for: a block of nothing but images (`![alt](link)`,
 * one or several, with spaces and line breaks between) is kept as its source in the visual
 * editor and shown with the pictures below it. Only links to the skill's own files are shown
 * (relative, no scheme, not above the file's folder), read by the same parser as the blocks.
 */
import { mdParser } from './md-parser';

/** An image of a block: its alt text and its link, as the file's own "/"-separated path. */
export interface BlockImage {
  alt: string;
  /** Relative to the Markdown file's folder, percent-decoded, "." and ".." resolved. */
  path: string;
}

/** The images of a block made only of images (undefined for anything else). */
export function blockImages(source: string): BlockImage[] | undefined {
  const [block, inline, end] = mdParser.parse(source, {});
  if (block?.type !== 'paragraph_open' || end?.type !== 'paragraph_close') return undefined;
  const images: BlockImage[] = [];
  for (const token of inline?.children ?? []) {
    if (token.type === 'softbreak' || (token.type === 'text' && token.content.trim() === ''))
      continue;
    if (token.type !== 'image') return undefined;
    const path = ownPath(String(token.attrGet('src') ?? ''));
    if (path === undefined) return undefined;
    images.push({ alt: plainText(token.children ?? []), path });
  }
  return images.length > 0 ? images : undefined;
}

type Tokens = NonNullable<ReturnType<typeof mdParser.parseInline>[number]['children']>;

// The alt text as markdown-it (14.1) writes it, lib/renderer.mjs renderInlineAsText: the words,
// code spans' text and raw HTML as written, line breaks as "\n", no marks.
function plainText(tokens: Tokens): string {
  let text = '';
  for (const t of tokens) {
    if (t.type === 'text' || t.type === 'code_inline' || t.type.startsWith('html_'))
      text += t.content;
    else if (t.type === 'image') text += plainText(t.children ?? []);
    else if (t.type === 'softbreak' || t.type === 'hardbreak') text += '\n';
  }
  return text;
}

// A link to a file beside or below the Markdown file; undefined for a URL, an absolute path,
// a link above the folder or one that does not decode.
function ownPath(link: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/') || link.startsWith('#'))
    return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(link.replace(/[?#].*$/, ''));
  } catch {
    return undefined;
  }
  const parts: string[] = [];
  for (const part of decoded.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.pop() === undefined) return undefined;
    } else parts.push(part);
  }
  return parts.length > 0 && !parts.some((p) => p.includes('\\')) ? parts.join('/') : undefined;
}
