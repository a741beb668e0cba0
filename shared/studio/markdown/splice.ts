/**
 * Writing the visual editor's document back into the body without touching what the user did
 * not change. Blocks are matched to the original's by their Markdown (the same document gives
 * the same Markdown whatever ProseMirror did to its attributes and marks): a kept block is
 * written as its original bytes, with the original blank lines between two kept neighbours.
 * A changed block paired with the original block it replaced (same kind, same place) keeps
 * each of its lines that did not change, byte for byte (list markers, `__bold__`, table
 * padding), provided the result reads as the new block; only new blocks are written afresh.
 */
import { type BodyBlock, fragmentDoc, parseBody, type ParsedBody, splitLines } from './body-blocks';
import { SOURCE_BLOCK, type DocNode } from './doc-node';
import type { MarkdownStyle } from './markdown-style';
import { blockMarkdown } from './to-markdown';
import { diffSequences, type Step } from './sequence-diff';
import { itemAt } from './item-at';

// Each baseline's blocks as Markdown, written once (the editor splices against it at every keystroke).
const originalKeys = new WeakMap<ParsedBody, string[]>();

interface Piece {
  text: string;
  node: DocNode;
  /** The original block this piece is (kept), or replaced (changed). */
  original?: number;
  kept: boolean;
}

/** The body with the editor's blocks spliced in (`blocks`: the top-level nodes of its document). */
export function spliceBody(parsed: ParsedBody, blocks: readonly DocNode[]): string {
  const edited = blocks
    .map((node) => ({ node, key: blockMarkdown(node) }))
    .filter((b) => b.key !== '');
  let originals = originalKeys.get(parsed);
  if (!originals) {
    originals = parsed.blocks.map((b) => blockMarkdown(b.node));
    originalKeys.set(parsed, originals);
  }
  const steps = pairChanges(
    diffSequences(
      originals,
      edited.map((b) => b.key),
      (x, y) => x === y,
    ),
    parsed.blocks,
    edited.map((b) => b.node),
  );
  const pieces: Piece[] = steps.flatMap((step): Piece[] => {
    if (step.op === 'keep') {
      const block = itemAt(parsed.blocks, step.a);
      return [{ text: block.source, node: block.node, original: step.a, kept: true }];
    }
    if (step.op === 'delete') return [];
    const node = itemAt(edited, step.b).node;
    if (step.a === undefined)
      return [{ text: toEol(blockMarkdown(node, parsed.style), parsed.eol), node, kept: false }];
    const original = itemAt(parsed.blocks, step.a);
    return [
      { text: changedBlock(original, node, parsed.eol), node, original: step.a, kept: false },
    ];
  });
  const out = join(parsed, pieces);
  // Blocks changed in place, in their original company, read as they did (each changed one was
  // checked on its own): only new neighbours need the whole body read again. Typing is this case.
  const inPlace = pieces.every(
    (piece, k) => k === 0 || piece.original === (pieces[k - 1]?.original ?? -2) + 1,
  );
  if (inPlace && pieces[0]?.original === 0 && pieces.length === parsed.blocks.length) return out;
  const wanted = edited.map((b) => b.key);
  if (sameDocument(out, wanted)) return out;
  // A kept block can read differently after a new neighbour (an indented code block after a
  // list becomes part of it), and two lists now side by side would merge: such blocks are
  // written afresh, a list with the other marker (a new marker starts a new list: CommonMark
  // 0.31.2, example 302).
  const fresh: Piece[] = [];
  const rewritten = new Set<number>();
  const rewrite = (piece: Piece, style: MarkdownStyle): Piece => ({
    ...piece,
    kept: false,
    text: toEol(blockMarkdown(piece.node, style), parsed.eol),
  });
  pieces.forEach((piece, k) => {
    const before = fresh[k - 1];
    if (!before) {
      fresh.push(piece);
      return;
    }
    const marker = markerAfter(before.text, piece.node);
    const moved =
      piece.original !== (before.original ?? -2) + 1 ||
      (rewritten.has(k - 1) && Object.keys(marker).length > 0);
    if (piece.kept && !moved) {
      fresh.push(piece);
      return;
    }
    if (piece.node.type === SOURCE_BLOCK) {
      // Written as it is: the list before it takes the other marker instead.
      const back = markerAfter(piece.text, before.node);
      if (Object.keys(back).length > 0 && before.node.type !== SOURCE_BLOCK) {
        fresh[k - 1] = rewrite(before, { ...parsed.style, ...back });
        rewritten.add(k - 1);
      }
      fresh.push(piece);
    } else if (!piece.kept && Object.keys(marker).length === 0) fresh.push(piece);
    else {
      fresh.push(rewrite(piece, { ...parsed.style, ...marker }));
      rewritten.add(k);
    }
  });
  return join(parsed, fresh);
}

