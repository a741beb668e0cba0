/**
 * What `triggers` and `optimize-description` share: their options (the skill, the queries, the
 * agent and its settings, the model, runs, concurrency, threshold, libraries), the help text
 * describing them, the plan read from them, and the key from the environment.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { TRIGGER_AGENTS, type TriggerAgentId } from '../../agent/skill-tools';
import type { AgentSettings } from '../../agent/settings';
import { english } from '../../i18n/catalogue';
import { type ModelConnection, isPlainHttpUrl } from '../../models/connection';
import { parseSkillFile } from '../../skill/parse';
import { isInside } from '../../studio/paths';
import {
  parseTriggerQueries,
  TRIGGER_QUERIES_PATH,
  type TriggerQuery,
} from '../../triggers/queries';
import {
  AGENT_SETTING_FLAGS,
  AGENT_SETTING_VALUES,
  AGENT_SETTINGS_HELP,
  agentSettingsFromArgs,
} from './agent-settings-args';
import { oneValue, type OptionSpec, type ParsedArgs } from './args';
import { UsageError, type CliIo } from './io';
import { readLibrarySnapshot } from '../library-snapshot';
import type { TriggerRunInput } from '../triggers/run-triggers';
import { skillPathArg } from './paths';

/** The defaults of the shared options. */
export const TRIGGER_DEFAULTS = {
  agent: 'claude-code',
  runs: 3,
  concurrency: 4,
  threshold: 0.5,
} as const;
const DEFAULTS = TRIGGER_DEFAULTS;

/** The shared options (a command adds its own). */
export const TRIGGER_OPTIONS = {
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
} satisfies OptionSpec;

/** The help text of the shared options, the key and the settings. */
export const TRIGGER_OPTIONS_HELP = `  --model NAME        the model to ask (required)
  --provider P        anthropic | openai | openai-compatible (default: anthropic)
  --api A             openai only: responses | chat (default: responses)
  --base-url URL      the provider's address (required for openai-compatible)
  --agent ID          whose listing and tool: ${TRIGGER_AGENTS.join(' | ')} (default: ${DEFAULTS.agent})
  --runs N            runs per query (default: ${DEFAULTS.runs})
  --concurrency N     requests at a time (default: ${DEFAULTS.concurrency})
  --threshold X       a query passes when its trigger rate is at least X (should trigger)
                      or below X (should not) (default: ${DEFAULTS.threshold})
  --library ROOT      a folder of skills the skill competes with (repeatable; default:
                      the folder SKILL_DIR is in)`;

/** The help text on agent settings and the key. */
export const TRIGGER_SETTINGS_HELP = `Agent settings, as for simulate (the agent's defaults when left out):
${AGENT_SETTINGS_HELP}

The key comes from SKILL_STUDIO_API_KEY, else ANTHROPIC_API_KEY (anthropic) or
OPENAI_API_KEY (openai); an openai-compatible server may need none.`;

/** The words for a missing key, or undefined when the provider may go without one. */
export function missingKey(
  connection: ModelConnection,
  key: string | undefined,
): string | undefined {
  if (key !== undefined || connection.provider === 'openai-compatible') return undefined;
  const name = connection.provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY';
  return `no key: set ${name} or SKILL_STUDIO_API_KEY.`;
}

/** What any trigger run was asked to do: the skill, its queries, the agent, the numbers. */
export interface RunPlan {
  skillDir: string;
  name: string;
  description: string;
  /** SKILL.md's path and bytes as read (an --apply refuses when they changed since). */
  skillMdPath: string;
  skillMdBytes: Uint8Array;
  queriesFile: string;
  queries: TriggerQuery[];
  agent: TriggerAgentId;
  runs: number;
  concurrency: number;
  threshold: number;
}

/** A run against a model: the plan, the agent's settings, the model and the libraries. */
export interface TriggerPlan extends RunPlan {
  settings: AgentSettings;
  connection: ModelConnection;
  roots: string[];
}

/**
 * Reads the skill, its queries, the agent (one of `agents`) and the run's numbers;
 * UsageError when wrong.
 */
export function runPlanOf(
  args: ParsedArgs,
  io: CliIo,
  command: string,
  agents: readonly TriggerAgentId[] = TRIGGER_AGENTS,
  concurrency: number = DEFAULTS.concurrency,
): RunPlan {
  if (args.positionals.length !== 1)
    throw new UsageError(`Give one skill folder: skill-studio ${command} SKILL_DIR.`, command);
  const skill = skillPathArg(args.positionals[0] ?? '', io.cwd, command);
  const skillMd = join(skill.abs, 'SKILL.md');
  if (!existsSync(skillMd)) throw new UsageError(`'${skill.display}' has no SKILL.md.`, command);
  const skillMdBytes = readFileSync(skillMd);
  const parsed = parseSkillFile(skillMdBytes);
  const field = (name: string) => {
    const value = parsed.data?.[name];
    return typeof value === 'string' ? value : undefined;
  };
  const agent = oneValue(args, 'agent', command) ?? DEFAULTS.agent;
  if (!(agents as readonly string[]).includes(agent))
    throw new UsageError(`Unknown agent '${agent}'. Choose one of: ${agents.join(', ')}.`, command);
  const queriesFile = resolve(
    io.cwd,
    oneValue(args, 'queries', command) ?? join(skill.abs, TRIGGER_QUERIES_PATH),
  );
  return {
    skillDir: skill.abs,
    skillMdPath: skillMd,
    skillMdBytes,
    name: field('name') ?? skill.name,
    description: field('description') ?? '',
    queriesFile,
    queries: queriesOf(queriesFile, io.cwd, command),
    agent: agent as TriggerAgentId,
    runs: count(args, 'runs', DEFAULTS.runs, command),
    concurrency: count(args, 'concurrency', concurrency, command),
    threshold: thresholdOf(args, command),
  };
}

