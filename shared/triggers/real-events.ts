/**
 * Reading a real agent's run (real agent mode of trigger tests): the JSON lines its CLI prints,
 * every one of them (skill-creator's tester stopped at the first tool call that was not Skill
 * and reported 0% recall: anthropics/skills #556, #1559, #1721), for whether the agent chose the
 * candidate, copied under its unique temporary name, another skill, or none.
 *
 *   Claude Code 2.1.332 (`-p --output-format stream-json --verbose`): a `system`/`init` event
 *   whose `skills` lists every skill it loaded; `assistant` events whose `message.content` holds
 *   `tool_use` blocks, the Skill tool's `input.skill` naming the skill; a `result` event last
 *   (`is_error`, `result`).
 *   Codex 0.171.0 (`exec --json`): `item.started`/`item.completed` events whose `item` is a
 *   `command_execution` (`command`, the model's shell command: Codex has no skill tool, its model
 *   opens SKILL.md) or an `agent_message` (`text`); `error` and `turn.failed` say what failed.
 *   OpenCode 1.18.33 (`run --format json`): `tool_use` events whose `part.tool` is `skill` and
 *   `part.state.input.name` the skill, `part.state.status` `completed` or `error`; `text` events
 *   (`part.text`); `error` events (`error.data.message` or `error.name`).
 *
 * Recorded runs are in tests/fixtures/real-agent/ (README there says how they were made).
 */
import type { TriggerOutcome } from './outcome';
import { parseBoundedJson } from '../json/bounded-json';

/** The agents whose CLIs real agent mode runs. */
export const REAL_AGENT_IDS = ['claude-code', 'codex', 'opencode'] as const;

/** One of REAL_AGENT_IDS. */
export type RealAgentId = (typeof REAL_AGENT_IDS)[number];

/** What a run's events say. */
export interface RealRunReading {
  outcome: TriggerOutcome;
  /** The JSON events read. */
  events: number;
  /** Lines that were not JSON objects (an agent's stray prints). */
  unparsed: number;
  /** Every skill the agent called or opened, in order, the candidate by its temporary name. */
  chosen: string[];
  /** The skills the agent says it loaded (Claude Code's init event), when it says. */
  listed?: string[];
  /** What the agent reported as an error in its events, if it did. */
  error?: string;
  /** Every text the agent wrote to the user, in order (its last is its answer). */
  texts: string[];
}

interface Found {
  chosen: { name: string; known: boolean }[];
  texts: string[];
  listed?: string[];
  error?: string;
}

type Event = Record<string, unknown>;

/** Reads `jsonl` (the CLI's standard output) of a run whose candidate is named `tempName`. */
export function readRealEvents(
  agent: RealAgentId,
  jsonl: string,
  tempName: string,
): RealRunReading {
  const found: Found = { chosen: [], texts: [] };
  let events = 0;
  let unparsed = 0;
  for (const line of jsonl.split('\n')) {
    if (line.trim() === '') continue;
    const event = parseLine(line);
    if (!event) {
      unparsed++;
      continue;
    }
    events++;
    READERS[agent](event, found, tempName);
  }
  const names = found.chosen.map((c) => c.name);
  return {
    outcome: decide(found, tempName),
    events,
    unparsed,
    chosen: names,
    texts: found.texts,
    ...(found.listed && { listed: found.listed }),
    ...(found.error !== undefined && { error: found.error }),
  };
}

// The candidate chosen at any point of the run counts; else the first other skill; else none.
function decide(found: Found, tempName: string): TriggerOutcome {
  if (found.chosen.some((c) => c.name === tempName)) return { kind: 'this' };
  const other = found.chosen[0];
  if (other) return { kind: 'other', skill: other.name, known: other.known };
  return { kind: 'none', text: found.texts.join('\n') };
}

function parseLine(line: string): Event | undefined {
  try {
    const value: unknown = parseBoundedJson(line);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const READERS: Record<RealAgentId, (event: Event, found: Found, tempName: string) => void> = {
  'claude-code': readClaude,
  codex: readCodex,
  opencode: readOpenCode,
};

function readClaude(event: Event, found: Found): void {
  if (event.type === 'system' && event.subtype === 'init' && Array.isArray(event.skills)) {
    found.listed = event.skills.filter((s): s is string => typeof s === 'string');
  }
  if (event.type === 'result' && event.is_error === true) {
    found.error = textOf(event.result) || textOf(event.subtype) || 'error';
  }
  if (event.type !== 'assistant' || !isObject(event.message)) return;
  const content = event.message.content;
  if (!Array.isArray(content)) return;
  for (const block of content) {
    if (!isObject(block)) continue;
    if (block.type === 'text') found.texts.push(textOf(block.text));
    if (block.type !== 'tool_use' || block.name !== 'Skill' || !isObject(block.input)) continue;
    const name = textOf(block.input.skill);
    // A name the agent never loaded is "another skill" it does not have.
    if (name) found.chosen.push({ name, known: found.listed?.includes(name) ?? true });
  }
}

// A path ending in <folder>/SKILL.md inside a shell command: the folder names the skill.
const SKILL_FILE = /([^\s'"`;|&<>()/]+)\/SKILL\.md\b/g;

function readCodex(event: Event, found: Found, tempName: string): void {
  if (event.type === 'error') found.error = textOf(event.message) || 'error';
  if (event.type === 'turn.failed' && isObject(event.error))
    found.error = textOf(event.error.message) || 'error';
  // An item is reported when it starts and again when it completes: read it once, completed.
  if (event.type !== 'item.completed' || !isObject(event.item)) return;
  const item = event.item;
  if (item.type === 'agent_message') found.texts.push(textOf(item.text));
  if (item.type !== 'command_execution') return;
  const command = textOf(item.command);
  for (const m of command.matchAll(SKILL_FILE)) {
    const name = m[1] ?? '';
    // The candidate's folder is its temporary name; another folder is another skill, known
    // when the command could read it.
    found.chosen.push({ name, known: name === tempName || item.exit_code === 0 });
  }
}

function readOpenCode(event: Event, found: Found): void {
  if (event.type === 'error') {
    const error = isObject(event.error) ? event.error : {};
    const data = isObject(error.data) ? error.data : {};
    found.error = textOf(data.message) || textOf(error.name) || 'error';
  }
  if (!isObject(event.part)) return;
  const part = event.part;
  if (event.type === 'text') found.texts.push(textOf(part.text));
  if (event.type !== 'tool_use' || part.tool !== 'skill' || !isObject(part.state)) return;
  const input = isObject(part.state.input) ? part.state.input : {};
  const name = textOf(input.name);
  if (name) found.chosen.push({ name, known: part.state.status !== 'error' });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