// The marker that keeps a list from continuing the list written just before it.
function markerAfter(previous: string, node: DocNode): { bullet?: string; ordered?: string } {
  if (node.type === 'bulletList' || node.type === 'taskList') {
    const bullet = /^ {0,3}([-+*])[ \t]/.exec(previous)?.[1];
    return bullet === undefined ? {} : { bullet: bullet === '-' ? '*' : '-' };
  }
  if (node.type === 'orderedList') {
    const delimiter = /^ {0,3}\d{1,9}([.)])[ \t]/.exec(previous)?.[1];
    return delimiter === undefined ? {} : { ordered: delimiter === '.' ? ')' : '.' };
  }
  return {};
}

function sameDocument(text: string, keys: readonly string[]): boolean {
  const blocks = parseBody(text).blocks;
  return blocks.length === keys.length && blocks.every((b, i) => blockMarkdown(b.node) === keys[i]);
}

type Paired = Exclude<Step, { op: 'insert' }> | { op: 'insert'; b: number; a?: number };

// A delete and an insert of the same kind of node in one run of changes are one block changed.
function pairChanges(
  steps: Step[],
  originals: readonly BodyBlock[],
  edited: readonly DocNode[],
): Paired[] {
  const out: Paired[] = [];
  for (let i = 0; i < steps.length;) {
    if (itemAt(steps, i).op === 'keep') {
      out.push(itemAt(steps, i));
      i += 1;
      continue;
    }
    const deletes: number[] = [];
    const inserts: number[] = [];
    for (; i < steps.length && itemAt(steps, i).op !== 'keep'; i += 1) {
      const step = itemAt(steps, i);
      if (step.op === 'delete') deletes.push(step.a);
      else if (step.op === 'insert') inserts.push(step.b);
    }
    for (const b of inserts) {
      const at = deletes.findIndex(
        (a) => itemAt(originals, a).node.type === itemAt(edited, b).type,
      );
      const a = at === -1 ? undefined : deletes.splice(at, 1)[0];
      out.push({ op: 'insert', b, ...(a !== undefined && { a }) });
    }
  }
  return out;
}

function changedBlock(original: BodyBlock, node: DocNode, eol: string): string {
  const fresh = blockMarkdown(node, original.style);
  const source = splitLines(original.source);
  const blockEol = /\r\n|\r|\n/.exec(original.source)?.[0] ?? eol;
  const before = blockMarkdown(original.node, original.style).split('\n');
  if (before.length !== source.length) return toEol(fresh, blockEol);
  const after = fresh.split('\n');
  const lines = diffSequences(before, after, (x, y) => x === y).flatMap((step) =>
    step.op === 'keep'
      ? [itemAt(source, step.a).content]
      : step.op === 'insert'
        ? [itemAt(after, step.b)]
        : [],
  );
  const reused = lines.join(blockEol);
  // The original lines must still read as the new block in their new company.
  const again = fragmentDoc(reused);
  return again.length === 1 && blockMarkdown(itemAt(again, 0), original.style) === fresh
    ? reused
    : toEol(fresh, blockEol);
}

function toEol(text: string, eol: string): string {
  return eol === '\n' ? text : text.replace(/\n/g, eol);
}

const BLANK_LINE = /(\r\n|\r(?!\n)|\n)[ \t]*(\r\n|\r|\n)/;

function join(parsed: ParsedBody, pieces: readonly Piece[]): string {
  const { blocks, text, eol } = parsed;
  if (blocks.length === 0)
    return pieces.length === 0 ? text : text + pieces.map((p) => p.text).join(eol + eol) + eol;
  const lead = text.slice(0, itemAt(blocks, 0).start);
  const trail = text.slice(itemAt(blocks, blocks.length - 1).end);
  if (pieces.length === 0) return lead + trail.replace(/^(\r\n|\r|\n)/, '');
  let out = lead;
  pieces.forEach((piece, k) => {
    const previous = pieces[k - 1];
    if (previous) {
      const a = previous.original;
      // The original spacing after a block stays when its original neighbour follows, or when
      // it is a blank line; anything else is one blank line.
      const gap =
        a !== undefined && a + 1 < blocks.length
          ? text.slice(itemAt(blocks, a).end, itemAt(blocks, a + 1).start)
          : undefined;
      out +=
        gap !== undefined && (piece.original === (a ?? -2) + 1 || BLANK_LINE.test(gap))
          ? gap
          : eol + eol;
    }
    out += piece.text;
  });
  return out + trail;
}
