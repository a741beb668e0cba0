/**
 * The serializer behind the visual form and the fixes: it changes frontmatter fields by
 * replacing only the text of the values it changes, so comments, key order, quoting style,
 * line endings and the body stay byte for byte as the user wrote them.
 */
import { parseSkillFile } from '../parse';
import type { PlainValue } from '../ref-yaml/load';
import type { RefMapping, RefNode, RefPair } from '../ref-yaml/types';
import { lineIndexOf } from '../parsed-index';
import { applyTextEdits, type LineIndex } from '../text';
import type { ParsedSkillFile, Range, TextEdit } from '../types';
import { pairLines } from '../yaml-tree';
import { renderAfterKey, renderInlineScalar } from './render-value';

/** A top-level key, or a key inside a top-level mapping such as `metadata`. */
export type FieldPath = readonly [string] | readonly [string, string];

/** Set `path` to `value`; `undefined` removes the entry. */
export interface FieldChange {
  path: FieldPath;
  value: PlainValue | undefined;
}

/** Edits for the changes, or why the frontmatter cannot be edited safely. */
export type EditPlan = { ok: true; edits: TextEdit[] } | { ok: false; reason: string };

/** Plans the text edits that make the frontmatter hold the changed values. */
export function planFrontmatterEdits(
  parsed: ParsedSkillFile,
  changes: readonly FieldChange[],
): EditPlan {
  const index = lineIndexOf(parsed);
  const fm = parsed.frontmatter;
  if (!fm) return planNewBlock(parsed, index, changes);
  const root = rootMapping(parsed);
  if (!root)
    return {
      ok: false,
      reason: 'The frontmatter is not valid YAML yet; fix the YAML error first, then edit fields.',
    };
  const at = (from: number, to: number): Range => index.range(fm.offset + from, fm.offset + to);
  const ctx: Ctx = { yaml: fm.yaml, root, at };
  const edits: TextEdit[] = [];
  // Entries for a mapping that is missing or not in block style are written as one new
  // mapping, so several of them never create the mapping twice.
  const rewritten = new Map<string, FieldChange[]>();
  for (const change of changes) {
    const [top, sub] = change.path;
    const holder = findPair(ctx.root, top)?.value;
    if (sub !== undefined && !(holder?.kind === 'mapping' && !holder.flow))
      rewritten.set(top, [...(rewritten.get(top) ?? []), change]);
    else edits.push(...planChange(ctx, change));
  }
  for (const [top, list] of rewritten) edits.push(...planRewrite(ctx, top, list));
  return { ok: true, edits };
}

/** Applies changes to a SKILL.md text and returns the new text (unchanged when nothing differs). */
export function editFrontmatter(
  text: string,
  changes: readonly FieldChange[],
): { ok: true; text: string } | { ok: false; reason: string } {
  const parsed = parseSkillFile(text);
  const plan = planFrontmatterEdits(parsed, changes);
  if (!plan.ok) return plan;
  return { ok: true, text: applyTextEdits(text, plan.edits, parsed.eol) };
}

/** Renames a top-level key in place, keeping its value and position. */
export function planKeyRename(parsed: ParsedSkillFile, from: string, to: string): TextEdit[] {
  const field = parsed.fields.find((f) => f.key === from);
  return field ? [{ range: field.keyRange, newText: renderInlineScalar(to) }] : [];
}

interface Ctx {
  yaml: string;
  root: RefMapping;
  at: (from: number, to: number) => Range;
}

function rootMapping(parsed: ParsedSkillFile): RefMapping | undefined {
  // Edits are planned on a tree that loaded without a syntax error; refused tokens such as a
  // flow-style value are fine (they are edited like any other value).
  return parsed.diagnostics.some((d) => d.code === 'yaml-syntax') ? undefined : parsed.yamlRoot;
}

function findPair(map: RefMapping, key: string): RefPair | undefined {
  return map.pairs.find((p) => p.key.kind === 'scalar' && p.key.value === key);
}

function planChange(ctx: Ctx, change: FieldChange): TextEdit[] {
  const [top, sub] = change.path;
  const pair = findPair(ctx.root, top);
  if (sub === undefined)
    return planPair(ctx, ctx.root, pair, top, change.value, topInsertOffset(ctx, top));
  // Only called for a block mapping holder (see planFrontmatterEdits).
  const holder = pair?.value as RefMapping;
  const last = holder.pairs[holder.pairs.length - 1];
  const insertAt = last ? pairLines(ctx.yaml, holder, last).end : ctx.yaml.length;
  return planPair(
    ctx,
    holder,
    findPair(holder, sub),
    sub,
    change.value,
    insertAt,
    holder.pairs[0]?.key.start.column ?? 2,
  );
}

