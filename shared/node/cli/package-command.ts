/**
 * `skill-studio package`: skill folders into one reproducible archive (FOLDER.zip or
 * FOLDER.skill for one skill, a bundle zip for several), after validation with a profile,
 * reporting everything left out and why.
 */
import { english, inEnglish } from '../../i18n/catalogue';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { cwd as processCwd } from 'node:process';
import { isInside } from '../../studio/paths';
import { DEFAULT_EXCLUSIONS, formatBytes, type SkillPlan } from '../../package/index';
import { isProfileId, PROFILES, type Diagnostic, type ProfileId } from '../../skill/index';
import { packageSkills, type PackageOutcome, type PackagedSkill } from '../archive/package-skills';
import { oneValue, parseArgs } from './args';
import { UsageError, type CliIo } from './io';
import { outputPlaceArg, skillPathArg } from './paths';
import { isDirectory } from '../skill-folder';
import { messageOf } from '../archive/zip-reader';
import { counted } from './counted';

/** Help text of the command. */
export const PACKAGE_HELP = `Usage: skill-studio package PATH... [-o FILE | --out-dir DIR] [--format zip|skill]
                            [--profile NAME] [--force] [--json]

Packages skills into one archive. One skill gives FOLDER.zip or FOLDER.skill (the same
bytes); several give one bundle zip with a top-level folder per skill. The same folders
always give the same bytes. Each skill is validated first; on errors nothing is written.

  PATH            a skill folder, or its SKILL.md
  -o, --out FILE  the archive to write (default: FOLDER.zip / FOLDER.skill, or
                  skills.zip for several, in the current folder)
  --out-dir DIR   write the default file name into DIR instead
  --format F      zip | skill (default: the extension of -o, else zip)
  --profile NAME  ${Object.keys(PROFILES).join(' | ')}
                  (default: claude-ai for .skill, spec otherwise)
  --force         write the archive despite validation or upload-check errors
  --json          print one JSON object instead of text

Left out by default: ${DEFAULT_EXCLUSIONS.map((r) => r.pattern).join(' ')}
A .skillignore file in the skill adds rules in gitignore syntax ("!pattern" re-includes).
A symbolic link to a file inside the skill is stored as that file; any other link is left out.

Exit codes: 0 written, 1 refused or failed (nothing written), 2 usage error.
`;

type Format = 'zip' | 'skill';

