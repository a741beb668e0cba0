/**
 * The scanner's token queue, simple-key and indentation bookkeeping, and the round-trip
 * scanner's public methods (check/peek/get_token with comment gathering). The order in which
 * tokens are fetched decides which error ruamel meets first, so the queue logic is kept verbatim.
 * Ported from ruamel.yaml 0.19.1 scanner.py, classes Scanner and RoundTripScanner (MIT, Anthon
 * van der Neut; derived from PyYAML, MIT, Kirill Simonov).
 */
import { NUL } from './chars';
import type { Reader } from './reader';
import { fetchToken } from './scanner-fetch';
import { scanToNextToken } from './scanner-space';
import { addPostComment, addPreComments, Token, type KindSet } from './tokens';
import type { Mark } from './types';

interface SimpleKey {
  tokenNumber: number;
  required: boolean;
  /** Code point index (for the 1024-character limit). */
  index: number;
  /** UTF-16 offset (for its mark). */
  offset: number;
  line: number;
  column: number;
}

/** Called when check_token finds one of the requested kinds at the head (strictyaml's hook). */
export type CheckHook = (token: Token) => void;

// Python's list.insert clamps and counts a negative index from the end.
function pyInsert<T>(list: T[], index: number, item: T): void {
  let at = index < 0 ? index + list.length : index;
  if (at < 0) at = 0;
  if (at > list.length) at = list.length;
  // Not splice: it allocates the (empty) removed list on every key.
  list.push(item);
  for (let i = list.length - 1; i > at; i--) list[i] = list[i - 1] as T;
  list[at] = item;
}

/** ruamel's RoundTripScanner (comments are kept only as far as they steer parsing or errors). */
export class Scanner {
  /** The reader this scanner drives. */
  readonly reader: Reader;
  /** Scanner.done: STREAM-END has been fetched. */
  done = false;
  /** Open flow collections, as '[' / '{' code points. */
  readonly flowContext: number[] = [];
  /** Fetched tokens not yet taken. */
  tokens: Token[] = [];
  /** Tokens removed from the queue so far (comments included). */
  tokensTaken = 0;
  /** Current block indentation column. */
  indent = -1;
  /** Enclosing block indentation columns. */
  readonly indents: number[] = [];
  /** May a simple key (or a block collection) start here? */
  allowSimpleKey = true;
  // Possible simple keys by flow level (ruamel's dict). Only level 0 can hold a required key,
  // so the dict's iteration order never changes which error is raised.
  private simpleKeys: (SimpleKey | undefined)[] = [];
  private simpleKeyCount = 0;
  /** Strictyaml's check_token hook, called for the kinds in `hookKinds` only. */
  readonly onCheck: CheckHook | undefined;
  /** The kinds the hook wants to see. */
  readonly hookKinds: KindSet;
  // Bumped on every change to the queue or the reader; see prepare().
  private version = 0;
  private stableAt = -1;

  constructor(reader: Reader, onCheck?: CheckHook, hookKinds: KindSet = 0) {
    this.reader = reader;
    this.onCheck = onCheck;
    this.hookKinds = hookKinds;
    const mark = reader.getMark();
    this.tokens.push(new Token('stream-start', mark, mark));
  }

  /** Scanner.flow_level */
  get flowLevel(): number {
    return this.flowContext.length;
  }

  // What check_token, peek_token and get_token do first: fetch while the head may still be a
  // simple key, then gather comments. A run that changed nothing would change nothing if
  // repeated, so the parser's many checks of one head token cost a comparison.
  private prepare(): void {
    if (this.stableAt === this.version) return;
    const before = this.version;
    while (this.needMoreTokens()) this.fetchMoreTokens();
    this.gatherComments();
    if (this.version === before) this.stableAt = before;
  }

  /** check_token(*choices) as strictyaml's scanner runs it. */
  checkToken(kinds: KindSet): boolean {
    this.prepare();
    const head = this.tokens[0];
    if (head === undefined || (head.bit & kinds) === 0) return false;
    if ((head.bit & this.hookKinds) !== 0) this.onCheck?.(head);
    return true;
  }

