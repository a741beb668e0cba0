/**
 * The security review of one skill: its files as the bounded reader handed them over in, its
 * findings out, worst first. Pure and synchronous; it never runs anything the skill contains.
 * Secrets are found by secretlint in shared/node/review/ (its preset imports node:path) and
 * merged there.
 */
import { parseSkillFile } from '../skill/parse';
import { executableKind } from './binary';
import { lineStarts, makeFinding, positionOf, type At } from './finding';
import { hiddenFindings } from './hidden-rules';
import { PROSE_PATTERNS, proseFindings } from './instruction-rules';
import { markdownLines } from './markdown';
import { reviewMessage } from './messages';
import {
  allowedToolsFindings,
  SYSTEM_CLAIM,
  triggerFindings,
  type SkillHead,
} from './overreach-rules';
import { REVIEW_RULES } from './rules';
import { scriptFindings } from './script-rules';
import { SEVERITIES, type ReviewFile, type ReviewFinding } from './types';
import { lookalikeFindings, unicodeFindings as unicodeOf } from './unicode-rules';

const PROSE_FILE = /\.(?:md|markdown|mdx|txt|rst)$/i;
const SCRIPT_FILE = /\.(?:sh|bash|zsh|fish|ksh|ps1|psm1|bat|cmd|py|js|mjs|cjs|ts|rb|pl|php|lua)$/i;
const NO_PLACE: At = { line: 0, column: 0 };

/** Reviews a skill's files; `SKILL.md` at the top is read as the skill's own file. */
export function reviewFiles(files: readonly ReviewFile[]): ReviewFinding[] {
  const out: ReviewFinding[] = [];
  const showsScripts = files.some((f) => SCRIPT_FILE.test(f.path));
  let name: Parameters<typeof lookalikeFindings>[0];
  for (const file of files) {
    if (file.kind === 'skipped') {
      out.push(skippedFinding(file));
      continue;
    }
    if (file.kind === 'binary') {
      const kind = executableKind(file.head);
      out.push(
        kind
          ? makeFinding(
              'bundled-binary',
              file.path,
              NO_PLACE,
              reviewMessage('review.bundled-binary', { excerpt: kind }),
            )
          : makeFinding('binary-file', file.path, NO_PLACE, reviewMessage('review.binary-file')),
      );
      continue;
    }
    out.push(...reviewText(file.path, file.text));
    if (file.path.toLowerCase() === 'skill.md') {
      const head = skillHead(file.path, file.text, showsScripts);
      out.push(...allowedToolsFindings(head), ...triggerFindings(head));
      name = head.name;
    }
  }
  out.push(
    ...lookalikeFindings(
      name,
      files.map((f) => f.path),
    ),
  );
  return sortFindings(out);
}

/** The findings of one text file (the rules that read text, whatever the file). */
export function reviewText(file: string, text: string): ReviewFinding[] {
  const out = [...unicodeOf(file, text), ...scriptFindings(file, text)];
  if (!PROSE_FILE.test(file)) return out;
  const lines = markdownLines(text);
  const prose = lines.map((l) => l.prose).join('\n');
  out.push(...proseFindings(file, prose, lineStarts(prose), [...PROSE_PATTERNS, SYSTEM_CLAIM]));
  const starts = lineStarts(text);
  const fenced = (offset: number) => lines[positionOf(starts, offset).line - 1]?.inFence ?? false;
  out.push(...hiddenFindings(file, text, starts, fenced));
  return out;
}

interface Head extends SkillHead {
  name?: { value: string; file: string; line: number; column: number };
}

function skillHead(file: string, text: string, showsScripts: boolean): Head {
  const parsed = parseSkillFile(text, { fixes: false, remember: false });
  const head: Head = {
    file,
    showsCommands: showsScripts || /^ {0,3}(?:```|~~~)/m.test(parsed.body),
  };
  const where = (key: string): At => {
    const field = parsed.fields.find((f) => f.key === key);
    return field ? field.valueRange.start : { line: 1, column: 1 };
  };
  const data = parsed.data ?? {};
  if (typeof data.name === 'string') head.name = { value: data.name, file, ...where('name') };
  if (typeof data.description === 'string')
    head.description = { value: data.description, at: where('description') };
  const tools = data['allowed-tools'];
  if (typeof tools === 'string') head.allowedTools = { value: tools, at: where('allowed-tools') };
  else if (Array.isArray(tools))
    head.allowedTools = {
      value: tools.filter((t): t is string => typeof t === 'string'),
      at: where('allowed-tools'),
    };
  return head;
}

function skippedFinding(file: Extract<ReviewFile, { kind: 'skipped' }>): ReviewFinding {
  const limit = file.limit ?? 0;
  switch (file.reason) {
    case 'too-large':
      return makeFinding(
        'too-large',
        file.path,
        NO_PLACE,
        reviewMessage('review.too-large', { limit }),
      );
    case 'too-deep':
      return makeFinding(
        'too-deep',
        file.path,
        NO_PLACE,
        reviewMessage('review.too-deep', { limit }),
      );
    case 'too-many-files':
      return makeFinding(
        'too-many-files',
        file.path,
        NO_PLACE,
        reviewMessage('review.too-many-files', { limit }),
      );
    case 'timeout':
      return makeFinding('read-timeout', file.path, NO_PLACE, reviewMessage('review.read-timeout'));
    case 'unreadable':
      return makeFinding('unreadable', file.path, NO_PLACE, reviewMessage('review.unreadable'));
  }
}

/** Findings worst first, then by file, line and column; one per rule and place. */
export function sortFindings(findings: readonly ReviewFinding[]): ReviewFinding[] {
  const seen = new Set<string>();
  return findings
    .filter((f) => {
      const key = `${f.rule}\0${f.file}\0${f.line}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) =>
        SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) ||
        (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
        a.line - b.line ||
        a.column - b.column ||
        (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0),
    );
}

/** The worst severity among `findings`, or undefined when there are none. */
export function worstSeverity(findings: readonly ReviewFinding[]) {
  return SEVERITIES.find((s) => findings.some((f) => f.severity === s));
}

/** The rule table, re-exported for the CLI's SARIF and the UI. */
export { REVIEW_RULES };
