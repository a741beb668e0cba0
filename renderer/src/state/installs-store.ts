/**
 * Where the library's skills are installed and how each copy stands, hydrated from the service
 * and kept live by its `installsChanged` event (the service watches the agent folders), with
 * the agents and their folders for the install dialog and Add library.
 */
import { create } from 'zustand';
import type { CallOutput } from '../../../shared/ipc/contract';
import type { InstalledCopy } from '../../../shared/install/outcomes';
import { summarizeCopies, type CopySummary } from '../../../shared/studio/sync-summary';
import { reportRace } from './report-race';
import { bridge, studio } from './studio';

type AgentsView = CallOutput<'listAgents'>;

interface InstallsState {
  copies: InstalledCopy[];
  /** Each library skill's copies summed up (by folder). */
  summary: Map<string, CopySummary>;
  agents?: AgentsView;
  hydrate: () => Promise<void>;
  loadAgents: () => Promise<AgentsView>;
  setCopies: (copies: InstalledCopy[]) => void;
}

// installsChanged tells the whole list: a read under way when it comes may be older.
const race = reportRace();

/** The installs store. */
export const useInstalls = create<InstallsState>()((set) => ({
  copies: [],
  summary: new Map(),
  hydrate: async () => {
    const copies = await race.read(() => studio().listInstalls({}));
    if (copies) set({ copies, summary: summarizeCopies(copies) });
  },
  loadAgents: async () => {
    const agents = await studio().listAgents({});
    set({ agents });
    return agents;
  },
  setCopies: (copies) => {
    race.reported();
    set({ copies, summary: summarizeCopies(copies) });
  },
}));

/** Keeps the store current from the service's events; returns the unsubscribe. */
export function wireInstallEvents(): () => void {
  void useInstalls
    .getState()
    .hydrate()
    .catch(() => undefined);
  const offs = [
    studio().on('installsChanged', (copies) => useInstalls.getState().setCopies(copies)),
    bridge().onReconnect(
      () =>
        void useInstalls
          .getState()
          .hydrate()
          .catch(() => undefined),
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
}
