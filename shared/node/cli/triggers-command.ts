/**
 * `skill-studio triggers`: would an agent's model choose this skill? Each trigger query is sent
 * `--runs` times with the agent's exact skill listing and skill tool; the result says per query
 * how often the model chose the skill, and over the run precision, recall and F1. --json prints
 * skill-creator's run_eval result shape plus each run's outcome.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { TRIGGER_AGENTS, type TriggerAgentId } from '../../agent/skill-tools';
import type { AgentSettings } from '../../agent/settings';
import { AGENT_LABELS } from '../../agent/types';
import { english } from '../../i18n/catalogue';
import { type ModelConnection, isPlainHttpUrl, shownBaseUrl } from '../../models/connection';
import { outcomeMessage } from '../../models/outcome';
import { parseSkillFile } from '../../skill/parse';
import { isInside } from '../../studio/paths';
import { parseTriggerQueries, TRIGGER_QUERIES_PATH } from '../../triggers/queries';
import { scoreRuns, type TriggerScore } from '../../triggers/record';
import { readLibrarySnapshot } from '../library-snapshot';
import { runTriggers, type TriggerRunResult } from '../triggers/run-triggers';
import {
  AGENT_SETTING_FLAGS,
  AGENT_SETTING_VALUES,
  AGENT_SETTINGS_HELP,
  agentSettingsFromArgs,
} from './agent-settings-args';
import { oneValue, parseArgs, type ParsedArgs } from './args';
import { UsageError, type CliIo } from './io';
import { skillPathArg } from './paths';

const DEFAULTS = { agent: 'claude-code', runs: 3, concurrency: 4, threshold: 0.5 } as const;

/** Help text of the command. */
export const TRIGGERS_HELP = `Usage: skill-studio triggers SKILL_DIR --model NAME [--provider P] [--api A]
                            [--base-url URL] [--queries FILE] [--agent ID] [--runs N]
                            [--concurrency N] [--threshold X] [--library ROOT...] [--json]

Asks a model whether it would choose the skill for each trigger query, with the skill
listing and skill tool of the agent, the way that agent asks its model. Reads the queries
from SKILL_DIR/${TRIGGER_QUERIES_PATH} (skill-creator's eval-set format) unless --queries.

  --model NAME        the model to ask (required)
  --provider P        anthropic | openai | openai-compatible (default: anthropic)
  --api A             openai only: responses | chat (default: responses)
  --base-url URL      the provider's address (required for openai-compatible)
  --agent ID          whose listing and tool: ${TRIGGER_AGENTS.join(' | ')} (default: ${DEFAULTS.agent})
  --runs N            runs per query (default: ${DEFAULTS.runs})
  --concurrency N     requests at a time (default: ${DEFAULTS.concurrency})
  --threshold X       a query passes when its trigger rate is at least X (should trigger)
                      or below X (should not) (default: ${DEFAULTS.threshold})
  --library ROOT      a folder of skills the skill competes with (repeatable; default:
                      the folder SKILL_DIR is in)
  --json              skill-creator's result shape, with precision, recall and each run

Agent settings, as for simulate (the agent's defaults when left out):
${AGENT_SETTINGS_HELP}

The key comes from SKILL_STUDIO_API_KEY, else ANTHROPIC_API_KEY (anthropic) or
OPENAI_API_KEY (openai); an openai-compatible server may need none.

Exit codes: 0 every query passed, 1 some failed, 2 usage error (a bad queries file
included: nothing is sent), 3 the provider could not be used (why on stderr),
130 interrupted (what finished is printed).
`;

