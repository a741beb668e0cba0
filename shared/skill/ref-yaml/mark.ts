/**
 * Marks and error text: StringMark.get_snippet, StringMark.__str__, MarkedYAMLError.__str__ and
 * ReaderError.__str__, reproduced byte for byte.
 * Ported from ruamel.yaml 0.19.1 error.py and reader.py (MIT, Anthon van der Neut; derived from
 * PyYAML, MIT, Kirill Simonov).
 */
import type { Mark, RefYamlError } from './types';

/** The stream name ruamel prints for a str input (strictyaml's label). */
export const STREAM_NAME = '<unicode string>';

// get_snippet stops at these: '\0\r\n\x85\u2028\u2029'.
function isSnippetStop(c: number): boolean {
  return c === 0 || c === 0x0a || c === 0x0d || c === 0x85 || c === 0x2028 || c === 0x2029;
}

// Code points are what Python indexes, so the walk steps over surrogate pairs as one.
function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}
function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
function stepBack(text: string, at: number): number {
  const c = text.charCodeAt(at - 1);
  return isLowSurrogate(c) && at >= 2 && isHighSurrogate(text.charCodeAt(at - 2)) ? at - 2 : at - 1;
}
function stepForward(text: string, at: number): number {
  const c = text.charCodeAt(at);
  return isHighSurrogate(c) && isLowSurrogate(text.charCodeAt(at + 1)) ? at + 2 : at + 1;
}

/** StringMark.get_snippet(indent=4, max_length=75), computed on the UTF-16 text. */
export function markSnippet(text: string, mark: Mark): string {
  const indent = 4;
  // Python compares `pointer - start > max_length / 2 - 1`, i.e. more than 36.5 code points.
  const half = 75 / 2 - 1;
  let head = '';
  let start = mark.offset;
  let before = 0;
  while (start > 0 && !isSnippetStop(text.codePointAt(stepBack(text, start)) ?? 0)) {
    start = stepBack(text, start);
    before++;
    if (before > half) {
      head = ' ... ';
      for (let i = 0; i < 5; i++) start = stepForward(text, start);
      before -= 5;
      break;
    }
  }
  let tail = '';
  let end = mark.offset;
  let after = 0;
  while (end < text.length && !isSnippetStop(text.codePointAt(end) ?? 0)) {
    end = stepForward(text, end);
    after++;
    if (after > half) {
      tail = ' ... ';
      for (let i = 0; i < 5; i++) end = stepBack(text, end);
      break;
    }
  }
  const snippet = text.slice(start, end);
  const pad = ' '.repeat(indent + before + head.length);
  return `${' '.repeat(indent)}${head}${snippet}${tail}\n${pad}^ (line: ${mark.line + 1})`;
}

/** StringMark.__str__: the "  in ..., line L, column C:" line and the snippet. */
export function markToString(text: string, mark: Mark): string {
  const where = `  in "${STREAM_NAME}", line ${mark.line + 1}, column ${mark.column + 1}`;
  return `${where}:\n${markSnippet(text, mark)}`;
}

/** The parts of a MarkedYAMLError, before its text is rendered. */
export interface ErrorParts {
  context?: string | undefined;
  contextMark?: Mark | undefined;
  problem?: string | undefined;
  problemMark?: Mark | undefined;
  note?: string | undefined;
  pythonException?: string | undefined;
}

/** MarkedYAMLError.__str__ for the given parts; the note must already be dedented. */
export function formatYamlError(text: string, parts: ErrorParts): string {
  const lines: string[] = [];
  const { context, contextMark, problem, problemMark, note } = parts;
  if (context !== undefined) lines.push(context);
  if (
    contextMark !== undefined &&
    (problem === undefined ||
      problemMark === undefined ||
      contextMark.line !== problemMark.line ||
      contextMark.column !== problemMark.column)
  ) {
    lines.push(markToString(text, contextMark));
  }
  if (problem !== undefined) lines.push(problem);
  if (problemMark !== undefined) lines.push(markToString(text, problemMark));
  if (note !== undefined && note !== '') lines.push(note);
  return lines.join('\n');
}

/** Builds a RefYamlError (only the defined parts become fields) with its rendered message. */
export function makeError(text: string, parts: ErrorParts): RefYamlError {
  const error: RefYamlError = { message: formatYamlError(text, parts) };
  if (parts.context !== undefined) error.context = parts.context;
  if (parts.contextMark !== undefined) error.contextMark = parts.contextMark;
  if (parts.problem !== undefined) error.problem = parts.problem;
  if (parts.problemMark !== undefined) error.problemMark = parts.problemMark;
  if (parts.note !== undefined) error.note = parts.note;
  if (parts.pythonException !== undefined) error.pythonException = parts.pythonException;
  return error;
}

/** ReaderError.__str__ for a str input: position and character are code points. */
export function formatReaderError(position: number, character: number, reason: string): string {
  const code = character.toString(16).padStart(4, '0');
  return `unacceptable character #x${code}: ${reason}\n  in "${STREAM_NAME}", position ${position}`;
}

/** A Python exception that is not a YAML error, as str(exception) and its class name. */
export function crashError(pythonException: string, message: string, at?: Mark): RefYamlError {
  const error: RefYamlError = { message, pythonException };
  if (at !== undefined) error.problemMark = at;
  return error;
}

/** Thrown inside the reader to unwind to loadRefYaml, carrying the error as ruamel raised it. */
export class YamlFailure extends Error {
  /** The error, message included. */
  readonly detail: RefYamlError;
  constructor(detail: RefYamlError) {
    super(detail.message);
    this.name = 'YamlFailure';
    this.detail = detail;
  }
}
