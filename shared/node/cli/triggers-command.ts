/**
 * `skill-studio triggers`: would an agent's model choose this skill? Each trigger query is sent
 * `--runs` times with the agent's exact skill listing and skill tool; the result says per query
 * how often the model chose the skill, and over the run precision, recall and F1. --json prints
 * skill-creator's run_eval result shape plus each run's outcome.
 */
import { AGENT_LABELS } from '../../agent/types';
import { english } from '../../i18n/catalogue';
import type { Message } from '../../i18n/message';
import { shownBaseUrl } from '../../models/connection';
import { outcomeMessage } from '../../models/outcome';
import { triggerMessage } from '../../triggers/messages';
import type { QueryRun } from '../../triggers/outcome';
import { TRIGGER_QUERIES_PATH } from '../../triggers/queries';
import { REAL_AGENT_IDS, type RealAgentId } from '../../triggers/real-events';
import { runFailure, scoreRuns, type TriggerScore } from '../../triggers/record';
import { AGENT_COMMANDS, findAgentCli } from '../triggers/real-agent';
import { runRealTriggers } from '../triggers/run-real-triggers';
import { runTriggers, type TriggerProgress } from '../triggers/run-triggers';
import { AGENT_SETTING_VALUES } from './agent-settings-args';
import { parseArgs, type ParsedArgs } from './args';
import { UsageError, type CliIo } from './io';
import {
  interruptible,
  keyOf,
  missingKey,
  runPlanOf,
  TRIGGER_OPTIONS,
  TRIGGER_OPTIONS_HELP,
  TRIGGER_SETTINGS_HELP,
  timeoutSeconds,
  triggerPlanOf,
  runInputOf,
  type RunPlan,
} from './trigger-args';

// Each real run starts a whole agent: fewer at a time, and each given longer.
const REAL_CONCURRENCY = 2;
const REAL_TIMEOUT_SECONDS = 180;

const OPTIONS = {
  ...TRIGGER_OPTIONS,
  flags: [...TRIGGER_OPTIONS.flags, 'real'],
  values: [...TRIGGER_OPTIONS.values, 'timeout'],
};

/** Help text of the command. */
export const TRIGGERS_HELP = `Usage: skill-studio triggers SKILL_DIR --model NAME [--provider P] [--api A]
                            [--base-url URL] [--queries FILE] [--agent ID] [--runs N]
                            [--concurrency N] [--threshold X] [--library ROOT...] [--json]
       skill-studio triggers SKILL_DIR --real [--agent claude-code|codex|opencode]
                            [--queries FILE] [--runs N] [--concurrency N] [--timeout SECONDS]

Asks a model whether it would choose the skill for each trigger query, with the skill
listing and skill tool of the agent, the way that agent asks its model. Reads the queries
from SKILL_DIR/${TRIGGER_QUERIES_PATH} (skill-creator's eval-set format) unless --queries.

${TRIGGER_OPTIONS_HELP}
  --json              skill-creator's result shape, with precision, recall and each run
  --real              run the agent's own CLI (claude, codex or opencode on PATH) with its
                      own configuration and model, in a temporary project holding only the
                      skill under a unique name; no --model, --provider or --library then
  --timeout SECONDS   --real only: the most one run of the CLI may take (default: ${REAL_TIMEOUT_SECONDS})

${TRIGGER_SETTINGS_HELP}

Exit codes: 0 every query passed, 1 some failed, 2 usage error (a bad queries file
included: nothing is sent), 3 the provider or the agent's CLI could not be used (why on
stderr),
130 interrupted (what finished is printed).
`;

/** Runs `triggers`; returns the exit code. */
export async function triggersCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, OPTIONS, 'triggers', io.cwd);
  if (args.flags.has('help')) {
    io.stdout(TRIGGERS_HELP);
    return 0;
  }
  const run = await interruptible((signal) =>
    args.flags.has('real') ? realRun(args, io, signal) : modelRun(args, io, signal),
  );
  return typeof run === 'number' ? run : report(args, io, run);
}

