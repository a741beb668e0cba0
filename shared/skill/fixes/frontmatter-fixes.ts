/**
 * Fixes for a missing or unclosed frontmatter block. They only move delimiters; they never
 * invent content (adding a whole block needs the folder name, see validate).
 */
import { skillMessage } from '../messages';
import type { SplitMissing } from '../frontmatter';
import type { LineIndex } from '../text';
import type { Fix } from '../types';

type MissingWhy = Extract<SplitMissing, { kind: 'missing' }>['why'];

/** Fixes for a first line that is not `---`. */
export function frontmatterMissingFixes(
  why: MissingWhy,
  norm: string,
  index: LineIndex,
  start: number,
): Fix[] {
  const first = index.position(start).line;
  switch (why) {
    case 'blank-lines-first': {
      const dashes = norm.indexOf('---', start);
      return [
        {
          kind: 'edit',
          title: skillMessage('fix.remove-blank-lines'),
          edits: [
            {
              range: index.range(start, index.starts[index.position(dashes).line - 1] ?? dashes),
              newText: '',
            },
          ],
        },
      ];
    }
    case 'dashes-then-text':
      return [
        {
          kind: 'edit',
          title: skillMessage('fix.dashes-own-line'),
          edits: [{ range: index.range(start + 3, start + 3), newText: '\n' }],
        },
      ];
    case 'too-many-dashes':
      return [
        {
          kind: 'edit',
          title: skillMessage('fix.first-line-dashes'),
          edits: [{ range: index.lineRange(first), newText: '---' }],
        },
      ];
    default:
      return [];
  }
}

// Lines that can belong to frontmatter: `key: value`, indented continuations, list items and
// YAML comments. A blank line or a Markdown heading ends the run.
const YAML_LINE = /^(?:[ \t]+\S|[^\s#][^:]*:(?:[ \t]|$)|-[ \t]|#(?!#*[ \t]\S))/;

/** A fix that closes the block after the last line that still looks like frontmatter. */
export function frontmatterUnclosedFixes(norm: string, index: LineIndex): Fix[] {
  let line = 2;
  while (line <= index.lineCount && YAML_LINE.test(index.lineText(line))) line++;
  const atEnd = line > index.lineCount || (line === index.lineCount && index.lineText(line) === '');
  if (atEnd) {
    const end = norm.length;
    const newText = norm.endsWith('\n') ? '---\n' : '\n---\n';
    return [
      {
        kind: 'edit',
        title: skillMessage('fix.close-at-end'),
        edits: [{ range: index.range(end, end), newText }],
      },
    ];
  }
  const at = index.starts[line - 1] ?? norm.length;
  return [
    {
      kind: 'edit',
      title: skillMessage('fix.close-before-line', { line }),
      edits: [{ range: index.range(at, at), newText: '---\n' }],
    },
  ];
}
