/**
 * The serializer behind the visual form and the fixes: it changes frontmatter fields by
 * replacing only the text of the values it changes, so comments, key order, quoting style,
 * line endings and the body stay byte for byte as the user wrote them.
 */
import { parseSkillFile } from '../parse';
import type { PlainValue, RefMapping, RefNode, RefPair } from '../ref-yaml/index';
import { lineIndexOf } from '../parsed-index';
import { applyTextEdits, editsOverlap, type LineIndex } from '../text';
import type { ParsedSkillFile, Range, TextEdit } from '../types';
import { pairLines } from '../yaml-tree';
import { loneSurrogate, refusalReason, type EditRefusal } from './edit-refusal';
import { fieldName, valueAt, type FieldChange } from './field-change';
import { findPair, hasAnchors, readsBackAs, unusualLayout } from './file-read-back';
import { samePlain } from './read-back';
import { renderAfterKey, renderInlineScalar, renderKey } from './render-value';

export type { FieldChange, FieldPath } from './field-change';
export { refusalReason, surrogateColumn, surrogateHex, type EditRefusal } from './edit-refusal';

/** Edits for the changes, or why the frontmatter cannot be edited safely. */
export type EditPlan =
  { ok: true; edits: TextEdit[] } | { ok: false; reason: string; refusal: EditRefusal };

function refuse(refusal: EditRefusal): EditPlan {
  return { ok: false, reason: refusalReason(refusal), refusal };
}

/** How planFrontmatterEdits checks what it writes. */
export interface PlanOptions {
  /**
   * 'file' (the default, for the form and editFrontmatter): the edited file is read back and
   * every changed field must hold its value. 'values' (for fixes, planned many times on every
   * validation): each value is read back where it is written, which is as strict for a block
   * frontmatter without anchors; any other layout is still read back as a whole.
   */
  readBack?: 'file' | 'values';
}

/** Plans the text edits that make the frontmatter hold the changed values. */
export function planFrontmatterEdits(
  parsed: ParsedSkillFile,
  changes: readonly FieldChange[],
  options: PlanOptions = {},
): EditPlan {
  // A change that a later one overrides (the same path, or the mapping holding it) is not
  // what the file ends up holding, so it is not checked.
  const overridden = laterOverrides(changes);
  const real = changes.filter(
    (c, i) => !samePlain(valueAt(parsed.data, c.path), c.value) && !overridden[i],
  );
  for (const change of real) {
    const refusal = loneSurrogate(change);
    if (refusal) return refuse(refusal);
  }
  if (options.readBack === 'values' && !unusualLayout(parsed))
    return planEdits(parsed, changes, true);
  // Written as the library prefers and read back as a whole; only when that differs is each
  // value read back on its own, falling back to a form that cannot be misread.
  const quick = planEdits(parsed, changes, false);
  if (!quick.ok || quick.edits.length === 0 || readsBackAs(parsed, quick.edits, real)) return quick;
  const careful = planEdits(parsed, changes, true);
  if (!careful.ok || readsBackAs(parsed, careful.edits, real)) return careful;
  const misread = real.find((c) => !readsBackAs(parsed, careful.edits, [c])) ?? real[0];
  const field = misread ? fieldName(misread.path) : '';
  if (parsed.yamlRoot?.flow) return refuse({ code: 'flow-style', field });
  if (hasAnchors(parsed)) return refuse({ code: 'anchors', field });
  return refuse({ code: 'not-read-back', field });
}

function planEdits(
  parsed: ParsedSkillFile,
  changes: readonly FieldChange[],
  check: boolean,
): EditPlan {
  const index = lineIndexOf(parsed);
  const fm = parsed.frontmatter;
  if (!fm) return planNewBlock(parsed, index, changes, check);
  const root = rootMapping(parsed);
  if (!root) return refuse({ code: 'yaml-invalid' });
  const at = (from: number, to: number): Range => index.range(fm.offset + from, fm.offset + to);
  const ctx: Ctx = { yaml: fm.yaml, root, at, check };
  const edits: TextEdit[] = [];
  // Entries for a mapping that is missing or not in block style are written as one new
  // mapping, so several of them never create the mapping twice.
  const rewritten = new Map<string, FieldChange[]>();
  for (const change of changes) {
    const [top, sub] = change.path;
    const holder = findPair(ctx.root, top)?.value;
    if (sub !== undefined && !(holder?.kind === 'mapping' && !holder.flow)) {
      const list = rewritten.get(top);
      if (list) list.push(change);
      else rewritten.set(top, [change]);
    } else edits.push(...planChange(ctx, change));
  }
  for (const [top, list] of rewritten) edits.push(...planRewrite(ctx, top, list));
  // Ranges found on a damaged block can meet (a null value the YAML reader ends on the next
  // line, after a stray CR): such a plan could not be applied, so it is never offered.
  const first = changes[0];
  if (first && editsOverlap(index, edits))
    return refuse({ code: 'not-read-back', field: fieldName(first.path) });
  return { ok: true, edits };
}