/** Runs `package`; returns the exit code. */
export async function packageCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(
    argv,
    {
      flags: ['json', 'force', 'help'],
      values: ['out', 'out-dir', 'format', 'profile'],
      short: { h: 'help', o: 'out' },
    },
    'package',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(PACKAGE_HELP);
    return 0;
  }
  if (args.positionals.length === 0) throw new UsageError('Give at least one skill PATH.');
  const paths = args.positionals.map((p) => skillPathArg(p, io.cwd, 'package'));
  for (const [i, p] of paths.entries())
    if (!statSync(p.abs).isDirectory())
      throw new UsageError(`'${args.positionals[i] ?? ''}' is not a skill folder.`);
  const out = oneValue(args, 'out', 'package');
  const outDir = oneValue(args, 'out-dir', 'package');
  if (out !== undefined && outDir !== undefined)
    throw new UsageError('Give either -o FILE or --out-dir DIR, not both.');
  const format = formatOf(oneValue(args, 'format', 'package'), out);
  if (format === 'skill' && paths.length > 1)
    throw new UsageError(
      'A .skill file holds one skill; package several skills as a bundle zip (--format zip).',
    );
  const profile = profileOf(oneValue(args, 'profile', 'package'), format);
  const defaultName = paths.length === 1 ? `${paths[0]?.name ?? 'skill'}.${format}` : 'skills.zip';
  const dest = resolve(io.cwd, out ?? join(outDir ?? '.', defaultName));
  // A folder is refused below in words that offer --out-dir.
  outputPlaceArg(dest, displayPath(io.cwd, dest), true);
  if (outDir !== undefined && !isDirectory(resolve(io.cwd, outDir)))
    throw new UsageError(
      existsSync(resolve(io.cwd, outDir))
        ? `'${outDir}' is a file, not a folder; give --out-dir a folder.`
        : `The output folder '${outDir}' does not exist.`,
    );
  if (out !== undefined && isDirectory(dest))
    throw new UsageError(`'${out}' is a folder; give a file name, or use --out-dir '${out}'.`);
  if (!isDirectory(dirname(dest)))
    throw new UsageError(`The folder for '${out ?? dest}' does not exist.`);
  const force = args.flags.has('force');
  // An archive from an earlier run is replaced; any other file only on purpose.
  if (!force && existsSync(dest) && !isDirectory(dest) && !isZip(dest))
    throw new UsageError(
      `'${displayPath(io.cwd, dest)}' exists and is not a zip archive; packaging would replace it. Choose another name, or add --force to replace it.`,
    );

  let outcome: PackageOutcome;
  try {
    outcome = await packageSkills(
      paths.map((p) => p.abs),
      dest,
      { profile, force },
    );
  } catch (error) {
    const problem = `Packaging failed; nothing was written: ${messageOf(error)}`;
    io.stderr(`${problem}\n`);
    // --json answers on stdout whatever happens, so a script always has something to parse.
    if (args.flags.has('json'))
      io.stdout(
        `${JSON.stringify(inEnglish({ ok: false, output: dest, problems: [problem] }), null, 2)}\n`,
      );
    return 1;
  }
  const shown = (s: PackagedSkill) => displayPath(io.cwd, s.dir);
  if (args.flags.has('json'))
    io.stdout(
      `${JSON.stringify(inEnglish(toJson(outcome, { dest, format, profile, force, shown })), null, 2)}\n`,
    );
  else printHuman(outcome, { dest, profile, io, shown });
  return outcome.archive ? 0 : 1;
}

function formatOf(value: string | undefined, out: string | undefined): Format {
  if (value === undefined) return out !== undefined && extname(out) === '.skill' ? 'skill' : 'zip';
  if (value === 'zip' || value === 'skill') return value;
  throw new UsageError(`Unknown format '${value}'. Choose zip or skill.`);
}

function profileOf(value: string | undefined, format: Format): ProfileId {
  if (value === undefined) return format === 'skill' ? 'claude-ai' : 'spec';
  if (isProfileId(value)) return value;
  throw new UsageError(
    `Unknown profile '${value}'. Choose one of: ${Object.keys(PROFILES).join(', ')}.`,
  );
}

interface HumanContext {
  dest: string;
  profile: ProfileId;
  io: CliIo;
  shown: (s: PackagedSkill) => string;
}

