/**
 * The visual editor's document as plain data: the shape of ProseMirror's (Tiptap's) JSON, so
 * the pure core reads and writes what the editor hands over without a DOM. Node and mark
 * names are Tiptap's.
 */

/** A mark on a text node (bold, italic, strike, code, link). */
export interface DocMark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** A node of the editor's document. */
export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: DocMark[];
  text?: string;
}

/** The node that stands for Markdown the editor cannot represent, kept byte for byte. */
export const SOURCE_BLOCK = 'sourceBlock';

/** A string attribute, or undefined. */
export function attrText(node: DocNode | DocMark, name: string): string | undefined {
  const value = node.attrs?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A number attribute, or undefined. */
export function attrNumber(node: DocNode | DocMark, name: string): number | undefined {
  const value = node.attrs?.[name];
  return typeof value === 'number' ? value : undefined;
}
