/**
 * The agent settings' schemas, apart from schemas.ts so the page's settings form checks a
 * value against the very bounds the service enforces without building every schema of the
 * contract when it loads (zod's construction of them all was a visible part of the page's
 * start). schemas.ts re-exports them.
 */
import { z } from 'zod';
import { CODEX_MODEL_SLUGS } from '../agent/codex/models';
import type { AgentSettings, AgentSettingsPatch } from '../agent/settings';
import type { Assert, Exact } from './schemas';

// Claude Code 2.1.332's own settings schema for the two keys: skillListingMaxDescChars
// `int().positive()`, skillListingBudgetFraction `gt(0).lte(1)` (its zod schema, as shipped).
const ClaudeCodeSettingsSchema = z.object({
  skillListingMaxDescChars: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  skillListingBudgetFraction: z.number().gt(0).lte(1),
});
const CodexSettingsSchema = z.object({
  bundledSystemSkills: z.boolean(),
  model: z.enum(CODEX_MODEL_SLUGS),
});

/** The agent settings in force (shared/agent/settings.ts). */
export const AgentSettingsSchema = z.object({
  claudeCode: ClaudeCodeSettingsSchema,
  codex: CodexSettingsSchema,
});

/** A change to some agent settings: only the keys given change. */
export const AgentSettingsPatchSchema = z.object({
  claudeCode: ClaudeCodeSettingsSchema.partial().optional(),
  codex: CodexSettingsSchema.partial().optional(),
});

/** Never used at run time: it fails to compile when a schema and its type drift apart. */
export type AgentSettingsProofs = [
  Assert<Exact<z.infer<typeof AgentSettingsSchema>, AgentSettings>>,
  Assert<Exact<z.infer<typeof AgentSettingsPatchSchema>, AgentSettingsPatch>>,
];
