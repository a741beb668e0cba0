/**
 * Real agent mode of evals: one run of an eval through the agent's own CLI, with the user's
 * own configuration, model and HOME, in a fresh temporary project (a git repository, so the
 * agent looks no higher) holding copies of the eval's input files at their paths in the skill
 * and, for a run with a skill, that skill's folder (the skill's own, or a saved version's
 * copy) under a temporary name in the agent's project folder, as trigger tests place it
 * (triggers/real-agent.ts). The agent may write and run
 * commands there, as a person's session would:
 *
 *   claude-code  claude -p --output-format stream-json --verbose --permission-mode acceptEdits
 *                --allowedTools Skill,Read,Write,Edit,Glob,Grep,Bash --no-session-persistence
 *   codex        codex exec --json --skip-git-repo-check --sandbox workspace-write --ephemeral
 *   opencode     opencode run --format json
 *
 * What it created or changed in the project (the skill's copy and .git aside) is the run's
 * output; the project is removed after every run, whatever happened.
 */
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { targetById } from '../../install/agents';
import { isInside } from '../../studio/paths';
import { AGENT_LABELS } from '../../agent/types';
import { triggerMessage } from '../../triggers/messages';
import type { RealAgentId } from '../../triggers/real-events';
import { checkProgram } from '../triggers/agent-cli';
import {
  argsOf,
  placeCandidate,
  runAndRead,
  setupMessage,
  temporaryName,
  type RealAgentFailure,
} from '../triggers/real-agent';

/** An input file of the eval: its path in the skill ("/"-separated) and its bytes. */
export interface TaskFile {
  path: string;
  bytes: Uint8Array;
}

/** One run of an eval through the agent. */
export interface AgentTaskInput {
  agent: RealAgentId;
  bin: string;
  /** The skill's folder (its name names the temporary copy). */
  skillDir: string;
  /**
   * The folder placed as the skill: `skillDir` itself, or a saved version's files; absent for
   * the baseline, whose project holds no skill.
   */
  skill: string | undefined;
  prompt: string;
  files: readonly TaskFile[];
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  tmpRoot?: string;
}

/** What the agent did. */
export interface AgentTaskRun {
  ok: true;
  /** Its last words to the user. */
  answer: string;
  /** Files it created or changed, by their paths in the project. */
  files: TaskFile[];
  durationMs: number;
}

/** The most of the files a run made that are kept (the rest are named in the answer's note). */
export const MAX_TASK_OUTPUT_BYTES = 64 * 1024 * 1024;

/** Runs the eval's prompt through the agent's CLI once. */
export async function runAgentTask(
  input: AgentTaskInput,
): Promise<AgentTaskRun | RealAgentFailure> {
  const started = Date.now();
  const agent = AGENT_LABELS[input.agent];
  const tempName = temporaryName(input.skillDir);
  const fail = (kind: RealAgentFailure['kind'], message: RealAgentFailure['message']) =>
    ({ ok: false, kind, message, tempName, durationMs: Date.now() - started }) as const;
  const program = checkProgram(input.bin);
  if (program !== 'ok')
    return fail(
      program,
      triggerMessage(
        program === 'missing' ? 'triggers.real.missing' : 'triggers.real.not-executable',
        { agent, bin: input.bin },
      ),
    );
  let base: string;
  try {
    base = mkdtempSync(join(input.tmpRoot ?? tmpdir(), 'skill-studio-eval-'));
  } catch (error) {
    return fail('setup', setupMessage(agent, input.tmpRoot ?? tmpdir(), error));
  }
  try {
    const project = join(base, 'project');
    mkdirSync(project);
    if (input.skill !== undefined) {
      const placed = placeCandidate({ ...input, skillDir: input.skill }, project, tempName);
      if (placed) return fail(placed.kind, placed.message);
    }
    const given = new Map<string, string>();
    for (const file of input.files) {
      const at = join(project, ...file.path.split('/'));
      // evals.json's reader refuses such paths; a caller's mistake must not write elsewhere.
      if (!isInside(project, at)) throw new Error(`an input file outside the eval: ${file.path}`);
      mkdirSync(dirname(at), { recursive: true });
      await writeFile(at, file.bytes);
      given.set(file.path, digest(file.bytes));
    }
    const read = await runAndRead(
      {
        ...input,
        args: argsOf(input.agent, taskPrompt(input.prompt, input.files), 'work'),
        project,
        tempName,
      },
      started,
    );
    if (!read.ok) return read;
    const skip = new Set(['.git', skillRoot(input.agent)]);
    const files = changedFiles(project, '', skip, given);
    return {
      ok: true,
      answer: read.reading.texts.at(-1) ?? '',
      files,
      durationMs: Date.now() - started,
    };
  } catch (error) {
    return fail('setup', setupMessage(agent, base, error));
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

/** The prompt, and where the eval's input files are (the project is the agent's folder). */
export function taskPrompt(prompt: string, files: readonly TaskFile[]): string {
  if (files.length === 0) return prompt;
  return `${prompt}\n\nInput files (in the current folder):\n${files.map((f) => `- ${f.path}`).join('\n')}`;
}

// The top folder the skill's copy goes in (".claude" of ".claude/skills").
function skillRoot(agent: RealAgentId): string {
  const rel = targetById(agent)?.installs.project?.rel ?? '.agents/skills';
  return rel.split('/')[0] ?? rel;
}

function digest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

// Regular files new or changed since the run began, read once each; links are not followed.
function changedFiles(
  folder: string,
  prefix: string,
  skip: ReadonlySet<string>,
  given: ReadonlyMap<string, string>,
  budget = { bytes: MAX_TASK_OUTPUT_BYTES },
): TaskFile[] {
  const found: TaskFile[] = [];
  for (const name of readdirSync(folder).sort()) {
    if (prefix === '' && skip.has(name)) continue;
    const at = join(folder, name);
    const path = `${prefix}${name}`;
    const info = lstatSync(at);
    if (info.isDirectory()) found.push(...changedFiles(at, `${path}/`, skip, given, budget));
    else if (info.isFile() && info.size <= budget.bytes) {
      const bytes = readFileSync(at);
      if (given.get(path) === digest(bytes)) continue;
      budget.bytes -= bytes.length;
      found.push({ path, bytes });
    }
  }
  return found;
}
