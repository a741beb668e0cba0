/**
 * One-click fixes for YAML findings: flow style rewritten as block style or quoted, anchors
 * and aliases written out, tags removed, unquoted values quoted.
 */
import type { Message } from '../../i18n/message';
import { skillMessage } from '../messages';
import { renderBlock, renderInlineScalar, singleQuote } from '../edit/render-value';
import { type NotableToken, type RefNode, toPlainData } from '../ref-yaml/index';
import type { Fix, Range, TextEdit } from '../types';
import { anchoredBefore } from '../yaml-tree';

/** Maps offsets in the YAML text to a range in the file. */
export type ToRange = (from: number, to: number) => Range;

/** Rewrite a flow collection as indented lines, or quote it when it was meant as text. */
export function flowFixes(
  node: RefNode | undefined,
  parent: RefNode | undefined,
  token: NotableToken,
  yaml: string,
  root: RefNode | undefined,
  at: ToRange,
): Fix[] {
  const fixes: Fix[] = [];
  if (node && parent?.kind === 'mapping') {
    const pair = parent.pairs.find((p) => p.value === node);
    if (pair && !parent.flow) {
      const data = toPlainData(node);
      const empty = Array.isArray(data)
        ? data.length === 0
        : typeof data === 'object' && Object.keys(data).length === 0;
      const indent = pair.key.start.column + 2;
      fixes.push({
        kind: 'edit',
        title: skillMessage(empty ? 'fix.remove-empty-value' : 'fix.block-style'),
        edits: [
          {
            range: at(pair.key.end.offset, node.end.offset),
            newText: empty ? ':' : `:\n${renderBlock(data, indent)}`,
          },
        ],
      });
    }
  }
  // Quoting keeps the text as typed: right for `description: [Draft] does X` style values.
  const end = lineContentEnd(yaml, token.start.offset);
  if (root === undefined || !node || node.end.offset <= end) {
    fixes.push({
      kind: 'edit',
      title: skillMessage('fix.quote-value'),
      edits: [
        {
          range: at(token.start.offset, end),
          newText: singleQuote(yaml.slice(token.start.offset, end)),
        },
      ],
    });
  }
  return fixes;
}

/** Replace an alias with the scalar it names. */
export function aliasFixes(token: NotableToken, root: RefNode | undefined, at: ToRange): Fix[] {
  const edit = aliasEdit(token, root, at);
  return edit ? [{ kind: 'edit', title: skillMessage('fix.write-value-out'), edits: [edit] }] : [];
}

// The value an alias stands for, written out; only scalars can be written in place of it.
/** The edit writing out the value an alias stands for (scalars only). */
export function aliasEdit(
  token: NotableToken,
  root: RefNode | undefined,
  at: ToRange,
): TextEdit | undefined {
  // The alias names the last node anchored with that name before it.
  const target = anchoredBefore(root, token.value, token.start.offset);
  if (target?.kind !== 'scalar') return undefined;
  return {
    range: at(token.start.offset, token.end.offset),
    newText: renderInlineScalar(target.value),
  };
}

/** Remove a token (an anchor or a tag) and the blanks after it. */
export function removeToken(title: Message, token: NotableToken, yaml: string, at: ToRange): Fix {
  let end = token.end.offset;
  while (yaml[end] === ' ') end++;
  return { kind: 'edit', title, edits: [{ range: at(token.start.offset, end), newText: '' }] };
}

// `key: value` on the error line with an unquoted value: quoting it is the usual cure.
const KEY_VALUE = /^([ \t]*)([^\s#'"][^:\n]*?):[ \t]+([^\s'"|>].*?)[ \t]*$/d;

/** Quote the unquoted value on the line of a YAML error. */
export function quoteValueFix(yaml: string, offset: number, at: ToRange): Fix[] {
  const lineStart = yaml.lastIndexOf('\n', offset - 1) + 1;
  const line = yaml.slice(lineStart, lineEnd(yaml, lineStart));
  const m = KEY_VALUE.exec(line);
  const span = m?.indices?.[3];
  if (!m?.[3] || !span) return [];
  const valueStart = lineStart + span[0];
  const valueEnd = lineStart + span[1];
  return [
    {
      kind: 'edit',
      title: skillMessage('fix.quote-value'),
      edits: [{ range: at(valueStart, valueEnd), newText: singleQuote(m[3]) }],
    },
  ];
}

/** Offset of the end of the line holding `from`. */
export function lineEnd(text: string, from: number): number {
  const nl = text.indexOf('\n', from);
  return nl < 0 ? text.length : nl;
}

// The end of the line's text before trailing blanks.
function lineContentEnd(text: string, from: number): number {
  let end = lineEnd(text, from);
  while (end > from && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return end;
}
