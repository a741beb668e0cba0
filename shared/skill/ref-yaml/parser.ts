/**
 * The LL(1) parser from tokens to events, as RoundTripParser runs it (its comment moves call
 * peek_token, which can scan further, so they are kept).
 * Ported from ruamel.yaml 0.19.1 parser.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import { emptyScalar, makeEvent, type ParserEvent } from './events';
import { runCollectionState } from './parser-collections';
import { parseNode } from './parser-node';
import { pyRepr } from '../../py/repr';
import type { Scanner } from './scanner';
import { kindSet, moveOldComment, ONLY, TOKEN_ID, type Token } from './tokens';
import type { Mark } from './types';

/** The parser's states (the bound methods ruamel keeps in `state` and `states`). */
export type State =
  | 'stream-start'
  | 'implicit-document-start'
  | 'document-start'
  | 'document-end'
  | 'document-content'
  | 'block-node'
  | 'block-sequence-first-entry'
  | 'block-sequence-entry'
  | 'indentless-sequence-entry'
  | 'block-mapping-first-key'
  | 'block-mapping-key'
  | 'block-mapping-value'
  | 'flow-sequence-first-entry'
  | 'flow-sequence-entry'
  | 'flow-sequence-entry-mapping-key'
  | 'flow-sequence-entry-mapping-value'
  | 'flow-sequence-entry-mapping-end'
  | 'flow-mapping-first-key'
  | 'flow-mapping-key'
  | 'flow-mapping-value'
  | 'flow-mapping-empty-value';

const DOCUMENT_OPENERS = kindSet('directive', 'document-start', 'stream-end');
const DOCUMENT_BOUNDARIES = kindSet('directive', 'document-start', 'document-end', 'stream-end');
const DEFAULT_TAGS: Readonly<Record<string, string>> = { '!': '!', '!!': 'tag:yaml.org,2002:' };

/** ruamel's RoundTripParser over a scanner. */
export class Parser {
  /** The token source. */
  readonly scanner: Scanner;
  private current: ParserEvent | undefined = undefined;
  /** The state to run for the next event (undefined after STREAM-END). */
  state: State | undefined = 'stream-start';
  /** States to return to. */
  readonly states: State[] = [];
  /** Start marks of the open collections, for error contexts. */
  readonly marks: Mark[] = [];
  /** Tag handles of the current document. */
  tagHandles: Readonly<Record<string, string>> = DEFAULT_TAGS;

  constructor(scanner: Scanner) {
    this.scanner = scanner;
  }

  /** check_event(kind) */
  checkEvent(kind: ParserEvent['kind']): boolean {
    return this.peekEvent()?.kind === kind;
  }

  /** peek_event() */
  peekEvent(): ParserEvent | undefined {
    if (this.current === undefined && this.state !== undefined) this.current = this.run(this.state);
    return this.current;
  }

  /** get_event() */
  getEvent(): ParserEvent | undefined {
    const event = this.peekEvent();
    this.current = undefined;
    return event;
  }

  /** RoundTripParser.move_token_comment: moves a token's comment onto the next token. */
  moveComment(token: Token, empty = false): void {
    moveOldComment(token, this.scanner.peekToken(), empty);
  }

  /** The ParserError raised for an unexpected token. */
  fail(
    context: string | undefined,
    contextMark: Mark | undefined,
    problem: string,
    problemMark: Mark,
  ): Error {
    return this.scanner.reader.fail({ context, contextMark, problem, problemMark });
  }

  /** Pops the state to return to. */
  popState(): State | undefined {
    return this.states.pop();
  }

  private run(state: State): ParserEvent {
    const s = this.scanner;
    switch (state) {
      case 'stream-start': {
        const token = s.getToken();
        this.moveComment(token);
        this.state = 'implicit-document-start';
        return makeEvent('stream-start', token.start, token.end);
      }
      case 'implicit-document-start':
        if (!s.checkToken(DOCUMENT_OPENERS)) {
          this.tagHandles = DEFAULT_TAGS;
          const mark = s.peekToken().start;
          this.states.push('document-end');
          this.state = 'block-node';
          return makeEvent('document-start', mark, mark);
        }
        return this.documentStart();
      case 'document-start':
        return this.documentStart();
      case 'document-end':
        return this.documentEnd();
      case 'document-content':
        if (s.checkToken(DOCUMENT_BOUNDARIES)) {
          const mark = s.peekToken().start;
          this.state = this.popState();
          return emptyScalar(mark);
        }
        return parseNode(this, true, false);
      case 'block-node':
        return parseNode(this, true, false);
      default:
        return runCollectionState(this, state);
    }
  }

  private documentStart(): ParserEvent {
    const s = this.scanner;
    while (s.checkToken(ONLY['document-end'])) s.getToken();
    if (s.checkToken(ONLY['stream-end'])) {
      const token = s.getToken();
      this.state = undefined;
      return makeEvent('stream-end', token.start, token.end);
    }
    this.processDirectives();
    if (!s.checkToken(ONLY['document-start'])) {
      const id = TOKEN_ID[s.peekToken().kind];
      throw this.fail(
        undefined,
        undefined,
        `expected '<document start>', but found ('${id}',)`,
        s.peekToken().start,
      );
    }
    const token = s.getToken();
    this.states.push('document-end');
    this.state = 'document-content';
    return makeEvent('document-start', token.start, token.end);
  }

  private processDirectives(): void {
    const s = this.scanner;
    const handles: Record<string, string> = {};
    while (s.checkToken(ONLY['directive'])) {
      const token = s.getToken();
      // A %YAML directive never gets here: scanning it crashes strictyaml's loader.
      if (token.value === 'TAG' && token.handle !== null) {
        if (Object.hasOwn(handles, token.handle)) {
          throw this.fail(
            undefined,
            undefined,
            `duplicate tag handle ${pyRepr(token.handle)}`,
            token.start,
          );
        }
        handles[token.handle] = token.suffix;
      }
    }
    for (const [key, value] of Object.entries(DEFAULT_TAGS)) {
      if (!Object.hasOwn(handles, key)) handles[key] = value;
    }
    this.tagHandles = handles;
  }

  private documentEnd(): ParserEvent {
    const s = this.scanner;
    let token = s.peekToken();
    const start = token.start;
    let end = start;
    let explicit = false;
    if (s.checkToken(ONLY['document-end'])) {
      token = s.getToken();
      const next = s.peekToken();
      if (next.kind !== 'stream-end' && token.end.line === next.start.line) {
        const id = TOKEN_ID[s.peekToken().kind];
        const problem = `found non-comment content after document end marker, ('${id}',)`;
        throw this.fail(undefined, undefined, problem, s.peekToken().start);
      }
      end = token.end;
      explicit = true;
    }
    // YAML 1.2: after an explicit end an implicit document may follow.
    this.state = explicit ? 'implicit-document-start' : 'document-start';
    return makeEvent('document-end', start, end);
  }
}
