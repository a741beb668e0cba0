/**
 * How a block the user changed is written: the markers its original used (or the file's most
 * common ones), so a new line reads like the lines around it.
 */
import type { Token } from 'markdown-it';

/** The markers to write with. */
export interface MarkdownStyle {
  bullet: string;
  strong: string;
  em: string;
  /** `.` or `)` after an ordered list's number. */
  ordered: string;
  fence: string;
  rule: string;
}

/** What a file with no markers of its own gets. */
export const DEFAULT_STYLE: MarkdownStyle = {
  bullet: '-',
  strong: '**',
  em: '*',
  ordered: '.',
  fence: '```',
  rule: '---',
};

/** The first marker of each kind among tokens[from, to), over `base`. */
export function styleOf(
  tokens: readonly Token[],
  from: number,
  to: number,
  base: MarkdownStyle,
): MarkdownStyle {
  const found: Partial<MarkdownStyle> = {};
  const visit = (token: Token) => {
    const markup = token.markup;
    if (token.type === 'bullet_list_open') found.bullet ??= markup;
    else if (token.type === 'list_item_open' && /[.)]/.test(markup)) found.ordered ??= markup;
    else if (token.type === 'strong_open') found.strong ??= markup;
    else if (token.type === 'em_open') found.em ??= markup;
    else if (token.type === 'fence' && markup.length === 3) found.fence ??= markup;
    else if (token.type === 'hr' && /^(\*\*\*|---|___)$/.test(markup)) found.rule ??= markup;
    for (const child of token.children ?? []) visit(child);
  };
  for (let i = from; i < to; i += 1) {
    const token = tokens[i];
    if (token) visit(token);
  }
  return { ...base, ...found };
}
