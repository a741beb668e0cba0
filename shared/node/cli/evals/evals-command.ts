/**
 * `skill-studio evals`: does the skill help? Each eval of SKILL_DIR/evals/evals.json is run
 * with the skill (as the agent delivers it) and without it, `--runs` times each, graded by the
 * grader model, into the skill's workspace (`<skill>-workspace/iteration-N/`, skill-creator's
 * layout); the benchmark's summary is printed as skill-creator's aggregate_benchmark.py
 * prints its table (generate_markdown), or benchmark.json itself with --json. With
 * --against-version the baseline is a saved version of the skill from the history the app
 * keeps (new_skill / old_skill), written to a temporary folder for the run and removed after.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { TRIGGER_AGENTS, type TriggerAgentId } from '../../../agent/skill-tools';
import { AGENT_LABELS } from '../../../agent/types';
import { sidesOf, type AnyBenchmark, type ConfigurationSummary } from '../../../evals/benchmark';
import { EVALS_PATH, parseEvals, type EvalCase } from '../../../evals/evals-file';
import { english } from '../../../i18n/catalogue';
import { shownBaseUrl } from '../../../models/connection';
import { pyFormatFixed } from '../../../py/float';
import { parseSkillFile } from '../../../skill/parse';
import { priceFor } from '../../../triggers/prices';
import { workspaceOf } from '../../evals/workspace';
import { runEvals, type EvalProgress, type RealExecutor } from '../../evals/run-evals';
import { REAL_AGENT_IDS, type RealAgentId } from '../../../triggers/real-events';
import { triggerMessage } from '../../../triggers/messages';
import { AGENT_COMMANDS, findAgentCli } from '../../triggers/real-agent';
import { readLibrarySnapshot } from '../../library-snapshot';
import { attachmentsOf, taskFilesOf } from '../../evals/attachments';
import { fenceOf } from '../../link-fence';
import { HistoryStore, historyRoot } from '../../history/history-store';
import { userDataDir } from '../../host-paths';
import { realPath } from '../../real-path';
import { materializeVersion, type SavedVersion } from '../../evals/saved-version';
import { TextError } from '../../../ipc/service-text';
import { versionOf } from '../history-command';
import {
  AGENT_SETTING_FLAGS,
  AGENT_SETTING_VALUES,
  agentSettingsFromArgs,
} from '../agent-settings-args';
import { oneValue, parseArgs, type ParsedArgs } from '../args';
import { UsageError, type CliIo } from '../io';
import { skillPathArg } from '../paths';
import {
  connectionOf,
  count,
  interruptible,
  keyOf,
  missingKey,
  TRIGGER_DEFAULTS,
  TRIGGER_SETTINGS_HELP,
  timeoutSeconds,
} from '../trigger-args';

const COMMAND = 'evals';

// Each real run starts a whole agent doing a whole task: fewer at a time, each given longer.
const REAL_CONCURRENCY = 2;
const REAL_TIMEOUT_SECONDS = 600;

const OPTIONS = {
  flags: ['json', 'help', 'real', ...AGENT_SETTING_FLAGS],
  values: [
    'timeout',
    'eval',
    'agent',
    'provider',
    'api',
    'base-url',
    'model',
    'grader-model',
    'runs',
    'concurrency',
    'workspace',
    'against-version',
    ...AGENT_SETTING_VALUES,
  ],
  short: { h: 'help' },
};

/** Help text of the command. */
export const EVALS_HELP = `Usage: skill-studio evals SKILL_DIR --model NAME [--eval ID...] [--agent ID]
                         [--provider P] [--api A] [--base-url URL] [--grader-model NAME]
                         [--runs N] [--concurrency N] [--workspace DIR] [--json]
                         [--against-version ID]
       skill-studio evals SKILL_DIR --real --model NAME [--agent claude-code|codex|opencode]
                         [--timeout SECONDS] [the options above but the agent settings]

Runs each eval of SKILL_DIR/${EVALS_PATH} (skill-creator's schema) with the skill, as the
agent delivers it, and without it; a grader model judges each expectation against the answer.
Writes iteration-N/ in the workspace (grading.json, timing.json, outputs/, benchmark.json)
and prints the benchmark. The model answers in text: it cannot run the skill's scripts.

  --model NAME         the model that does the tasks (required)
  --grader-model NAME  the model that grades, at the same provider (default: --model)
  --provider P         anthropic | openai | openai-compatible (default: anthropic)
  --api A              openai only: responses | chat (default: responses)
  --base-url URL       the provider's address (required for openai-compatible)
  --eval ID            run only this eval (repeatable; default: all)
  --agent ID           whose view of the skill: ${TRIGGER_AGENTS.join(' | ')} (default: ${TRIGGER_DEFAULTS.agent})
  --runs N             runs per eval and configuration (default: ${TRIGGER_DEFAULTS.runs})
  --concurrency N      runs at a time (default: ${TRIGGER_DEFAULTS.concurrency})
  --workspace DIR      where iterations go (default: SKILL_DIR's sibling <name>-workspace)
  --json               print benchmark.json
  --against-version ID compare the skill as it is now (new_skill) with a version the studio
                       saved of it (old_skill) instead of with no skill; ID as
                       "skill-studio history SKILL_DIR" lists it, or its start
  --real               the agent's own CLI (claude, codex or opencode on PATH) does each
                       task, with its own configuration and model, in a temporary folder
                       holding the eval's files (and, with the skill, the skill); it may
                       write files and run commands there, the skill's scripts included.
                       The files it makes are kept in outputs/files/; --model grades.
  --timeout SECONDS    --real only: the most one task may take (default: ${REAL_TIMEOUT_SECONDS})

${TRIGGER_SETTINGS_HELP}

Exit codes: 0 the skill's mean pass rate is at least the baseline's (no skill, or the
saved version), 1 it is lower, 2 usage error (an invalid evals.json, an unknown version or
one the history cannot give whole included: nothing is sent), 3 the provider could not
be used (why on stderr), 130 interrupted (the runs that finished are kept and printed).
`;