/** Runs `triggers`; returns the exit code. */
export async function triggersCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(
    argv,
    {
      flags: ['json', 'help', ...AGENT_SETTING_FLAGS],
      values: [
        'queries',
        'agent',
        'provider',
        'api',
        'base-url',
        'model',
        'runs',
        'concurrency',
        'threshold',
        'library',
        ...AGENT_SETTING_VALUES,
      ],
      short: { h: 'help' },
    },
    'triggers',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(TRIGGERS_HELP);
    return 0;
  }
  const plan = planOf(args, io);
  const env = io.env ?? process.env;
  const key = keyOf(plan.connection, env);
  if (key === undefined && plan.connection.provider !== 'openai-compatible') {
    const name = plan.connection.provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY';
    io.stderr(`skill-studio triggers: no key: set ${name} or SKILL_STUDIO_API_KEY.\n`);
    return 3;
  }

  const controller = new AbortController();
  const interrupt = () => {
    controller.abort();
  };
  process.once('SIGINT', interrupt);
  let reported = 0;
  let result: TriggerRunResult;
  try {
    result = await runTriggers(
      {
        connection: plan.connection,
        key,
        agent: plan.agent,
        settings: plan.settings,
        library: readLibrarySnapshot(plan.roots, io.cwd),
        candidateDir: plan.skillDir,
        queries: plan.queries,
        runs: plan.runs,
        concurrency: plan.concurrency,
      },
      {
        signal: controller.signal,
        // A line at each tenth of the way, on stderr, so a long run is seen moving.
        onProgress: (p) => {
          const tenth = Math.floor((p.done * 10) / p.total);
          if (tenth === reported) return;
          reported = tenth;
          io.stderr(`triggers: ${p.done} of ${p.total} requests done, ${p.failed} failed\n`);
        },
      },
    );
  } finally {
    process.removeListener('SIGINT', interrupt);
  }

  const score = scoreRuns(result.queries, plan.threshold);
  const leftOut = result.prompt.leftOut.map(english);
  const notListed =
    result.prompt.candidate === undefined
      ? `${plan.name} is not in ${AGENT_LABELS[plan.agent]}'s listing of these libraries: the model cannot choose it.`
      : undefined;
  if (args.flags.has('json')) {
    io.stdout(`${JSON.stringify(jsonOf(plan, result, score, leftOut, notListed), null, 2)}\n`);
  } else {
    io.stdout(textOf(plan, result, score));
  }
  if (notListed) io.stderr(`warning: ${notListed}\n`);
  for (const line of leftOut) io.stderr(`note: ${line}\n`);

  const { stopped } = result;
  if (stopped?.kind === 'failed') {
    io.stderr(`skill-studio triggers: ${english(outcomeMessage(stopped.failure))}\n`);
    return 3;
  }
  const runs = result.queries.flatMap((q) => q.runs);
  const firstFailure = runs.find((r) => 'failure' in r);
  if (
    runs.length > 0 &&
    runs.every((r) => 'failure' in r) &&
    firstFailure &&
    'failure' in firstFailure
  ) {
    io.stderr(`skill-studio triggers: ${english(outcomeMessage(firstFailure.failure))}\n`);
    return 3;
  }
  if (stopped?.kind === 'cancelled') return 130;
  return score.summary.passed === score.summary.total ? 0 : 1;
}

interface Plan {
  skillDir: string;
  name: string;
  description: string;
  queriesFile: string;
  queries: ReturnType<typeof queriesOf>;
  agent: TriggerAgentId;
  settings: AgentSettings;
  connection: ModelConnection;
  roots: string[];
  runs: number;
  concurrency: number;
  threshold: number;
}

function planOf(args: ParsedArgs, io: CliIo): Plan {
  if (args.positionals.length !== 1)
    throw new UsageError('Give one skill folder: skill-studio triggers SKILL_DIR.', 'triggers');
  const skill = skillPathArg(args.positionals[0] ?? '', io.cwd, 'triggers');
  const skillMd = join(skill.abs, 'SKILL.md');
  if (!existsSync(skillMd)) throw new UsageError(`'${skill.display}' has no SKILL.md.`, 'triggers');
  const parsed = parseSkillFile(readFileSync(skillMd));
  const field = (name: string) => {
    const value = parsed.data?.[name];
    return typeof value === 'string' ? value : undefined;
  };

  const agent = oneValue(args, 'agent', 'triggers') ?? DEFAULTS.agent;
  if (!(TRIGGER_AGENTS as readonly string[]).includes(agent))
    throw new UsageError(
      `Unknown agent '${agent}'. Choose one of: ${TRIGGER_AGENTS.join(', ')}.`,
      'triggers',
    );
  const roots = (args.values.get('library') ?? [dirname(skill.abs)]).map((r) => resolve(io.cwd, r));
  for (const root of roots)
    if (!existsSync(root)) throw new UsageError(`Library '${root}' does not exist.`, 'triggers');
  // The skill competes in the libraries given; its own folder's library comes first if absent.
  if (!roots.some((root) => isInside(root, skill.abs) && root !== skill.abs))
    roots.unshift(dirname(skill.abs));

  const queriesFile = resolve(
    io.cwd,
    oneValue(args, 'queries', 'triggers') ?? join(skill.abs, TRIGGER_QUERIES_PATH),
  );
  return {
    skillDir: skill.abs,
    name: field('name') ?? skill.name,
    description: field('description') ?? '',
    queriesFile,
    queries: queriesOf(queriesFile, io.cwd),
    agent: agent as TriggerAgentId,
    settings: agentSettingsFromArgs(args, agent as TriggerAgentId, 'triggers'),
    connection: connectionOf(args),
    roots,
    runs: count(args, 'runs', DEFAULTS.runs),
    concurrency: count(args, 'concurrency', DEFAULTS.concurrency),
    threshold: thresholdOf(args),
  };
}

