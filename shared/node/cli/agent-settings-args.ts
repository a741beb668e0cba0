/**
 * The agent settings as `simulate` options: each named after the agent's own setting, checked
 * by the same schema the app's settings are (shared/ipc/schemas.ts), and refused with the
 * agent it belongs to when given for another.
 */
import {
  AGENT_SETTINGS_DEFAULTS,
  withAgentSettings,
  type AgentSettings,
} from '../../agent/settings';
import { CODEX_MODEL_SLUGS } from '../../agent/codex/models';
import type { AgentId } from '../../agent/types';
import { AgentSettingsSchema } from '../../ipc/schemas';
import { oneValue, type ParsedArgs } from './args';
import { UsageError } from './io';

/** The value options, for parseArgs. */
export const AGENT_SETTING_VALUES = [
  'skill-listing-max-desc-chars',
  'skill-listing-budget-fraction',
  'codex-model',
] as const;
/** The flag options, for parseArgs. */
export const AGENT_SETTING_FLAGS = ['codex-bundled-skills'] as const;

/** The help lines of the options. */
export const AGENT_SETTINGS_HELP = `  --skill-listing-max-desc-chars N   claude-code: its skillListingMaxDescChars, the
                                     per-entry cap (a whole number >= 1; default ${AGENT_SETTINGS_DEFAULTS.claudeCode.skillListingMaxDescChars})
  --skill-listing-budget-fraction F  claude-code: its skillListingBudgetFraction, the
                                     listing's share of the context window (0 < F <= 1;
                                     default ${AGENT_SETTINGS_DEFAULTS.claudeCode.skillListingBudgetFraction})
  --codex-bundled-skills             codex: list its bundled system skills too
                                     ([skills.bundled] enabled; off by default)
  --codex-model SLUG                 codex: the model it runs (its budget and whether
                                     "How to use skills" is sent; default ${AGENT_SETTINGS_DEFAULTS.codex.model},
                                     one of ${CODEX_MODEL_SLUGS.join(', ')})`;

const CLAUDE_VALUES = ['skill-listing-max-desc-chars', 'skill-listing-budget-fraction'] as const;

const SETTING_OF = {
  'skill-listing-max-desc-chars': {
    agent: 'claude-code',
    key: 'skillListingMaxDescChars',
    rule: 'a whole number of at least 1',
  },
  'skill-listing-budget-fraction': {
    agent: 'claude-code',
    key: 'skillListingBudgetFraction',
    rule: 'a number above 0 and at most 1',
  },
} as const;

/** The settings the options give (the defaults for the rest), or a usage error naming the option. */
export function agentSettingsFromArgs(
  args: ParsedArgs,
  agent: AgentId,
  command = 'simulate',
): AgentSettings {
  let settings = AGENT_SETTINGS_DEFAULTS;
  for (const option of CLAUDE_VALUES) {
    const text = oneValue(args, option, command);
    if (text === undefined) continue;
    const { agent: owner, key, rule } = SETTING_OF[option];
    if (agent !== owner)
      throw new UsageError(`--${option} is a ${owner} setting: add --agent ${owner}.`, command);
    // Number('') is 0 and Number(' 5') is 5: only a plain decimal is taken as typed.
    const value = /^\s*$/.test(text) ? NaN : Number(text);
    const parsed = AgentSettingsSchema.shape.claudeCode.shape[key].safeParse(value);
    if (!parsed.success)
      throw new UsageError(`--${option} must be ${rule} (got '${text}').`, command);
    settings = withAgentSettings(settings, { claudeCode: { [key]: parsed.data } });
  }
  if (args.flags.has('codex-bundled-skills')) {
    if (agent !== 'codex')
      throw new UsageError(
        '--codex-bundled-skills is a codex setting: add --agent codex.',
        command,
      );
    settings = withAgentSettings(settings, { codex: { bundledSystemSkills: true } });
  }
  const model = oneValue(args, 'codex-model', command);
  if (model !== undefined) {
    if (agent !== 'codex')
      throw new UsageError('--codex-model is a codex setting: add --agent codex.', command);
    const parsed = AgentSettingsSchema.shape.codex.shape.model.safeParse(model);
    if (!parsed.success)
      throw new UsageError(
        `--codex-model must be one of ${CODEX_MODEL_SLUGS.join(', ')} (got '${model}').`,
        command,
      );
    settings = withAgentSettings(settings, { codex: { model: parsed.data } });
  }
  return settings;
}
