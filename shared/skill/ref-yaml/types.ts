/**
 * Types of the reference YAML reader: a TypeScript port of the parts of ruamel.yaml that
 * strictyaml (and so skills-ref) uses to read frontmatter. It exists because the studio must
 * accept and reject exactly what skills-ref does and print its error text byte for byte; no
 * JavaScript YAML library reproduces ruamel's tokens, marks and messages.
 */

/** A position in the YAML text, as ruamel reports it. */
export interface Mark {
  /** UTF-16 index into the text given to the reader (what the editor needs). */
  offset: number;
  /** 0-based line, counting the line breaks ruamel counts. */
  line: number;
  /** 0-based column in code points, as ruamel (Python) counts it. */
  column: number;
}

/** How a scalar was written; the serializer keeps it when it rewrites a value. */
export type ScalarStyle = 'plain' | 'single' | 'double' | 'literal' | 'folded';

interface NodeBase {
  start: Mark;
  end: Mark;
  anchor?: string;
  tag?: string;
}

/** A scalar; its value is the text after YAML processing (folding, escapes, chomping). */
export interface RefScalar extends NodeBase {
  kind: 'scalar';
  value: string;
  style: ScalarStyle;
}

/** One key/value pair of a mapping, in source order. */
export interface RefPair {
  key: RefNode;
  value: RefNode;
}

/** A mapping, block or flow. */
export interface RefMapping extends NodeBase {
  kind: 'mapping';
  pairs: RefPair[];
  flow: boolean;
}

/** A sequence, block or flow. */
export interface RefSequence extends NodeBase {
  kind: 'sequence';
  items: RefNode[];
  flow: boolean;
}

/** Any composed node. Aliases are resolved to the node they name (the same object). */
export type RefNode = RefScalar | RefMapping | RefSequence;

/**
 * An error as ruamel raises it. `message` is exactly Python's `str(error)` (what skills-ref
 * prints after "Invalid YAML in frontmatter: "), with marks named "<unicode string>".
 */
export interface RefYamlError {
  context?: string;
  contextMark?: Mark;
  problem?: string;
  problemMark?: Mark;
  /** The error's note (ruamel appends it, dedented, after the marks). */
  note?: string;
  /**
   * Set when strictyaml fails with a Python exception that is not a YAML error (ruamel's
   * ReaderError, or a crash such as AttributeError or RecursionError): its class name.
   */
  pythonException?: string;
  /** The studio's own limit refused it (not the reference reader), so it is always reported. */
  studioLimit?: true;
  message: string;
}

/** Tokens strictyaml refuses (flow starts, anchors, tags) plus aliases, which it never reaches. */
export type NotableKind = 'flow-mapping' | 'flow-sequence' | 'anchor' | 'alias' | 'tag';

/** One such token met by the permissive read, with its source span and text. */
export interface NotableToken {
  kind: NotableKind;
  start: Mark;
  end: Mark;
  /** The token's value: anchor/alias name, tag text, or "{" / "[". */
  value: string;
}

/**
 * The result of one read. The read is permissive (flow style, anchors, aliases and tags are
 * accepted and recorded) so the studio can keep checking fields behind a flow-style
 * `metadata: {...}`; `strictError` is what strictyaml itself would have raised.
 */
export interface RefYamlResult {
  /** The single document's root; undefined for an empty stream or when syntaxError is set. */
  root?: RefNode;
  /** Every notable token met, in the order the parser met it. */
  notable: NotableToken[];
  /** The first reader, scanner, parser or composer error of the permissive read. */
  syntaxError?: RefYamlError;
  /** strictyaml's construction errors (duplicate keys, inconsistent indentation, unhashable keys), all of them, in order. */
  constructionErrors: RefYamlError[];
  /** The error strictyaml.load would raise for this text, or undefined when it loads. */
  strictError?: RefYamlError;
}
