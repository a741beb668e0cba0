/**
 * fetch_more_tokens' dispatch on the next character, the fetch_* methods and the check_*
 * predicates (YAML 1.2 rules: strictyaml never gets a %YAML directive through).
 * Ported from ruamel.yaml 0.19.1 scanner.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import { isBlankOrEnd, isPlainForbidden, isSpaceOrTab } from './chars';
import type { Scanner } from './scanner';
import { scanDirective } from './scanner-directive';
import { scanAnchor, scanTag } from './scanner-tags';
import { scanBlockScalar } from './scanner-block';
import { scanFlowScalar, scanPlain } from './scanner-scalars';
import { Token, type TokenKind } from './tokens';

const DASH = 0x2d;
const DOT = 0x2e;
const COLON = 0x3a;
const QUESTION = 0x3f;

/** The body of fetch_more_tokens after the stream-end check: one token for `ch`. */
export function fetchToken(s: Scanner, ch: number): void {
  const reader = s.reader;
  // The order of the checks is ruamel's; the first that applies fetches the token.
  if (ch === 0x25 && reader.column === 0) fetchDirective(s);
  else if (ch === DASH && checkDocumentIndicator(s, DASH))
    fetchDocumentIndicator(s, 'document-start');
  else if (ch === DOT && checkDocumentIndicator(s, DOT)) fetchDocumentIndicator(s, 'document-end');
  else if (ch === 0x5b) fetchFlowCollectionStart(s, 'flow-sequence-start', ch);
  else if (ch === 0x7b) fetchFlowCollectionStart(s, 'flow-mapping-start', ch);
  else if (ch === 0x5d) fetchFlowCollectionEnd(s, 'flow-sequence-end');
  else if (ch === 0x7d) fetchFlowCollectionEnd(s, 'flow-mapping-end');
  else if (ch === 0x2c) fetchFlowEntry(s);
  else if (ch === DASH && isBlankOrEnd(reader.peek(1))) fetchBlockEntry(s);
  else if (ch === QUESTION && (s.flowLevel > 0 || isBlankOrEnd(reader.peek(1)))) fetchKey(s);
  else if (ch === COLON && checkValue(s)) fetchValue(s);
  else if (ch === 0x2a) fetchAnchorLike(s, 'alias');
  else if (ch === 0x26) fetchAnchorLike(s, 'anchor');
  else if (ch === 0x21) fetchTag(s);
  else if (ch === 0x7c && s.flowLevel === 0) fetchBlockScalar(s, 'literal');
  else if (ch === 0x3e && s.flowLevel === 0) fetchBlockScalar(s, 'folded');
  else if (ch === 0x27) fetchFlowScalar(s, 'single');
  else if (ch === 0x22) fetchFlowScalar(s, 'double');
  else if (checkPlain(s, ch)) fetchPlain(s);
  else {
    throw reader.fail({
      context: 'while scanning for the next token',
      problem: `found character ${reader.reprAt()} that cannot start any token`,
      problemMark: reader.getMark(),
    });
  }
}

// check_document_start / check_document_end: '---' or '...' at column 0 followed by a blank.
function checkDocumentIndicator(s: Scanner, ch: number): boolean {
  const reader = s.reader;
  return reader.column === 0 && reader.prefixIsTriple(ch) && isBlankOrEnd(reader.peek(3));
}

// check_value, YAML 1.2 branch.
function checkValue(s: Scanner): boolean {
  const next = s.reader.peek(1);
  if (s.flowLevel > 0) {
    if (s.flowContext[s.flowContext.length - 1] === 0x5b) {
      if (!isBlankOrEnd(next)) return false;
    } else if (s.tokens[s.tokens.length - 1]?.kind === 'value') {
      if (!isBlankOrEnd(next)) return false;
    }
    return true;
  }
  return isBlankOrEnd(next);
}

// check_plain, YAML 1.2 branch.
function checkPlain(s: Scanner, ch: number): boolean {
  if (!isPlainForbidden(ch)) return true;
  const next = s.reader.peek(1);
  if (ch === DASH && !isBlankOrEnd(next)) return true;
  if (ch === COLON && s.flowLevel > 0 && !isSpaceOrTab(next)) return true;
  return (
    !isBlankOrEnd(next) && (ch === DASH || (s.flowLevel === 0 && (ch === QUESTION || ch === COLON)))
  );
}

function pushSimple(s: Scanner, kind: TokenKind, length = 1): void {
  const start = s.reader.getMark();
  s.reader.forward(length);
  s.tokens.push(new Token(kind, start, s.reader.getMark()));
}