  /** peek_token() */
  peekToken(): Token {
    this.prepare();
    const head = this.tokens[0];
    if (head === undefined)
      throw this.reader.crash('AttributeError', "'NoneType' object has no attribute 'start_mark'");
    return head;
  }

  /** RoundTripScanner.get_token(): also moves same-line and following comments onto the token. */
  getToken(): Token {
    this.prepare();
    const tokens = this.tokens;
    const first = tokens[0];
    if (first === undefined)
      throw this.reader.crash('AttributeError', "'NoneType' object has no attribute 'start_mark'");
    const second = tokens[1];
    if (second?.kind === 'comment') {
      const k = first.kind;
      const sameLine = first.end.line === second.start.line;
      if (
        sameLine &&
        (k === 'scalar' || k === 'value' || k === 'flow-sequence-end' || k === 'flow-mapping-end')
      ) {
        this.tokensTaken++;
        tokens.splice(1, 1);
        this.version++;
        this.fetchMoreTokens();
        this.mergeFollowingComments(second);
        addPostComment(first, second);
      } else if (!sameLine && k === 'scalar') {
        this.tokensTaken++;
        tokens.splice(1, 1);
        this.version++;
        const lines = second.start.line - first.end.line;
        second.value =
          '\n'.repeat(Math.max(lines, 0)) + ' '.repeat(second.start.column) + second.value;
        addPostComment(first, second);
        this.fetchMoreTokens();
        this.mergeFollowingComments(second);
      }
    }
    this.tokensTaken++;
    tokens.shift();
    this.version++;
    return first;
  }

  // Further comment tokens right behind are folded into the post comment's text.
  private mergeFollowingComments(comment: Token): void {
    for (
      let next = this.tokens[1];
      this.tokens.length > 1 && next?.kind === 'comment';
      next = this.tokens[1]
    ) {
      this.tokensTaken++;
      this.tokens.splice(1, 1);
      this.version++;
      comment.value += ' '.repeat(next.start.column) + next.value;
      this.fetchMoreTokens();
    }
  }

  // RoundTripScanner._gather_comments: comments at the head become the next token's pre comments.
  private gatherComments(): void {
    const tokens = this.tokens;
    if (tokens.length === 0) return;
    // Allocated only when there is a comment: this runs on every check, peek and get.
    let comments: Token[] | undefined;
    const head = tokens[0];
    if (head?.kind === 'comment') {
      tokens.shift();
      this.tokensTaken++;
      this.version++;
      comments = [head];
    }
    while (this.needMoreTokens()) {
      this.fetchMoreTokens();
      const next = tokens[0];
      if (next === undefined) return;
      if (next.kind === 'comment') {
        this.tokensTaken++;
        tokens.shift();
        this.version++;
        (comments ??= []).push(next);
      }
    }
    if (comments !== undefined) {
      const target = tokens[0];
      if (target === undefined) throw this.reader.crash('IndexError', 'list index out of range');
      addPreComments(target, comments);
    }
    // "pull in post comment on e.g. ':'"
    if (!this.done && tokens.length < 2) this.fetchMoreTokens();
  }

  private needMoreTokens(): boolean {
    if (this.done) return false;
    if (this.tokens.length === 0) return true;
    this.stalePossibleSimpleKeys();
    return this.nextPossibleSimpleKey() === this.tokensTaken;
  }

  /** fetch_more_tokens(): one round of scanning (a comment, or a token and what it implies). */
  fetchMoreTokens(): void {
    this.version++;
    const comment = scanToNextToken(this);
    if (comment !== undefined) {
      // fetch_comment drops trailing spaces (left by empty lines in an indented block).
      const token = new Token('comment', comment.start, comment.end);
      token.value = comment.value.replace(/ +$/, '');
      this.tokens.push(token);
      return;
    }
    this.stalePossibleSimpleKeys();
    this.unwindIndent(this.reader.column);
    const ch = this.reader.peek();
    if (ch === NUL) {
      this.fetchStreamEnd();
      return;
    }
    fetchToken(this, ch);
  }

