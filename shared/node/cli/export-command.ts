/**
 * `skill-studio export`: skill folders as a plugin another tool installs (a Claude Code plugin
 * or marketplace, an Agent Plugins 1.0 package, a Codex plugin), written as a zip (OUT ending
 * in .zip) or as a new folder, after the manifests and the skills are checked for the format.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { english, inEnglish } from '../../i18n/catalogue';
import {
  EXPORT_FORMATS,
  exportMessage,
  FORMAT_NAMES,
  isExportFormat,
  type ExportFormat,
  type ExportSettings,
} from '../../export/index';
import { formatBytes } from '../../package/index';
import type { Diagnostic } from '../../skill/index';
import { isProblem } from '../../skill/index';
import { exportSkills, isZipOutput, type ExportOutcome } from '../archive/export-skills';
import { messageOf } from '../archive/zip-reader';
import { isDirectory } from '../skill-folder';
import { oneValue, parseArgs } from './args';
import { UsageError, type CliIo } from './io';
import { displayPath, isZip } from './package-command';
import { counted } from './counted';
import { outputPlaceArg, skillPathArg } from './paths';

/** Help text of the command. */
export const EXPORT_HELP = `Usage: skill-studio export PATH... --format FORMAT -o OUT [--name NAME]
                           [--version V] [--description TEXT] [--author NAME]
                           [--marketplace NAME] [--owner NAME] [--force] [--json]

Exports skills as one plugin for other tools to install. OUT ending in .zip writes a zip
(the same skills always give the same bytes); any other OUT is created as a new folder
(never written into or over an existing one). The manifests are checked against each
format's published schema, and each skill against what the format's readers accept.

  PATH              a skill folder, or its SKILL.md
  --format FORMAT   claude-plugin  Claude Code plugin: .claude-plugin/plugin.json, skills/NAME/
                    marketplace    Claude Code marketplace repository: .claude-plugin/
                                   marketplace.json listing the plugin in plugins/NAME/
                    agent-plugin   Agent Plugins 1.0 package: plugin.json, skills/NAME/
                    codex-plugin   Codex plugin: .codex-plugin/plugin.json, skills/NAME/
  -o, --out OUT     the zip or folder to write
  --name NAME       the plugin's name (default: the skill's folder name, for one skill)
  --version V       the plugin's version
  --description T   the plugin's description
  --author NAME     the plugin's author (and the marketplace's owner, unless --owner)
  --marketplace N   the marketplace's name (default: the plugin's name)
  --owner NAME      the marketplace owner's name
  --force           write despite errors in the skills (never despite manifest problems)
  --json            print one JSON object instead of text

Exit codes: 0 written, 1 refused or failed (nothing written), 2 usage error.
`;

/** Runs `export`; returns the exit code. */
export async function exportCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(
    argv,
    {
      flags: ['json', 'force', 'help'],
      values: ['out', 'format', 'name', 'version', 'description', 'author', 'marketplace', 'owner'],
      short: { h: 'help', o: 'out' },
    },
    'export',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(EXPORT_HELP);
    return 0;
  }
  const value = (name: string) => oneValue(args, name, 'export');
  if (args.positionals.length === 0) throw new UsageError('Give at least one skill PATH.');
  const paths = args.positionals.map((p) => skillPathArg(p, io.cwd, 'export'));
  for (const [i, p] of paths.entries())
    if (!statSync(p.abs).isDirectory())
      throw new UsageError(`'${args.positionals[i] ?? ''}' is not a skill folder.`);
  const format = formatOf(value('format'));
  const out = value('out');
  if (out === undefined)
    throw new UsageError('Give the output with -o OUT (a .zip, or a new folder).');
  const dest = resolve(io.cwd, out);
  // A zip replaces only a regular file; a new folder is refused below if anything is there.
  outputPlaceArg(dest, displayPath(io.cwd, dest), !isZipOutput(dest));
  const name = value('name') ?? (paths.length === 1 ? paths[0]?.name : undefined);
  if (name === undefined) throw new UsageError(english(exportMessage('export.name-needed')));
  if (!isDirectory(dirname(dest))) throw new UsageError(`The folder for '${out}' does not exist.`);
  const force = args.flags.has('force');
  if (isZipOutput(dest)) {
    // A zip from an earlier run is replaced; any other file only on purpose.
    if (!force && existsSync(dest) && !isZip(dest))
      throw new UsageError(
        `'${displayPath(io.cwd, dest)}' exists and is not a zip archive; exporting would replace it. Choose another name, or add --force to replace it.`,
      );
  } else if (existsSync(dest))
    throw new UsageError(english(exportMessage('export.folder-exists', { path: out })));
  const settings: ExportSettings = { format, name };
  for (const key of ['version', 'description', 'author', 'marketplace', 'owner'] as const) {
    const v = value(key);
    if (v !== undefined) settings[key] = v;
  }

  let outcome: ExportOutcome;
  try {
    outcome = await exportSkills(
      paths.map((p) => p.abs),
      dest,
      settings,
      { force },
    );
  } catch (error) {
    const problem = `Export failed; nothing was written: ${messageOf(error)}`;
    io.stderr(`${problem}\n`);
    if (args.flags.has('json'))
      io.stdout(`${JSON.stringify({ ok: false, output: dest, problems: [problem] }, null, 2)}\n`);
    return 1;
  }
  if (args.flags.has('json'))
    io.stdout(`${JSON.stringify(inEnglish(toJson(outcome, dest, format, io.cwd)), null, 2)}\n`);
  else printHuman(outcome, { dest, format, io });
  return outcome.written ? 0 : 1;
}

