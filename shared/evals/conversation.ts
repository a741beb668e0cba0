/**
 * What an eval sends the model, in direct (API) mode. With the skill: the agent's prompt as a
 * trigger test sends it (shared/triggers/request.ts: its skill listing and its own skill tool),
 * the user's task, then the skill loaded as the agent delivers it: the agent's tool called with
 * the skill's name (and the task as arguments, for the agents whose tool substitutes them), and
 * the agent view's answer (shared/agent/<agent>: the tool result, and the message Claude Code
 * adds after it) as the tool's result. Codex has no skill tool: its model opens SKILL.md, and a
 * `$name` mention makes Codex inject the file as a user message, which is what is sent after
 * the task. Without the skill: the same agent prompt made from the library without the skill's
 * folder, and the task alone. Against a saved version (new_skill / old_skill): the request
 * with the skill, made once from the library as it is and once from the library with the
 * saved version's files in the skill's folder (withFolderAs).
 *
 * The model answers in text; nothing it asks to run is run (the report says so). Real agent
 * mode, where the agent's own CLI runs the task, is another runner's (shared/node/evals/).
 */
import { AGENTS } from '../agent/registry';
import { skillToolOf, type TriggerAgentId } from '../agent/skill-tools';
import type { AgentSettings } from '../agent/settings';
import type {
  CallView,
  CatalogueView,
  FolderSnapshot,
  LibrarySnapshot,
  LoadedAgent,
} from '../agent/types';
import type { Configuration } from './benchmark';
import type { ModelRequest, ModelTurn } from '../models/request';
import { isInside } from '../studio/paths';
import { triggerPrompt } from '../triggers/request';

/** The most an eval's answer may hold, in tokens. */
export const ANSWER_TOKENS = 8192;

/**
 * Whether the agent's skill tool puts the user's words into the skill's text: Claude Code's
 * `args` ($ARGUMENTS, $0…, shared/agent/claude-code/call.ts) and HelloAgents' `args`
 * ($ARGUMENTS, hello-agents/tool.ts) do; OpenCode's and Gemini CLI's tools take only a name
 * (opencode/tool.ts, gemini-cli/tool.ts), Copilot's read_file only a path
 * (copilot-vscode/skill-tool.ts) and Codex has no tool (codex/mention.ts).
 */
export const SUBSTITUTES_ARGUMENTS: Record<TriggerAgentId, boolean> = {
  'claude-code': true,
  'hello-agents': true,
  opencode: false,
  'gemini-cli': false,
  codex: false,
  'copilot-vscode': false,
};

/** The id of the replayed skill call (the APIs ask only that result and call agree). */
export const SKILL_CALL_ID = 'call_skill_1';

/** An input file of the eval, as the user's message carries it. */
export interface EvalAttachment {
  /** "/"-separated, relative to the skill's folder. */
  path: string;
  /** Its text; undefined for a file that is not UTF-8 text. */
  text?: string;
  bytes: number;
}

/** The two agents an eval run asks as: the library with the skill, and without it. */
export interface EvalAgents {
  agent: TriggerAgentId;
  skillDir: string;
  loaded: LoadedAgent;
  withView: CatalogueView;
  withoutView: CatalogueView;
}

/** Loads the agent over the library, and over the library less the skill's folder. */
export function loadEvalAgents(
  agent: TriggerAgentId,
  library: LibrarySnapshot,
  skillDir: string,
  settings?: AgentSettings,
): EvalAgents {
  const loaded = AGENTS[agent].load(library, settings);
  const without = AGENTS[agent].load(withoutFolder(library, skillDir), settings);
  return {
    agent,
    skillDir,
    loaded,
    withView: loaded.catalogue(),
    withoutView: without.catalogue(),
  };
}

/** `library` with the folder `dir` (and what lies inside it) left out. */
export function withoutFolder(library: LibrarySnapshot, dir: string): LibrarySnapshot {
  const keep = (d: string) => !isInside(dir, d);
  return {
    roots: library.roots.map((root) => ({
      ...root,
      entries: root.entries.filter((e) => keep(e.dir)),
      skills: root.skills.filter((s) => keep(s.dir)),
      walked: root.walked.filter((w) => keep(w.folder.dir)),
    })),
  };
}

/**
 * `library` with the folder `dir` given as `as` makes it, wherever an agent meets it (a root's
 * entries, its skills, its walk): the saved version of a skill in the skill's place. Folders
 * below `dir` stay as they are.
 */
export function withFolderAs(
  library: LibrarySnapshot,
  dir: string,
  as: (folder: FolderSnapshot) => FolderSnapshot,
): LibrarySnapshot {
  const swap = (f: FolderSnapshot) => (f.dir === dir ? as(f) : f);
  return {
    roots: library.roots.map((root) => ({
      ...root,
      entries: root.entries.map(swap),
      skills: root.skills.map(swap),
      walked: root.walked.map((w) => ({ ...w, folder: swap(w.folder) })),
    })),
  };
}

