/**
 * Tokens, and the round-trip comment slots ruamel hangs on them. Comment text is not kept, but
 * whether a token carries a comment steers the parser (an empty value's mark, split and move
 * rules) and ruamel's assertions on it can fail, so the slots are tracked exactly.
 * Ported from ruamel.yaml 0.19.1 tokens.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import { YamlFailure } from './mark';
import { pyRepr } from '../../py/repr';
import type { Mark, ScalarStyle } from './types';

/** The token classes of ruamel's scanner (RoundTripScanner adds comments). */
export type TokenKind =
  | 'stream-start'
  | 'stream-end'
  | 'directive'
  | 'document-start'
  | 'document-end'
  | 'block-sequence-start'
  | 'block-mapping-start'
  | 'block-end'
  | 'flow-sequence-start'
  | 'flow-mapping-start'
  | 'flow-sequence-end'
  | 'flow-mapping-end'
  | 'key'
  | 'value'
  | 'block-entry'
  | 'flow-entry'
  | 'alias'
  | 'anchor'
  | 'tag'
  | 'scalar'
  | 'comment';

/** Each token class's `id`, as parser messages print it. */
export const TOKEN_ID: Readonly<Record<TokenKind, string>> = {
  'stream-start': '<stream start>',
  'stream-end': '<stream end>',
  directive: '<directive>',
  'document-start': '<document start>',
  'document-end': '<document end>',
  'block-sequence-start': '<block sequence start>',
  'block-mapping-start': '<block mapping start>',
  'block-end': '<block end>',
  'flow-sequence-start': '[',
  'flow-mapping-start': '{',
  'flow-sequence-end': ']',
  'flow-mapping-end': '}',
  key: '?',
  value: ':',
  'block-entry': '-',
  'flow-entry': ',',
  alias: '<alias>',
  anchor: '<anchor>',
  tag: '<tag>',
  scalar: '<scalar>',
  comment: '<comment>',
};

/** A set of token kinds as a bit mask: check_token's choices, tested without allocating. */
export type KindSet = number;

const BITS = Object.fromEntries(
  (Object.keys(TOKEN_ID) as TokenKind[]).map((kind, i) => [kind, 1 << i]),
) as Record<TokenKind, KindSet>;

/** The set of one token kind. */
export const ONLY: Readonly<Record<TokenKind, KindSet>> = BITS;

/** The set of the given token kinds. */
export function kindSet(...kinds: TokenKind[]): KindSet {
  let set = 0;
  for (const kind of kinds) set |= BITS[kind];
  return set;
}

/**
 * One entry of ruamel's old-style comment list: a post comment, a list of pre comments (a block
 * scalar's header comment is a plain string there), or None.
 */
export type CommentEntry = Token | readonly (Token | string)[] | null;

/** A scanned token. Fields beyond kind and marks are used by the kinds that have them. */
export class Token {
  /** Scalar text, anchor or alias name, directive name, or comment text. */
  value = '';
  /** ScalarToken.plain */
  plain = false;
  /** ScalarToken.style */
  style: ScalarStyle = 'plain';
  /** TagToken / TAG directive handle (null for a verbatim or lone '!' tag). */
  handle: string | null = null;
  /** TagToken suffix, or the TAG directive's prefix (raw, %-escapes kept). */
  suffix = '';
  /** Token._comment: absent (undefined) or ruamel's 2- or 5-element list. */
  comment: CommentEntry[] | undefined = undefined;
  /** The kind's bit in a KindSet. */
  readonly bit: KindSet;

  constructor(
    readonly kind: TokenKind,
    readonly start: Mark,
    readonly end: Mark,
  ) {
    this.bit = BITS[kind];
  }
}

function assertion(): YamlFailure {
  // str(AssertionError()) is empty; the mark-less error still marks the read as failed.
  return new YamlFailure({ message: '', pythonException: 'AssertionError' });
}

/** Token.add_post_comment */
export function addPostComment(token: Token, comment: Token): void {
  if (token.comment === undefined) token.comment = [null, null];
  else if (token.comment.length !== 2 && token.comment.length !== 5) throw assertion();
  token.comment[0] = comment;
}

/** Token.add_pre_comments */
export function addPreComments(token: Token, comments: readonly (Token | string)[]): void {
  if (token.comment === undefined) token.comment = [null, null];
  else if (token.comment.length !== 2) throw assertion();
  if (token.comment[1] !== null && token.comment[1] !== undefined) throw assertion();
  token.comment[1] = comments;
}

/** Python truthiness of a comment-list entry. */
export function commentTruthy(entry: CommentEntry | undefined): boolean {
  if (entry === null || entry === undefined) return false;
  return entry instanceof Token || entry.length > 0;
}

/** Token.move_old_comment: moves this token's comment to the next token. */
export function moveOldComment(token: Token, target: Token, empty = false): void {
  let c = token.comment;
  if (c === undefined) return;
  if (target.kind === 'stream-end' || target.kind === 'document-start') return;
  token.comment = undefined;
  const tc = target.comment;
  if (tc === undefined || tc.length === 0) {
    if (empty) c = [c[0] ?? null, c[1] ?? null, null, null, c[0] ?? null];
    target.comment = c;
    return;
  }
  const [c0, c1] = [c[0], c[1]];
  if ((commentTruthy(c0) && commentTruthy(tc[0])) || (commentTruthy(c1) && commentTruthy(tc[1]))) {
    const t1 = tc[1];
    if (isList(c1) && isList(t1)) {
      c[1] = [...c1, ...t1];
    } else {
      // ruamel gives up; strictyaml (and so skills-ref) fail with this Python exception.
      throw new YamlFailure({
        message: `overlap in comment ${reprEntry(c)} ${reprEntry(tc)}`,
        pythonException: 'NotImplementedError',
      });
    }
  }
  if (commentTruthy(c[0])) tc[0] = c[0] ?? null;
  if (commentTruthy(c[1])) tc[1] = c[1] ?? null;
}

function isList(entry: CommentEntry | undefined): entry is readonly (Token | string)[] {
  return Array.isArray(entry);
}

// repr() of a comment list as ruamel's NotImplementedError prints it.
function reprEntry(entry: CommentEntry | string | undefined | readonly CommentEntry[]): string {
  if (entry === null || entry === undefined) return 'None';
  if (typeof entry === 'string') return pyRepr(entry);
  if (entry instanceof Token) {
    return `CommentToken(${pyRepr(entry.value)}, line: ${entry.start.line}, col: ${entry.start.column})`;
  }
  return `[${entry.map((item) => reprEntry(item)).join(', ')}]`;
}

/** Token.split_old_comment: the post part of the comment, which moves to a block sequence. */
export function splitOldComment(token: Token): CommentEntry[] | undefined {
  const comment = token.comment;
  if (comment === undefined || comment[0] === null || comment[0] === undefined) return undefined;
  const result: CommentEntry[] = [comment[0], null];
  if (comment[1] === null || comment[1] === undefined) token.comment = undefined;
  return result;
}
