/**
 * What a model's first reply to a trigger request chose: the skill under test, another skill
 * (which, and whether the agent would find it), or none. Claude Code, OpenCode and HelloAgents
 * choose by calling their skill tool with a name, resolved here by the agent's own simulator
 * (display names, slashes and namesakes as the agent resolves them); Codex has no skill tool,
 * its model opens a SKILL.md with a shell command, read here for the paths the listing gives;
 * Copilot's model reads the listed SKILL.md with read_file (its filePath, a path or file URI).
 */
import type { TriggerAgentId } from '../agent/skill-tools';
import type { CatalogueEntry, CatalogueView, LoadedAgent } from '../agent/types';
import type { Message } from '../i18n/message';
import type { ModelFailure } from '../models/outcome';
import type { ModelReply } from '../models/request';
import type { TriggerPrompt } from './request';

/** The outcome of one run of one query. */
export type TriggerOutcome =
  | { kind: 'this' }
  /** `skill` as the model named it (Codex: the SKILL.md path); `known` false: no such skill. */
  | { kind: 'other'; skill: string; known: boolean }
  /** No skill chosen: the reply's text, for the report. */
  | { kind: 'none'; text: string };

/**
 * One run of one query: what the model chose, or why no answer came (the model's failure, or,
 * in real agent mode, the agent's CLI's in words).
 */
export type QueryRun = { outcome: TriggerOutcome } | { failure: ModelFailure } | { error: Message };

const SKILL_FILE = /(?:[^\s'"`;|&<>()]*\/)?SKILL\.md\b/;

/** Reads `reply` for the run described by `prompt`. */
export function outcomeOf(
  prompt: TriggerPrompt,
  reply: ModelReply,
  agent: LoadedAgent,
  view: CatalogueView,
): TriggerOutcome {
  const calls = reply.toolCalls.filter((c) => c.name === prompt.tool.name);
  if (prompt.agent === 'codex') return codexOutcome(prompt, calls, view, reply.text);
  if (prompt.agent === 'copilot-vscode') return copilotOutcome(prompt, calls, view, reply.text);
  const call = calls[0];
  const name = call ? nameArgument(prompt.agent, call.input) : undefined;
  if (name === undefined) return { kind: 'none', text: reply.text };
  const resolved = agent.call(name, '').skill;
  if (!resolved) return { kind: 'other', skill: name, known: false };
  if (prompt.candidate && resolved.dir === prompt.candidate.dir) return { kind: 'this' };
  return { kind: 'other', skill: resolved.name, known: true };
}

// The argument each agent's skill tool names the skill in (skill-tools.ts has the schemas).
function nameArgument(
  agent: Exclude<TriggerAgentId, 'codex' | 'copilot-vscode'>,
  input: unknown,
): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const key = agent === 'opencode' || agent === 'gemini-cli' ? 'name' : 'skill';
  const value = (input as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

function codexOutcome(
  prompt: TriggerPrompt,
  calls: ModelReply['toolCalls'],
  view: CatalogueView,
  text: string,
): TriggerOutcome {
  const roots = codexRoots(view.text);
  for (const call of calls) {
    const cmd = commandOf(call.input);
    // The longest path named wins: a skill folder may sit inside another's.
    const opened = view.entries
      .filter((e) => e.dir !== undefined && e.status !== 'dropped')
      .filter((e) => skillFilesOf(e, roots).some((file) => cmd.includes(file)))
      .sort((a, b) => (b.dir ?? '').length - (a.dir ?? '').length)[0];
    if (opened && opened.dir === prompt.candidate?.dir) return { kind: 'this' };
    if (opened) return { kind: 'other', skill: opened.name, known: true };
    const named = SKILL_FILE.exec(cmd);
    if (named) return { kind: 'other', skill: named[0], known: false };
  }
  return { kind: 'none', text };
}

// The first read of a SKILL.md decides; reads of other files before it (a README, the code)
// are passed over, as Codex's other commands are.
function copilotOutcome(
  prompt: TriggerPrompt,
  calls: ModelReply['toolCalls'],
  view: CatalogueView,
  text: string,
): TriggerOutcome {
  for (const call of calls) {
    const path = readPath(call.input);
    if (path === undefined) continue;
    const opened = view.entries.find(
      (e) => e.dir !== undefined && e.status !== 'dropped' && `${e.dir}/SKILL.md` === path,
    );
    if (opened && opened.dir === prompt.candidate?.dir) return { kind: 'this' };
    if (opened) return { kind: 'other', skill: opened.name, known: true };
    if (/(?:^|\/)SKILL\.md$/.test(path)) return { kind: 'other', skill: path, known: false };
  }
  return { kind: 'none', text };
}

// read_file's filePath as a path: VS Code's resolveFilePath takes an absolute path or a file
// URI (vscode-copilot-chat 31acd00 src/extension/tools/node/toolUtils.ts L145-L152).
function readPath(input: unknown): string | undefined {
  const raw =
    typeof input === 'object' && input !== null
      ? (input as { filePath?: unknown }).filePath
      : undefined;
  if (typeof raw !== 'string') return undefined;
  if (!raw.startsWith('file://')) return raw;
  try {
    return decodeURIComponent(new URL(raw).pathname);
  } catch {
    return raw;
  }
}

// The ways a command names an entry's SKILL.md: its absolute path, or the listing's short path.
function skillFilesOf(entry: CatalogueEntry, roots: Map<string, string>): string[] {
  const files = [`${entry.dir ?? ''}/SKILL.md`];
  for (const [short, dir] of roots)
    if (entry.dir?.startsWith(`${dir}/`))
      files.push(`${short}${entry.dir.slice(dir.length + 1)}/SKILL.md`);
  return files;
}

// exec_command's `cmd` (a string; older Codex tools passed an argv array).
function commandOf(input: unknown): string {
  const cmd = typeof input === 'object' && input !== null ? (input as { cmd?: unknown }).cmd : '';
  if (typeof cmd === 'string') return cmd;
  return Array.isArray(cmd) ? cmd.filter((p) => typeof p === 'string').join(' ') : '';
}

// Codex's "Skill roots" table: "- `r0` = `/path`" lines, short path prefix to folder.
function codexRoots(listing: string): Map<string, string> {
  const roots = new Map<string, string>();
  for (const m of listing.matchAll(/^- `(r\d+)` = `(.*)`$/gm)) roots.set(`${m[1]}/`, m[2] ?? '');
  return roots;
}
