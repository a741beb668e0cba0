/**
 * `skill-studio review`: the security review of skills before they are installed, imported or
 * shared (issue 39), as text, JSON or SARIF 2.1.0 for GitHub code scanning. It reads each
 * skill bounded (shared/node/review/) and never runs anything a skill contains.
 */
import { statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { english, inEnglish } from '../../../i18n/catalogue';
import {
  atLeast,
  SEVERITIES,
  type ReviewFinding,
  type ReviewSeverity,
} from '../../../review/types';
import { discoverSkills } from '../../discover';
import { reviewSkillFolder } from '../../review/review-skill';
import { oneValue, parseArgs } from '../args';
import { counted } from '../counted';
import { UsageError, type CliIo } from '../io';
import { skillPathArg } from '../paths';
import { reviewSarif, type ReviewedSkill } from './review-sarif';

/** Help text of the command. */
export const REVIEW_HELP = `Usage: skill-studio review PATH... [--json | --sarif] [--fail-on LEVEL]
       skill-studio review --all ROOT... [--json | --sarif] [--fail-on LEVEL]

Reviews skills for security before you install, import or share them: hidden
instructions, instructions aimed at the agent against you, dangerous commands in
scripts and in SKILL.md, secrets, and permissions broader than the skill needs.
Each finding has a severity (high, medium, low), its file and line, and one
sentence on what it means and what to do. Nothing in a skill is ever run.

  PATH             a skill folder, or its SKILL.md
  --all ROOT...    every skill found under each ROOT (up to 6 levels down)
  --json           print one JSON array: each skill with its findings
  --sarif          print SARIF 2.1.0 (for GitHub code scanning)
  --fail-on LEVEL  high | medium | low: the least severity that fails (default: high)

Exit codes: 0 no finding at or above the level, 1 findings at or above it (or a
ROOT with no skill), 2 usage error.
`;

// Skills reviewed at once by `--all`: enough to hide the reads' waits on two cores.
const SKILLS_AT_ONCE = 4;

/** Runs `review`; returns the exit code. */
export async function reviewCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(
    argv,
    { flags: ['json', 'sarif', 'all', 'help'], values: ['fail-on'], short: { h: 'help' } },
    'review',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(REVIEW_HELP);
    return 0;
  }
  if (args.flags.has('json') && args.flags.has('sarif'))
    throw new UsageError('Choose one of --json and --sarif.', 'review');
  const failOn = oneValue(args, 'fail-on', 'review') ?? 'high';
  if (!isSeverity(failOn))
    throw new UsageError(`Unknown level '${failOn}'. Choose one of: high, medium, low.`, 'review');
  if (args.positionals.length === 0)
    throw new UsageError(
      args.flags.has('all') ? 'Give at least one ROOT folder.' : 'Give at least one skill PATH.',
      'review',
    );

  const { folders, empty } = skillFolders(args.positionals, args.flags.has('all'), io);
  const reviewed = new Array<ReviewedSkill & { shown: string }>(folders.length);
  // A few skills at once, so one skill's reads wait on the disk while another's rules run.
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < folders.length; i = next++) {
      const folder = folders[i] as Folder;
      reviewed[i] = {
        base: posix(relative(io.cwd, folder.abs)) || '.',
        shown: folder.shown,
        findings: await reviewSkillFolder(folder.abs),
      };
    }
  };
  await Promise.all(Array.from({ length: SKILLS_AT_ONCE }, worker));

  if (args.flags.has('sarif')) io.stdout(`${JSON.stringify(reviewSarif(reviewed), null, 2)}\n`);
  else if (args.flags.has('json'))
    io.stdout(
      `${JSON.stringify(
        reviewed.map((r) => ({ path: r.shown, findings: r.findings.map(jsonFinding) })),
        null,
        2,
      )}\n`,
    );
  else io.stdout(textReport(reviewed));
  for (const root of empty) io.stderr(`skill-studio review: no skill found under '${root}'.\n`);

  const failed = reviewed.some((r) => r.findings.some((f) => atLeast(f.severity, failOn)));
  return failed || empty.length > 0 ? 1 : 0;
}

function isSeverity(value: string): value is ReviewSeverity {
  return (SEVERITIES as readonly string[]).includes(value);
}

function posix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

interface Folder {
  abs: string;
  /** How the report names it: as typed, or for --all the path relative to where the user is. */
  shown: string;
}

function skillFolders(
  positionals: readonly string[],
  all: boolean,
  io: CliIo,
): { folders: Folder[]; empty: string[] } {
  const folders: Folder[] = [];
  const empty: string[] = [];
  for (const p of positionals) {
    const arg = skillPathArg(p, io.cwd, 'review');
    if (!statSync(arg.abs).isDirectory())
      throw new UsageError(
        `'${p}' is not a folder: give a skill folder or its SKILL.md.`,
        'review',
      );
    if (!all) {
      folders.push({ abs: arg.abs, shown: p });
      continue;
    }
    const found = discoverSkills(arg.abs).skills;
    if (found.length === 0) empty.push(p);
    for (const skill of found)
      folders.push({ abs: skill.dir, shown: posix(relative(io.cwd, skill.dir)) || '.' });
  }
  return { folders, empty };
}

function jsonFinding(f: ReviewFinding) {
  return inEnglish({
    rule: f.rule,
    severity: f.severity,
    file: f.file,
    line: f.line,
    column: f.column,
    message: f.message,
  });
}

function textReport(reviewed: readonly (ReviewedSkill & { shown: string })[]): string {
  const lines: string[] = [];
  const counts: Record<ReviewSeverity, number> = { high: 0, medium: 0, low: 0 };
  for (const skill of reviewed) {
    if (skill.findings.length === 0) {
      lines.push(`${skill.shown}: no findings`);
      continue;
    }
    lines.push(`${skill.shown}: ${counted(skill.findings.length, 'finding')}`);
    for (const f of skill.findings) {
      counts[f.severity]++;
      const place = f.line > 0 ? `${f.file}:${f.line}:${f.column}` : f.file;
      lines.push(`  ${f.severity.padEnd(6)}  ${place}  ${f.rule}  ${english(f.message)}`);
    }
  }
  if (reviewed.length > 1)
    lines.push(
      `Reviewed ${counted(reviewed.length, 'skill')}: ${counts.high} high, ${counts.medium} medium, ${counts.low} low.`,
    );
  return `${lines.join('\n')}\n`;
}