/** A finished run, whichever way it went, as the report needs it. */
interface Ran {
  plan: RunPlan;
  queries: { query: string; should_trigger: boolean; runs: QueryRun[] }[];
  stopped?: { kind: 'cancelled' } | { kind: 'failed'; text: Message };
  /** The first line of the text report. */
  header: string;
  /** Lines for stderr after the report (what was left out, what else the agent loaded). */
  notes: string[];
  notListed?: string;
  /** What --json adds about how the run was made. */
  json: Record<string, unknown>;
}

// A line at each tenth of the way, on stderr, so a long run is seen moving.
function progressLines(io: CliIo) {
  let reported = 0;
  return (p: TriggerProgress) => {
    const tenth = Math.floor((p.done * 10) / p.total);
    if (tenth === reported) return;
    reported = tenth;
    io.stderr(`triggers: ${p.done} of ${p.total} runs done, ${p.failed} failed\n`);
  };
}

async function modelRun(args: ParsedArgs, io: CliIo, signal: AbortSignal): Promise<Ran | number> {
  for (const option of ['timeout'])
    if (args.values.has(option)) throw new UsageError(`--${option} goes with --real.`, 'triggers');
  const plan = triggerPlanOf(args, io, 'triggers');
  const key = keyOf(plan.connection, io.env ?? process.env);
  const noKey = missingKey(plan.connection, key);
  if (noKey) {
    io.stderr(`skill-studio triggers: ${noKey}\n`);
    return 3;
  }
  const result = await runTriggers(runInputOf(plan, key, io.cwd), {
    signal,
    onProgress: progressLines(io),
  });
  const { connection } = plan;
  const leftOut = result.prompt.leftOut.map(english);
  return {
    plan,
    queries: result.queries,
    ...(result.stopped && {
      stopped:
        result.stopped.kind === 'cancelled'
          ? result.stopped
          : { kind: 'failed' as const, text: outcomeMessage(result.stopped.failure) },
    }),
    header: `${plan.name}: ${AGENT_LABELS[plan.agent]}'s listing, ${connection.model} at ${shownBaseUrl(connection)}, ${plan.runs} runs per query, threshold ${plan.threshold}`,
    notes: leftOut.map((line) => `note: ${line}`),
    ...(result.prompt.candidate === undefined && {
      notListed: `${plan.name} is not in ${AGENT_LABELS[plan.agent]}'s listing of these libraries: the model cannot choose it.`,
    }),
    json: {
      provider: connection.provider,
      model: connection.model,
      base_url: shownBaseUrl(connection),
      left_out: leftOut,
    },
  };
}

async function realRun(args: ParsedArgs, io: CliIo, signal: AbortSignal): Promise<Ran | number> {
  for (const option of ['provider', 'api', 'base-url', 'model', 'library', ...AGENT_SETTING_VALUES])
    if (args.values.has(option))
      throw new UsageError(
        `--${option} does not go with --real: the agent runs with its own configuration and model.`,
        'triggers',
      );
  const plan = runPlanOf(args, io, 'triggers', REAL_AGENT_IDS, REAL_CONCURRENCY);
  const agent = plan.agent as RealAgentId;
  const timeoutMs = timeoutSeconds(args, 'triggers', REAL_TIMEOUT_SECONDS) * 1000;
  const env = io.env ?? process.env;
  const bin = findAgentCli(agent, env);
  if (!bin) {
    const words = triggerMessage('triggers.real.not-on-path', {
      agent: AGENT_LABELS[agent],
      command: AGENT_COMMANDS[agent],
    });
    io.stderr(`skill-studio triggers: ${english(words)}\n`);
    return 3;
  }
  const result = await runRealTriggers(
    {
      agent,
      bin,
      skillDir: plan.skillDir,
      queries: plan.queries,
      runs: plan.runs,
      concurrency: plan.concurrency,
      timeoutMs,
      env,
    },
    { signal, onProgress: progressLines(io) },
  );
  const loaded = result.loaded;
  return {
    plan,
    queries: result.queries,
    ...(result.stopped && { stopped: result.stopped }),
    header: `${plan.name}: ${AGENT_LABELS[agent]} itself (${bin}), ${plan.runs} runs per query, threshold ${plan.threshold}`,
    notes: loaded
      ? [
          `note: ${AGENT_LABELS[agent]} also loaded ${loaded.skills.length === 0 ? 'no other skill' : loaded.skills.join(', ')} (${loaded.from === 'events' ? 'from its own start-up event' : 'from its personal skill folders'}).`,
        ]
      : [],
    json: {
      real: true,
      bin,
      timeout_seconds: timeoutMs / 1000,
      ...(loaded && { also_loaded: loaded.skills, also_loaded_from: loaded.from }),
    },
  };
}