// Writes the whole mapping under `top` with the entry changes applied.
function planRewrite(ctx: Ctx, top: string, changes: readonly FieldChange[]): TextEdit[] {
  const pair = findPair(ctx.root, top);
  const current = new Map(
    Object.entries(pair?.value.kind === 'mapping' ? mappingData(pair.value) : {}),
  );
  for (const { path, value } of changes) {
    const sub = path[1] ?? '';
    if (value === undefined) current.delete(sub);
    else current.set(sub, value);
  }
  const next = current.size > 0 ? Object.fromEntries(current) : undefined;
  return planPair(ctx, ctx.root, pair, top, next, topInsertOffset(ctx, top));
}

function planPair(
  ctx: Ctx,
  map: RefMapping,
  pair: RefPair | undefined,
  key: string,
  value: PlainValue | undefined,
  insertAt: number,
  indent = 0,
): TextEdit[] {
  if (!pair) {
    if (value === undefined) return [];
    const line = `${' '.repeat(indent)}${renderInlineScalar(key)}:${renderAfterKey(value, indent)}\n`;
    return [{ range: ctx.at(insertAt, insertAt), newText: line }];
  }
  if (value === undefined) {
    const lines = pairLines(ctx.yaml, map, pair);
    return [{ range: ctx.at(lines.start, lines.end), newText: '' }];
  }
  const node = pair.value;
  if (node.kind === 'scalar' && typeof value === 'string') {
    if (node.value === value) return [];
    const oneLine = node.style !== 'literal' && node.style !== 'folded' && !value.includes('\n');
    if (oneLine && node.end.offset > node.start.offset) {
      return [
        {
          range: ctx.at(node.start.offset, node.end.offset),
          newText: renderInlineScalar(value, node.style),
        },
      ];
    }
  }
  return [replaceValue(ctx, pair, value)];
}

// Replaces everything from the end of the key to the end of the value with ":" and the value.
function replaceValue(ctx: Ctx, pair: RefPair, value: PlainValue): TextEdit {
  const node = pair.value;
  const style =
    node.kind === 'scalar'
      ? node.style === 'plain' && typeof value === 'string' && value.includes('\n')
        ? 'literal'
        : node.style
      : 'plain';
  const end = Math.max(node.end.offset, pair.key.end.offset);
  const keepBreak = ctx.yaml[end - 1] === '\n' && end > pair.key.end.offset;
  const text = `:${renderAfterKey(value, pair.key.start.column, style)}${keepBreak ? '\n' : ''}`;
  return { range: ctx.at(pair.key.end.offset, end), newText: text };
}

// name goes first and description after it, as every example of the format has them;
// anything else is added at the end.
function topInsertOffset(ctx: Ctx, key: string): number {
  const firstLine = ctx.yaml.indexOf('\n') + 1;
  if (key === 'name') return firstLine;
  if (key === 'description') {
    const name = findPair(ctx.root, 'name');
    return name ? pairLines(ctx.yaml, ctx.root, name).end : firstLine;
  }
  return ctx.yaml.length;
}

function planNewBlock(
  parsed: ParsedSkillFile,
  index: LineIndex,
  changes: readonly FieldChange[],
): EditPlan {
  if (
    parsed.text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('---')
  ) {
    return {
      ok: false,
      reason:
        'The frontmatter block is not closed or not at the very top; fix that first, then edit fields.',
    };
  }
  const data: Record<string, PlainValue> = {};
  for (const { path, value } of changes) {
    if (value === undefined) continue;
    const [top, sub] = path;
    if (sub === undefined) data[top] = value;
    else data[top] = { ...(asRecord(data[top]) ?? {}), [sub]: value };
  }
  const lines = Object.entries(data).map(
    ([k, v]) => `${renderInlineScalar(k)}:${renderAfterKey(v, 0)}\n`,
  );
  if (lines.length === 0) return { ok: true, edits: [] };
  const at = parsed.hasBom ? 1 : 0;
  return {
    ok: true,
    edits: [{ range: index.range(at, at), newText: `---\n${lines.join('')}---\n` }],
  };
}

function mappingData(map: RefMapping): Record<string, PlainValue> {
  const out: Record<string, PlainValue> = {};
  for (const p of map.pairs) if (p.key.kind === 'scalar') out[p.key.value] = nodeData(p.value);
  return out;
}

function nodeData(node: RefNode): PlainValue {
  if (node.kind === 'scalar') return node.value;
  if (node.kind === 'sequence') return node.items.map(nodeData);
  return mappingData(node);
}

function asRecord(v: PlainValue | undefined): Record<string, PlainValue> | undefined {
  return v !== undefined && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
}
