/**
 * The agent settings through the contract: read, changed key by key, kept in the settings
 * file, pushed to every client, and used by every agent view the service computes. Attacked
 * with concurrent changes, out-of-range and malformed requests, bursts of writes and a
 * hand-edited settings file.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENT_SETTINGS_DEFAULTS } from '../../shared/agent/settings';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { fileSettings } from '../../shared/node/service/settings/settings';
import { nextEvent, startService } from '../helpers/service';
import { tempTree } from '../helpers/temp';

const long = (name: string) =>
  `---\nname: ${name}\ndescription: ${'Does a great many things. '.repeat(8)}Use when asked.\n---\n\nBody.\n`;

describe('agent settings', () => {
  it('start at the agents’ defaults and change only the keys given, for every client', async () => {
    const { service } = await startService({}, false);
    expect(await service.handlers.readAgentSettings({})).toEqual(AGENT_SETTINGS_DEFAULTS);
    const pushed = nextEvent(service, 'agentSettingsChanged');
    const after = await service.handlers.setAgentSettings({
      claudeCode: { skillListingMaxDescChars: 50 },
    });
    expect(after.claudeCode).toEqual({
      skillListingMaxDescChars: 50,
      skillListingBudgetFraction: 0.01,
    });
    expect(await pushed).toEqual(after);
    expect(await service.handlers.readAgentSettings({})).toEqual(after);
  });

  it('the Claude Code view follows them at once (cap and budget), other agents do not', async () => {
    const { service } = await startService(
      { 'a/SKILL.md': long('a'), 'b/SKILL.md': long('b') },
      false,
    );
    const text = async () => {
      const sim = await service.handlers.simulate({ agent: 'claude-code' });
      return sim.kind === 'catalogue' ? sim.view.text : '';
    };
    const hello = async () => (await service.handlers.simulate({ agent: 'hello-agents' })).view;
    const before = await text();
    const helloBefore = await hello();
    expect(before).toContain('- a: Does a great many things.');
    await service.handlers.setAgentSettings({ claudeCode: { skillListingMaxDescChars: 10 } });
    expect(await text()).toContain('- a: Does a gr…\n- b: Does a gr…');
    // 1,000,000 tokens × 3 × 0.00001 = 30 characters: the skills are listed by name only.
    await service.handlers.setAgentSettings({
      claudeCode: { skillListingBudgetFraction: 0.00001 },
    });
    expect(await text()).toContain('\n- a\n- b\n');
    expect(await hello()).toEqual(helloBefore);
  });

  it('two clients changing different keys at the same time both keep theirs', async () => {
    const { service } = await startService({}, false);
    const results = await Promise.all([
      service.handlers.setAgentSettings({ claudeCode: { skillListingMaxDescChars: 77 } }),
      service.handlers.setAgentSettings({ claudeCode: { skillListingBudgetFraction: 0.2 } }),
      service.handlers.setAgentSettings({ codex: { bundledSystemSkills: true } }),
      service.handlers.setAgentSettings({ codex: { model: 'gpt-5.5' } }),
    ]);
    const final = {
      claudeCode: { skillListingMaxDescChars: 77, skillListingBudgetFraction: 0.2 },
      codex: { bundledSystemSkills: true, model: 'gpt-5.5' },
    };
    expect(results.at(-1)).toEqual(final);
    expect(await service.handlers.readAgentSettings({})).toEqual(final);
  });

  it.each([
    [{ claudeCode: { skillListingMaxDescChars: 0 } }, 'claudeCode.skillListingMaxDescChars'],
    [{ claudeCode: { skillListingMaxDescChars: 1.5 } }, 'claudeCode.skillListingMaxDescChars'],
    [{ claudeCode: { skillListingMaxDescChars: '200' } }, 'claudeCode.skillListingMaxDescChars'],
    [{ claudeCode: { skillListingBudgetFraction: 0 } }, 'claudeCode.skillListingBudgetFraction'],
    [{ claudeCode: { skillListingBudgetFraction: 1.01 } }, 'claudeCode.skillListingBudgetFraction'],
    [{ claudeCode: { skillListingBudgetFraction: null } }, 'claudeCode.skillListingBudgetFraction'],
    [{ codex: { bundledSystemSkills: 'yes' } }, 'codex.bundledSystemSkills'],
    [{ codex: 3 }, 'codex'],
    [{ codex: { model: 'gpt-4' } }, 'codex.model'],
    [{ codex: { model: null } }, 'codex.model'],
  ])('refuses %j, naming %s, and changes nothing', async (patch, where) => {
    const { service } = await startService({}, false);
    const result = await dispatchCall(service.handlers, 'setAgentSettings', patch);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(!result.ok && result.error.message).toContain(`setAgentSettings: ${where}`);
    expect(await service.handlers.readAgentSettings({})).toEqual(AGENT_SETTINGS_DEFAULTS);
  });

  it('are kept in the settings file beside the roots, written in order', async () => {
    const userData = tempTree();
    const store = fileSettings(userData);
    store.read();
    await store.write({ roots: ['/r'] });
    // Many quick writes: the last one is what the file holds.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.write({
          roots: ['/r'],
          agents: {
            ...AGENT_SETTINGS_DEFAULTS,
            claudeCode: { skillListingMaxDescChars: i + 1, skillListingBudgetFraction: 0.01 },
          },
        }),
      ),
    );
    const onDisk = JSON.parse(readFileSync(join(userData, 'settings.json'), 'utf8')) as {
      roots: string[];
      agents: { claudeCode: { skillListingMaxDescChars: number } };
    };
    expect(onDisk.roots).toEqual(['/r']);
    expect(onDisk.agents.claudeCode.skillListingMaxDescChars).toBe(20);
    expect(fileSettings(userData).read().agents?.claudeCode.skillListingMaxDescChars).toBe(20);
  });

  it('a hand-edited file keeps each valid key and falls back to the default for the rest', () => {
    const userData = tempTree();
    mkdirSync(userData, { recursive: true });
    writeFileSync(
      join(userData, 'settings.json'),
      JSON.stringify({
        roots: ['/r'],
        agents: {
          claudeCode: { skillListingMaxDescChars: -4, skillListingBudgetFraction: 0.5 },
          codex: 'on',
        },
      }),
    );
    const read = fileSettings(userData).read();
    expect(read.roots).toEqual(['/r']);
    expect(read.agents).toEqual({
      claudeCode: { skillListingMaxDescChars: 1536, skillListingBudgetFraction: 0.5 },
      codex: { bundledSystemSkills: false, model: 'gpt-6.2-sol' },
    });
    // A model Codex 0.171.0 does not list falls back to its default; a valid one is kept.
    writeFileSync(
      join(userData, 'settings.json'),
      JSON.stringify({ roots: [], agents: { codex: { bundledSystemSkills: true, model: 'o3' } } }),
    );
    expect(fileSettings(userData).read().agents?.codex).toEqual({
      bundledSystemSkills: true,
      model: 'gpt-6.2-sol',
    });
    writeFileSync(
      join(userData, 'settings.json'),
      JSON.stringify({ roots: [], agents: { codex: { model: 'gpt-5.6-luna' } } }),
    );
    expect(fileSettings(userData).read().agents?.codex.model).toBe('gpt-5.6-luna');
  });
});
