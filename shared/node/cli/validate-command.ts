/**
 * `skill-studio validate`: skills-ref's output for each skill (so scripts that called
 * skills-ref keep working), the studio's warnings after it, a summary for several skills,
 * and --json with every diagnostic, its place and its fix.
 */
import { relative } from 'node:path';
import { isProfileId, PROFILES, validationErrorLines } from '../../skill/index';
import type { Diagnostic, Fix, ProfileId } from '../../skill/index';
import { discoverSkills } from '../discover';
import { loadSkill, revalidate, type LoadedSkill } from '../load-skill';
import { oneValue, parseArgs } from './args';
import { UsageError, type CliIo } from './io';
import { skillPathArg } from './paths';

/** Help text of the command. */
export const VALIDATE_HELP = `Usage: skill-studio validate PATH... [--profile NAME] [--json]
       skill-studio validate --all ROOT... [--profile NAME] [--json]

Checks skills against a profile. With one PATH the output is exactly skills-ref's
("Valid skill: NAME" on stdout, or "Validation failed for NAME:" and one line per
error on stderr); the studio's warnings follow on stderr and never fail the check.

  PATH            a skill folder, or its SKILL.md
  --all ROOT...   every skill found under each ROOT (up to 6 levels down)
  --profile NAME  ${Object.keys(PROFILES).join(' | ')} (default: spec)
  --json          print one JSON array with every diagnostic instead

Exit codes: 0 all valid, 1 a skill failed, 2 usage error.
`;

interface Checked {
  /** What the user typed, or the path relative to where they stand for --all. */
  path: string;
  name: string;
  loaded: LoadedSkill;
}

/** Runs `validate`; returns the exit code. */
export function validateCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(
    argv,
    { flags: ['json', 'all', 'help'], values: ['profile'], short: { h: 'help' } },
    'validate',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(VALIDATE_HELP);
    return 0;
  }
  const profileArg = oneValue(args, 'profile', 'validate') ?? 'spec';
  if (!isProfileId(profileArg))
    throw new UsageError(
      `Unknown profile '${profileArg}'. Choose one of: ${Object.keys(PROFILES).join(', ')}.`,
      'validate',
    );
  const profile: ProfileId = profileArg;
  if (args.positionals.length === 0)
    throw new UsageError(
      args.flags.has('all') ? 'Give at least one ROOT folder.' : 'Give at least one skill PATH.',
      'validate',
    );

  const all = args.flags.has('all');
  // Only --json prints fixes: the human report does without working them out.
  const fixes = args.flags.has('json');
  const { checked, empty } = all
    ? checkRoots(args.positionals, profile, io, fixes)
    : { checked: checkPaths(args.positionals, profile, io, fixes), empty: 0 };
  // --json always answers with a list (an empty one when no skill was found).
  if (checked.length === 0 && !args.flags.has('json')) return 1;
  if (args.flags.has('json')) {
    io.stdout(`${JSON.stringify(checked.map(toJson), null, 2)}\n`);
  } else {
    for (const c of checked) printHuman(c, io);
    if (checked.length > 1) io.stdout(`${summaryLine(checked)}\n`);
  }
  // A root without skills (missing, unreadable, or empty) fails the run, as a lone one does.
  return empty === 0 && checked.length > 0 && checked.every((c) => c.loaded.result.valid) ? 0 : 1;
}

function checkPaths(
  paths: readonly string[],
  profile: ProfileId,
  io: CliIo,
  fixes: boolean,
): Checked[] {
  return paths.map((p) => {
    const arg = skillPathArg(p, io.cwd, 'validate');
    return {
      path: p,
      name: arg.name,
      loaded: loadSkill(arg.abs, profile, {}, { displayPath: arg.display, fixes }),
    };
  });
}

