/**
 * The writer's check on itself: a rendered value is read back with the reader the validator
 * uses (the port of ruamel/strictyaml), and it must come back as exactly the value, as text for
 * the typed readers too (no plain scalar that PyYAML's YAML 1.1 types as a number, boolean,
 * null or date), with no anchors or tags, and as the only entry where it was written; and the
 * other readers (other-readers.ts) must read the same.
 */
import { pyYamlType } from '../../py/index';
import { type PlainValue, readYaml, type RefNode, toPlainData } from '../ref-yaml/index';
import { entry, otherReads, othersReadAsText, readAs } from './other-readers';

/** True when two plain values are equal, mappings in the same key order. */
export function samePlain(a: PlainValue | undefined, b: PlainValue | undefined): boolean {
  if (a === undefined || b === undefined || typeof a === 'string' || typeof b === 'string')
    return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => samePlain(x, b[i]))
    );
  }
  const x = Object.entries(a);
  const y = Object.entries(b);
  return (
    x.length === y.length &&
    x.every(([k, v], i) => {
      const other = y[i];
      return other !== undefined && other[0] === k && samePlain(v, other[1]);
    })
  );
}

// skills-ref ends the frontmatter at the first `---` anywhere in the file, and the line breaks
// YAML 1.1 has besides LF (U+0085, U+2028, U+2029) are read as breaks by some readers and as
// text by others (and make the code editor ask to remove them): the writer writes neither.
const UNSAFE_RAW = /---|[\x85\u2028\u2029]/;

/** True when written text holds neither `---` nor a line break other than LF and CR. */
export function safeToWrite(text: string): boolean {
  return !UNSAFE_RAW.test(text);
}

/** True when PyYAML and js-yaml both read this plain scalar as a string. */
export function plainIsText(value: string): boolean {
  return pyYamlType(value, true) === 'str' && othersReadAsText(value);
}

// Plain scalars stay text for PyYAML and js-yaml; anchors and tags are refused by strictyaml.
function readsAsText(node: RefNode): boolean {
  if (node.anchor !== undefined || node.tag !== undefined) return false;
  if (node.kind === 'scalar') return node.style !== 'plain' || plainIsText(node.value);
  if (node.kind === 'sequence') return node.items.every(readsAsText);
  return node.pairs.every((p) => readsAsText(p.key) && readsAsText(p.value));
}

// The value of the only entry of a mapping, when its key is `key`.
function onlyEntry(node: RefNode | undefined, key: string): RefNode | undefined {
  if (node?.kind !== 'mapping' || node.pairs.length !== 1) return undefined;
  const pair = node.pairs[0];
  return pair?.key.kind === 'scalar' && pair.key.value === key ? pair.value : undefined;
}

/** True when a node read back is `value`, and text for every reader. */
export function nodeReadsAs(node: RefNode | undefined, value: PlainValue): boolean {
  return node !== undefined && readsAsText(node) && samePlain(toPlainData(node), value);
}

/**
 * True when `afterKey` (what follows `k:`), written for a key at column `keyIndent`, reads
 * back as `value`, and holds nothing unsafe to write.
 */
export function readsBack(afterKey: string, keyIndent: number, value: PlainValue): boolean {
  if (!safeToWrite(afterKey)) return false;
  const line = `k:${afterKey}\n`;
  const text = keyIndent === 0 ? line : `p:\n${' '.repeat(keyIndent)}${line}`;
  // Through the memo: fixes render the same values again on every validation of a file.
  const loaded = readYaml(text);
  if (loaded.syntaxError || loaded.constructionErrors.length > 0) return false;
  const node =
    keyIndent === 0 ? onlyEntry(loaded.root, 'k') : onlyEntry(onlyEntry(loaded.root, 'p'), 'k');
  if (!nodeReadsAs(node, value)) return false;
  const others = otherReads(text);
  const at = (got: unknown) => (keyIndent === 0 ? entry(got, 'k') : entry(entry(got, 'p'), 'k'));
  return others?.every((got) => readAs(at(got), value)) === true;
}

/** True when `rendered`, written as a mapping key, reads back as the key `key`. */
export function keyReadsBack(rendered: string, key: string): boolean {
  if (!safeToWrite(rendered)) return false;
  const loaded = readYaml(`${rendered}: x\n`);
  if (loaded.syntaxError || loaded.constructionErrors.length > 0) return false;
  if (loaded.root?.kind !== 'mapping') return false;
  const pair = loaded.root.pairs[0];
  const others = otherReads(`${rendered}: x\n`);
  return (
    loaded.root.pairs.length === 1 &&
    pair?.key.kind === 'scalar' &&
    pair.key.value === key &&
    readsAsText(pair.key) &&
    others?.every((got) => readAs(got, { [key]: 'x' })) === true
  );
}
