/**
 * Zod schemas of the core's shapes that cross the IPC boundary. Each is checked against the
 * TypeScript type it describes (the `Exact` assertions at the end), so schema and type cannot
 * drift apart.
 */
import { z } from 'zod';
import type { BudgetFinding, TextMeasure } from '../agent/measure';
import { AGENT_IDS, type AgentId, type CallView, type CatalogueView } from '../agent/types';
import { MESSAGES, type MessageId } from '../i18n/catalogue';
import type { Message, MessageParam } from '../i18n/message';
import { SPEC_LEVELS } from '../skill/diagnostic';
import type { Diagnostic, Fix, ProfileId, RuleCode, ValidationResult } from '../skill/types';

export { AgentSettingsPatchSchema, AgentSettingsSchema } from './agent-settings-schemas';

const RULE_CODES = Object.keys(SPEC_LEVELS) as [RuleCode, ...RuleCode[]];
const MESSAGE_IDS = Object.keys(MESSAGES) as [MessageId, ...MessageId[]];

/** The rule codes, as a schema. */
export const RuleCodeSchema = z.enum(RULE_CODES);

/** Something the core says, by id with its values (a value may itself be a message). */
export const MessageSchema: z.ZodType<Message> = z.object({
  id: z.enum(MESSAGE_IDS),
  get params(): z.ZodType<Record<string, MessageParam>> {
    return z.record(z.string(), z.union([z.string(), z.number(), MessageSchema]));
  },
});

/** The profiles, as a schema. */
export const ProfileIdSchema = z.enum([
  'spec',
  'claude-ai',
  'claude-code',
  'hello-agents',
  'codex',
  'opencode',
  'copilot',
  'gemini-cli',
]);

/** The agent views, as a schema. */
export const AgentIdSchema = z.enum(AGENT_IDS);

const PositionSchema = z.object({ line: z.number().int(), column: z.number().int() });
const RangeSchema = z.object({ start: PositionSchema, end: PositionSchema });

/** A one-click fix. */
export const FixSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('edit'),
    title: MessageSchema,
    edits: z.array(z.object({ range: RangeSchema, newText: z.string() })),
  }),
  z.object({ kind: z.literal('rename-folder'), title: MessageSchema, newName: z.string() }),
  z.object({
    kind: z.literal('rename-file'),
    title: MessageSchema,
    from: z.string(),
    to: z.string(),
  }),
  z.object({ kind: z.literal('create-file'), title: MessageSchema, path: z.string() }),
  z.object({
    kind: z.literal('prepend-line'),
    title: MessageSchema,
    path: z.string(),
    line: z.string(),
  }),
  z.object({ kind: z.literal('select'), title: MessageSchema, range: RangeSchema }),
  z.object({
    kind: z.literal('propose-field'),
    title: MessageSchema,
    field: z.literal('description'),
    value: z.string(),
  }),
]);

/** One finding. */
export const DiagnosticSchema = z.object({
  code: RuleCodeSchema,
  severity: z.enum(['error', 'warning', 'advice', 'info']),
  message: MessageSchema,
  range: RangeSchema,
  ref: z.string().optional(),
  fixes: z.array(FixSchema).optional(),
  related: z.array(RangeSchema).optional(),
  file: z.string().min(1).max(4096).optional(),
});

/** A validation under one profile. */
export const ValidationResultSchema = z.object({
  profile: ProfileIdSchema,
  valid: z.boolean(),
  diagnostics: z.array(DiagnosticSchema),
});

const SkippedSkillSchema = z.object({
  folder: z.string(),
  dir: z.string().optional(),
  reason: MessageSchema,
  detail: z.string().optional(),
});
const MessagePartSchema = z.object({ role: MessageSchema, text: z.string() });

/** An agent's catalogue. */
export const CatalogueViewSchema = z.object({
  agent: AgentIdSchema,
  reproduces: z.string(),
  placement: MessageSchema,
  text: z.string(),
  entries: z.array(
    z.object({
      name: z.string(),
      folder: z.string(),
      dir: z.string().optional(),
      status: z.enum(['listed', 'cut', 'dropped', 'hidden']),
      note: MessageSchema.optional(),
      kept: z.number().optional(),
      text: z.string().optional(),
    }),
  ),
  skipped: z.array(SkippedSkillSchema),
  notes: z.array(MessageSchema),
  failure: MessageSchema.optional(),
});

/** An agent's answer to a Skill tool call. */
export const CallViewSchema = z.object({
  agent: AgentIdSchema,
  reproduces: z.string(),
  ok: z.boolean(),
  parts: z.array(MessagePartSchema),
  errorCode: z.string().optional(),
  skill: z
    .object({ name: z.string(), folder: z.string(), dir: z.string(), body: z.string() })
    .optional(),
  notes: z.array(MessageSchema),
  skipped: z.array(SkippedSkillSchema),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  failure: MessageSchema.optional(),
  placeholders: z
    .array(
      z.object({
        written: z.string(),
        becomes: z.enum(['word', 'arguments', 'skill-dir', 'session-id', 'effort', 'as-written']),
        word: z.number().optional(),
      }),
    )
    .optional(),
  files: z.object({ shown: z.number(), total: z.number() }).optional(),
});

/** Sizes of a text. */
export const TextMeasureSchema = z.object({
  characters: z.number(),
  utf16: z.number(),
  lines: z.number(),
  tokens: z.number(),
});

/** One budget check. */
export const BudgetFindingSchema = z.object({
  level: z.enum(['ok', 'warning', 'error']),
  code: z.string(),
  message: MessageSchema,
});

/** An agent view with its sizes and budget checks. */
export const SimulationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('catalogue'),
    view: CatalogueViewSchema,
    measure: TextMeasureSchema,
    budgets: z.array(BudgetFindingSchema),
  }),
  z.object({
    kind: z.literal('call'),
    view: CallViewSchema,
    measure: TextMeasureSchema,
    budgets: z.array(BudgetFindingSchema),
  }),
]);

// Compile-time proof that each schema describes exactly its type.
/** True when A and B are the same type; `Assert` refuses anything else at compile time. */
export type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;
/** Never used at run time: it fails to compile when a schema and its type drift apart. */
export type SchemaProofs = [
  Assert<Exact<z.infer<typeof ProfileIdSchema>, ProfileId>>,
  Assert<Exact<z.infer<typeof AgentIdSchema>, AgentId>>,
  Assert<Exact<z.infer<typeof FixSchema>, Fix>>,
  Assert<Exact<z.infer<typeof DiagnosticSchema>, Diagnostic>>,
  Assert<Exact<z.infer<typeof ValidationResultSchema>, ValidationResult>>,
  Assert<Exact<z.infer<typeof CatalogueViewSchema>, CatalogueView>>,
  Assert<Exact<z.infer<typeof CallViewSchema>, CallView>>,
  Assert<Exact<z.infer<typeof TextMeasureSchema>, TextMeasure>>,
  Assert<Exact<z.infer<typeof BudgetFindingSchema>, BudgetFinding>>,
];