  private nextPossibleSimpleKey(): number | undefined {
    if (this.simpleKeyCount === 0) return undefined;
    let min: number | undefined;
    for (const key of this.simpleKeys) {
      if (key !== undefined && (min === undefined || key.tokenNumber < min)) min = key.tokenNumber;
    }
    return min;
  }

  private stalePossibleSimpleKeys(): void {
    if (this.simpleKeyCount === 0) return;
    const reader = this.reader;
    const keys = this.simpleKeys;
    for (let level = 0; level < keys.length; level++) {
      const key = keys[level];
      if (key === undefined) continue;
      if (key.line !== reader.line || reader.index - key.index > 1024) {
        if (key.required) throw this.keyNotFound(key);
        this.deleteKey(level);
      }
    }
  }

  private deleteKey(level: number): void {
    if (this.simpleKeys[level] === undefined) return;
    this.simpleKeys[level] = undefined;
    this.simpleKeyCount--;
  }

  /** The mark where a possible simple key starts (built on demand, most keys never need one). */
  keyMark(key: SimpleKey): Mark {
    return { offset: key.offset, line: key.line, column: key.column };
  }

  private keyNotFound(key: SimpleKey): Error {
    return this.reader.fail({
      context: 'while scanning a simple key',
      contextMark: this.keyMark(key),
      problem: "could not find expected ':'",
      problemMark: this.reader.getMark(),
    });
  }

  /** save_possible_simple_key(): the next token may start a simple key. */
  savePossibleSimpleKey(): void {
    const reader = this.reader;
    const required = this.flowLevel === 0 && this.indent === reader.column;
    if (!this.allowSimpleKey) return;
    this.removePossibleSimpleKey();
    this.simpleKeys[this.flowLevel] = {
      tokenNumber: this.tokensTaken + this.tokens.length,
      required,
      index: reader.index,
      offset: reader.pointer,
      line: reader.line,
      column: reader.column,
    };
    this.simpleKeyCount++;
  }

  /** remove_possible_simple_key() */
  removePossibleSimpleKey(): void {
    const key = this.simpleKeys[this.flowLevel];
    if (key === undefined) return;
    if (key.required) throw this.keyNotFound(key);
    this.deleteKey(this.flowLevel);
  }

  /** Takes the possible simple key of the current level, if any (fetch_value's first branch). */
  takePossibleSimpleKey(): SimpleKey | undefined {
    const key = this.simpleKeys[this.flowLevel];
    this.deleteKey(this.flowLevel);
    return key;
  }

  /** Inserts a token where the simple key's first token was (tokens.insert in fetch_value). */
  insertAtKey(key: SimpleKey, token: Token): void {
    pyInsert(this.tokens, key.tokenNumber - this.tokensTaken, token);
  }

  /** unwind_indent(column): BLOCK-END for every block closed by this column. */
  unwindIndent(column: number): void {
    if (this.flowLevel > 0) return;
    while (this.indent > column) {
      const mark = this.reader.getMark();
      this.indent = this.indents.pop() ?? -1;
      this.tokens.push(new Token('block-end', mark, mark));
    }
  }

  /** add_indent(column) */
  addIndent(column: number): boolean {
    if (this.indent < column) {
      this.indents.push(this.indent);
      this.indent = column;
      return true;
    }
    return false;
  }

  private fetchStreamEnd(): void {
    this.unwindIndent(-1);
    this.removePossibleSimpleKey();
    this.allowSimpleKey = false;
    this.simpleKeys = [];
    this.simpleKeyCount = 0;
    const mark = this.reader.getMark();
    this.tokens.push(new Token('stream-end', mark, mark));
    this.done = true;
  }
}
