/**
 * `skill-studio validate`: skills-ref's output for each skill (so scripts that called
 * skills-ref keep working), the studio's warnings after it, a summary for several skills,
 * and --json with every diagnostic, its place and its fix.
 */
import { relative } from 'node:path';
import { english } from '../../i18n/catalogue';
import { isProfileId, PROFILES } from '../../skill/index';
import type { ProfileId } from '../../skill/index';
import { CheckRun, defaultThreads, type PoolOptions } from '../check/check-pool';
import { taskFor, withReadOf, type ValidateTask } from '../check/validate-task';
import { walkSmall, WalkThread, type WalkedSkill } from '../check/walk-thread';
import { discoverSkills, type DiscoveredSkill, type Discovery } from '../discover';
import { fenceOf, type Fence } from '../link-fence';
import { loadSkill } from '../load-skill';
import { oneValue, parseArgs } from './args';
import { UsageError, type CliIo } from './io';
import { counted } from './counted';
import { twinsByKey } from '../../skill/description-twins';
import { skillPathArg } from './paths';
import { reportSkill, type SkillReport } from './validate-report';

/** Help text of the command. */
export const VALIDATE_HELP = `Usage: skill-studio validate PATH... [--profile NAME] [--json]
       skill-studio validate --all ROOT... [--profile NAME] [--json]

Checks skills against a profile. With one PATH the output is exactly skills-ref's
("Valid skill: NAME" on stdout, or "Validation failed for NAME:" and one line per
error on stderr); the studio's warnings and its advice on writing a better skill
follow on stderr and never fail the check.

  PATH            a skill folder, or its SKILL.md
  --all ROOT...   every skill found under each ROOT (up to 6 levels down)
  --profile NAME  ${Object.keys(PROFILES).join(' | ')} (default: spec)
  --json          print one JSON array with every diagnostic instead

Exit codes: 0 all valid, 1 a skill failed, 2 usage error.
`;

/**
 * Libraries with up to this many folders are walked and checked on this thread alone: below
 * about 1,000 skills starting a thread costs more than it saves (the measurements are in
 * docs/performance.md, "Why the code is shaped as it is").
 */
export const SMALL_LIBRARY_FOLDERS = 2500;

interface Checked {
  /**
   * How --json names the skill: what the user typed, or for --all the path of `dir` relative
   * to where they stand (worked out only for --json, the one output that prints it).
   */
  path: string | { dir: string };
  report: SkillReport;
}

/** Runs `validate`; returns the exit code. */
export async function validateCommand(argv: readonly string[], io: CliIo): Promise<number> {
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

  const json = args.flags.has('json');
  const { checked, empty } = args.flags.has('all')
    ? await checkRoots(args.positionals, profile, io, json)
    : { checked: checkPaths(args.positionals, profile, io, json), empty: 0 };
  // --json always answers with a list (an empty one when no skill was found).
  if (checked.length === 0 && !json) return 1;
  if (json) {
    const entries = checked.map(({ path, report }) => ({
      path: typeof path === 'string' ? path : relative(io.cwd, path.dir) || '.',
      ...report.json,
    }));
    io.stdout(`${JSON.stringify(entries, null, 2)}\n`);
  } else {
    const write = joinedWrites(io);
    for (const { report } of checked) {
      write('stdout', report.out);
      write('stderr', report.err);
    }
    if (checked.length > 1) write('stdout', `${summaryLine(checked)}\n`);
    write('stdout', '', true);
  }
  // A root without skills (missing, unreadable, or empty) fails the run, as a lone one does.
  return empty === 0 && checked.length > 0 && checked.every((c) => c.report.valid) ? 0 : 1;
}

function checkPaths(
  paths: readonly string[],
  profile: ProfileId,
  io: CliIo,
  json: boolean,
): Checked[] {
  return paths.map((p) => {
    const arg = skillPathArg(p, io.cwd, 'validate');
    // Only --json prints fixes: the human report does without working them out.
    const loaded = loadSkill(arg.abs, profile, {}, { displayPath: arg.display, fixes: json });
    return { path: p, report: reportSkill(arg.name, loaded, json) };
  });
}