/** Runs `evals`; returns the exit code. */
export async function evalsCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, OPTIONS, COMMAND, io.cwd);
  if (args.flags.has('help')) {
    io.stdout(EVALS_HELP);
    return 0;
  }
  const plan = planOf(args, io);
  const key = keyOf(plan.connection, io.env ?? process.env);
  const noKey = missingKey(plan.connection, key);
  if (noKey) {
    io.stderr(`skill-studio evals: ${noKey}\n`);
    return 3;
  }
  const grader = { ...plan.connection, model: plan.graderModel };
  const price = priceFor(plan.connection.model);
  const graderPrice = priceFor(grader.model);
  const fence = fenceOf([plan.skillDir]);
  let real: RealExecutor | undefined;
  if (plan.real) {
    const env = io.env ?? process.env;
    const bin = findAgentCli(plan.real.agent, env);
    if (!bin) {
      const words = triggerMessage('triggers.real.not-on-path', {
        agent: AGENT_LABELS[plan.real.agent],
        command: AGENT_COMMANDS[plan.real.agent],
      });
      io.stderr(`skill-studio evals: ${english(words)}\n`);
      return 3;
    }
    real = {
      agent: plan.real.agent,
      bin,
      timeoutMs: plan.real.timeoutMs,
      env,
      files: (e) => taskFilesOf(plan.skillDir, e, fence),
    };
  }
  const saved = await savedVersion(plan);
  const result = await interruptible((signal) =>
    runEvals(
      {
        ...(saved && { against: saved }),
        executor: { connection: plan.connection, key, ...(price && { price }) },
        grader: { connection: grader, key, ...(graderPrice && { price: graderPrice }) },
        ...(real && { real }),
        agent: plan.agent,
        settings: plan.settings,
        library: readLibrarySnapshot([dirname(plan.skillDir)], io.cwd),
        skillDir: plan.skillDir,
        skillName: plan.name,
        evals: plan.evals,
        attachments: (e) => attachmentsOf(plan.skillDir, e, fence),
        runs: plan.runs,
        concurrency: plan.concurrency,
        workspace: plan.workspace,
      },
      { signal, onProgress: progressLines(io) },
    ),
  ).finally(() => saved?.remove());
  const { benchmark } = result;
  io.stdout(
    args.flags.has('json')
      ? `${JSON.stringify(benchmark, null, 2)}\n`
      : summaryText(plan, result.iteration, result.dir, benchmark, real?.bin, saved),
  );
  for (const failure of result.failures)
    io.stderr(
      `warning: eval ${failure.eval_id}, ${failure.configuration}, run ${failure.run_number}: ${english(failure.problem)}\n`,
    );
  for (const note of result.notes) io.stderr(`note: ${english(note)}\n`);
  if (result.stopped?.kind === 'failed') {
    io.stderr(`skill-studio evals: ${english(result.stopped.text)}\n`);
    return 3;
  }
  if (result.stopped?.kind === 'cancelled') return 130;
  if (benchmark.runs.length === 0 && result.failures.length > 0) {
    const first = result.failures[0];
    if (first) io.stderr(`skill-studio evals: ${english(first.problem)}\n`);
    return 3;
  }
  const [primary, baseline] = sidesOf(benchmark.run_summary);
  return primary.pass_rate.mean >= baseline.pass_rate.mean ? 0 : 1;
}

