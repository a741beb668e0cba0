/**
 * Reading real agents' runs: the event logs the released CLIs printed against the mock model
 * (tests/fixtures/real-agent/, README there), each held to what the mock was scripted to
 * choose, then the edges no recording shows (a skill that is not there, an agent's error,
 * lines that are not JSON).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readRealEvents,
  REAL_AGENT_IDS,
  type RealAgentId,
} from '../../../shared/triggers/real-events';

const folder = join(__dirname, '../../fixtures/real-agent');
interface Run {
  file: string;
  tempName: string;
  scripted: { kind: 'this' | 'other' | 'none'; skill?: string };
}
const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Record<
  RealAgentId,
  { version: string; runs: Record<string, Run> }
>;
const TEMP = 'expenses-skill-studio-abc123';
const lines = (...events: unknown[]) => events.map((e) => JSON.stringify(e)).join('\n');

describe.each(REAL_AGENT_IDS)('%s, as recorded', (agent) => {
  const runs = Object.entries(manifest[agent].runs);
  it.each(runs)('%s: the outcome the mock was scripted to give', (_scenario, run) => {
    const log = readFileSync(join(folder, run.file), 'utf8');
    const reading = readRealEvents(agent, log, run.tempName);
    expect(reading.outcome.kind).toBe(run.scripted.kind);
    if (run.scripted.kind === 'other')
      expect(reading.outcome).toEqual({ kind: 'other', skill: run.scripted.skill, known: true });
    if (run.scripted.kind === 'none')
      expect(reading.outcome).toEqual({ kind: 'none', text: 'done' });
    expect(reading.unparsed).toBe(0);
    expect(reading.events).toBe(log.trim().split('\n').length);
    expect(reading.error).toBeUndefined();
  });

  it('reads past a first tool call that is not a skill (anthropics/skills #556)', () => {
    const run = manifest[agent].runs.late;
    if (!run) throw new Error('no late run recorded');
    const reading = readRealEvents(
      agent,
      readFileSync(join(folder, run.file), 'utf8'),
      run.tempName,
    );
    expect(reading.chosen).toEqual([run.tempName]);
    expect(reading.outcome).toEqual({ kind: 'this' });
  });

  it('is not fooled by a namesake: the original name is another skill', () => {
    const run = manifest[agent].runs.this;
    if (!run) throw new Error('no this run recorded');
    const log = readFileSync(join(folder, run.file), 'utf8');
    expect(readRealEvents(agent, log, 'expenses').outcome.kind).toBe('other');
  });
});

describe('Claude Code', () => {
  it('lists the skills its init event names', () => {
    const run = manifest['claude-code'].runs.other;
    if (!run) throw new Error('no other run recorded');
    const reading = readRealEvents(
      'claude-code',
      readFileSync(join(folder, run.file), 'utf8'),
      run.tempName,
    );
    expect(reading.listed).toContain('personal-notes');
    expect(reading.listed).toContain(run.tempName);
  });

  it('a Skill call naming a skill it never loaded is another, unknown skill', () => {
    const log = lines(
      { type: 'system', subtype: 'init', skills: [TEMP] },
      {
        type: 'assistant',
        message: { content: [{ type: 'tool_use', name: 'Skill', input: { skill: 'ghost' } }] },
      },
    );
    expect(readRealEvents('claude-code', log, TEMP).outcome).toEqual({
      kind: 'other',
      skill: 'ghost',
      known: false,
    });
  });

  it('says the error of a failed run', () => {
    const log = lines({
      type: 'result',
      is_error: true,
      result: 'API Error: 401 invalid x-api-key',
    });
    expect(readRealEvents('claude-code', log, TEMP).error).toBe('API Error: 401 invalid x-api-key');
  });

  it('the candidate chosen after another skill still counts', () => {
    const call = (skill: string) => ({
      type: 'assistant',
      message: { content: [{ type: 'tool_use', name: 'Skill', input: { skill } }] },
    });
    const reading = readRealEvents('claude-code', lines(call('pdf'), call(TEMP)), TEMP);
    expect(reading.outcome).toEqual({ kind: 'this' });
    expect(reading.chosen).toEqual(['pdf', TEMP]);
  });
});

describe('Codex', () => {
  const command = (cmd: string, exit = 0) => ({
    type: 'item.completed',
    item: { type: 'command_execution', command: cmd, exit_code: exit },
  });

  it('finds the SKILL.md a command opens, by any path, started and completed read once', () => {
    const log = lines(
      {
        type: 'item.started',
        item: {
          type: 'command_execution',
          command: `sed -n 1,200p .agents/skills/${TEMP}/SKILL.md`,
        },
      },
      command(`/bin/bash -lc 'sed -n 1,200p .agents/skills/${TEMP}/SKILL.md'`),
    );
    const reading = readRealEvents('codex', log, TEMP);
    expect(reading.outcome).toEqual({ kind: 'this' });
    expect(reading.chosen).toEqual([TEMP]);
  });

  it('a SKILL.md the command could not read is an unknown skill', () => {
    const log = lines(command("/bin/bash -lc 'cat r0/ghost/SKILL.md'", 1));
    expect(readRealEvents('codex', log, TEMP).outcome).toEqual({
      kind: 'other',
      skill: 'ghost',
      known: false,
    });
  });

  it('says the error of a failed turn', () => {
    const log = lines({ type: 'turn.failed', error: { message: 'unexpected status 401' } });
    expect(readRealEvents('codex', log, TEMP).error).toBe('unexpected status 401');
  });
});

describe('OpenCode', () => {
  it('a skill call that failed is an unknown skill; its error events are said', () => {
    const log = lines(
      {
        type: 'tool_use',
        part: { tool: 'skill', state: { status: 'error', input: { name: 'ghost' } } },
      },
      { type: 'error', error: { name: 'APIError', data: { message: 'Unauthorized' } } },
    );
    const reading = readRealEvents('opencode', log, TEMP);
    expect(reading.outcome).toEqual({ kind: 'other', skill: 'ghost', known: false });
    expect(reading.error).toBe('Unauthorized');
  });
});

describe('what is not an event', () => {
  it.each(REAL_AGENT_IDS)('%s: stray lines are counted, not read', (agent) => {
    const reading = readRealEvents(agent, 'Loading...\n[1, 2]\n{"type":\n', TEMP);
    expect(reading).toMatchObject({ events: 0, unparsed: 3, outcome: { kind: 'none', text: '' } });
  });
});