function printHuman(outcome: PackageOutcome, { dest, profile, io, shown }: HumanContext): void {
  const errorsOf = (s: PackagedSkill) => s.diagnostics.filter((d) => d.severity === 'error');
  const checkErrors = outcome.checks.filter((c) => c.severity === 'error');
  const listErrors = (write: (text: string) => void) => {
    for (const s of outcome.skills) {
      const errors = errorsOf(s);
      if (errors.length === 0) continue;
      write(`Errors in ${shown(s)} (profile ${profile}):\n`);
      for (const d of errors) write(`  - ${diagnosticLine(d)}\n`);
    }
    if (checkErrors.length > 0) write('Upload checks:\n');
    for (const c of checkErrors) write(`  - ${english(c.message)}\n`);
  };
  if (!outcome.archive) {
    for (const p of outcome.problems) io.stderr(`${english(p)}\n`);
    if (outcome.problems.length === 0)
      io.stderr(
        `Not packaged: ${counted(outcome.errors, 'error')} (nothing was written; --force packages anyway).\n`,
      );
    listErrors((t) => {
      io.stderr(t);
    });
    return;
  }
  const { archive } = outcome;
  const count = outcome.skills.length;
  io.stdout(
    `Packaged ${count === 1 ? (outcome.skills[0]?.plan.folder ?? 'skill') : counted(count, 'skill')} into ${displayPath(io.cwd, dest)} (${formatBytes(archive.bytes)}, sha256 ${archive.sha256})\n`,
  );
  for (const s of outcome.skills) {
    const warnings = s.diagnostics.filter((d) => d.severity === 'warning').length;
    io.stdout(
      `  ${s.plan.folder}: ${counted(s.size.files, 'file')}, ${formatBytes(s.size.bytes)}${warnings > 0 ? `, ${counted(warnings, 'warning')} (see: skill-studio validate ${shown(s)} --profile ${profile})` : ''}\n`,
    );
    // Only worth a line when size matters: uploads and agents slow down on megabytes.
    if (s.size.bytes > 1024 * 1024)
      io.stdout(
        `    largest: ${s.size.largest
          .slice(0, 3)
          .map((f) => `${f.path} (${formatBytes(f.size)})`)
          .join(', ')}\n`,
      );
  }
  for (const s of outcome.skills) printLeftOut(s.plan, io);
  for (const c of outcome.checks.filter((c) => c.severity === 'warning'))
    io.stdout(`Warning: ${english(c.message)}\n`);
  if (outcome.errors > 0) {
    io.stderr(`Packaged despite ${counted(outcome.errors, 'error')} (--force):\n`);
    listErrors((t) => {
      io.stderr(t);
    });
  }
}

function printLeftOut(plan: SkillPlan, io: CliIo): void {
  if (plan.leftOut.length === 0) return;
  io.stdout(`Left out of ${plan.folder}:\n`);
  for (const l of plan.leftOut) io.stdout(`  ${l.path}: ${english(l.reason)}\n`);
}

function diagnosticLine(d: Diagnostic): string {
  return `${english(d.message)} [${d.code}, line ${d.range.start.line}]`;
}

interface JsonContext {
  dest: string;
  format: Format;
  profile: ProfileId;
  force: boolean;
  shown: (s: PackagedSkill) => string;
}

function toJson(outcome: PackageOutcome, ctx: JsonContext) {
  const { archive } = outcome;
  return {
    ok: archive !== undefined,
    output: ctx.dest,
    format: ctx.format,
    profile: ctx.profile,
    forced: archive !== undefined && outcome.errors > 0,
    bytes: archive?.bytes ?? null,
    sha256: archive?.sha256 ?? null,
    problems: outcome.problems,
    errors: outcome.errors,
    checks: outcome.checks,
    skills: outcome.skills.map((s) => ({
      path: ctx.shown(s),
      folder: s.plan.folder,
      name: s.name ?? null,
      files: s.plan.files.map((f) => ({
        path: f.path,
        size: f.size,
        executable: f.mode === 0o755,
        stored: f.store,
        ...(f.via !== undefined && { linkTo: f.source }),
      })),
      bytes: s.size.bytes,
      largest: s.size.largest,
      leftOut: s.plan.leftOut,
      diagnostics: s.diagnostics.map((d) => ({
        code: d.code,
        severity: d.severity,
        message: d.message,
        line: d.range.start.line,
      })),
    })),
  };
}

/** A path as the user would type it from `cwd`: relative below it, absolute elsewhere. */
export function displayPath(cwd: string, path: string): string {
  return isInside(cwd, path, sep, processCwd) ? relative(cwd, path) || '.' : path;
}

/** True when the file starts like a zip archive (a local header, or the end record of an empty one). */
export function isZip(path: string): boolean {
  try {
    // Opening a pipe to look would wait for its writer: only a regular file is looked into.
    if (!statSync(path).isFile()) return false;
    const fd = openSync(path, 'r');
    try {
      const head = Buffer.alloc(4);
      const n = readSync(fd, head, 0, 4, 0);
      return n === 4 && (head.equals(ZIP_LOCAL) || head.equals(ZIP_EMPTY));
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_EMPTY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
