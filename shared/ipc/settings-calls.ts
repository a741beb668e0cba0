/**
 * The contract's calls about the user's settings kept by the service: the agent settings the
 * views are computed under, what was open when the studio was last used (so a reload or a
 * restart opens it again) and the UI's preferences that must survive a restart. Spread into CALLS in contract.ts, in the contract's order.
 */
import { z } from 'zod';
import {
  AgentIdSchema,
  AgentSettingsPatchSchema,
  AgentSettingsSchema,
  ProfileIdSchema,
  RuleCodeSchema,
} from './schemas';

/** One call's input and output schemas. */
export const call = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({
  input,
  output,
});

const path = z.string().min(1).max(4096);

/** The main area's views, in the toolbar's order. */
export const MAIN_VIEWS = ['edit', 'agent', 'triggers', 'evals', 'review', 'package'] as const;

/**
 * What was open: the skill (its folder), the file shown, the main view and the agent view's
 * agent. Kept by the service, not in the page's storage: the browser host gets a new port, so
 * a new origin and an empty localStorage, on every start.
 */
export const LastOpenSchema = z.object({
  skill: path.optional(),
  file: path.optional(),
  view: z.enum(MAIN_VIEWS).optional(),
  agent: AgentIdSchema.optional(),
});

/**
 * The UI's preferences that must outlive a restart of either host, kept by the service for the
 * same reason as LastOpenSchema.
 */
export const UiPrefsSchema = z.object({
  /** The first-start guide was closed once: it is not opened on its own again. */
  guideDismissed: z.boolean().optional(),
});

/**
 * Where a library's skills will be used (its targets: each a profile), chosen once per library
 * and kept by the service like LastOpenSchema, so a new browser or a restart keeps them.
 */
export const TargetsSchema = z.array(ProfileIdSchema).min(1).max(ProfileIdSchema.options.length);

/** Every open library's targets, by its root; a library never asked has none. */
export const TargetsByRootSchema = z.record(path, TargetsSchema);

/** The advice codes hidden for one skill ("Don't show this again for this skill"). */
export const HiddenCodesSchema = z.object({
  codes: z.array(RuleCodeSchema).max(Object.keys(RuleCodeSchema.enum).length),
});

/** What was open last (see LastOpenSchema). */
export type LastOpen = z.infer<typeof LastOpenSchema>;

/** The UI's preferences (see UiPrefsSchema). */
export type UiPrefs = z.infer<typeof UiPrefsSchema>;

/** The settings calls. */
export const SETTINGS_CALLS = {
  /** The agent settings the views are computed under (the agents' defaults until changed). */
  readAgentSettings: call(z.object({}), AgentSettingsSchema),
  /** Changes the keys given, keeps them in the settings file and returns the settings in force. */
  setAgentSettings: call(AgentSettingsPatchSchema, AgentSettingsSchema),
  /** What was open last, less a skill or file no longer inside the open libraries. */
  readLastOpen: call(z.object({}), LastOpenSchema),
  /** Remembers what is open (a skill or file outside the open libraries is refused). */
  setLastOpen: call(LastOpenSchema, z.object({})),
  /** The UI's preferences kept by the service. */
  readUiPrefs: call(z.object({}), UiPrefsSchema),
  /** Changes the keys given; returns the preferences in force. */
  setUiPrefs: call(UiPrefsSchema, UiPrefsSchema),
  /** The targets of each open library that has them. */
  readTargets: call(z.object({}), z.object({ byRoot: TargetsByRootSchema })),
  /** Sets one open library's targets (another root is refused); returns them as kept. */
  setTargets: call(
    z.object({ root: path, targets: TargetsSchema }),
    z.object({ targets: TargetsSchema }),
  ),
  /** The advice codes the user hid for the skill in `dir` (a folder inside an open library). */
  readHiddenAdvice: call(z.object({ dir: path }), HiddenCodesSchema),
  /** Hides one advice code for the skill in `dir`, or shows it again; returns the codes hidden. */
  setAdviceHidden: call(
    z.object({ dir: path, code: RuleCodeSchema, hidden: z.boolean() }),
    HiddenCodesSchema,
  ),
} as const;