/** Prints the run (text or --json) and its notes; returns the exit code. */
function report(args: ParsedArgs, io: CliIo, ran: Ran): number {
  const { plan } = ran;
  const score = scoreRuns(ran.queries, plan.threshold);
  io.stdout(
    args.flags.has('json')
      ? `${JSON.stringify(jsonOf(ran, score), null, 2)}\n`
      : textOf(ran, score),
  );
  if (ran.notListed) io.stderr(`warning: ${ran.notListed}\n`);
  for (const line of ran.notes) io.stderr(`${line}\n`);
  if (ran.stopped?.kind === 'failed') {
    io.stderr(`skill-studio triggers: ${english(ran.stopped.text)}\n`);
    return 3;
  }
  const runs = ran.queries.flatMap((q) => q.runs);
  const reasons = runs.map(runFailure);
  const first = reasons[0];
  if (runs.length > 0 && first && reasons.every((r) => r !== undefined)) {
    io.stderr(`skill-studio triggers: ${english(first)}\n`);
    return 3;
  }
  if (ran.stopped?.kind === 'cancelled') return 130;
  return score.summary.passed === score.summary.total ? 0 : 1;
}

const ratio = (n: number | null) => (n === null ? '-' : n.toFixed(2));

function textOf(ran: Ran, score: TriggerScore): string {
  const lines = [ran.header];
  for (const r of score.results) {
    const extra = [
      ...r.takenBy.map((t) => `${t.skill}${t.known ? '' : ' (no such skill)'} took it ${t.count}x`),
      ...(r.errors > 0 ? [`${r.errors} failed`] : []),
    ];
    const query = r.query.length > 80 ? `${r.query.slice(0, 79)}…` : r.query;
    lines.push(
      `${r.pass === null ? 'NONE' : r.pass ? 'PASS' : 'FAIL'}  ${r.triggers}/${r.runs}  ${r.should_trigger ? 'should trigger    ' : 'should not trigger'}  ${query.replace(/\s+/g, ' ')}${extra.length > 0 ? `  (${extra.join(', ')})` : ''}`,
    );
  }
  lines.push(
    `Passed ${score.summary.passed} of ${score.summary.total}. Precision ${ratio(score.metrics.precision)}, recall ${ratio(score.metrics.recall)}, F1 ${ratio(score.metrics.f1)}.`,
  );
  if (ran.stopped?.kind === 'cancelled')
    lines.push('Interrupted: the runs above are those that finished.');
  return `${lines.join('\n')}\n`;
}

function jsonOf(ran: Ran, score: TriggerScore) {
  const { plan } = ran;
  return {
    skill_name: plan.name,
    description: plan.description,
    results: score.results.map(({ takenBy, failures, ...r }, i) => ({
      ...r,
      taken_by: takenBy,
      failures: failures.map(english),
      outcomes: (ran.queries[i]?.runs ?? []).map((run) => {
        const failure = runFailure(run);
        return failure || !('outcome' in run)
          ? { kind: 'failed', reason: failure ? english(failure) : '' }
          : run.outcome;
      }),
    })),
    summary: score.summary,
    precision: score.metrics.precision,
    recall: score.metrics.recall,
    f1: score.metrics.f1,
    agent: plan.agent,
    ...ran.json,
    runs_per_query: plan.runs,
    threshold: plan.threshold,
    ...(ran.notListed && { not_listed: ran.notListed }),
    ...(ran.stopped && {
      stopped: ran.stopped.kind === 'cancelled' ? 'interrupted' : english(ran.stopped.text),
    }),
  };
}