async function checkRoots(
  roots: readonly string[],
  profile: ProfileId,
  io: CliIo,
  json: boolean,
): Promise<{ checked: Checked[]; empty: number }> {
  const checked: Checked[] = [];
  let empty = 0;
  // The folders named are the libraries: a link out of all of them is reported, not read.
  const fence = fenceOf(roots.map((root) => skillPathArg(root, io.cwd, 'validate').abs));
  // One walking thread for every root, started with the first (walkRoot says how each uses it).
  const thread = io.checkWorker ? WalkThread.start(io.checkWorker) : undefined;
  const lone = roots.length === 1;
  try {
    for (const root of roots) {
      const arg = skillPathArg(root, io.cwd, 'validate');
      const walked = await walkRoot(arg.abs, { profile, json, fence }, thread, lone);
      empty += await checkRoot(root, walked, io, checked);
    }
  } finally {
    thread?.stop();
  }
  return { checked, empty };
}

interface RootOptions {
  profile: ProfileId;
  json: boolean;
  fence: Fence;
}

/**
 * Walks a root, on the walking thread when there is one: a large library is walked there,
 * each SKILL.md read and its files listed as the walk leaves the skill's folder, and checked
 * here as the skills arrive (walk-thread.ts says why); no folder is listed twice. A lone root
 * is walked here while the thread boots, as far as a small library goes: that walk is all a
 * small one gets (a thread costs more than it saves there), and the thread is stopped. With
 * several roots the thread walks every one from the start (16 clones had 16 threads started
 * and two large roots walked twice up to a small library's size): a first root walked here
 * kept the thread idle while this one walked, and a large one was walked again there after
 * this thread had warmed up its own copy of the walk's code for nothing. Where no thread
 * walks a root to the end, it is walked here instead, from the start, and what came before
 * is dropped.
 */
async function walkRoot(
  abs: string,
  { profile, json, fence }: RootOptions,
  thread: WalkThread | undefined,
  lone: boolean,
): Promise<{ found: Discovery; checks: RootChecks }> {
  const up = thread?.alive === true ? thread : undefined;
  const small = up && lone ? walkSmall(abs, fence, SMALL_LIBRARY_FOLDERS) : undefined;
  if (small) up?.stop();
  let checks = rootChecks(profile, json, fence);
  let found: Discovery | undefined = small;
  if (!small && up) {
    // The walking thread is one of the cores: one check thread fewer (none on two cores).
    // Without check threads this one checks between the walk's messages; with them it would
    // take every batch before they could (it runs as soon as a batch is sealed), so it
    // leaves them the batches and helps once the walk is over.
    const there = rootChecks(profile, json, fence, {
      script: up.script,
      threads: defaultThreads() - 1,
    });
    found = await up.walk(abs, fence, (w) => {
      there.add(w.skill, w);
      if (there.run.threads === 0) there.run.runWaiting();
    });
    if (found) checks = there;
    else there.run.stop();
  }
  found ??= discoverSkills(abs, undefined, undefined, { files: true, fence });
  // The skills walked here read their SKILL.md where they are checked; so does one the
  // thread could not read. A skill folder linked from outside the libraries is listed as
  // that link without its folder being entered (the thread never sends it): its task says
  // it is that link.
  for (const s of found.skills) if (!checks.tasks.has(s)) checks.add(s);
  return { found, checks };
}

/**
 * Checks a walked root's skills to the end (a skill that has namesakes again, with them) and
 * adds their reports to `checked`; returns 1 when the root has no skill, else 0.
 */