function formatOf(value: string | undefined): ExportFormat {
  if (value === undefined)
    throw new UsageError(`Give --format: one of ${EXPORT_FORMATS.join(', ')}.`);
  if (isExportFormat(value)) return value;
  throw new UsageError(`Unknown format '${value}'. Choose one of: ${EXPORT_FORMATS.join(', ')}.`);
}

function diagnosticLine(d: Diagnostic): string {
  return `${d.severity}: ${english(d.message)} [${d.code}, line ${d.range.start.line}]`;
}

function printHuman(
  outcome: ExportOutcome,
  { dest, format, io }: { dest: string; format: ExportFormat; io: CliIo },
): void {
  const shown = displayPath(io.cwd, dest);
  const write = (text: string) => {
    if (outcome.written) io.stdout(text);
    else io.stderr(text);
  };
  if (!outcome.written) {
    for (const p of outcome.problems) io.stderr(`${english(p)}\n`);
    if (outcome.problems.length === 0)
      io.stderr(
        `Not exported: ${counted(outcome.errors, 'error')} in the skills (nothing was written; --force exports anyway).\n`,
      );
  } else {
    const w = outcome.written;
    const what =
      w.kind === 'zip'
        ? `${formatBytes(w.zip.bytes)}, sha256 ${w.zip.sha256}`
        : `${counted(w.folder.files, 'file')}, ${formatBytes(w.folder.bytes)}, tree sha256 ${w.folder.sha256}`;
    io.stdout(
      `Exported ${counted(outcome.skills.length, 'skill')} to ${shown} (${FORMAT_NAMES[format]}, ${what})\n`,
    );
    for (const m of outcome.manifests) io.stdout(`  ${m.path}\n`);
  }
  for (const n of outcome.notes) write(`Note: ${english(n)}\n`);
  for (const s of outcome.skills) {
    const { check } = s;
    const findings = check.diagnostics.filter(isProblem);
    const status = check.skipped
      ? `${check.reader} would skip it: ${english(check.skipped)}`
      : findings.length === 0
        ? `loads in ${check.reader}`
        : `${check.reader}: ${counted(findings.length, 'finding')}`;
    write(`${s.plan.folder}: ${status}\n`);
    for (const d of findings) write(`  - ${diagnosticLine(d)}\n`);
    for (const n of check.notes) write(`  ${english(n)}\n`);
    for (const l of s.plan.leftOut) write(`  left out ${l.path}: ${english(l.reason)}\n`);
  }
  if (outcome.written && outcome.errors > 0)
    io.stderr(`Exported despite ${counted(outcome.errors, 'error')} (--force).\n`);
}

function toJson(outcome: ExportOutcome, dest: string, format: ExportFormat, cwd: string) {
  const w = outcome.written;
  return {
    ok: w !== undefined,
    output: dest,
    format,
    kind: isZipOutput(dest) ? 'zip' : 'folder',
    bytes: w ? (w.kind === 'zip' ? w.zip.bytes : w.folder.bytes) : null,
    sha256: w ? (w.kind === 'zip' ? w.zip.sha256 : w.folder.sha256) : null,
    problems: outcome.problems,
    notes: outcome.notes,
    errors: outcome.errors,
    manifests: outcome.manifests.map((m) => ({
      path: m.path,
      content: JSON.parse(m.text) as unknown,
    })),
    files: outcome.paths,
    skills: outcome.skills.map((s) => ({
      path: displayPath(cwd, s.dir),
      folder: s.plan.folder,
      reader: s.check.reader,
      loads: s.check.ok,
      skipped: s.check.skipped ?? null,
      notes: s.check.notes,
      leftOut: s.plan.leftOut,
      diagnostics: s.check.diagnostics.map((d) => ({
        code: d.code,
        severity: d.severity,
        message: d.message,
        line: d.range.start.line,
      })),
    })),
  };
}
