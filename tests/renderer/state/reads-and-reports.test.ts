/**
 * A store's read from the service and the service's reports race on two channels: a report
 * that arrives while a read is under way is never undone by the read's (older) answer. The
 * library's list takes the delta on top of the list read; the installs and agent settings keep
 * the full state reported. Each store runs against a bridge whose answers the test releases.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EventName, StudioApi } from '../../../shared/ipc/contract';
import type { AgentSettings } from '../../../shared/agent/settings';
import { AGENT_SETTINGS_DEFAULTS } from '../../../shared/agent/settings';
import type { StudioBridge } from '../../../renderer/src/bridge/studio-bridge';
import { installBridge } from '../../../renderer/src/state/studio';
import { useLibrary, wireLibraryEvents } from '../../../renderer/src/state/library-store';
import { useInstalls, wireInstallEvents } from '../../../renderer/src/state/installs-store';
import {
  useAgentSettings,
  wireAgentSettingsEvents,
} from '../../../renderer/src/state/agent-settings-store';

type Listener = (payload: unknown) => void;

/** A bridge whose calls wait until the test answers them, and whose events the test sends. */
function heldBridge() {
  const answers = new Map<string, (value: unknown) => void>();
  const listeners = new Map<string, Set<Listener>>();
  const api = new Proxy<Record<string, unknown>>(
    {},
    {
      get: (_target, name: string) => {
        if (name === 'on')
          return (event: EventName, listener: Listener) => {
            const set = listeners.get(event) ?? new Set();
            listeners.set(event, set);
            set.add(listener);
            return () => set.delete(listener);
          };
        return () => new Promise((resolve) => answers.set(name, resolve));
      },
    },
  );
  const bridge: StudioBridge = {
    api: api as unknown as StudioApi,
    host: 'browser',
    onReconnect: () => () => undefined,
  };
  installBridge(bridge);
  return {
    answer: (name: string, value: unknown) => {
      const resolve = answers.get(name);
      if (!resolve) throw new Error(`${name} was not called`);
      answers.delete(name);
      resolve(value);
    },
    send: (event: EventName, payload: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
}

const ROOT = '/lib';
const skill = (rel: string) => ({ dir: `${ROOT}/${rel}`, rel, folderName: rel, name: rel });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const offs: (() => void)[] = [];
afterEach(() => {
  for (const off of offs.splice(0)) off();
});

describe('reads and reports', () => {
  it('a skill reported while the list is read stays in the list the read brings back', async () => {
    const host = heldBridge();
    offs.push(wireLibraryEvents());
    const hydrated = useLibrary.getState().hydrate();
    // Reported before the (older) list arrives, while the store has no list of the library yet.
    host.send('skillsChanged', { root: ROOT, added: [skill('new')], changed: [], removed: [] });
    host.answer('listLibraries', [{ root: ROOT, exists: true }]);
    host.answer('listSkills', [{ root: ROOT, skills: [skill('old')], skipped: [] }]);
    await hydrated;
    expect(useLibrary.getState().lists[ROOT]?.skills.map((s) => s.rel)).toEqual(['new', 'old']);

    // A read again (a reconnection) while a skill goes: it does not come back with the answer.
    const again = useLibrary.getState().hydrate();
    host.send('skillsChanged', { root: ROOT, added: [], changed: [], removed: [`${ROOT}/old`] });
    host.answer('listLibraries', [{ root: ROOT, exists: true }]);
    host.answer('listSkills', [{ root: ROOT, skills: [skill('new'), skill('old')], skipped: [] }]);
    await again;
    expect(useLibrary.getState().lists[ROOT]?.skills.map((s) => s.rel)).toEqual(['new']);

    // With no read under way, a delta is applied once, and not kept for a later read.
    host.send('skillsChanged', { root: ROOT, added: [skill('later')], changed: [], removed: [] });
    const last = useLibrary.getState().hydrate();
    host.answer('listLibraries', [{ root: ROOT, exists: true }]);
    host.answer('listSkills', [{ root: ROOT, skills: [skill('new')], skipped: [] }]);
    await last;
    expect(useLibrary.getState().lists[ROOT]?.skills.map((s) => s.rel)).toEqual(['new']);
  });

  it('installs reported while they are read are not replaced by the older answer', async () => {
    const host = heldBridge();
    offs.push(wireInstallEvents());
    const copy = { agent: 'claude-code', scope: 'user', dir: '/home/.claude/skills/x' };
    host.send('installsChanged', [copy]);
    host.answer('listInstalls', []);
    await settle();
    expect(useInstalls.getState().copies).toEqual([copy]);
    // With no report meanwhile, the answer is taken.
    const read = useInstalls.getState().hydrate();
    host.answer('listInstalls', []);
    await read;
    expect(useInstalls.getState().copies).toEqual([]);
  });

  it('agent settings changed while they are read keep the change', async () => {
    const host = heldBridge();
    offs.push(wireAgentSettingsEvents());
    const changed: AgentSettings = {
      ...AGENT_SETTINGS_DEFAULTS,
      codex: { ...AGENT_SETTINGS_DEFAULTS.codex, bundledSystemSkills: true },
    };
    host.send('agentSettingsChanged', changed);
    host.answer('readAgentSettings', AGENT_SETTINGS_DEFAULTS);
    await settle();
    expect(useAgentSettings.getState().settings).toEqual(changed);
  });
});