function checkRoots(
  roots: readonly string[],
  profile: ProfileId,
  io: CliIo,
  fixes: boolean,
): { checked: Checked[]; empty: number } {
  const checked: Checked[] = [];
  let empty = 0;
  for (const root of roots) {
    const arg = skillPathArg(root, io.cwd, 'validate');
    const found = discoverSkills(arg.abs);
    for (const s of found.skipped) io.stderr(`Skipped ${s.rel || root}: ${s.reason}\n`);
    if (found.skills.length === 0) {
      io.stderr(`No skills found under ${root}.\n`);
      empty++;
    }
    const loaded = found.skills.map((s) =>
      loadSkill(s.dir, profile, s.parent !== undefined ? { parentSkill: s.parent } : {}, {
        fixes,
        remember: false,
      }),
    );
    // Duplicate names need the whole root: validated again (without re-reading) once all are known.
    const byName = new Map<string, string[]>();
    loaded.forEach((l, i) => {
      const name = l.parsed?.data?.name;
      if (typeof name === 'string')
        byName.set(name, [...(byName.get(name) ?? []), found.skills[i]?.rel ?? '']);
    });
    loaded.forEach((l, i) => {
      const rel = found.skills[i]?.rel ?? '';
      const name = l.parsed?.data?.name;
      const same =
        typeof name === 'string' ? (byName.get(name) ?? []).filter((r) => r !== rel) : [];
      const final = same.length > 0 ? revalidate(l, { sameNameAs: same }, fixes) : l;
      checked.push({ path: relative(io.cwd, l.dir) || '.', name: final.folderName, loaded: final });
    });
  }
  return { checked, empty };
}

function printHuman(c: Checked, io: CliIo): void {
  const { result } = c.loaded;
  if (result.valid) io.stdout(`Valid skill: ${c.name}\n`);
  else {
    const { lines, crashed, unreported } = validationErrorLines(c.loaded.parsed, result);
    if (crashed) {
      // skills-ref's YAML library crashes on this file; its CLI then prints only this line.
      io.stderr(`An unexpected error occurred validating ${c.name}\n`);
      printBlock(io, `What is wrong in ${c.name}:`, unreported);
    } else {
      io.stderr(`Validation failed for ${c.name}:\n`);
      for (const line of lines) io.stderr(`  - ${line}\n`);
      printBlock(
        io,
        `Also wrong in ${c.name} (skills-ref stops at the first YAML error):`,
        unreported,
      );
    }
  }
  printBlock(
    io,
    `Warnings for ${c.name}:`,
    result.diagnostics.filter((d) => d.severity === 'warning'),
  );
}

// The studio's own findings, after skills-ref's lines so they never change what scripts parse.
function printBlock(io: CliIo, heading: string, findings: Diagnostic[]): void {
  if (findings.length === 0) return;
  io.stderr(`${heading}\n`);
  for (const d of findings) io.stderr(`  - ${d.message} [${d.code}, line ${d.range.start.line}]\n`);
}

function summaryLine(checked: Checked[]): string {
  const invalid = checked.filter((c) => !c.loaded.result.valid).length;
  const count = (s: 'error' | 'warning') =>
    checked.reduce(
      (n, c) => n + c.loaded.result.diagnostics.filter((d) => d.severity === s).length,
      0,
    );
  return `Checked ${checked.length} skills: ${checked.length - invalid} valid, ${invalid} invalid (${count('error')} errors, ${count('warning')} warnings).`;
}

function toJson(c: Checked) {
  const name = c.loaded.parsed?.data?.name;
  return {
    path: c.path,
    name: typeof name === 'string' ? name : null,
    valid: c.loaded.result.valid,
    diagnostics: c.loaded.result.diagnostics.map((d) => ({
      code: d.code,
      severity: d.severity,
      message: d.message,
      line: d.range.start.line,
      column: d.range.start.column,
      endLine: d.range.end.line,
      endColumn: d.range.end.column,
      ...(d.fixes?.[0] && { fix: fixJson(d.fixes[0]) }),
    })),
  };
}

function fixJson(fix: Fix) {
  if (fix.kind !== 'edit') return fix;
  return {
    kind: fix.kind,
    title: fix.title,
    edits: fix.edits.map((e) => ({
      line: e.range.start.line,
      column: e.range.start.column,
      endLine: e.range.end.line,
      endColumn: e.range.end.column,
      newText: e.newText,
    })),
  };
}
