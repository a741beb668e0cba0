/**
 * strictyaml's construction checks over the composed graph: duplicate keys, inconsistent
 * indentation, unhashable keys, merge keys ('<<') and the '<<' / '=' scalars no constructor
 * takes. Errors are collected (not thrown) in the order strictyaml's constructor meets them,
 * including its deferral of non-deep collections to a later round.
 * Ported from ruamel.yaml 0.19.1 constructor.py (RoundTripConstructor) and strictyaml's
 * StrictYAMLConstructor (MIT, Anthon van der Neut; MIT, Colm O'Connor; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import { makeError } from './mark';
import { pyRepr, pyTupleStr } from '../../py/repr';
import type { RefMapping, RefNode, RefYamlError } from './types';

// Python's recursion limit stops deep construction at about this many nested collections
// (measured with ruamel.yaml 0.19.1 on CPython 3.11 for nested block mappings).
const MAX_CONSTRUCT_DEPTH = 249;

const MERGE_TAG = 'tag:yaml.org,2002:merge';
const VALUE_TAG = 'tag:yaml.org,2002:value';
const DUPLICATE_MERGE_NOTE =
  'Duplicate merge keys are never allowed, not even when\n`.allow_duplicate_keys` is set to True\n';

/** True when the implicit resolvers apply to a scalar: plain and untagged, or tagged '!'. */
export function isImplicitScalar(node: RefNode): boolean {
  return (
    node.kind === 'scalar' &&
    (node.tag === '!' || (node.tag === undefined && node.style === 'plain'))
  );
}

/** The tag the resolver gives a scalar when it is one no strictyaml constructor takes. */
function specialTag(node: RefNode): string | undefined {
  if (!isImplicitScalar(node) || node.kind !== 'scalar') return undefined;
  if (node.value === '<<') return MERGE_TAG;
  if (node.value === '=') return VALUE_TAG;
  return undefined;
}

/** True for a '<<' key that strictyaml treats as a merge key (and drops from the data). */
export function isMergeKey(node: RefNode): boolean {
  return specialTag(node) === MERGE_TAG;
}

// What construct_object returns, as far as the checks need it: a str, a list, a dict (only
// its unhashability matters), or None (a node met again while it is being built).
const MAP = { map: true } as const;
type Built = string | Built[] | typeof MAP | null;

/** Runs strictyaml's construction of `root` and returns every error it would meet, in order. */
export function constructionErrors(text: string, root: RefNode): RefYamlError[] {
  return new Construction(text).run(root);
}

class Construction {
  private readonly errors: RefYamlError[] = [];
  private readonly built = new Map<RefNode, Built>();
  private readonly inProgress = new Set<RefNode>();
  private readonly retagged = new Set<RefNode>();
  private deep = false;
  private active = 0;
  private crashed = false;
  private pending: (() => void)[] = [];

  constructor(private readonly text: string) {}

  run(root: RefNode): RefYamlError[] {
    this.object(root, false);
    while (this.pending.length > 0 && !this.crashed) {
      const round = this.pending;
      this.pending = [];
      for (const generator of round) generator();
    }
    return this.errors;
  }

  private error(
    context: string | undefined,
    contextMark: RefNode['start'] | undefined,
    problem: string,
    problemMark: RefNode['start'],
    note?: string,
  ): void {
    // Python stops at the RecursionError; nothing after it would be reported.
    if (this.crashed) return;
    this.errors.push(makeError(this.text, { context, contextMark, problem, problemMark, note }));
  }

  private object(node: RefNode, deep: boolean): Built {
    // Only collections and anchored scalars can be reached twice (merges, aliases), so only
    // they are remembered, as constructed_objects would.
    const remember = node.kind !== 'scalar' || node.anchor !== undefined;
    if (remember) {
      const done = this.built.get(node);
      if (done !== undefined) return done;
    }
    const oldDeep = this.deep;
    if (deep) this.deep = true;
    if (remember && this.inProgress.has(node)) return null;
    if (this.crashed) return null;
    this.active++;
    if (this.active >= MAX_CONSTRUCT_DEPTH) {
      this.crashed = true;
      this.errors.push({
        message: 'maximum recursion depth exceeded',
        pythonException: 'RecursionError',
      });
      return null;
    }
    if (remember) this.inProgress.add(node);
    const data = this.nonRecursive(node);
    if (remember) {
      this.built.set(node, data);
      this.inProgress.delete(node);
    }
    this.active--;
    if (deep) this.deep = oldDeep;
    return data;
  }