/** Applies changes to a SKILL.md text and returns the new text (unchanged when nothing differs). */
export function editFrontmatter(
  text: string,
  changes: readonly FieldChange[],
): { ok: true; text: string } | { ok: false; reason: string } {
  const parsed = parseSkillFile(text);
  const plan = planFrontmatterEdits(parsed, changes);
  if (!plan.ok) return { ok: false, reason: plan.reason };
  return { ok: true, text: applyTextEdits(text, plan.edits, parsed.eol) };
}

/** Renames a top-level key in place, keeping its value and position. */
export function planKeyRename(parsed: ParsedSkillFile, from: string, to: string): TextEdit[] {
  const field = parsed.fields.find((f) => f.key === from);
  return field ? [{ range: field.keyRange, newText: renderKey(to) }] : [];
}

interface Ctx {
  yaml: string;
  root: RefMapping;
  at: (from: number, to: number) => Range;
  /** Read each rendered value back on its own (see planFrontmatterEdits). */
  check: boolean;
}

function rootMapping(parsed: ParsedSkillFile): RefMapping | undefined {
  // Edits are planned on a tree that loaded without a syntax error; refused tokens such as a
  // flow-style value are fine (they are edited like any other value).
  return parsed.diagnostics.some((d) => d.code === 'yaml-syntax') ? undefined : parsed.yamlRoot;
}

function planChange(ctx: Ctx, change: FieldChange): TextEdit[] {
  const [top, sub] = change.path;
  const pair = findPair(ctx.root, top);
  if (sub === undefined)
    return planPair(
      ctx,
      ctx.root,
      pair,
      top,
      change.value,
      topInsertOffset(ctx, top),
      rootIndent(ctx),
    );
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
  return planPair(ctx, ctx.root, pair, top, next, topInsertOffset(ctx, top), rootIndent(ctx));
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
    const line = `${' '.repeat(indent)}${renderKey(key, ctx.check)}:${renderAfterKey(value, indent, 'plain', ctx.check)}\n`;
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
          newText: renderInlineScalar(value, node.style, ctx.check),
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
  const rendered = renderAfterKey(value, pair.key.start.column, style, ctx.check);
  // A comment after a one-line value (`key: old  # note`) moves up to the key's line when
  // the new value takes several lines; left where it was it would become part of a block.
  const lineEnd = keepBreak ? end : lineEndFrom(ctx.yaml, end);
  const comment = ctx.yaml.slice(end, lineEnd);
  if (rendered.includes('\n') && comment.trim() !== '') {
    const split = rendered.indexOf('\n');
    const text = `:${rendered.slice(0, split)}${comment}${rendered.slice(split)}`;
    return { range: ctx.at(pair.key.end.offset, lineEnd), newText: text };
  }
  const text = `:${rendered}${keepBreak ? '\n' : ''}`;
  return { range: ctx.at(pair.key.end.offset, end), newText: text };
}

function lineEndFrom(text: string, from: number): number {
  const at = text.indexOf('\n', from);
  return at < 0 ? text.length : at;
}

// New top-level keys line up with the existing ones (a frontmatter may be indented as a whole).
function rootIndent(ctx: Ctx): number {
  return ctx.root.pairs[0]?.key.start.column ?? 0;
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
  check: boolean,
): EditPlan {
  if (
    parsed.text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('---')
  ) {
    return refuse({ code: 'block-unclosed' });
  }
  const data: Record<string, PlainValue> = {};
  for (const { path, value } of changes) {
    if (value === undefined) continue;
    const [top, sub] = path;
    if (sub === undefined) data[top] = value;
    else data[top] = { ...(asRecord(data[top]) ?? {}), [sub]: value };
  }
  const lines = Object.entries(data).map(
    ([k, v]) => `${renderKey(k, check)}:${renderAfterKey(v, 0, 'plain', check)}\n`,
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

/**
 * Which changes a later one overrides (the same field, or one holding it or held by it), in one
 * pass from the end: a frontmatter with thousands of keys has thousands of changes.
 */
function laterOverrides(changes: readonly FieldChange[]): boolean[] {
  const whole = new Set<string>();
  const anySub = new Set<string>();
  const subs = new Set<string>();
  const out: boolean[] = new Array<boolean>(changes.length).fill(false);
  for (let i = changes.length - 1; i >= 0; i--) {
    const [top, sub] = changes[i]?.path ?? [''];
    out[i] = whole.has(top) || (sub === undefined ? anySub.has(top) : subs.has(`${top}\0${sub}`));
    if (sub === undefined) whole.add(top);
    else {
      anySub.add(top);
      subs.add(`${top}\0${sub}`);
    }
  }
  return out;
}
