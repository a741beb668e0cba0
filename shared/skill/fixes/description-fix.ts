/**
 * A description proposed from the body when the frontmatter has none: its first paragraph
 * of prose (headings, lists, quotes, tables and code are passed over), as one line of plain
 * words, within the specification's 1,024 characters. The user sees it and can edit it
 * before it is set: a proposal, never a silent edit.
 */
import { skillMessage } from '../messages';
import type { Fix } from '../types';

const MAX = 1024;

/** The body's first paragraph of prose as one line, or undefined when there is none. */
export function firstParagraph(body: string): string | undefined {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  let fenced = false;
  const paragraph: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (/^(```|~~~)/.test(line)) {
      fenced = !fenced;
      if (paragraph.length > 0) break;
      continue;
    }
    if (fenced) continue;
    const prose = line !== '' && !/^(#|[-*+] |\d+[.)] |>|\||<!--)/.test(line);
    if (prose) paragraph.push(line);
    else if (paragraph.length > 0) break;
  }
  if (paragraph.length === 0) return undefined;
  const text = paragraph
    .join(' ')
    // Links and emphasis read as their words.
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return undefined;
  return [...text].length <= MAX ? text : `${[...text].slice(0, MAX - 1).join('')}…`;
}

/** The fix that proposes the first paragraph as the description, if the body has one. */
export function descriptionFromBody(body: string): Fix | undefined {
  const value = firstParagraph(body);
  return value === undefined
    ? undefined
    : {
        kind: 'propose-field',
        title: skillMessage('fix.description-from-body'),
        field: 'description',
        value,
      };
}