async function checkRoot(
  root: string,
  { found, checks }: { found: Discovery; checks: RootChecks },
  io: CliIo,
  checked: Checked[],
): Promise<number> {
  const { run, tasks } = checks;
  for (const s of found.skipped) io.stderr(`Skipped ${s.rel || root}: ${english(s.reason)}\n`);
  if (found.skills.length === 0) io.stderr(`No skills found under ${root}.\n`);
  let reports: SkillReport[];
  // Where each skill's final report is: a skill that has namesakes is checked again.
  const final = new Map<DiscoveredSkill, number>();
  try {
    reports = await run.settled();
    // Duplicate names and twin descriptions need the whole root: a skill that has namesakes
    // or twins is checked again with them, here and on the check threads still running.
    const byName = new Map<string, string[]>();
    for (const s of found.skills) {
      const name = reports[tasks.get(s)?.index ?? -1]?.name;
      if (typeof name === 'string') byName.set(name, [...(byName.get(name) ?? []), s.rel]);
    }
    const twins = twinsByKey(
      found.skills.map((s) => [
        s.rel,
        reports[tasks.get(s)?.index ?? -1]?.description ?? undefined,
      ]),
    );
    for (const s of found.skills) {
      const entry = tasks.get(s);
      const report = entry && reports[entry.index];
      if (!entry || !report) throw new Error(`${s.rel} was not checked`);
      const same =
        report.name === null ? [] : (byName.get(report.name) ?? []).filter((r) => r !== s.rel);
      const alike = twins.get(s.rel);
      final.set(
        s,
        same.length > 0 || alike
          ? // Both keys always, in one shape (validate-task.ts, taskFor).
            run.add({
              ...entry.task,
              sameNameAs: same.length > 0 ? same : undefined,
              sameDescriptionAs: alike,
            })
          : entry.index,
      );
    }
    reports = await run.finish();
  } finally {
    run.stop();
  }
  for (const s of found.skills) {
    const report = reports[final.get(s) ?? -1];
    if (!report) throw new Error(`${s.rel} was not checked`);
    checked.push({ path: { dir: s.dir }, report });
  }
  return found.skills.length === 0 ? 1 : 0;
}

type RootChecks = ReturnType<typeof rootChecks>;

/**
 * The checks of one root's skills, each added as the walk finds it (with what the walking
 * thread read of it), and the task each one was added from (a namesake's re-check reads again).
 */
function rootChecks(profile: ProfileId, json: boolean, fence: Fence, options: PoolOptions = {}) {
  const run = new CheckRun('validate', options);
  const tasks = new Map<DiscoveredSkill, { index: number; task: ValidateTask }>();
  const add = (s: DiscoveredSkill, walked?: WalkedSkill) => {
    const task = taskFor(s, profile, json, fence);
    const read = walked ? withReadOf(task, walked.read, walked.files) : task;
    tasks.set(s, { index: run.add(read), task });
  };
  return { run, tasks, add };
}

function summaryLine(checked: Checked[]): string {
  const invalid = checked.filter((c) => !c.report.valid).length;
  const errors = checked.reduce((n, c) => n + c.report.errors, 0);
  const warnings = checked.reduce((n, c) => n + c.report.warnings, 0);
  return `Checked ${counted(checked.length, 'skill')}: ${checked.length - invalid} valid, ${invalid} invalid (${counted(errors, 'error')}, ${counted(warnings, 'warning')}).`;
}

/**
 * Writes to stdout and stderr, joining what goes to the same one in a row into one write (a
 * write to a pipe is a system call: 10,000 skills made about 13,000 of them). Whatever comes
 * before a write to the other stream is written first, so both streams, and the two merged
 * (2>&1), get the same bytes in the same order as one write per report. `end` flushes.
 */
function joinedWrites(io: CliIo): (to: Stream, text: string, end?: boolean) => void {
  let pending = '';
  let target: Stream = 'stdout';
  const flush = () => {
    if (pending !== '') io[target](pending);
    pending = '';
  };
  return (to, text, end = false) => {
    if (text !== '') {
      if (target !== to) flush();
      target = to;
      pending += text;
    }
    // Bounded, so a huge library does not hold its whole report in one string.
    if (end || pending.length > 1 << 16) flush();
  };
}

type Stream = 'stdout' | 'stderr';
