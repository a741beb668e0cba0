/**
 * The agents' own settings the studio lets the user change, so a view shows what their agent,
 * set up their way, would send. Each is named as the agent names it; the defaults and the
 * limits are the agent's (cited where each is defined). The IPC schema is
 * `AgentSettingsSchema` (shared/ipc/schemas.ts); the service keeps them in the settings file.
 */
import { CODEX_DEFAULT_MODEL, type CodexModelSlug } from './codex/models';

/** The settings each agent view is computed under. */
export interface AgentSettings {
  claudeCode: {
    /**
     * Claude Code's `skillListingMaxDescChars`: the per-entry cap on a description (with
     * when_to_use) in the listing. 2.1.332 settings schema: `int().positive().optional()`,
     * "(default: 1536)"; the listing reads `skillListingMaxDescChars ?? 1536`.
     */
    skillListingMaxDescChars: number;
    /**
     * Claude Code's `skillListingBudgetFraction`: the share of the context window (in
     * characters) the whole listing may take. 2.1.332 schema: `gt(0).lte(1).optional()`,
     * "(default: 0.01 = 1%)".
     */
    skillListingBudgetFraction: number;
  };
  codex: {
    /**
     * Codex's `[skills.bundled] enabled`: its bundled system skills, installed under
     * $CODEX_HOME/skills/.system and listed with the user's. On in Codex; off in the studio by
     * default, so a view shows the user's own skills alone (the recordings run with it off).
     */
    bundledSystemSkills: boolean;
    /**
     * Codex's `model`: which of its models the session runs (codex/models.ts), which sets the
     * budget (2% of its context window) and whether the Skills section ends with "How to use
     * skills". Default: the model 0.171.0 runs when none is set.
     */
    model: CodexModelSlug;
  };
}

/** A change to some of the settings (what the user edited, nothing else). */
export interface AgentSettingsPatch {
  claudeCode?: Partial<AgentSettings['claudeCode']>;
  codex?: Partial<AgentSettings['codex']>;
}

/** The settings in force when the user changed none: the agents' defaults, Codex's system skills off. */
export const AGENT_SETTINGS_DEFAULTS: AgentSettings = {
  claudeCode: { skillListingMaxDescChars: 1536, skillListingBudgetFraction: 0.01 },
  codex: { bundledSystemSkills: false, model: CODEX_DEFAULT_MODEL },
};

/** `current` with `patch` applied (keys the patch leaves out keep their values). */
export function withAgentSettings(
  current: AgentSettings,
  patch: AgentSettingsPatch,
): AgentSettings {
  return {
    claudeCode: { ...current.claudeCode, ...patch.claudeCode },
    codex: { ...current.codex, ...patch.codex },
  };
}