// The saved version asked for, read whole from the history into a temporary folder; a version
// the history cannot give is a usage error (nothing is sent).
async function savedVersion(plan: EvalsPlan): Promise<SavedVersion | undefined> {
  if (plan.against === undefined) return undefined;
  const { id, store, dir, shown } = plan.against;
  const record = await versionOf(store, dir, shown, id, COMMAND);
  try {
    return await materializeVersion(store, dir, record.id);
  } catch (error) {
    if (error instanceof TextError) throw new UsageError(english(error.text), COMMAND);
    throw error;
  }
}

interface EvalsPlan {
  /** Real agent mode: the agent (one whose CLI can be run) and the time one task may take. */
  real?: { agent: RealAgentId; timeoutMs: number };
  skillDir: string;
  name: string;
  agent: TriggerAgentId;
  settings: ReturnType<typeof agentSettingsFromArgs>;
  connection: ReturnType<typeof connectionOf>;
  graderModel: string;
  evals: EvalCase[];
  runs: number;
  concurrency: number;
  workspace: string;
  /** --against-version: the version's id as given, and the history it is looked up in. */
  against?: { id: string; store: HistoryStore; dir: string; shown: string };
}

function planOf(args: ParsedArgs, io: CliIo): EvalsPlan {
  if (args.positionals.length !== 1)
    throw new UsageError(`Give one skill folder: skill-studio ${COMMAND} SKILL_DIR.`, COMMAND);
  const skill = skillPathArg(args.positionals[0] ?? '', io.cwd, COMMAND);
  const skillMd = join(skill.abs, 'SKILL.md');
  if (!existsSync(skillMd)) throw new UsageError(`'${skill.display}' has no SKILL.md.`, COMMAND);
  const data = parseSkillFile(readFileSync(skillMd)).data;
  const agent = oneValue(args, 'agent', COMMAND) ?? TRIGGER_DEFAULTS.agent;
  if (!(TRIGGER_AGENTS as readonly string[]).includes(agent))
    throw new UsageError(
      `Unknown agent '${agent}'. Choose one of: ${TRIGGER_AGENTS.join(', ')}.`,
      COMMAND,
    );
  const connection = connectionOf(args, COMMAND);
  const workspace = oneValue(args, 'workspace', COMMAND);
  const real = realOf(args, agent);
  const version = oneValue(args, 'against-version', COMMAND);
  if (version !== undefined && version.trim() === '')
    throw new UsageError('--against-version takes a version id, as "history" lists it.', COMMAND);
  const against = version === undefined ? undefined : againstOf(version, skill, io);
  return {
    ...(real && { real }),
    ...(against && { against }),
    skillDir: skill.abs,
    name: typeof data?.name === 'string' ? data.name : skill.name,
    agent: agent as TriggerAgentId,
    settings: agentSettingsFromArgs(args, agent as TriggerAgentId, COMMAND),
    connection,
    graderModel: oneValue(args, 'grader-model', COMMAND) ?? connection.model,
    evals: evalsOf(args, skill.abs, io.cwd),
    runs: count(args, 'runs', TRIGGER_DEFAULTS.runs, COMMAND),
    concurrency: count(
      args,
      'concurrency',
      real ? REAL_CONCURRENCY : TRIGGER_DEFAULTS.concurrency,
      COMMAND,
    ),
    workspace: workspace === undefined ? workspaceOf(skill.abs) : resolve(io.cwd, workspace),
  };
}

// The store the app keeps (SKILL_STUDIO_USER_DATA choosing another), as "history" reads it.
function againstOf(id: string, skill: { abs: string; display: string }, io: CliIo) {
  const store = new HistoryStore(historyRoot(userDataDir(io.env ?? process.env)));
  return { id, store, dir: realPath(skill.abs), shown: skill.display };
}

// --real: the agent must be one whose CLI runs, and its own configuration decides the rest.
function realOf(args: ParsedArgs, agent: string): EvalsPlan['real'] {
  if (!args.flags.has('real')) {
    if (args.values.has('timeout')) throw new UsageError('--timeout goes with --real.', COMMAND);
    return undefined;
  }
  if (!(REAL_AGENT_IDS as readonly string[]).includes(agent))
    throw new UsageError(
      `--real runs the agent's own CLI: choose one of ${REAL_AGENT_IDS.join(', ')}, not '${agent}'.`,
      COMMAND,
    );
  for (const option of AGENT_SETTING_VALUES)
    if (args.values.has(option))
      throw new UsageError(
        `--${option} does not go with --real: the agent runs with its own configuration.`,
        COMMAND,
      );
  for (const flag of AGENT_SETTING_FLAGS)
    if (args.flags.has(flag))
      throw new UsageError(
        `--${flag} does not go with --real: the agent runs with its own configuration.`,
        COMMAND,
      );
  const timeoutMs = timeoutSeconds(args, COMMAND, REAL_TIMEOUT_SECONDS) * 1000;
  return { agent: agent as RealAgentId, timeoutMs };
}

