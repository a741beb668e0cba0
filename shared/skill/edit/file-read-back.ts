/**
 * The serializer's check on a whole edit: the edited file is read back with the validator's
 * own reader, and every changed field must hold exactly its new value, as text for every
 * reader, while the fields not changed keep theirs.
 */
import { readFrontmatterRoot } from '../parse';
import {
  type PlainValue,
  readYaml,
  type RefMapping,
  type RefNode,
  type RefPair,
  toPlainData,
} from '../ref-yaml/index';
import { applyTextEdits } from '../text';
import type { ParsedSkillFile, TextEdit } from '../types';
import type { FieldChange, FieldPath } from './field-change';
import { entry, otherReads, readAs } from './other-readers';
import { nodeReadsAs, safeToWrite, samePlain } from './read-back';

// Each mapping's first pair by scalar key, made once: a change per key of a frontmatter with
// thousands of keys looked each up by a walk of all of them.
const pairsByKey = new WeakMap<RefMapping, Map<string, RefPair>>();

/** The (first) pair of a mapping with this scalar key. */
export function findPair(map: RefMapping, key: string): RefPair | undefined {
  let byKey = pairsByKey.get(map);
  if (!byKey) {
    byKey = new Map();
    for (const p of map.pairs)
      if (p.key.kind === 'scalar' && !byKey.has(p.key.value)) byKey.set(p.key.value, p);
    pairsByKey.set(map, byKey);
  }
  return byKey.get(key);
}

/**
 * True when the file with `edits` applied reads back as `changes` say, whatever the text around
 * each value made of it, and nothing written holds what read-back.ts calls unsafe.
 */
export function readsBackAs(
  parsed: ParsedSkillFile,
  edits: TextEdit[],
  changes: readonly FieldChange[],
): boolean {
  // A new block's own delimiters are the only `---` the writer writes.
  const written = (e: TextEdit) => e.newText.replace(/^---\n([\s\S]*)---\n$/, '$1');
  if (!edits.every((e) => safeToWrite(written(e)))) return false;
  const after = readFrontmatterRoot(applyTextEdits(parsed.text, edits, parsed.eol));
  const before = readFrontmatterRoot(parsed.text);
  // A value may not add a construction error (a `<<` that merges, a repeated key).
  if (after.constructionErrors > before.constructionErrors) return false;
  if (!othersReadAs(before.yaml, after.yaml, changes)) return false;
  const root = after.root;
  if (!root) return false;
  const changed = (c: FieldChange) => {
    const node = nodeAt(root, c.path);
    return c.value === undefined ? node === undefined : nodeReadsAs(node, c.value);
  };
  // The keys not changed keep their values (an anchor shared with a changed value would not).
  const touched = new Set(changes.map((c) => c.path[0]));
  const had = parsed.data ?? {};
  const data = toPlainData(root) as Record<string, PlainValue>;
  const kept = Object.keys(had).every((k) => touched.has(k) || samePlain(had[k], data[k]));
  return kept && changes.every(changed);
}

// The other readers read the changed fields as their values too, unless they could not read
// the file before the edit either (then the edit cannot make it worse for them).
function othersReadAs(
  before: string | undefined,
  after: string | undefined,
  changes: readonly FieldChange[],
): boolean {
  if (before === undefined || otherReads(before) === undefined) return true;
  const reads = after === undefined ? undefined : otherReads(after);
  if (reads === undefined) return false;
  const at = (got: unknown, path: FieldPath) =>
    path[1] === undefined ? entry(got, path[0]) : entry(entry(got, path[0]), path[1]);
  return reads.every((got) => changes.every((c) => readAs(at(got, c.path), c.value)));
}

function nodeAt(root: RefMapping | undefined, path: FieldPath): RefNode | undefined {
  const top = root && findPair(root, path[0])?.value;
  if (path[1] === undefined) return top;
  return top?.kind === 'mapping' ? findPair(top, path[1])?.value : undefined;
}

/** True when the frontmatter holds anchors or aliases. */
export function hasAnchors(parsed: ParsedSkillFile): boolean {
  const notable = parsed.frontmatter ? readYaml(parsed.frontmatter.yaml).notable : [];
  return notable.some((t) => t.kind === 'anchor' || t.kind === 'alias');
}

/**
 * True where a value read back on its own may not be what the file holds: a flow-style root
 * (plain text is read differently inside braces) and shared anchors (a change shows elsewhere).
 */
export function unusualLayout(parsed: ParsedSkillFile): boolean {
  return parsed.yamlRoot?.flow === true || hasAnchors(parsed);
}