function queriesOf(file: string, cwd: string) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(
      `No trigger queries at '${relative(cwd, file) || file}'. Write ${TRIGGER_QUERIES_PATH} in the skill, or give --queries FILE.`,
      'triggers',
    );
  }
  const shown = relative(cwd, file) || file;
  const parsed = parseTriggerQueries(text, shown);
  if (!parsed.ok) throw new UsageError(english(parsed.error.message), 'triggers');
  if (parsed.queries.length === 0) throw new UsageError(`${shown} holds no queries.`, 'triggers');
  return parsed.queries;
}

function connectionOf(args: ParsedArgs): ModelConnection {
  const model = oneValue(args, 'model', 'triggers');
  if (!model) throw new UsageError('Give the model to ask: --model NAME.', 'triggers');
  const provider = oneValue(args, 'provider', 'triggers') ?? 'anthropic';
  const baseUrl = oneValue(args, 'base-url', 'triggers');
  if (baseUrl !== undefined && !isPlainHttpUrl(baseUrl))
    throw new UsageError(
      `--base-url '${baseUrl}' is not an http:// or https:// address without a user name, password, query or fragment.`,
      'triggers',
    );
  const api = oneValue(args, 'api', 'triggers');
  if (api !== undefined && provider !== 'openai')
    throw new UsageError('--api goes with --provider openai.', 'triggers');
  const id = 'cli';
  switch (provider) {
    case 'anthropic':
      return { id, provider, model, ...(baseUrl && { baseUrl }) };
    case 'openai':
      if (api !== undefined && api !== 'responses' && api !== 'chat')
        throw new UsageError(`Unknown --api '${api}'. Choose responses or chat.`, 'triggers');
      return { id, provider, api: api ?? 'responses', model, ...(baseUrl && { baseUrl }) };
    case 'openai-compatible':
      if (!baseUrl)
        throw new UsageError('An openai-compatible server needs --base-url URL.', 'triggers');
      return { id, provider, model, baseUrl };
    default:
      throw new UsageError(
        `Unknown provider '${provider}'. Choose anthropic, openai or openai-compatible.`,
        'triggers',
      );
  }
}

function keyOf(connection: ModelConnection, env: NodeJS.ProcessEnv): string | undefined {
  const own =
    connection.provider === 'anthropic'
      ? env.ANTHROPIC_API_KEY
      : connection.provider === 'openai'
        ? env.OPENAI_API_KEY
        : undefined;
  const key = env.SKILL_STUDIO_API_KEY || own;
  return key === '' ? undefined : key;
}

function count(args: ParsedArgs, name: string, fallback: number): number {
  const raw = oneValue(args, name, 'triggers');
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new UsageError(
      `--${name} takes a whole number from 1 to 1000, not '${raw}'.`,
      'triggers',
    );
  return n;
}

function thresholdOf(args: ParsedArgs): number {
  const raw = oneValue(args, 'threshold', 'triggers');
  if (raw === undefined) return DEFAULTS.threshold;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1)
    throw new UsageError(`--threshold takes a number from 0 to 1, not '${raw}'.`, 'triggers');
  return n;
}

const ratio = (n: number | null) => (n === null ? '-' : n.toFixed(2));

function textOf(plan: Plan, result: TriggerRunResult, score: TriggerScore): string {
  const { connection } = plan;
  const lines = [
    `${plan.name}: ${AGENT_LABELS[plan.agent]}'s listing, ${connection.model} at ${shownBaseUrl(connection)}, ${plan.runs} runs per query, threshold ${plan.threshold}`,
  ];
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
  if (result.stopped?.kind === 'cancelled')
    lines.push('Interrupted: the runs above are those that finished.');
  return `${lines.join('\n')}\n`;
}

function jsonOf(
  plan: Plan,
  result: TriggerRunResult,
  score: TriggerScore,
  leftOut: string[],
  notListed: string | undefined,
) {
  return {
    skill_name: plan.name,
    description: plan.description,
    results: score.results.map(({ takenBy, failures, ...r }, i) => ({
      ...r,
      taken_by: takenBy,
      failures: failures.map(english),
      outcomes: (result.queries[i]?.runs ?? []).map((run) =>
        'outcome' in run
          ? run.outcome
          : { kind: 'failed', reason: english(outcomeMessage(run.failure)) },
      ),
    })),
    summary: score.summary,
    precision: score.metrics.precision,
    recall: score.metrics.recall,
    f1: score.metrics.f1,
    agent: plan.agent,
    provider: plan.connection.provider,
    model: plan.connection.model,
    base_url: shownBaseUrl(plan.connection),
    runs_per_query: plan.runs,
    threshold: plan.threshold,
    left_out: leftOut,
    ...(notListed && { not_listed: notListed }),
    ...(result.stopped && {
      stopped:
        result.stopped.kind === 'cancelled'
          ? 'interrupted'
          : english(outcomeMessage(result.stopped.failure)),
    }),
  };
}
