/**
 * A store's read from the service and the service's reports race on two channels: a report
 * that arrives while a read is under way is never undone by the read's (older) answer. The
 * library's list is a snapshot of a version and takes the reports newer than it, never an
 * older one; the installs and agent settings keep the full state reported. Each store runs
 * against a bridge whose answers the test releases.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EventName, StudioApi } from '../../../shared/ipc/contract';
import type { AgentSettings } from '../../../shared/agent/settings';
import { AGENT_SETTINGS_DEFAULTS } from '../../../shared/agent/settings';
import type { StudioBridge } from '../../../renderer/src/bridge/studio-bridge';
import { installBridge } from '../../../renderer/src/state/studio';
import {
  listedWhole,
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
    const change = (version: number, delta: object) => {
      host.send('skillsChanged', {
        root: ROOT,
        added: [],
        changed: [],
        removed: [],
        version,
        ...delta,
      });
    };
    const read = (version: number, rels: string[]) => {
      const hydrated = useLibrary.getState().hydrate();
      return {
        hydrated,
        answer: () => {
          host.answer('listLibraries', [{ root: ROOT, exists: true }]);
          host.answer('listSkills', [
            { root: ROOT, skills: rels.map(skill), skipped: [], version },
          ]);
        },
      };
    };
    const rels = () => useLibrary.getState().lists[ROOT]?.skills.map((s) => s.rel);
    // Reported before the (older) list arrives, while the store has no list of the library yet.
    let r = read(2, ['old']);
    change(3, { added: [skill('new')] });
    r.answer();
    await r.hydrated;
    expect(rels()).toEqual(['new', 'old']);
    expect(useLibrary.getState().lists[ROOT]?.version).toBe(3);

    // A read again (a reconnection) while a skill goes: it does not come back with the answer.
    r = read(3, ['new', 'old']);
    change(4, { removed: [`${ROOT}/old`] });
    r.answer();
    await r.hydrated;
    expect(rels()).toEqual(['new']);

    // A report the list already has (as old as it, or older) is dropped, read or not.
    change(4, { added: [skill('again')] });
    change(2, { removed: [`${ROOT}/new`] });
    expect(rels()).toEqual(['new']);

    // Heard during a read whose answer is newer still: the answer has it, and what came after.
    r = read(7, ['new', 'x']);
    change(5, { removed: [`${ROOT}/x`] });
    change(6, { added: [skill('x')] });
    change(5, { removed: [`${ROOT}/x`] });
    r.answer();
    await r.hydrated;
    expect(rels()).toEqual(['new', 'x']);
    expect(useLibrary.getState().lists[ROOT]?.version).toBe(7);

    // With no read under way, a report is applied once, and not kept for a later read.
    change(8, { added: [skill('later')] });
    expect(rels()).toEqual(['later', 'new', 'x']);
    r = read(9, ['new']);
    r.answer();
    await r.hydrated;
    expect(rels()).toEqual(['new']);
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

  it('opens with the first screenful of each library, then every skill', async () => {
    const host = heldBridge();
    offs.push(wireLibraryEvents());
    useLibrary.setState({ status: 'loading', libraries: [], lists: {} });
    const opened = useLibrary.getState().hydrate();
    host.answer('listLibraries', [{ root: ROOT, exists: true }]);
    host.answer('listSkills', [
      { root: ROOT, skills: [skill('a')], skipped: [], total: 3, version: 1 },
    ]);
    await settle();
    // Drawn before the rest arrives, and known to be only the first of the library's skills.
    let state = useLibrary.getState();
    expect(state.status).toBe('ready');
    expect(state.lists[ROOT]).toMatchObject({ total: 3, skills: [skill('a')] });
    expect(listedWhole(state.lists)).toBe(false);
    expect(host.calls.filter((c) => c.name === 'listSkills').map((c) => c.input)).toEqual([
      { limit: 100 },
      {},
    ]);
    // A change heard while the whole list is read is in the list that lands.
    host.send('skillsChanged', {
      root: ROOT,
      added: [skill('d')],
      changed: [],
      removed: [],
      version: 3,
    });
    host.answer('listSkills', [
      { root: ROOT, skills: ['a', 'b', 'c'].map(skill), skipped: [], version: 2 },
    ]);
    await opened;
    state = useLibrary.getState();
    expect(state.lists[ROOT]?.skills.map((s) => s.rel)).toEqual(['a', 'b', 'c', 'd']);
    expect(listedWhole(state.lists)).toBe(true);

    // Read again once open (a reconnection): whole lists at once, never a screenful.
    const again = useLibrary.getState().hydrate();
    host.answer('listLibraries', [{ root: ROOT, exists: true }]);
    host.answer('listSkills', [{ root: ROOT, skills: [skill('a')], skipped: [], version: 4 }]);
    await again;
    expect(host.calls.filter((c) => c.name === 'listSkills').map((c) => c.input)).toEqual([
      { limit: 100 },
      {},
      {},
    ]);
  });

  it('a library listed whole at first is read once, and one removed meanwhile stays gone', async () => {
    const host = heldBridge();
    offs.push(wireLibraryEvents());
    useLibrary.setState({ status: 'loading', libraries: [], lists: {} });
    let opened = useLibrary.getState().hydrate();
    host.answer('listLibraries', [{ root: ROOT, exists: true }]);
    host.answer('listSkills', [{ root: ROOT, skills: [skill('a')], skipped: [], version: 0 }]);
    await opened;
    expect(host.calls.filter((c) => c.name === 'listSkills')).toHaveLength(1);
    expect(listedWhole(useLibrary.getState().lists)).toBe(true);

    useLibrary.setState({ status: 'loading', libraries: [], lists: {} });
    opened = useLibrary.getState().hydrate();
    host.answer('listLibraries', [{ root: ROOT, exists: true }]);
    host.answer('listSkills', [
      { root: ROOT, skills: [skill('a')], skipped: [], total: 2, version: 0 },
    ]);
    await settle();
    const removed = useLibrary.getState().removeLibrary(ROOT);
    host.answer('removeLibrary', {});
    await removed;
    host.answer('listSkills', [
      { root: ROOT, skills: ['a', 'b'].map(skill), skipped: [], version: 0 },
    ]);
    await opened;
    expect(useLibrary.getState().lists).toEqual({});
  });
});