function fetchDirective(s: Scanner): void {
  s.unwindIndent(-1);
  s.removePossibleSimpleKey();
  s.allowSimpleKey = false;
  s.tokens.push(scanDirective(s));
}

function fetchDocumentIndicator(s: Scanner, kind: TokenKind): void {
  s.unwindIndent(-1);
  s.removePossibleSimpleKey();
  s.allowSimpleKey = false;
  pushSimple(s, kind, 3);
}

function fetchFlowCollectionStart(s: Scanner, kind: TokenKind, bracket: number): void {
  s.savePossibleSimpleKey();
  s.flowContext.push(bracket);
  s.allowSimpleKey = true;
  pushSimple(s, kind);
}

function fetchFlowCollectionEnd(s: Scanner, kind: TokenKind): void {
  s.removePossibleSimpleKey();
  // An unmatched bracket is left for the parser to report.
  s.flowContext.pop();
  s.allowSimpleKey = false;
  pushSimple(s, kind);
}

function fetchFlowEntry(s: Scanner): void {
  s.allowSimpleKey = true;
  s.removePossibleSimpleKey();
  pushSimple(s, 'flow-entry');
}

function fetchBlockEntry(s: Scanner): void {
  const reader = s.reader;
  if (s.flowLevel === 0) {
    if (!s.allowSimpleKey) {
      throw reader.fail({
        problem: 'sequence entries are not allowed here',
        problemMark: reader.getMark(),
      });
    }
    if (s.addIndent(reader.column)) {
      const mark = reader.getMark();
      s.tokens.push(new Token('block-sequence-start', mark, mark));
    }
  }
  s.allowSimpleKey = true;
  s.removePossibleSimpleKey();
  pushSimple(s, 'block-entry');
}

function fetchKey(s: Scanner): void {
  const reader = s.reader;
  if (s.flowLevel === 0) {
    if (!s.allowSimpleKey) {
      throw reader.fail({
        problem: 'mapping keys are not allowed here',
        problemMark: reader.getMark(),
      });
    }
    if (s.addIndent(reader.column)) {
      const mark = reader.getMark();
      s.tokens.push(new Token('block-mapping-start', mark, mark));
    }
  }
  s.allowSimpleKey = s.flowLevel === 0;
  s.removePossibleSimpleKey();
  pushSimple(s, 'key');
}

function fetchValue(s: Scanner): void {
  const reader = s.reader;
  const key = s.takePossibleSimpleKey();
  if (key !== undefined) {
    const mark = s.keyMark(key);
    s.insertAtKey(key, new Token('key', mark, mark));
    if (s.flowLevel === 0 && s.addIndent(key.column)) {
      s.insertAtKey(key, new Token('block-mapping-start', mark, mark));
    }
    s.allowSimpleKey = false;
  } else {
    if (s.flowLevel === 0 && !s.allowSimpleKey) {
      throw reader.fail({
        problem: 'mapping values are not allowed here',
        problemMark: reader.getMark(),
      });
    }
    if (s.flowLevel === 0 && s.addIndent(reader.column)) {
      const mark = reader.getMark();
      s.tokens.push(new Token('block-mapping-start', mark, mark));
    }
    s.allowSimpleKey = s.flowLevel === 0;
    s.removePossibleSimpleKey();
  }
  pushSimple(s, 'value');
}

function fetchAnchorLike(s: Scanner, kind: 'anchor' | 'alias'): void {
  s.savePossibleSimpleKey();
  s.allowSimpleKey = false;
  s.tokens.push(scanAnchor(s.reader, kind));
}

function fetchTag(s: Scanner): void {
  s.savePossibleSimpleKey();
  s.allowSimpleKey = false;
  s.tokens.push(scanTag(s.reader));
}

function fetchBlockScalar(s: Scanner, style: 'literal' | 'folded'): void {
  s.allowSimpleKey = true;
  s.removePossibleSimpleKey();
  s.tokens.push(scanBlockScalar(s, style));
}

function fetchFlowScalar(s: Scanner, style: 'single' | 'double'): void {
  s.savePossibleSimpleKey();
  s.allowSimpleKey = false;
  s.tokens.push(scanFlowScalar(s.reader, style));
}

function fetchPlain(s: Scanner): void {
  s.savePossibleSimpleKey();
  s.allowSimpleKey = false;
  s.tokens.push(scanPlain(s));
}