/**
 * The request of one configuration: the skill as `agents` deliver it (with_skill, new_skill),
 * as `saved` delivers the saved version (old_skill), or no skill (without_skill).
 */
export function requestOf(
  configuration: Configuration,
  agents: EvalAgents,
  prompt: string,
  files: readonly EvalAttachment[],
  saved?: EvalAgents,
): ModelRequest {
  if (configuration === 'without_skill') return withoutSkillRequest(agents, prompt, files);
  if (configuration !== 'old_skill') return withSkillRequest(agents, prompt, files).request;
  if (!saved) throw new Error('old_skill asked with no saved version');
  return withSkillRequest(saved, prompt, files).request;
}

/** The user's message: the task, then each input file. */
export function taskText(prompt: string, files: readonly EvalAttachment[]): string {
  const shown = files.map((f) =>
    f.text === undefined
      ? `<file path="${f.path}" bytes="${f.bytes}">(not text: not shown)</file>`
      : `<file path="${f.path}">\n${f.text}\n</file>`,
  );
  return [prompt, ...shown].join('\n\n');
}

/** The skill loaded as the agent delivers it, and the request with it. */
export function withSkillRequest(
  agents: EvalAgents,
  prompt: string,
  files: readonly EvalAttachment[] = [],
): { request: ModelRequest; call: CallView } {
  const base = triggerPrompt(agents.agent, agents.withView, agents.skillDir);
  const name = base.candidate?.name ?? folderName(agents.skillDir);
  const args = SUBSTITUTES_ARGUMENTS[agents.agent] ? prompt : '';
  const call = agents.loaded.call(name, args);
  const task: ModelTurn = { role: 'user', text: taskText(prompt, files) };
  const messages: ModelTurn[] =
    agents.agent === 'codex'
      ? [task, ...injected(call)]
      : [
          task,
          {
            role: 'assistant',
            text: '',
            toolCalls: [
              {
                id: SKILL_CALL_ID,
                name: base.tool.name,
                input: toolInput(agents.agent, name, args, `${agents.skillDir}/SKILL.md`),
              },
            ],
          },
          toolAnswer(call),
        ];
  return {
    request: { system: base.system, tools: [base.tool], messages, maxTokens: ANSWER_TOKENS },
    call,
  };
}

/** The request without the skill: the agent's prompt from the library less the skill. */
export function withoutSkillRequest(
  agents: EvalAgents,
  prompt: string,
  files: readonly EvalAttachment[] = [],
): ModelRequest {
  const { agent, withoutView } = agents;
  return {
    system: agent === 'hello-agents' ? '' : withoutView.text,
    tools: [skillToolOf(agent, withoutView)],
    messages: [{ role: 'user', text: taskText(prompt, files) }],
    maxTokens: ANSWER_TOKENS,
  };
}

// Each tool's own argument names (shared/agent/<agent>/skill-tool.ts).
function toolInput(
  agent: TriggerAgentId,
  name: string,
  args: string,
  file: string,
): Record<string, unknown> {
  if (agent === 'opencode' || agent === 'gemini-cli') return { name };
  // Copilot's model reads the SKILL.md the listing names, whole (the view's result).
  if (agent === 'copilot-vscode') return { filePath: file, startLine: 1, endLine: 1000 };
  return args === '' ? { skill: name } : { skill: name, args };
}

// The view's parts in one user turn: the tool's results first, then what the agent adds after
// them (Claude Code's hidden message with the skill's text; a forked skill's sub-agent prompt).
function toolAnswer(call: CallView): ModelTurn {
  const results = call.parts
    .filter(
      (p) => p.role.id === 'agent.role.tool-result' || p.role.id === 'agent.role.tool-result-error',
    )
    .map((p) => ({
      id: SKILL_CALL_ID,
      text: p.text,
      ...(p.role.id === 'agent.role.tool-result-error' && { isError: true }),
    }));
  const after = call.parts
    .filter(
      (p) =>
        p.role.id === 'agent.role.hidden-user-message' ||
        p.role.id === 'agent.role.sub-agent-prompt',
    )
    .map((p) => p.text);
  // A result is owed to the call even when the view has none (an agent that does not start).
  const toolResults =
    results.length > 0 ? results : [{ id: SKILL_CALL_ID, text: '', isError: true }];
  return { role: 'user', text: after.join('\n\n'), toolResults };
}

// Codex's injected message (the user's own "$name" message is the task itself here).
function injected(call: CallView): ModelTurn[] {
  return call.parts
    .filter((p) => p.role.id === 'agent.role.injected-user-message')
    .map((p) => ({ role: 'user', text: p.text }));
}

const folderName = (dir: string) => dir.split(/[\\/]/).filter(Boolean).pop() ?? dir;
