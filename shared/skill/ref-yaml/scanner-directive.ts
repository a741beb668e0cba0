/**
 * Directives (%YAML, %TAG and unknown ones).
 * Ported from ruamel.yaml 0.19.1 scanner.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import { SPACE, isAsciiAlnum, isBreakOrNul, isDigit, isNulSpaceOrBreak } from './chars';
import type { Reader } from './reader';
import type { Scanner } from './scanner';
import { scanLineBreak } from './scanner-space';
import { scanTagHandle, scanTagUri } from './scanner-tags';
import { Token } from './tokens';
import type { Mark } from './types';

function directiveError(reader: Reader, start: Mark, problem: string): Error {
  return reader.fail({
    context: 'while scanning a directive',
    contextMark: start,
    problem,
    problemMark: reader.getMark(),
  });
}

/** scan_directive (with its name, YAML/TAG value and ignored-line helpers). */
export function scanDirective(scanner: Scanner): Token {
  const reader = scanner.reader;
  const start = reader.getMark();
  reader.forward();
  let length = 0;
  let ch = reader.peek(length);
  while (isAsciiAlnum(ch) || ch === 0x2d || ch === 0x5f || ch === 0x3a || ch === 0x2e) {
    length++;
    ch = reader.peek(length);
  }
  const nameProblem = (at: number) =>
    `expected alphabetic or numeric character, but found ${reader.reprAt(at)}`;
  if (length === 0) throw directiveError(reader, start, nameProblem(length));
  const name = reader.prefix(length);
  reader.forward(length);
  if (!isNulSpaceOrBreak(reader.peek())) throw directiveError(reader, start, nameProblem(0));
  let handle: string | null = null;
  let suffix = '';
  let end: Mark;
  if (name === 'YAML') {
    scanYamlDirectiveValue(reader, start);
    // ruamel stores the version on loader.doc_infos, which strictyaml's loader lacks.
    throw reader.crash(
      'AttributeError',
      "'DynamicStrictYAMLLoader' object has no attribute 'doc_infos'",
    );
  } else if (name === 'TAG') {
    while (reader.peek() === SPACE) reader.forward();
    handle = scanTagHandle(reader, 'directive', start);
    if (reader.peek() !== SPACE) {
      throw directiveError(reader, start, `expected ' ', but found ${reader.reprAt()}`);
    }
    while (reader.peek() === SPACE) reader.forward();
    suffix = scanTagUri(reader, 'directive', start);
    if (!isNulSpaceOrBreak(reader.peek())) {
      throw directiveError(reader, start, `expected ' ', but found ${reader.reprAt()}`);
    }
    end = reader.getMark();
  } else {
    end = reader.getMark();
    while (!isBreakOrNul(reader.peek())) reader.forward();
  }
  while (reader.peek() === SPACE) reader.forward();
  if (reader.peek() === 0x23) while (!isBreakOrNul(reader.peek())) reader.forward();
  if (!isBreakOrNul(reader.peek())) {
    const found = reader.reprAt();
    throw directiveError(reader, start, `expected a comment or a line break, but found ${found}`);
  }
  scanLineBreak(reader);
  const token = new Token('directive', start, end);
  token.value = name;
  token.handle = handle;
  token.suffix = suffix;
  return token;
}

function scanYamlDirectiveValue(reader: Reader, start: Mark): void {
  while (reader.peek() === SPACE) reader.forward();
  scanYamlDirectiveNumber(reader, start);
  if (reader.peek() !== 0x2e) {
    throw directiveError(reader, start, `expected a digit or '.', but found ${reader.reprAt()}`);
  }
  reader.forward();
  scanYamlDirectiveNumber(reader, start);
  if (!isNulSpaceOrBreak(reader.peek())) {
    throw directiveError(reader, start, `expected a digit or '.', but found ${reader.reprAt()}`);
  }
}

function scanYamlDirectiveNumber(reader: Reader, start: Mark): void {
  const ch = reader.peek();
  if (!isDigit(ch))
    throw directiveError(reader, start, `expected a digit, but found ${reader.reprAt()}`);
  let length = 0;
  while (isDigit(reader.peek(length))) length++;
  reader.forward(length);
}
