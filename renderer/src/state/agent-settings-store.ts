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
import { bridge, studio } from './studio';

interface AgentSettingsState {
  /** In force (the agents' defaults until the service answers). */
  settings: AgentSettings;
  hydrate: () => Promise<void>;
  /** Changes the keys given; resolves with the settings in force. */
  change: (patch: AgentSettingsPatch) => Promise<AgentSettings>;
}

/** The agent settings store. */
export const useAgentSettings = create<AgentSettingsState>()((set, get) => ({
  settings: AGENT_SETTINGS_DEFAULTS,
  hydrate: async () => {
    set({ settings: await studio().readAgentSettings({}) });
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
    studio().on('agentSettingsChanged', (settings) => useAgentSettings.setState({ settings })),
    bridge().onReconnect(hydrate),
  ];
  return () => {
    for (const off of offs) off();
  };
}