/** runPlanOf, and the agent's settings, the model and the libraries the skill competes in. */
export function triggerPlanOf(args: ParsedArgs, io: CliIo, command: string): TriggerPlan {
  const plan = runPlanOf(args, io, command);
  const roots = (args.values.get('library') ?? [dirname(plan.skillDir)]).map((r) =>
    resolve(io.cwd, r),
  );
  for (const root of roots)
    if (!existsSync(root)) throw new UsageError(`Library '${root}' does not exist.`, command);
  // The skill competes in the libraries given; its own folder's library comes first if absent.
  if (!roots.some((root) => root !== plan.skillDir && isInside(root, plan.skillDir)))
    roots.unshift(dirname(plan.skillDir));
  return {
    ...plan,
    settings: agentSettingsFromArgs(args, plan.agent, command),
    connection: connectionOf(args, command),
    roots,
  };
}

function queriesOf(file: string, cwd: string, command: string) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(
      `No trigger queries at '${relative(cwd, file) || file}'. Write ${TRIGGER_QUERIES_PATH} in the skill, or give --queries FILE.`,
      command,
    );
  }
  const shown = relative(cwd, file) || file;
  const parsed = parseTriggerQueries(text, shown);
  if (!parsed.ok) throw new UsageError(english(parsed.error.message), command);
  if (parsed.queries.length === 0) throw new UsageError(`${shown} holds no queries.`, command);
  return parsed.queries;
}

/** The model connection the options name (--model, --provider, --api, --base-url). */
export function connectionOf(args: ParsedArgs, command: string): ModelConnection {
  const model = oneValue(args, 'model', command);
  if (!model) throw new UsageError('Give the model to ask: --model NAME.', command);
  const provider = oneValue(args, 'provider', command) ?? 'anthropic';
  const baseUrl = oneValue(args, 'base-url', command);
  if (baseUrl !== undefined && !isPlainHttpUrl(baseUrl))
    throw new UsageError(
      `--base-url '${baseUrl}' is not an http:// or https:// address without a user name, password, query or fragment.`,
      command,
    );
  const api = oneValue(args, 'api', command);
  if (api !== undefined && provider !== 'openai')
    throw new UsageError('--api goes with --provider openai.', command);
  const id = 'cli';
  switch (provider) {
    case 'anthropic':
      return { id, provider, model, ...(baseUrl && { baseUrl }) };
    case 'openai':
      if (api !== undefined && api !== 'responses' && api !== 'chat')
        throw new UsageError(`Unknown --api '${api}'. Choose responses or chat.`, command);
      return { id, provider, api: api ?? 'responses', model, ...(baseUrl && { baseUrl }) };
    case 'openai-compatible':
      if (!baseUrl)
        throw new UsageError('An openai-compatible server needs --base-url URL.', command);
      return { id, provider, model, baseUrl };
    default:
      throw new UsageError(
        `Unknown provider '${provider}'. Choose anthropic, openai or openai-compatible.`,
        command,
      );
  }
}

/** The key from the environment: SKILL_STUDIO_API_KEY, else the provider's own variable. */
export function keyOf(connection: ModelConnection, env: NodeJS.ProcessEnv): string | undefined {
  const own =
    connection.provider === 'anthropic'
      ? env.ANTHROPIC_API_KEY
      : connection.provider === 'openai'
        ? env.OPENAI_API_KEY
        : undefined;
  const key = env.SKILL_STUDIO_API_KEY || own;
  return key === '' ? undefined : key;
}

/** A whole number option from 1 to 1000. */
export function count(args: ParsedArgs, name: string, fallback: number, command: string): number {
  const raw = oneValue(args, name, command);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new UsageError(`--${name} takes a whole number from 1 to 1000, not '${raw}'.`, command);
  return n;
}

function thresholdOf(args: ParsedArgs, command: string): number {
  const raw = oneValue(args, 'threshold', command);
  if (raw === undefined) return DEFAULTS.threshold;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1)
    throw new UsageError(`--threshold takes a number from 0 to 1, not '${raw}'.`, command);
  return n;
}

/** The run a plan asks for, against its model with `key`, over its libraries as read now. */
export function runInputOf(
  plan: TriggerPlan,
  key: string | undefined,
  cwd: string,
): TriggerRunInput {
  return {
    connection: plan.connection,
    key,
    agent: plan.agent,
    settings: plan.settings,
    library: readLibrarySnapshot(plan.roots, cwd),
    candidateDir: plan.skillDir,
    queries: plan.queries,
    runs: plan.runs,
    concurrency: plan.concurrency,
  };
}

/** Runs `work` with a signal that Ctrl-C aborts (what finished is then printed, not lost). */
export async function interruptible<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const interrupt = () => {
    controller.abort();
  };
  process.once('SIGINT', interrupt);
  try {
    return await work(controller.signal);
  } finally {
    process.removeListener('SIGINT', interrupt);
  }
}

/** --timeout: the most one run of an agent's CLI may take, in whole seconds (1 to 3600). */
export function timeoutSeconds(args: ParsedArgs, command: string, fallback: number): number {
  const raw = oneValue(args, 'timeout', command);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 3600)
    throw new UsageError(`--timeout takes whole seconds from 1 to 3600, not '${raw}'.`, command);
  return n;
}
