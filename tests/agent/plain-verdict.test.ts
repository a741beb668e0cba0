/**
 * The verdict in plain words (shared/agent/plain-verdict.ts) and the side-by-side loads
 * (shared/agent/compare-loads.ts), held to what the real agents did: each expectation is read
 * off a recording (tests/fixtures/agent-recordings/*.json, recorded from the released agents by
 * tests/tools/record-agents.mjs; tests/fixtures/agent-goldens/hello-agents/cases.json, from
 * HelloAgents v1.0.0's own code), whose loaded text is quoted first to show the fact.
 */
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareLoads } from '../../shared/agent/compare-loads';
import { plainVerdict } from '../../shared/agent/plain-verdict';
import { AGENTS } from '../../shared/agent/registry';
import {
  AGENT_SETTINGS_DEFAULTS,
  withAgentSettings,
  type AgentSettings,
  type AgentSettingsPatch,
} from '../../shared/agent/settings';
import type { AgentId } from '../../shared/agent/types';
import { english } from '../../shared/i18n/catalogue';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { LIBRARIES, materialize } from '../tools/agent-cases.mjs';

interface Recorded {
  model: string | null;
  libraries: Record<
    string,
    {
      catalogue: string | null;
      calls: { skill: string; args?: string; parts: { text: string }[] | null }[];
    }
  >;
  settings?: Record<string, { libraries: Record<string, { catalogue: string | null }> }>;
}
const recordings = join(import.meta.dirname, '../fixtures/agent-recordings');
const recording = (id: string) =>
  JSON.parse(readFileSync(join(recordings, `${id}.json`), 'utf8')) as Recorded;
const helloGoldens = join(import.meta.dirname, '../fixtures/agent-goldens/hello-agents');
const hello = JSON.parse(readFileSync(join(helloGoldens, 'cases.json'), 'utf8')) as {
  cases: { case: string; skill: string; args: string; result: string }[];
};

/** The text the real agent gave its model for a call, parts joined. */
function recordedCall(agent: AgentId, library: string, skill: string, args: string): string {
  const call = recording(agent).libraries[library]?.calls.find(
    (c) => c.skill === skill && (c.args ?? '') === args,
  );
  if (!call?.parts) throw new Error(`no recorded call of ${skill} by ${agent}`);
  return call.parts.map((p) => p.text).join('\n\n');
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const roots = new Map<string, string>();
function root(library: string): string {
  let dir = roots.get(library);
  if (dir === undefined) {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'skill-studio-verdict-')));
    made.push(dir);
    materialize((LIBRARIES as Record<string, Record<string, unknown>>)[library] ?? {}, dir);
    roots.set(library, dir);
  }
  return dir;
}

// Each agent as recorded: Codex on the model its recordings ran on.
function settingsOf(agent: AgentId, patch: AgentSettingsPatch = {}): AgentSettings {
  const model = recording('codex').model;
  const base =
    agent === 'codex' && model !== null
      ? withAgentSettings(AGENT_SETTINGS_DEFAULTS, {
          codex: { model: model as AgentSettings['codex']['model'] },
        })
      : AGENT_SETTINGS_DEFAULTS;
  return withAgentSettings(base, patch);
}

function verdict(
  agent: AgentId,
  dir: string,
  folder: string,
  skill: string,
  args: string,
  patch?: AgentSettingsPatch,
) {
  const loaded = AGENTS[agent].load(readLibrarySnapshot([dir]), settingsOf(agent, patch));
  const call = loaded.call(skill, args);
  const v = plainVerdict(loaded.catalogue(), call, { rel: folder, dir: join(dir, folder) });
  return { ...v, text: english(v.sentence), call };
}

