/**
 * A store's read from the service and the service's reports race on two channels: a report
 * that arrives while a read is under way is never undone by the read's (older) answer. The
 * library's list takes the delta on top of the list read; the installs and agent settings keep
 * the full state reported. Each store runs against a bridge whose answers the test releases.
 * When the studio opens, a large library's first skills are listed first, then all of them,
 * with the reports heard meanwhile on top of both.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EventName, StudioApi } from '../../../shared/ipc/contract';
import type { AgentSettings } from '../../../shared/agent/settings';
import { AGENT_SETTINGS_DEFAULTS } from '../../../shared/agent/settings';
import type { StudioBridge } from '../../../renderer/src/bridge/studio-bridge';
import { installBridge } from '../../../renderer/src/state/studio';
import {
  FIRST_ROWS,
  useLibrary,
  wireLibraryEvents,
} from '../../../renderer/src/state/library-store';
import { useInstalls, wireInstallEvents } from '../../../renderer/src/state/installs-store';
import {
  useAgentSettings,
  wireAgentSettingsEvents,
} from '../../../renderer/src/state/agent-settings-store';

type Listener = (payload: unknown) => void;

/** A bridge whose calls wait until the test answers them, and whose events the test sends. */
function heldBridge() {
  // Each call waiting for its answer: by name, in the order made, with its input.
  const answers: { name: string; input: unknown; resolve: (value: unknown) => void }[] = [];
  const calls: { name: string; input: unknown }[] = [];
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
        return (input: unknown) => {
          calls.push({ name, input });
          return new Promise((resolve) => answers.push({ name, input, resolve }));
        };
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
    calls,
    /** Answers the first call of `name` still waiting (with `input`, when given). */
    answer: (name: string, value: unknown, input?: unknown) => {
      const at = answers.findIndex(
        (a) =>
          a.name === name &&
          (input === undefined || JSON.stringify(a.input) === JSON.stringify(input)),
      );
      const waiting = answers[at];
      if (!waiting) throw new Error(`${name} was not called`);
      answers.splice(at, 1);
      waiting.resolve(value);
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
    // (Opening, the first skills are asked for: a library this small comes whole.)
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

  it("lists a large library's first skills first, then all, with the reports heard meanwhile", async () => {
    const host = heldBridge();
    offs.push(wireLibraryEvents());
    useLibrary.setState({ status: 'loading', libraries: [], lists: {} });
    const all = Array.from({ length: FIRST_ROWS + 50 }, (_, i) => skill(`s${1000 + i}`));
    const opened = useLibrary.getState().hydrate();
    expect(host.calls.at(-1)).toEqual({ name: 'listSkills', input: { limit: FIRST_ROWS } });
    host.answer('listLibraries', [{ root: ROOT, exists: true }]);
    host.answer('listSkills', [
      { root: ROOT, skills: all.slice(0, FIRST_ROWS), skipped: [], total: all.length },
    ]);
    await settle();
    // Shown, marked as listing, counted in full; every skill asked for next.
    expect(useLibrary.getState().status).toBe('listing');
    expect(useLibrary.getState().lists[ROOT]).toMatchObject({ total: all.length });
    expect(useLibrary.getState().lists[ROOT]?.skills).toHaveLength(FIRST_ROWS);
    expect(host.calls.at(-1)).toEqual({ name: 'listSkills', input: {} });
    // The library changes while the rest is read: a first skill goes, one comes, one beyond
    // the first ones changes; the (older) answer does not undo any of it.
    const renamed = { ...skill('s1320'), name: 'renamed' };
    host.send('skillsChanged', {
      root: ROOT,
      added: [skill('s0000')],
      changed: [renamed],
      removed: [`${ROOT}/s1000`],
    });
    host.answer('listSkills', [{ root: ROOT, skills: all, skipped: [] }]);
    await opened;
    const list = useLibrary.getState().lists[ROOT];
    expect(useLibrary.getState().status).toBe('ready');
    expect(list?.total).toBeUndefined();
    expect(list?.skills.map((s) => s.rel)).toEqual(['s0000', ...all.slice(1).map((s) => s.rel)]);
    expect(list?.skills.find((s) => s.rel === 's1320')?.name).toBe('renamed');
  });

  it('a read asked for while the first skills are shown (a reconnection) brings every skill', async () => {
    const host = heldBridge();
    offs.push(wireLibraryEvents());
    useLibrary.setState({ status: 'loading', libraries: [], lists: {} });
    const all = Array.from({ length: FIRST_ROWS + 5 }, (_, i) => skill(`s${1000 + i}`));
    const opened = useLibrary.getState().hydrate();
    host.answer('listLibraries', [{ root: ROOT, exists: true }]);
    host.answer('listSkills', [
      { root: ROOT, skills: all.slice(0, FIRST_ROWS), skipped: [], total: all.length },
    ]);
    await settle();
    const again = useLibrary.getState().hydrate();
    expect(host.calls.at(-1)).toEqual({ name: 'listSkills', input: {} });
    host.answer('listLibraries', [{ root: ROOT, exists: true }]);
    // The opening's read of the rest, then the reconnection's (one skill gone by then).
    host.answer('listSkills', [{ root: ROOT, skills: all, skipped: [] }]);
    host.answer('listSkills', [{ root: ROOT, skills: all.slice(1), skipped: [] }]);
    await Promise.all([opened, again]);
    expect(useLibrary.getState()).toMatchObject({ status: 'ready' });
    expect(useLibrary.getState().lists[ROOT]?.skills).toHaveLength(all.length - 1);
  });

  it('a library no larger than the first skills is read once', async () => {
    const host = heldBridge();
    offs.push(wireLibraryEvents());
    useLibrary.setState({ status: 'loading', libraries: [], lists: {} });
    const opened = useLibrary.getState().hydrate();
    host.answer('listLibraries', [{ root: ROOT, exists: true }]);
    host.answer('listSkills', [{ root: ROOT, skills: [skill('a'), skill('b')], skipped: [] }]);
    await opened;
    expect(useLibrary.getState().status).toBe('ready');
    expect(host.calls.filter((c) => c.name === 'listSkills')).toHaveLength(1);
  });
});
