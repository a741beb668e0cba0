/**
 * Making findings: the rule's own severity unless a rule raises it, and excerpts a person can
 * read (invisible and control characters written as U+XXXX, cut short).
 */
import type { Message } from '../i18n/message';
import { REVIEW_RULES, type ReviewRuleId } from './rules';
import type { ReviewFinding, ReviewSeverity } from './types';

/** Where a finding stands: 1-based line and column. */
export interface At {
  line: number;
  column: number;
}

/** A finding of `rule` at `at` in `file`. */
export function makeFinding(
  rule: ReviewRuleId,
  file: string,
  at: At,
  message: Message,
  severity: ReviewSeverity = REVIEW_RULES[rule].severity,
): ReviewFinding {
  return { rule, severity, file, line: at.line, column: at.column, message };
}

const EXCERPT_MAX = 120;
// Invisible, format and control characters, and the tag block: shown by their code point.
const UNSEEN = /[\p{Cc}\p{Cf}\p{Co}\u{E0000}-\u{E007F}\u2028\u2029]/gu;

/** `text` as an excerpt: one line, unseen characters named, at most 120 characters. */
export function excerpt(text: string): string {
  const shown = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(UNSEEN, (c) => codePoint(c));
  const chars = [...shown];
  return chars.length <= EXCERPT_MAX ? shown : `${chars.slice(0, EXCERPT_MAX - 1).join('')}…`;
}

/** "U+200B" for a character. */
export function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** 1-based line starts of `text` (CRLF, CR and LF end a line), for offset → position. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

/** The position of `offset` given the line starts. */
export function positionOf(starts: readonly number[], offset: number): At {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
}