  private nonRecursive(node: RefNode): Built {
    if (node.kind === 'scalar') {
      const tag = this.retagged.has(node) ? undefined : specialTag(node);
      if (tag !== undefined)
        this.error(
          undefined,
          undefined,
          `could not determine a constructor for the tag ${pyRepr(tag)}`,
          node.start,
        );
      return node.value;
    }
    if (node.kind === 'sequence') {
      const items: Built[] = [];
      this.generator(() => {
        for (const child of node.items) items.push(this.object(child, false));
      });
      return items;
    }
    this.generator(() => {
      this.mapping(node);
    });
    return MAP;
  }

  // construct_yaml_seq / construct_yaml_map are generators: finished now in a deep
  // construction, else queued for construct_document's next round.
  private generator(rest: () => void): void {
    if (this.deep) rest();
    else this.pending.push(rest);
  }

  private flatten(node: RefMapping): RefMapping['pairs'] {
    // Nearly every mapping has no '<<' or '=' key: then there is nothing to flatten.
    if (
      !node.pairs.some(
        ({ key }) => key.kind === 'scalar' && (key.value === '<<' || key.value === '='),
      )
    ) {
      return node.pairs;
    }
    const pairs: RefMapping['pairs'] = [];
    let merged = 0;
    const context = 'while constructing a mapping';
    for (const pair of node.pairs) {
      const { key, value } = pair;
      const tag = this.retagged.has(key) ? undefined : specialTag(key);
      if (tag === VALUE_TAG) this.retagged.add(key);
      if (tag !== MERGE_TAG) {
        pairs.push(pair);
        continue;
      }
      if (merged > 0) {
        this.error(
          context,
          node.start,
          'found duplicate merge key "<<"',
          key.start,
          DUPLICATE_MERGE_NOTE,
        );
        continue;
      }
      if (value.kind === 'mapping') {
        this.object(value, true);
        merged++;
      } else if (value.kind === 'sequence') {
        this.object(value, true);
        for (const sub of value.items) {
          if (sub.kind !== 'mapping') {
            this.error(
              context,
              node.start,
              `expected a mapping for merging, but found ${sub.kind}`,
              sub.start,
            );
            break;
          }
          this.object(sub, true);
          merged++;
        }
      } else {
        const problem = `expected a mapping or list of mappings for merging, but found ${value.kind}`;
        this.error(context, node.start, problem, value.start);
      }
    }
    return pairs;
  }

  // StrictYAMLConstructor.construct_mapping (deep).
  private mapping(node: RefMapping): void {
    const pairs = this.flatten(node);
    // Python compares keys by value: strs with strs, tuples with tuples, None with None.
    const strings = new Set<string>();
    const tuples = new Set<string>();
    let none = false;
    for (const { key: keyNode, value: valueNode } of pairs) {
      const key = this.object(keyNode, true);
      if (key === MAP) {
        this.error(
          'while constructing a mapping',
          node.start,
          'found unhashable key',
          keyNode.start,
        );
      }
      this.object(valueNode, true);
      let duplicate: boolean;
      let shown: string;
      if (typeof key === 'string') {
        duplicate = strings.has(key);
        strings.add(key);
        shown = key;
      } else if (key === null) {
        duplicate = none;
        none = true;
        shown = 'None';
      } else if (Array.isArray(key)) {
        const bad = key.find((item) => Array.isArray(item) || item === MAP);
        if (bad !== undefined) {
          // `key in maptyp` hashes the tuple: a TypeError, not a YAML error, in strictyaml.
          const type = Array.isArray(bad) ? 'CommentedSeq' : 'CommentedMap';
          if (!this.crashed) {
            this.errors.push({
              message: `unhashable type: '${type}'`,
              pythonException: 'TypeError',
              problemMark: keyNode.start,
            });
          }
          continue;
        }
        const items = key.map((item) => (typeof item === 'string' ? item : 'None'));
        const id = JSON.stringify(items);
        duplicate = tuples.has(id);
        tuples.add(id);
        shown = pyTupleStr(items);
      } else {
        // A dict key, reported above as unhashable.
        continue;
      }
      if (duplicate) {
        this.error('While parsing', keyNode.start, `Duplicate key '${shown}' found`, keyNode.end);
      }
    }
    let previous: number | undefined;
    for (const { value } of pairs) {
      if (value.kind !== 'mapping') continue;
      previous ??= value.start.column;
      if (value.start.column !== previous) {
        this.error(
          'While parsing',
          value.start,
          'Found mapping with indentation inconsistent with previous mapping',
          value.end,
        );
      }
    }
  }
}
