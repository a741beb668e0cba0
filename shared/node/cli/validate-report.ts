/**
 * What `validate` prints for one checked skill: the human report (skills-ref's lines, then the
 * studio's findings) as the text for stdout and for stderr, or its --json entry. Plain strings
 * and data, so a worker thread can write a skill's report and this thread only joins them.
 */
import { english, inEnglish } from '../../i18n/catalogue';
import { validationErrorLines } from '../../skill/index';
import type { Diagnostic, Fix } from '../../skill/index';
import type { LoadedSkill } from '../load-skill';
import { ownString } from '../own-string';

/** One skill's report: what it prints and what the summary line counts. */
export interface SkillReport {
  /** The frontmatter name, when it is text (duplicate names are found from it). */
  name: string | null;
  /** The frontmatter description, when it is text (twin descriptions are found from it). */
  description: string | null;
  valid: boolean;
  errors: number;
  warnings: number;
  /** The human report: its stdout line and its stderr lines (empty with --json). */
  out: string;
  err: string;
  /** The --json entry without its path (absent without --json). */
  json?: JsonEntry;
}

/** A skill's --json entry, but its path (which depends on where the command runs). */
export interface JsonEntry {
  name: string | null;
  valid: boolean;
  diagnostics: unknown[];
}

/** The report of `loaded`, named `name` in the human text, or as a --json entry. */
export function reportSkill(name: string, loaded: LoadedSkill, json: boolean): SkillReport {
  const { diagnostics, valid } = loaded.result;
  const frontmatterName = loaded.parsed?.data?.name;
  const description = loaded.parsed?.data?.description;
  let errors = 0;
  let warnings = 0;
  // Index loops here and below: these lists are empty arrays and full ones, two element kinds,
  // and for...of's code was compiled again on meeting the second.
  for (let i = 0; i < diagnostics.length; i++) {
    const severity = (diagnostics[i] as Diagnostic).severity;
    if (severity === 'error') errors++;
    else if (severity === 'warning') warnings++;
  }
  // Copies (ownString): a name or a line cut out of SKILL.md is a slice that keeps the whole
  // file's text alive until the run ends, and the collector keeps scanning it
  // (docs/performance.md, "Why the code is shaped as it is").
  const base = {
    name: typeof frontmatterName === 'string' ? ownString(frontmatterName) : null,
    description: typeof description === 'string' ? ownString(description) : null,
    valid,
    errors,
    warnings,
  };
  if (json) return { ...base, out: '', err: '', json: jsonEntry(loaded) };
  const { out, err } = humanReport(name, loaded);
  return { ...base, out: ownString(out), err: ownString(err) };
}

function humanReport(name: string, loaded: LoadedSkill): { out: string; err: string } {
  const { result } = loaded;
  let out = '';
  let err = '';
  if (result.valid) out = `Valid skill: ${name}\n`;
  else {
    const { lines, crashed, unreported } = validationErrorLines(loaded.parsed, result);
    if (crashed) {
      // skills-ref's YAML library crashes on this file; its CLI then prints only this line.
      err += `An unexpected error occurred validating ${name}\n`;
      err += block(`What is wrong in ${name}:`, unreported);
    } else {
      err += `Validation failed for ${name}:\n`;
      for (let i = 0; i < lines.length; i++) err += `  - ${lines[i] as string}\n`;
      err += block(`Also wrong in ${name} (skills-ref stops at the first YAML error):`, unreported);
    }
  }
  err += block(
    `Warnings for ${name}:`,
    result.diagnostics.filter((d) => d.severity === 'warning'),
  );
  err += block(
    `Advice for ${name} (never fails the check):`,
    result.diagnostics.filter((d) => d.severity === 'advice'),
  );
  return { out, err };
}

// The studio's own findings, after skills-ref's lines so they never change what scripts parse.
function block(heading: string, findings: Diagnostic[]): string {
  if (findings.length === 0) return '';
  let text = `${heading}\n`;
  for (let i = 0; i < findings.length; i++) {
    const d = findings[i] as Diagnostic;
    text += `  - ${english(d.message)} [${d.code}, line ${d.range.start.line}]\n`;
  }
  return text;
}

function jsonEntry(loaded: LoadedSkill): JsonEntry {
  const name = loaded.parsed?.data?.name;
  return {
    name: typeof name === 'string' ? name : null,
    valid: loaded.result.valid,
    diagnostics: loaded.result.diagnostics.map((d) => ({
      code: d.code,
      severity: d.severity,
      message: english(d.message),
      line: d.range.start.line,
      column: d.range.start.column,
      endLine: d.range.end.line,
      endColumn: d.range.end.column,
      ...(d.fixes?.[0] && { fix: fixJson(d.fixes[0]) }),
    })),
  };
}

// Titles in English, as the CLI says everything.
function fixJson(fix: Fix) {
  if (fix.kind !== 'edit') return inEnglish(fix);
  return {
    kind: fix.kind,
    title: english(fix.title),
    edits: fix.edits.map((e) => ({
      line: e.range.start.line,
      column: e.range.start.column,
      endLine: e.range.end.line,
      endColumn: e.range.end.column,
      newText: e.newText,
    })),
  };
}
