/**
 * skills-ref's outputs, reproduced byte for byte: the error its parser raises, the JSON of
 * read-properties (Python's json.dumps with ensure_ascii) and the to-prompt XML. The studio
 * differs only where a conformance case (tests/fixtures/conformance) records a deliberate
 * divergence.
 */
import { english } from '../i18n/catalogue';
import { skillsRefSplit } from './frontmatter';
import { type PlainValue, readYaml } from './ref-yaml/index';
import {
  htmlEscape,
  pyStr,
  pyStrip,
  pythonJson,
  universalNewlines,
  type PyValue,
} from '../py/index';
import type { Diagnostic, ParsedSkillFile, ValidationResult } from './types';

/** Codes found while reading the file, before any field is looked at. */
const READING_CODES = new Set<string>([
  'encoding-not-utf8',
  'bom',
  'frontmatter-missing',
  'frontmatter-unclosed',
  'frontmatter-not-mapping',
  'yaml-syntax',
  'yaml-flow-style',
  'yaml-anchor-alias',
  'yaml-tag',
  'yaml-duplicate-key',
]);

/** True for a finding about reading the file rather than about a field. */
export function isReadingError(d: Diagnostic): boolean {
  return d.severity === 'error' && READING_CODES.has(d.code);
}

/**
 * Why skills-ref cannot read a file: the message it prints, or a crash inside its YAML library
 * (not a YAML error), which it reports only as "An unexpected error occurred ...".
 */
export type SkillsRefFailure =
  { kind: 'message'; text: string } | { kind: 'crash'; exception: string };

const message = (text: string): SkillsRefFailure => ({ kind: 'message', text });

/**
 * What skills-ref's parse_frontmatter raises for this text, or undefined if it parses it.
 * `remember` false keeps the read out of the YAML memo (see readYaml).
 */
export function skillsRefParseError(text: string, remember = true): SkillsRefFailure | undefined {
  const norm = universalNewlines(text);
  const split = skillsRefSplit(norm);
  if (!norm.startsWith('---')) return message('SKILL.md must start with YAML frontmatter (---)');
  if (!split) return message('SKILL.md frontmatter not properly closed with ---');
  const { strictError, root } = readYaml(norm.slice(split.yamlStart, split.yamlEnd), remember);
  if (strictError) {
    // ruamel's ReaderError is a YAML error; anything else escapes parse_frontmatter.
    const crash = strictError.pythonException;
    if (crash !== undefined && crash !== 'ReaderError') return { kind: 'crash', exception: crash };
    return message(`Invalid YAML in frontmatter: ${strictError.message}`);
  }
  return root?.kind === 'mapping'
    ? undefined
    : message('SKILL.md frontmatter must be a YAML mapping');
}

/** What skills-ref's `validate` reports: one line per error, or a crash. */
export interface ValidationReport {
  /** The lines after "Validation failed for NAME:" (empty when it crashed). */
  lines: string[];
  /** True when skills-ref would crash: it then prints only "An unexpected error occurred validating NAME". */
  crashed: boolean;
  /** Errors the studio found that skills-ref's report leaves out (it stops at the first reading error). */
  unreported: Diagnostic[];
}

/** skills-ref's `validate` report for a validation result. */
export function validationErrorLines(
  parsed: ParsedSkillFile | undefined,
  result: ValidationResult,
): ValidationReport {
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  const reading = errors.find(isReadingError);
  if (!reading)
    return {
      lines: errors.map((d) => d.ref ?? english(d.message)),
      crashed: false,
      unreported: [],
    };
  // A report is written once per check: the read is not kept in the YAML memo, which a
  // library's thousands of reports would fill (a fifth of real skills have a reading error).
  const theirs =
    parsed && reading.code !== 'encoding-not-utf8'
      ? skillsRefParseError(parsed.text, false)
      : undefined;
  const unreported = errors.filter((d) => d !== reading);
  if (theirs?.kind === 'crash') return { lines: [], crashed: true, unreported: errors };
  return {
    lines: [theirs?.text ?? reading.ref ?? english(reading.message)],
    crashed: false,
    unreported,
  };
}

/** read-properties: the JSON skills-ref prints, or why it fails. */
export function readProperties(
  parsed: ParsedSkillFile,
):
  | { ok: true; json: string; name: string; description: string }
  | { ok: false; failure: SkillsRefFailure } {
  const fail = (text: string) => ({ ok: false as const, failure: message(text) });
  const reading = parsed.diagnostics.find(isReadingError);
  if (reading) {
    const theirs =
      reading.code === 'encoding-not-utf8' ? undefined : skillsRefParseError(parsed.text);
    return { ok: false, failure: theirs ?? message(reading.ref ?? english(reading.message)) };
  }
  const data = parsed.data ?? {};
  if (!('name' in data)) return fail('Missing required field in frontmatter: name');
  if (!('description' in data)) return fail('Missing required field in frontmatter: description');
  const { name, description } = data;
  if (typeof name !== 'string' || pyStrip(name) === '')
    return fail("Field 'name' must be a non-empty string");
  if (typeof description !== 'string' || pyStrip(description) === '') {
    return fail("Field 'description' must be a non-empty string");
  }
  const props: Record<string, PlainValue> = {
    name: pyStrip(name),
    description: pyStrip(description),
  };
  for (const key of ['license', 'compatibility', 'allowed-tools']) {
    const value = data[key];
    if (value !== undefined) props[key] = value;
  }
  const metadata = data.metadata;
  const meta =
    metadata !== undefined && typeof metadata === 'object' && !Array.isArray(metadata)
      ? Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, pyStr(toPy(v))]))
      : metadata;
  if (isTruthy(meta)) props.metadata = meta;
  return {
    ok: true,
    json: pythonJson(props),
    name: pyStrip(name),
    description: pyStrip(description),
  };
}

/** One skill of a to-prompt listing. */
export interface PromptEntry {
  name: string;
  description: string;
  /** Absolute real path of SKILL.md, written as is. */
  location: string;
}

/** One skill's `<skill>` element of the to-prompt block, its lines as to_prompt writes them. */
export function skillXml(e: PromptEntry): string {
  return [
    '<skill>',
    '<name>',
    htmlEscape(e.name),
    '</name>',
    '<description>',
    htmlEscape(e.description),
    '</description>',
    '<location>',
    e.location,
    '</location>',
    '</skill>',
  ].join('\n');
}

/** to-prompt's `<available_skills>` block (without the final line break click adds). */
export function availableSkillsXml(entries: readonly PromptEntry[]): string {
  return ['<available_skills>', ...entries.map(skillXml), '</available_skills>'].join('\n');
}

// strictyaml's values are text, lists and dicts; str() prints them as Python does.
function toPy(value: PlainValue): PyValue {
  if (typeof value === 'string') return { type: 'str', value };
  if (Array.isArray(value)) return { type: 'list', items: value.map(toPy) };
  return {
    type: 'dict',
    entries: Object.entries(value).map(([k, v]) => [{ type: 'str', value: k }, toPy(v)]),
  };
}

function isTruthy(v: PlainValue | undefined): v is PlainValue {
  if (v === undefined || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  return typeof v === 'string' || Object.keys(v).length > 0;
}
