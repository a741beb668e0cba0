/**
 * The agent settings the views are computed under (shared/agent/settings.ts), hydrated from
 * the service and kept live by its `agentSettingsChanged` event, so a change made in one
 * window shows in every other.
 */
import { create } from 'zustand';
import {
  AGENT_SETTINGS_DEFAULTS,
  withAgentSettings,
  type AgentSettings,
  type AgentSettingsPatch,
} from '../../../shared/agent/settings';
import { reportRace } from './report-race';
import { bridge, studio } from './studio';

interface AgentSettingsState {
  /** In force (the agents' defaults until the service answers). */
  settings: AgentSettings;
  hydrate: () => Promise<void>;
  /** Changes the keys given; resolves with the settings in force. */
  change: (patch: AgentSettingsPatch) => Promise<AgentSettings>;
}

// agentSettingsChanged tells them all: a read under way when it comes may be older.
const race = reportRace();

/** The agent settings store. */
export const useAgentSettings = create<AgentSettingsState>()((set, get) => ({
  settings: AGENT_SETTINGS_DEFAULTS,
  hydrate: async () => {
    const settings = await race.read(() => studio().readAgentSettings({}));
    if (settings) set({ settings });
  },
  change: async (patch) => {
    // Shown at once (a checkbox must not spring back while the service answers), then what
    // the service keeps; a refused change goes back to what it had.
    const before = get().settings;
    set({ settings: withAgentSettings(before, patch) });
    try {
      const settings = await studio().setAgentSettings(patch);
      set({ settings });
      return settings;
    } catch (error) {
      set({ settings: before });
      throw error;
    }
  },
}));

/** Keeps the store current from the service's events; returns the unsubscribe. */
export function wireAgentSettingsEvents(): () => void {
  const hydrate = () =>
    void useAgentSettings
      .getState()
      .hydrate()
      .catch(() => undefined);
  hydrate();
  const offs = [
    studio().on('agentSettingsChanged', (settings) => {
      race.reported();
      useAgentSettings.setState({ settings });
    }),
    bridge().onReconnect(hydrate),
  ];
  return () => {
    for (const off of offs) off();
  };
}
