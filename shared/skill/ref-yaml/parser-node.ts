/**
 * Parser.parse_node: a node's properties (anchor, tag) and content.
 * Ported from ruamel.yaml 0.19.1 parser.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import { nodeEvent, uriDecode, type ParsedTag, type ParserEvent } from './events';
import { YamlFailure } from './mark';
import type { Parser } from './parser';
import { pyRepr } from '../../py/repr';
import {
  commentTruthy,
  moveOldComment,
  ONLY,
  splitOldComment,
  TOKEN_ID,
  type Token,
} from './tokens';
import type { Mark } from './types';

function tagText(parser: Parser, handle: string | null, suffix: string): string {
  const decoded = uriDecode(suffix);
  return handle === null ? decoded : (parser.tagHandles[handle] ?? '') + decoded;
}

// parse_node swallows NotImplementedError from moving a tag's comment (and only that).
function moveTagComment(parser: Parser, token: Token): void {
  const next = parser.scanner.peekToken();
  try {
    moveOldComment(token, next);
  } catch (error) {
    if (!(error instanceof YamlFailure) || error.detail.pythonException !== 'NotImplementedError')
      throw error;
  }
}

/** parse_node(block, indentless_sequence) */
export function parseNode(parser: Parser, block: boolean, indentless: boolean): ParserEvent {
  const s = parser.scanner;
  if (s.checkToken(ONLY['alias'])) {
    const token = s.getToken();
    parser.state = parser.popState();
    return nodeEvent('alias', token.start, token.end, token.value, null, false);
  }
  let anchor: string | null = null;
  let written: { handle: string | null; suffix: string } | null = null;
  let start: Mark | undefined;
  let end: Mark | undefined;
  let tagMark: Mark | undefined;
  if (s.checkToken(ONLY['anchor'])) {
    let token = s.getToken();
    parser.moveComment(token);
    start = token.start;
    end = token.end;
    anchor = token.value;
    if (s.checkToken(ONLY['tag'])) {
      token = s.getToken();
      tagMark = token.start;
      end = token.end;
      written = { handle: token.handle, suffix: token.suffix };
    }
  } else if (s.checkToken(ONLY['tag'])) {
    let token = s.getToken();
    moveTagComment(parser, token);
    start = tagMark = token.start;
    end = token.end;
    written = { handle: token.handle, suffix: token.suffix };
    if (s.checkToken(ONLY['anchor'])) {
      token = s.getToken();
      start = tagMark = token.start;
      end = token.end;
      anchor = token.value;
    }
  }
  let tag: ParsedTag | null = null;
  if (written !== null) {
    if (written.handle !== null && !Object.hasOwn(parser.tagHandles, written.handle)) {
      const problem = `found undefined tag handle ${pyRepr(written.handle)}`;
      throw parser.fail('while parsing a node', start, problem, tagMark ?? s.reader.getMark());
    }
    tag = { ...written, text: tagText(parser, written.handle, written.suffix) };
  }
  if (start === undefined || end === undefined) start = end = s.peekToken().start;
  const implicit = tag === null || tag.text === '!';

  if (indentless && s.checkToken(ONLY['block-entry'])) {
    const comment = s.peekToken().comment;
    if (comment !== undefined && comment.length > 0) {
      if (commentTruthy(comment[0])) comment[0] = null;
      else if (comment[0] === null && commentTruthy(comment[1])) comment[1] = null;
    }
    end = s.peekToken().end;
    parser.state = 'indentless-sequence-entry';
    return nodeEvent('sequence-start', start, end, anchor, tag, implicit);
  }
  if (s.checkToken(ONLY['scalar'])) {
    const token = s.getToken();
    parser.state = parser.popState();
    const event = nodeEvent(
      'scalar',
      start,
      token.end,
      anchor,
      tag,
      (token.plain && tag === null) || tag?.text === '!',
    );
    event.value = token.value;
    event.style = token.style;
    return event;
  }
  if (s.checkToken(ONLY['flow-sequence-start'])) {
    end = s.peekToken().end;
    parser.state = 'flow-sequence-first-entry';
    const event = nodeEvent('sequence-start', start, end, anchor, tag, implicit);
    event.flow = true;
    return event;
  }
  if (s.checkToken(ONLY['flow-mapping-start'])) {
    end = s.peekToken().end;
    parser.state = 'flow-mapping-first-key';
    const event = nodeEvent('mapping-start', start, end, anchor, tag, implicit);
    event.flow = true;
    return event;
  }
  if (block && s.checkToken(ONLY['block-sequence-start'])) {
    end = s.peekToken().start;
    const pt = s.peekToken();
    if (pt.comment === undefined || pt.comment[1] === null || pt.comment[1] === undefined)
      splitOldComment(pt);
    parser.state = 'block-sequence-first-entry';
    return nodeEvent('sequence-start', start, end, anchor, tag, implicit);
  }
  if (block && s.checkToken(ONLY['block-mapping-start'])) {
    end = s.peekToken().start;
    s.peekToken();
    parser.state = 'block-mapping-first-key';
    return nodeEvent('mapping-start', start, end, anchor, tag, implicit);
  }
  if (anchor !== null || tag !== null) {
    // Empty scalars are allowed even if a tag or an anchor is specified.
    parser.state = parser.popState();
    return nodeEvent('scalar', start, end, anchor, tag, implicit);
  }
  const token = s.peekToken();
  const problem = `expected the node content, but found ${pyRepr(TOKEN_ID[token.kind])}`;
  throw parser.fail(
    `while parsing a ${block ? 'block' : 'flow'} node`,
    start,
    problem,
    token.start,
  );
}
