/**
 * Real agent mode of trigger tests (issue 35): one query through the agent's own CLI, with the
 * user's own configuration, model and HOME, in a fresh temporary project holding only the
 * candidate skill, copied under a unique temporary name (`<name>-skill-studio-<random>`, its
 * frontmatter `name` set through the frontmatter writer) so an installed namesake cannot shadow
 * it. Every event the CLI prints is read (shared/triggers/real-events.ts). The CLI runs in a
 * process group of its own, ended whole (SIGKILL to the group) at the time limit, on cancel and
 * after it exits, so nothing it started outlives the run.
 *
 *   claude-code  claude -p --output-format stream-json --verbose --allowedTools Skill
 *                --no-session-persistence QUERY   (the skill in <project>/.claude/skills)
 *   codex        codex exec --json --skip-git-repo-check --sandbox read-only --ephemeral QUERY
 *                (the skill in <project>/.agents/skills)
 *   opencode     opencode run --format json QUERY   (the skill in <project>/.opencode/skills)
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { AGENT_LABELS } from '../../agent/types';
import type { Message } from '../../i18n/message';
import { parseSkillFile } from '../../skill/parse';
import { targetById } from '../../install/agents';
import type { TriggerOutcome } from '../../triggers/outcome';
import { readRealEvents, type RealAgentId, type RealRunReading } from '../../triggers/real-events';
import { triggerMessage } from '../../triggers/messages';
import { withSkillName } from '../install/skill-hash';
import { checkProgram, AGENT_COMMANDS } from './agent-cli';
import { personalSkills } from './personal-skills';
import { type Ended, runGroup } from './process-group';

export { AGENT_COMMANDS, findAgentCli } from './agent-cli';

/** What a run is asked to do. */
export interface RealAgentInput {
  agent: RealAgentId;
  /** The CLI's executable (findAgentCli finds it on PATH). */
  bin: string;
  /** The candidate skill's folder. */
  skillDir: string;
  query: string;
  timeoutMs: number;
  /** The CLI's environment (default: this process's: the user's own HOME and configuration). */
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Where the temporary project goes (default: the system's temporary folder). */
  tmpRoot?: string;
  /** Hears the CLI's pid (its process group's id) once it is started. */
  onSpawn?: (pid: number) => void;
  /** Keep what the CLI printed on standard output in the result (for recordings). */
  keepLog?: boolean;
}

/** What a run found. */
export interface RealAgentRun {
  ok: true;
  outcome: TriggerOutcome;
  /** The JSON events the CLI printed, all read. */
  events: number;
  /** The personal skills the agent loaded besides the candidate. */
  loadedSkills: string[];
  /** Where `loadedSkills` comes from: the agent's own events, or its personal folders. */
  loadedFrom: 'events' | 'folders';
  /** The candidate's name during the run. */
  tempName: string;
  durationMs: number;
  stderrTail?: string;
  log?: string;
}

/** Why a run gave no outcome, in words (`message`), with the facts. */
export interface RealAgentFailure {
  ok: false;
  kind:
    | 'missing'
    | 'not-executable'
    | 'setup'
    | 'name-not-set'
    | 'timeout'
    | 'cancelled'
    | 'exit'
    | 'agent-error'
    | 'unparseable';
  message: Message;
  tempName: string;
  durationMs: number;
  stderrTail?: string;
  log?: string;
}

/** The most of the CLI's error output kept for the report. */
const STDERR_TAIL = 2000;

/** Runs `input.query` through the agent's CLI once. */
export async function runRealAgent(
  input: RealAgentInput,
): Promise<RealAgentRun | RealAgentFailure> {
  const started = Date.now();
  const agent = AGENT_LABELS[input.agent];
  const tempName = temporaryName(input.skillDir);
  const fail = (
    kind: RealAgentFailure['kind'],
    message: Message,
    extra: Partial<RealAgentFailure> = {},
  ): RealAgentFailure => ({
    ok: false,
    kind,
    message,
    tempName,
    durationMs: Date.now() - started,
    ...extra,
  });

  const program = checkProgram(input.bin);
  if (program !== 'ok')
    return fail(
      program,
      triggerMessage(
        program === 'missing' ? 'triggers.real.missing' : 'triggers.real.not-executable',
        { agent, bin: input.bin },
      ),
    );

  const root = input.tmpRoot ?? tmpdir();
  let base: string;
  try {
    base = mkdtempSync(join(root, 'skill-studio-real-'));
  } catch (error) {
    return fail('setup', setupMessage(agent, root, error));
  }
  try {
    const project = join(base, 'project');
    const placed = placeCandidate(input, project, tempName);
    if (placed) return fail(placed.kind, placed.message);
    return await run(input, project, tempName, started);
  } catch (error) {
    return fail('setup', setupMessage(agent, base, error));
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

/**
 * `<name>-skill-studio-<6 hex>`, at most 64 characters (the specification's limit, which the
 * agents enforce), the name made of what a skill name may hold.
 */
export function temporaryName(skillDir: string, random = randomBytes(3).toString('hex')): string {
  const suffix = `-skill-studio-${random}`;
  const raw = frontmatterName(skillDir) ?? basename(skillDir);
  const clean = raw
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${(clean || 'skill').slice(0, 64 - suffix.length).replace(/-$/, '')}${suffix}`;
}

function frontmatterName(skillDir: string): string | undefined {
  try {
    const bytes = readFileSync(join(skillDir, 'SKILL.md'));
    const name = parseSkillFile(bytes, { complete: false, fixes: false, remember: false }).data
      ?.name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

// The project: a git repository (the agents take it as the project root, so they look no
// higher for project skills) holding only the candidate, in the agent's project folder.
export function placeCandidate(
  input: Pick<RealAgentInput, 'agent' | 'skillDir' | 'env'>,
  project: string,
  tempName: string,
): { kind: 'name-not-set'; message: Message } | undefined {
  const rule = targetById(input.agent)?.installs.project;
  const dest = join(project, rule?.rel ?? '.agents/skills', tempName);
  mkdirSync(project, { recursive: true });
  spawnSync('git', ['init', '-q'], {
    cwd: project,
    stdio: 'ignore',
    env: input.env ?? process.env,
  });
  cpSync(input.skillDir, dest, { recursive: true, dereference: true });
  const file = join(dest, 'SKILL.md');
  const bytes = readFileSync(file);
  const renamed = withSkillName(bytes, tempName);
  if (renamed === bytes)
    return {
      kind: 'name-not-set',
      message: triggerMessage('triggers.real.name-not-set', {
        file: join(input.skillDir, 'SKILL.md'),
        name: tempName,
      }),
    };
  writeFileSync(file, renamed);
  return undefined;
}

/**
 * What a run of the agent's CLI may do: `choose`, a trigger query (the skill tool only, nothing
 * written); `work`, an eval's task (write files and run commands in its folder).
 */
export type RunScope = 'choose' | 'work';

/** The CLI's arguments for `prompt` (the command lines in this file's and agent-task.ts's headers). */
export function argsOf(agent: RealAgentId, prompt: string, scope: RunScope = 'choose'): string[] {
  const work = scope === 'work';
  switch (agent) {
    case 'claude-code':
      return [
        '-p',
        '--output-format',
        'stream-json',
        '--verbose',
        ...(work ? ['--permission-mode', 'acceptEdits'] : []),
        '--allowedTools',
        work ? 'Skill,Read,Write,Edit,Glob,Grep,Bash' : 'Skill',
        '--no-session-persistence',
        '--',
        prompt,
      ];
    case 'codex':
      return [
        'exec',
        '--json',
        '--skip-git-repo-check',
        '--sandbox',
        work ? 'workspace-write' : 'read-only',
        '--ephemeral',
        '--',
        prompt,
      ];
    case 'opencode':
      return ['run', '--format', 'json', prompt];
  }
}

/** How one CLI run is started and read: the agent, its arguments and where it works. */
export interface CliRun {
  agent: RealAgentId;
  bin: string;
  args: string[];
  project: string;
  tempName: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv | undefined;
  signal?: AbortSignal | undefined;
  onSpawn?: ((pid: number) => void) | undefined;
  keepLog?: boolean | undefined;
}

/** What every finished run carries: how long it took, the CLI's last words. */
export type RunFacts = Pick<RealAgentRun, 'tempName' | 'durationMs' | 'stderrTail' | 'log'>;

/**
 * Runs the CLI once and reads its events; a failure (time limit, cancel, exit status, no
 * events) in words, or what it printed, read.
 */
export async function runAndRead(
  cli: CliRun,
  started: number,
): Promise<RealAgentFailure | { ok: true; reading: RealRunReading; facts: RunFacts }> {
  const env = cli.env ?? process.env;
  const agent = AGENT_LABELS[cli.agent];
  const ended: Ended = await runGroup({
    bin: cli.bin,
    args: cli.args,
    cwd: cli.project,
    env,
    timeoutMs: cli.timeoutMs,
    ...(cli.signal && { signal: cli.signal }),
    ...(cli.onSpawn && { onSpawn: cli.onSpawn }),
  });
  const stderrTail = ended.stderr.slice(-STDERR_TAIL).trim();
  const facts: RunFacts = {
    tempName: cli.tempName,
    durationMs: Date.now() - started,
    ...(stderrTail && { stderrTail }),
    ...(cli.keepLog && { log: ended.stdout }),
  };
  const fail = (kind: RealAgentFailure['kind'], message: Message): RealAgentFailure => ({
    ok: false,
    kind,
    message,
    ...facts,
  });
  if (ended.how === 'timeout')
    return fail(
      'timeout',
      triggerMessage('triggers.real.timeout', {
        agent,
        seconds: Math.round(cli.timeoutMs / 1000),
      }),
    );
  if (ended.how === 'cancelled')
    return fail('cancelled', triggerMessage('triggers.real.cancelled', { agent }));
  if (ended.how === 'error') return fail('setup', setupMessage(agent, cli.project, ended.error));

  const reading = readRealEvents(cli.agent, ended.stdout, cli.tempName);
  const detail = reading.error ?? lastLine(stderrTail) ?? triggerMessage('triggers.real.no-detail');
  if (ended.signal !== null)
    return fail(
      'exit',
      triggerMessage('triggers.real.signal', { agent, signal: ended.signal, detail }),
    );
  if (ended.code !== 0)
    return fail(
      'exit',
      triggerMessage('triggers.real.exit', { agent, code: ended.code ?? -1, detail }),
    );
  if (reading.events === 0)
    return fail(
      'unparseable',
      triggerMessage('triggers.real.unparseable', {
        agent,
        sample: ended.stdout.trim().slice(0, 200) || '""',
        command: AGENT_COMMANDS[cli.agent],
      }),
    );
  return { ok: true, reading, facts };
}

async function run(
  input: RealAgentInput,
  project: string,
  tempName: string,
  started: number,
): Promise<RealAgentRun | RealAgentFailure> {
  const read = await runAndRead(
    { ...input, args: argsOf(input.agent, input.query), project, tempName },
    started,
  );
  if (!read.ok) return read;
  const { reading, facts } = read;
  const agent = AGENT_LABELS[input.agent];
  // An error the agent reported with exit code 0 decides nothing, unless a skill was chosen first.
  if (reading.error !== undefined && reading.outcome.kind === 'none')
    return {
      ok: false,
      kind: 'agent-error',
      message: triggerMessage('triggers.real.agent-error', { agent, detail: reading.error }),
      ...facts,
    };
  const listed = reading.listed?.filter((name) => name !== tempName);
  return {
    ok: true,
    outcome: reading.outcome,
    events: reading.events,
    loadedSkills: listed ?? personalSkills(input.agent, input.env ?? process.env),
    loadedFrom: listed ? 'events' : 'folders',
    ...facts,
  };
}

function lastLine(text: string): string | undefined {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .at(-1);
}

/** A project that could not be made or a CLI that could not be started, in words. */
export function setupMessage(agent: string, folder: string, error: unknown): Message {
  const detail = error instanceof Error ? error.message : String(error);
  return triggerMessage('triggers.real.setup', { agent, folder, detail });
}