describe('the verdict in plain words', () => {
  it('Claude Code: $0 becomes the first word the user types', () => {
    const args = 'report.pdf "two words" extra';
    // The body (agent-libraries.mjs) holds "First: $ARGUMENTS[0] / $0", "Second: $1",
    // "All: $ARGUMENTS" and "Dir: ${CLAUDE_SKILL_DIR}/scripts"; 2.1.332 sent:
    const sent = recordedCall('claude-code', 'basic', 'placeholders', args);
    expect(sent).toContain('\nFirst: report.pdf / report.pdf\n');
    expect(sent).toContain('\nSecond: two words\n');
    expect(sent).toContain(`\nAll: ${args}\n`);
    expect(sent).toContain('\nDir: <ROOT>/placeholders/scripts\n');
    const v = verdict('claude-code', root('basic'), 'placeholders', 'placeholders', args);
    expect(v.text.startsWith('Claude Code lists it and loads it with your text; ')).toBe(true);
    expect(v.text).toContain('; $0 becomes the first word the user types');
    expect(v.text).toContain('; $ARGUMENTS[0] becomes the first word the user types');
    expect(v.text).toContain('; $1 becomes word 2 of what the user types');
    expect(v.text).toContain('; $ARGUMENTS becomes everything the user types');
    expect(v.text).toContain("; ${CLAUDE_SKILL_DIR} becomes the skill's folder");
    expect(v.text).not.toContain('as written');
    expect(v.text.endsWith('.')).toBe(true);
    expect(v.tone).toBe('good');
  });

  it('Codex: $ARGUMENTS reaches the model as written', () => {
    // Codex 0.171.0 injected "Run scripts/run.py on $ARGUMENTS." for "$one-resource go".
    expect(recordedCall('codex', 'basic', 'one-resource', 'go')).toContain(
      '\nRun scripts/run.py on $ARGUMENTS.\n',
    );
    const v = verdict('codex', root('basic'), 'one-resource', 'one-resource', 'go');
    expect(v.text).toBe(
      'Codex lists it and loads it with your text; $ARGUMENTS reaches the model as written, not replaced.',
    );
    expect(v.tone).toBe('warning');
  });

  it('OpenCode: no placeholder is replaced, and the skill lists its files', () => {
    // OpenCode 1.18.33's tool result keeps every placeholder of the body as written.
    const sent = recordedCall('opencode', 'basic', 'placeholders', '');
    for (const line of ['All: $ARGUMENTS', 'First: $ARGUMENTS[0] / $0', 'Second: $1'])
      expect(sent).toContain(`\n${line}\n`);
    expect(sent).toContain('\nDir: ${CLAUDE_SKILL_DIR}/scripts\n');
    const v = verdict('opencode', root('basic'), 'placeholders', 'placeholders', '');
    expect(v.text).toBe(
      'OpenCode lists it and loads it with your text; $ARGUMENTS, $ARGUMENTS[0], $0, $1, ${CLAUDE_SKILL_DIR} reach the model as written, not replaced.',
    );
  });

  it('HelloAgents: $ARGUMENTS becomes what the user types; without one, it is dropped', () => {
    const thrice = hello.cases.find((c) => c.case === 'args_thrice__args_pdf');
    expect(thrice?.result).toContain(`## Input: ${thrice?.args}\n`);
    const dir = join(helloGoldens, 'lib');
    const v = verdict('hello-agents', dir, 'args-thrice', 'args-thrice', thrice?.args ?? '');
    expect(v.text).toBe(
      'HelloAgents lists it and loads it with your text; $ARGUMENTS becomes everything the user types.',
    );
    // "body has no placeholder: args silently dropped" (the golden's own note).
    const plain = hello.cases.find((c) => c.case === 'plain__args_pdf');
    expect(plain?.result).not.toContain(plain?.args ?? '');
    const p = verdict('hello-agents', dir, 'plain-notes', 'plain-notes', plain?.args ?? '');
    expect(p.text).toBe(
      'HelloAgents lists it and loads it with your text; what the user types is dropped (no $ARGUMENTS to put it in).',
    );
  });

  it('Claude Code with a 40-character cap: cut at the character the recording shows', () => {
    const listed = recording('claude-code').settings?.['cap-40']?.libraries.basic?.catalogue;
    const line = listed?.split('\n').find((l) => l.startsWith('- placeholders: '));
    const kept = [...(line ?? '').slice('- placeholders: '.length)].length - 1; // before "…"
    expect(line?.endsWith('…')).toBe(true);
    const v = verdict('claude-code', root('basic'), 'placeholders', 'placeholders', '', {
      claudeCode: { skillListingMaxDescChars: 40 },
    });
    expect(
      v.text.startsWith(
        `Claude Code lists it, cut at character ${kept} of your description; asked for by name, it loads with your text;`,
      ),
    ).toBe(true);
    expect(v.tone).toBe('warning');
  });

  it('skipped at start-up: says why, and that asking for it fails', () => {
    // skipped_bom: "UTF-8 BOM ... silently skipped", and the call answers NOT_FOUND.
    const bom = hello.cases.find((c) => c.case === 'skipped_bom');
    expect(bom?.result).toMatch(/^❌ 错误 \[NOT_FOUND\]/);
    const v = verdict('hello-agents', join(helloGoldens, 'lib'), 'bom-skill', 'bom-skill', '');
    expect(v.text).toMatch(/^HelloAgents skips it: .+; asked for by its name, it fails to load\.$/);
    expect(v.tone).toBe('bad');
  });

  it('numbers are written as the caller formats them', () => {
    const v = verdict('claude-code', root('basic'), 'placeholders', 'placeholders', '', {
      claudeCode: { skillListingMaxDescChars: 40 },
    });
    const loaded = AGENTS['claude-code'].load(
      readLibrarySnapshot([root('basic')]),
      settingsOf('claude-code', { claudeCode: { skillListingMaxDescChars: 40 } }),
    );
    const formatted = plainVerdict(
      loaded.catalogue(),
      v.call,
      { rel: 'placeholders', dir: join(root('basic'), 'placeholders') },
      (n) => `<${n}>`,
    );
    expect(english(formatted.sentence)).toContain('cut at character <39> of');
  });
});

