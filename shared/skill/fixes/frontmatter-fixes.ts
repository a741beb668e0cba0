/**
 * Fixes for a missing or unclosed frontmatter block. They only move delimiters; they never
 * invent content (adding a whole block needs the folder name, see validate, and is offered
 * only when nothing at the top of the file looks like a block already).
 */
import { skillMessage } from '../messages';
import { delimiterLike, type SplitMissing } from '../frontmatter';
import type { LineIndex } from '../text';
import type { Fix, TextEdit } from '../types';

type MissingWhy = Extract<SplitMissing, { kind: 'missing' }>['why'];

/** Fixes for a first line that is not `---`. */
export function frontmatterMissingFixes(why: MissingWhy, index: LineIndex, start: number): Fix[] {
  const first = index.position(start).line;
  switch (why) {
    case 'blank-lines-first': {
      // Up to the first line with text (the "---", maybe mistyped: its own fix comes next).
      let line = first;
      while (line < index.lineCount && index.lineText(line).trim() === '') line++;
      return [
        {
          kind: 'edit',
          title: skillMessage('fix.remove-blank-lines'),
          edits: [{ range: index.range(start, index.starts[line - 1] ?? start), newText: '' }],
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
    case 'indented-dashes':
    case 'near-miss-dashes':
      // The block is there, its delimiters mistyped: mend the opening line and, if the closing
      // one is mistyped the same way, that too. Never a second block.
      return [
        {
          kind: 'edit',
          title: skillMessage(
            why === 'indented-dashes' ? 'fix.remove-spaces-before-dashes' : 'fix.first-line-dashes',
          ),
          edits: [
            { range: index.lineRange(first), newText: '---' },
            ...mendClosing(index, first + 1, false),
          ],
        },
      ];
    case 'no-dashes':
      // Frontmatter lines with no "---" around them: add the delimiters, keep the lines.
      if (!YAML_KEY.test(index.lineText(first))) return [];
      return [
        {
          kind: 'edit',
          title: skillMessage('fix.add-dashes-around'),
          edits: [
            { range: index.range(start, start), newText: '---\n' },
            ...mendClosing(index, first + 1, true),
          ],
        },
      ];
    default:
      return [];
  }
}

/** A first line that is a top-level YAML key (`name: ...`), so the block's text is there. */
const YAML_KEY = /^[A-Za-z_][\w.-]*:(?:[ \t]|$)/;

/**
 * The edit the closing delimiter needs, looking from line `from` through what can be
 * frontmatter: none when a `---` line closes it, the line made `---` when it is mistyped, and
 * (when `close`) a `---` line added after the last frontmatter-like line when there is none.
 */
function mendClosing(index: LineIndex, from: number, close: boolean): TextEdit[] {
  let line = from;
  for (; line <= index.lineCount; line++) {
    const text = index.lineText(line);
    const like = delimiterLike(text);
    if (like === 'exact') return [];
    if (like !== undefined) return [{ range: index.lineRange(line), newText: '---' }];
    if (!YAML_LINE.test(text)) break;
  }
  if (!close) return [];
  const at = index.starts[line - 1];
  if (at === undefined) {
    const end = index.lineEnd(index.lineCount);
    const last = index.lineText(index.lineCount);
    return [{ range: index.range(end, end), newText: last === '' ? '---\n' : '\n---\n' }];
  }
  return [{ range: index.range(at, at), newText: '---\n' }];
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