// The evals chosen; an invalid file is a usage error naming its line and column.
function evalsOf(args: ParsedArgs, skillDir: string, cwd: string): EvalCase[] {
  const file = join(skillDir, EVALS_PATH);
  const shown = relative(cwd, file) || file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`No evals at '${shown}'. Write ${EVALS_PATH} in the skill.`, COMMAND);
  }
  const read = parseEvals(text, shown);
  if (!read.ok) throw new UsageError(english(read.error.message), COMMAND);
  const wanted = (args.values.get('eval') ?? []).map((raw) => {
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || raw.trim() === '')
      throw new UsageError(`--eval takes an eval's whole-number id, not '${raw}'.`, COMMAND);
    if (!read.file.evals.some((e) => e.id === id))
      throw new UsageError(`${shown} has no eval with id ${id}.`, COMMAND);
    return id;
  });
  const evals = read.file.evals.filter((e) => wanted.length === 0 || wanted.includes(e.id));
  if (evals.length === 0) throw new UsageError(`${shown} holds no evals.`, COMMAND);
  return evals;
}

// A line at each tenth of the way, on stderr.
function progressLines(io: CliIo) {
  let reported = 0;
  return (p: EvalProgress) => {
    const tenth = Math.floor((p.done * 10) / p.total);
    if (tenth === reported) return;
    reported = tenth;
    const cost = p.cost === undefined ? '' : `, $${p.cost.toFixed(4)} so far`;
    io.stderr(`evals: ${p.done} of ${p.total} runs done, ${p.failed} failed${cost}\n`);
  };
}

// generate_markdown's cells: "75% ± 25%", "12.0s ± 2.0s", "3300 ± 300" (Python's .0f / .1f).
const cells = (s: ConfigurationSummary) => [
  `${pyFormatFixed(s.pass_rate.mean * 100, 0)}% ± ${pyFormatFixed(s.pass_rate.stddev * 100, 0)}%`,
  `${pyFormatFixed(s.time_seconds.mean, 1)}s ± ${pyFormatFixed(s.time_seconds.stddev, 1)}s`,
  `${pyFormatFixed(s.tokens.mean, 0)} ± ${pyFormatFixed(s.tokens.stddev, 0)}`,
];

function summaryText(
  plan: EvalsPlan,
  iteration: number,
  dir: string,
  benchmark: AnyBenchmark,
  bin?: string,
  saved?: SavedVersion,
): string {
  const [primary, baseline] = sidesOf(benchmark.run_summary);
  const { delta } = benchmark.run_summary;
  const a = cells(primary);
  const b = cells(baseline);
  const heads = saved ? ['New skill', 'Old skill'] : ['With skill', 'Without skill'];
  const d = [delta.pass_rate, `${delta.time_seconds}s`, delta.tokens];
  const rows = ['Pass rate', 'Time', 'Tokens'].map((metric, i) =>
    [metric.padEnd(10), (a[i] ?? '').padEnd(18), (b[i] ?? '').padEnd(18), d[i] ?? ''].join(''),
  );
  const { connection } = plan;
  return `${[
    bin
      ? `${plan.name}: ${AGENT_LABELS[plan.agent]} itself (${bin}), graded by ${plan.graderModel} at ${shownBaseUrl(connection)}, ${plan.runs} runs per eval and configuration`
      : `${plan.name}: ${AGENT_LABELS[plan.agent]}'s view, ${connection.model} at ${shownBaseUrl(connection)} (graded by ${plan.graderModel}), ${plan.runs} runs per eval and configuration`,
    `Iteration ${iteration}: ${dir}`,
    ...(saved
      ? [`Against version ${saved.id}, saved ${new Date(saved.at).toISOString()} (old skill)`]
      : []),
    `${''.padEnd(10)}${(heads[0] ?? '').padEnd(18)}${(heads[1] ?? '').padEnd(18)}Delta`,
    ...rows,
    ...benchmark.notes.map((n) => `flag: ${n}`),
  ].join('\n')}\n`;
}
