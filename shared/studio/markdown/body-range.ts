/**
 * Where the body of a SKILL.md starts in its raw text (the visual editor only ever gets the
 * body: the frontmatter stays the form's and the code view's). The frontmatter is found as the
 * validator finds it, on the text with universal newlines; line numbers are the same in the
 * raw text, so the body starts after as many line breaks there.
 */
import { universalNewlines } from '../../py/text';
import { splitFrontmatter } from '../../skill/frontmatter';

/** The offset of the body in `text`, or undefined when the frontmatter is not closed or not plain (the visual editor is then not offered). */
export function skillBodyStart(text: string): number | undefined {
  const norm = universalNewlines(text);
  const bom = norm.charCodeAt(0) === 0xfeff ? 1 : 0;
  const split = splitFrontmatter(norm, bom);
  if (split.kind !== 'found')
    return split.kind === 'missing' && (split.why === 'no-dashes' || split.why === 'empty')
      ? bom
      : undefined;
  if (split.closeAtEof) return text.length;
  const breaks = norm.slice(0, split.bodyStart).split('\n').length - 1;
  const re = /\r\n|\r|\n/g;
  for (let i = 0; i < breaks; i += 1) if (!re.exec(text)) return text.length;
  return re.lastIndex;
}