describe('the loads side by side', () => {
  it('marks where agents substitute differently and list files differently', () => {
    const dir = root('basic');
    const snapshot = readLibrarySnapshot([dir]);
    const ids: AgentId[] = ['hello-agents', 'claude-code', 'codex', 'opencode', 'skills-ref'];
    const calls = ids.map((id) =>
      AGENTS[id].load(snapshot, settingsOf(id)).call('one-resource', 'go'),
    );
    const { placeholders, rows } = compareLoads(calls, join(dir, 'one-resource'));
    expect(placeholders).toEqual(['$ARGUMENTS']);
    const row = (id: AgentId) => rows.find((r) => r.agent === id);
    // Recorded: Claude Code sent "Run scripts/run.py on go.", Codex and OpenCode kept
    // "$ARGUMENTS", and HelloAgents puts the args in its place (args_thrice above).
    expect(recordedCall('claude-code', 'basic', 'one-resource', 'go')).toContain('on go.');
    expect(row('claude-code')?.placeholders.$ARGUMENTS).toEqual({
      becomes: 'arguments',
      differs: false,
    });
    expect(row('hello-agents')?.placeholders.$ARGUMENTS?.becomes).toBe('arguments');
    expect(row('codex')?.placeholders.$ARGUMENTS?.becomes).toBe('as-written');
    expect(row('opencode')?.placeholders.$ARGUMENTS?.becomes).toBe('as-written');
    // Two substitute, two do not: a tie marks none.
    expect(rows.some((r) => r.placeholders.$ARGUMENTS?.differs)).toBe(false);
    // Files: OpenCode's recorded <skill_files> names scripts/run.py; Claude Code and Codex
    // give only a path; HelloAgents lists its scripts/ (its resources hint).
    expect(recordedCall('opencode', 'basic', 'one-resource', '')).toContain(
      '/one-resource/scripts/run.py</file>',
    );
    expect(row('opencode')?.files).toEqual({ shown: 1, total: 1, differs: false });
    expect(row('hello-agents')?.files).toEqual({ shown: 1, total: 1, differs: false });
    expect(row('claude-code')?.files).toEqual({ shown: 0, total: 1, differs: false });
    expect(row('codex')?.files).toEqual({ shown: 0, total: 1, differs: false });
    expect(row('skills-ref')?.loads).toBe('no-tool');
  });

  it('marks the one agent that substitutes $0 where the others leave it', () => {
    const dir = root('basic');
    const snapshot = readLibrarySnapshot([dir]);
    const ids: AgentId[] = ['hello-agents', 'claude-code', 'codex', 'opencode'];
    const calls = ids.map((id) =>
      AGENTS[id].load(snapshot, settingsOf(id)).call('placeholders', 'report.pdf'),
    );
    const { rows } = compareLoads(calls, join(dir, 'placeholders'));
    const fate = (id: AgentId, p: string) => rows.find((r) => r.agent === id)?.placeholders[p];
    // Claude Code's recording turned "$0" into the first word; OpenCode's kept "$0" (above).
    expect(fate('claude-code', '$0')).toEqual({ becomes: 'word', word: 0, differs: true });
    for (const id of ['hello-agents', 'codex', 'opencode'] as const)
      expect(fate(id, '$0')).toEqual({ becomes: 'as-written', differs: false });
    // "$file" is Claude Code's named argument (arguments: [file, mode]); the others keep it.
    expect(fate('claude-code', '$file')).toEqual({ becomes: 'word', word: 0, differs: true });
    expect(fate('codex', '$file')).toEqual({ becomes: 'as-written', differs: false });
  });
});
