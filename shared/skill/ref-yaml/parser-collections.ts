/**
 * The parser states inside block and flow collections.
 * Ported from ruamel.yaml 0.19.1 parser.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import { emptyScalar, makeEvent, nodeEvent, type ParserEvent } from './events';
import type { Parser, State } from './parser';
import { parseNode } from './parser-node';
import { pyRepr } from '../../py/repr';
import { kindSet, ONLY, TOKEN_ID, type KindSet } from './tokens';

const BLOCK_ENTRY_OR_END = kindSet('block-entry', 'block-end');
const INDENTLESS_STOP = kindSet('block-entry', 'key', 'value', 'block-end');
const KEY_VALUE_OR_END = kindSet('key', 'value', 'block-end');
const SEQ_PAIR_KEY_STOP = kindSet('value', 'flow-entry', 'flow-sequence-end');
const FLOW_SEQ_STOP = kindSet('flow-entry', 'flow-sequence-end');
const MAP_KEY_STOP = kindSet('value', 'flow-entry', 'flow-mapping-end');
const FLOW_MAP_STOP = kindSet('flow-entry', 'flow-mapping-end');

function popState(parser: Parser): void {
  parser.state = parser.popState();
}

function expectedBlockEnd(parser: Parser, context: string): Error {
  const token = parser.scanner.peekToken();
  const problem = `expected <block end>, but found ${pyRepr(TOKEN_ID[token.kind])}`;
  return parser.fail(context, parser.marks[parser.marks.length - 1], problem, token.start);
}

function blockSequenceEntry(parser: Parser): ParserEvent {
  const s = parser.scanner;
  if (s.checkToken(ONLY['block-entry'])) {
    const token = s.getToken();
    parser.moveComment(token);
    if (!s.checkToken(BLOCK_ENTRY_OR_END)) {
      parser.states.push('block-sequence-entry');
      return parseNode(parser, true, false);
    }
    parser.state = 'block-sequence-entry';
    return emptyScalar(token.end);
  }
  if (!s.checkToken(ONLY['block-end']))
    throw expectedBlockEnd(parser, 'while parsing a block collection');
  const token = s.getToken();
  popState(parser);
  parser.marks.pop();
  return makeEvent('sequence-end', token.start, token.end);
}

function indentlessSequenceEntry(parser: Parser): ParserEvent {
  const s = parser.scanner;
  if (s.checkToken(ONLY['block-entry'])) {
    const token = s.getToken();
    parser.moveComment(token);
    if (!s.checkToken(INDENTLESS_STOP)) {
      parser.states.push('indentless-sequence-entry');
      return parseNode(parser, true, false);
    }
    parser.state = 'indentless-sequence-entry';
    return emptyScalar(token.end);
  }
  const mark = s.peekToken().start;
  popState(parser);
  return makeEvent('sequence-end', mark, mark);
}

function blockMappingKey(parser: Parser): ParserEvent {
  const s = parser.scanner;
  if (s.checkToken(ONLY['key'])) {
    const token = s.getToken();
    parser.moveComment(token);
    if (!s.checkToken(KEY_VALUE_OR_END)) {
      parser.states.push('block-mapping-value');
      return parseNode(parser, true, true);
    }
    parser.state = 'block-mapping-value';
    return emptyScalar(token.end);
  }
  if (s.checkToken(ONLY['value'])) {
    parser.state = 'block-mapping-value';
    return emptyScalar(s.peekToken().start);
  }
  if (!s.checkToken(ONLY['block-end']))
    throw expectedBlockEnd(parser, 'while parsing a block mapping');
  const token = s.getToken();
  parser.moveComment(token);
  popState(parser);
  parser.marks.pop();
  return makeEvent('mapping-end', token.start, token.end);
}

function blockMappingValue(parser: Parser): ParserEvent {
  const s = parser.scanner;
  if (!s.checkToken(ONLY['value'])) {
    parser.state = 'block-mapping-key';
    return emptyScalar(s.peekToken().start);
  }
  let token = s.getToken();
  if (s.checkToken(ONLY['value'])) parser.moveComment(token);
  else if (!s.checkToken(ONLY['key'])) parser.moveComment(token, true);
  if (!s.checkToken(KEY_VALUE_OR_END)) {
    parser.states.push('block-mapping-key');
    return parseNode(parser, true, true);
  }
  parser.state = 'block-mapping-key';
  // Where the empty value sits depends on whether the ':' kept a comment: ruamel falls back to
  // the next token (and takes its post comment) only when it did not.
  if (token.comment === undefined) {
    token = s.peekToken();
    const comment = token.comment;
    if (comment !== undefined && comment.length > 0) token.comment = [null, comment[1] ?? null];
  }
  return emptyScalar(token.end);
}

function flowSequenceEntry(parser: Parser, first: boolean): ParserEvent {
  const s = parser.scanner;
  if (!s.checkToken(ONLY['flow-sequence-end'])) {
    if (!first) {
      if (s.checkToken(ONLY['flow-entry'])) {
        s.getToken();
      } else {
        const token = s.peekToken();
        const problem = `expected ',' or ']', but got ${pyRepr(TOKEN_ID[token.kind])}`;
        throw parser.fail(
          'while parsing a flow sequence',
          parser.marks[parser.marks.length - 1],
          problem,
          token.start,
        );
      }
    }
    if (s.checkToken(ONLY['key'])) {
      const token = s.peekToken();
      parser.state = 'flow-sequence-entry-mapping-key';
      const event = nodeEvent('mapping-start', token.start, token.end, null, null, true);
      event.flow = true;
      return event;
    }
    if (!s.checkToken(ONLY['flow-sequence-end'])) {
      parser.states.push('flow-sequence-entry');
      return parseNode(parser, false, false);
    }
  }
  const token = s.getToken();
  popState(parser);
  parser.marks.pop();
  return makeEvent('sequence-end', token.start, token.end);
}

function flowMappingKey(parser: Parser, first: boolean): ParserEvent {
  const s = parser.scanner;
  if (!s.checkToken(ONLY['flow-mapping-end'])) {
    if (!first) {
      if (s.checkToken(ONLY['flow-entry'])) {
        s.getToken();
      } else {
        const token = s.peekToken();
        const problem = `expected ',' or '}', but got ${pyRepr(TOKEN_ID[token.kind])}`;
        throw parser.fail(
          'while parsing a flow mapping',
          parser.marks[parser.marks.length - 1],
          problem,
          token.start,
        );
      }
    }
    if (s.checkToken(ONLY['key'])) {
      const token = s.getToken();
      if (!s.checkToken(MAP_KEY_STOP)) {
        parser.states.push('flow-mapping-value');
        return parseNode(parser, false, false);
      }
      parser.state = 'flow-mapping-value';
      return emptyScalar(token.end);
    } else if (s.checkToken(ONLY['value'])) {
      parser.state = 'flow-mapping-value';
      return emptyScalar(s.peekToken().end);
    } else if (!s.checkToken(ONLY['flow-mapping-end'])) {
      parser.states.push('flow-mapping-empty-value');
      return parseNode(parser, false, false);
    }
  }
  const token = s.getToken();
  popState(parser);
  parser.marks.pop();
  return makeEvent('mapping-end', token.start, token.end);
}

// The value half of a flow pair: `next` is where the parser goes after it.
function flowValue(parser: Parser, stop: KindSet, next: State): ParserEvent {
  const s = parser.scanner;
  if (s.checkToken(ONLY['value'])) {
    const token = s.getToken();
    if (!s.checkToken(stop)) {
      parser.states.push(next);
      return parseNode(parser, false, false);
    }
    parser.state = next;
    return emptyScalar(token.end);
  }
  parser.state = next;
  return emptyScalar(s.peekToken().start);
}

/** Runs one of the collection states. */
export function runCollectionState(parser: Parser, state: State): ParserEvent {
  const s = parser.scanner;
  switch (state) {
    case 'block-sequence-first-entry':
      parser.marks.push(s.getToken().start);
      return blockSequenceEntry(parser);
    case 'block-sequence-entry':
      return blockSequenceEntry(parser);
    case 'indentless-sequence-entry':
      return indentlessSequenceEntry(parser);
    case 'block-mapping-first-key':
      parser.marks.push(s.getToken().start);
      return blockMappingKey(parser);
    case 'block-mapping-key':
      return blockMappingKey(parser);
    case 'block-mapping-value':
      return blockMappingValue(parser);
    case 'flow-sequence-first-entry':
      parser.marks.push(s.getToken().start);
      return flowSequenceEntry(parser, true);
    case 'flow-sequence-entry':
      return flowSequenceEntry(parser, false);
    case 'flow-sequence-entry-mapping-key': {
      const token = s.getToken();
      if (!s.checkToken(SEQ_PAIR_KEY_STOP)) {
        parser.states.push('flow-sequence-entry-mapping-value');
        return parseNode(parser, false, false);
      }
      parser.state = 'flow-sequence-entry-mapping-value';
      return emptyScalar(token.end);
    }
    case 'flow-sequence-entry-mapping-value':
      return flowValue(parser, FLOW_SEQ_STOP, 'flow-sequence-entry-mapping-end');
    case 'flow-sequence-entry-mapping-end': {
      parser.state = 'flow-sequence-entry';
      const mark = s.peekToken().start;
      return makeEvent('mapping-end', mark, mark);
    }
    case 'flow-mapping-first-key':
      parser.marks.push(s.getToken().start);
      return flowMappingKey(parser, true);
    case 'flow-mapping-key':
      return flowMappingKey(parser, false);
    case 'flow-mapping-value':
      return flowValue(parser, FLOW_MAP_STOP, 'flow-mapping-key');
    case 'flow-mapping-empty-value':
      parser.state = 'flow-mapping-key';
      return emptyScalar(s.peekToken().start);
    default:
      throw new Error(`unexpected parser state ${state}`);
  }
}
