/**
 * The skill tools a trigger test sends (shared/agent/skill-tools.ts) against what the real
 * agents sent (tests/fixtures/agent-recordings/skill-tools.json, recorded by
 * tests/tools/record-skill-tools.mjs from the released Claude Code, Codex and OpenCode and from
 * HelloAgents V1.0.0's own SimpleAgent, never written by the studio): each tool's name,
 * description and schema are the recorded ones to the byte (key order too), the wire entry holds
 * nothing a ModelTool leaves out, each recording is of the release the views reproduce, and the
 * listing each recording shows is the catalogue the studio's view builds for the same library.
 */
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AGENTS } from '../../shared/agent/registry';
import { AGENT_SETTINGS_DEFAULTS, withAgentSettings } from '../../shared/agent/settings';
import { skillToolOf, TRIGGER_AGENTS } from '../../shared/agent/skill-tools';
import { REPRODUCES } from '../../shared/agent/versions';
import type { ModelTool } from '../../shared/models/request';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { materialize } from '../tools/agent-cases.mjs';

type Wire = Record<string, unknown>;
interface Recorded {
  version: string;
  wireApi: 'anthropic-messages' | 'openai-responses' | 'openai-chat';
  model: string | null;
  source?: { repository: string; commit: string };
  tool: Wire;
  otherTools: string[];
  listing: { placement: 'message' | 'tool-description'; text: string };
}
interface Recording {
  prompt: string;
  library: Record<string, string>;
  agents: Record<string, Recorded>;
}

const recording = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/agent-recordings/skill-tools.json'), 'utf8'),
) as Recording;
const recorded = (id: string): Recorded => {
  const agent = recording.agents[id];
  if (!agent) throw new Error(`skill-tools.json has no ${id}: record it`);
  return agent;
};

/** The wire entry as a ModelTool, and the keys of the entry that are not part of it. */
function fromWire(api: Recorded['wireApi'], tool: Wire): { tool: ModelTool; extra: Wire } {
  if (api === 'anthropic-messages') {
    const { name, description, input_schema, ...extra } = tool;
    return { tool: { name, description, inputSchema: input_schema } as ModelTool, extra };
  }
  if (api === 'openai-responses') {
    const { name, description, parameters, ...extra } = tool;
    return { tool: { name, description, inputSchema: parameters } as ModelTool, extra };
  }
  const { type, function: fn, ...outer } = tool;
  const { name, description, parameters, ...extra } = fn as Wire;
  return {
    tool: { name, description, inputSchema: parameters } as ModelTool,
    extra: { type, ...outer, ...extra },
  };
}

// What the studio's calls add to every tool of that wire format (shared/node/models/): the
// function type, and Responses' `strict: false`.
const ADDED_BY_THE_CALL: Record<Recorded['wireApi'], Wire> = {
  'anthropic-messages': {},
  'openai-responses': { type: 'function', strict: false },
  'openai-chat': { type: 'function' },
};

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The recorded library on disk (its path as the studio reads it). */
function library(): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'skill-studio-skill-tools-')));
  made.push(root);
  materialize(recording.library, root);
  return root;
}

/** The studio's catalogue of the recorded library for `id`, with its path as <ROOT>. */
function catalogue(id: (typeof TRIGGER_AGENTS)[number]): string {
  const root = library();
  const model = recorded(id).model;
  // The recording's Codex ran on the model its goldens run on (its catalogue depends on it).
  const settings =
    id === 'codex' && model !== null
      ? withAgentSettings(AGENT_SETTINGS_DEFAULTS, { codex: { model: model as 'gpt-5.5' } })
      : AGENT_SETTINGS_DEFAULTS;
  return AGENTS[id]
    .load(readLibrarySnapshot([root]), settings)
    .catalogue()
    .text.replaceAll(root, '<ROOT>');
}

// Gemini CLI's tool names the library's skills (goldens in gemini-cli-goldens.test.ts); Copilot's
// is quoted from its source, as VS Code cannot run here
// (tests/unit/node/triggers/copilot-vscode-trigger.test.ts).
const RECORDED = TRIGGER_AGENTS.filter((id) => id !== 'gemini-cli' && id !== 'copilot-vscode');

describe.each(RECORDED)('%s skill tool', (id) => {
  const rec = recorded(id);
  const wire = fromWire(rec.wireApi, rec.tool);
  const catalogueText = catalogue(id);
  const ours = skillToolOf(id, { text: catalogueText, entries: [] });

  it('is the recorded tool, byte for byte', () => {
    expect(ours).toStrictEqual(wire.tool);
    // Key order as well: a JSON schema is sent as text.
    expect(JSON.stringify(ours)).toBe(JSON.stringify(wire.tool));
  });

  it('holds everything the agent sent in it', () => {
    expect(wire.extra).toStrictEqual(ADDED_BY_THE_CALL[rec.wireApi]);
  });

  it('comes with the listing the recording shows, built by the studio', () => {
    expect(catalogueText).toBe(rec.listing.text);
  });

  it('is of the release the view reproduces', () => {
    // Each version number the recorder wrote down (e.g. "codex-cli 0.171.0").
    const numbers = rec.version.match(/\d+\.\d+\.\d+/g) ?? [];
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) expect(REPRODUCES[id]).toContain(n);
  });
});

describe('skillToolOf', () => {
  it('puts the catalogue in HelloAgents description, as v1.0.0 does', () => {
    const rec = recorded('hello-agents');
    expect(rec.listing.placement).toBe('tool-description');
    expect(rec.source).toMatchObject({
      repository: 'jjyaoao/HelloAgents',
      commit: '9ff239a351a413133ffcfa96abbc782ff17e91dc',
    });
    expect(skillToolOf('hello-agents', { text: 'anything', entries: [] }).description).toBe(
      'anything',
    );
  });

  it.each(['claude-code', 'codex', 'opencode'] as const)(
    'gives %s its fixed description whatever the catalogue',
    (id) => {
      expect(skillToolOf(id, { text: 'a', entries: [] }).description).toBe(
        skillToolOf(id, { text: 'b', entries: [] }).description,
      );
    },
  );

  it.each(TRIGGER_AGENTS)('gives %s a schema of its own to change', (id) => {
    const first = skillToolOf(id, { text: '', entries: [] });
    first.inputSchema.type = 'changed';
    expect(skillToolOf(id, { text: '', entries: [] }).inputSchema.type).toBe('object');
  });
});
