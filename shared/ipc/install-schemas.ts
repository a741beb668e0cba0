/**
 * The contract's shapes for installing into agents' folders, each proved equal to the core's
 * type it carries (see schemas.ts for the pattern).
 */
import { z } from 'zod';
import { TARGET_IDS } from '../install/agents';
import type { InstalledCopy, TargetOutcome } from '../install/outcomes';
import { DiagnosticSchema, MessageSchema, type Assert, type Exact } from './schemas';

/** An agent the studio installs for. */
export const TargetIdSchema = z.enum(TARGET_IDS);
/** User level or project level. */
export const ScopeSchema = z.enum(['personal', 'project']);

const SYNC_STATES = [
  'same',
  'outdated',
  'changed-there',
  'both-changed',
  'linked',
  'link-broken',
  'missing',
  'source-gone',
  'unrecorded',
] as const;

/** What an install did at one agent folder. */
export const TargetOutcomeSchema = z.object({
  dir: z.string(),
  name: z.string(),
  agent: TargetIdSchema,
  scope: ScopeSchema,
  folder: z.string(),
  target: z.string(),
  status: z.enum([
    'installed',
    'updated',
    'replaced',
    'unchanged',
    'conflict',
    'refused',
    'failed',
  ]),
  mode: z.enum(['copy', 'link']).optional(),
  linkKind: z.enum(['symlink', 'junction']).optional(),
  linkFailed: z.array(MessageSchema).optional(),
  keptAt: z.string().optional(),
  conflict: z
    .object({
      why: z.enum(['other-skill', 'changed-there', 'other-link']),
      diff: z.object({
        added: z.array(z.string()),
        removed: z.array(z.string()),
        changed: z.array(z.string()),
      }),
    })
    .optional(),
  check: z
    .object({ diagnostics: z.array(DiagnosticSchema), skipped: MessageSchema.optional() })
    .optional(),
  readBy: z.array(TargetIdSchema),
  sharedWith: z.array(TargetIdSchema),
  lock: z.object({ written: z.boolean(), problem: MessageSchema.optional() }).optional(),
  failure: z
    .object({
      kind: z.enum(['no-folder', 'target-changed', 'lock-unreadable', 'error', 'stopped']),
      detail: MessageSchema,
    })
    .optional(),
});

/** One installed copy and how it stands. */
export const InstalledCopySchema = z.object({
  dir: z.string(),
  target: z.string(),
  agent: TargetIdSchema,
  scope: ScopeSchema,
  project: z.string().optional(),
  mode: z.enum(['copy', 'link']),
  state: z.enum(SYNC_STATES),
  readBy: z.array(TargetIdSchema),
});

/** A folder an agent reads, on this machine. */
const AgentFolderSchema = z.object({
  scope: ScopeSchema,
  path: z.string(),
  display: z.string(),
  installsHere: z.boolean(),
  exists: z.boolean(),
  readBy: z.array(TargetIdSchema),
  skills: z.array(z.object({ name: z.string(), rel: z.string(), dir: z.string() })),
});

/** The agents, their folders here, and the folders to offer as libraries. */
export const AgentsViewSchema = z.object({
  agents: z.array(
    z.object({ id: TargetIdSchema, name: z.string(), folders: z.array(AgentFolderSchema) }),
  ),
  offers: z.array(
    z.object({
      path: z.string(),
      display: z.string(),
      agent: TargetIdSchema,
      scope: ScopeSchema,
      label: z.string(),
      readBy: z.array(TargetIdSchema),
      skillCount: z.number().int(),
    }),
  ),
});

/** One file that differs between a library skill and an installed copy. */
const SideSchema = z.object({ hash: z.string(), text: z.string().nullable() }).nullable();
export const CopyComparisonSchema = z.object({
  dir: z.string(),
  target: z.string(),
  files: z.array(
    z.object({
      path: z.string(),
      change: z.enum(['added', 'removed', 'changed']),
      here: SideSchema,
      there: SideSchema,
    }),
  ),
  /** What in the copy could not be read (a pipe, a folder nested past PATH_MAX), and why. */
  unreadable: z
    .array(z.object({ path: z.string(), reason: z.union([z.string(), MessageSchema]) }))
    .optional(),
});

/** Never used at run time: fails to compile when a schema and its type drift apart. */
export type InstallSchemaProofs = [
  Assert<Exact<z.infer<typeof TargetOutcomeSchema>, TargetOutcome>>,
  Assert<Exact<z.infer<typeof InstalledCopySchema>, InstalledCopy>>,
];

/** A skill of an open library that its project's skills-lock.json records. */
export const LockedSkillSchema = z.object({
  /** The skill's folder. */
  dir: z.string(),
  /** Where the lock says it came from ("anthropics/skills"), and how ("github", "local"). */
  source: z.string(),
  sourceType: z.string(),
  ref: z.string().optional(),
  /** The folder still has the recorded computedHash. */
  same: z.boolean(),
});

/** The project lock files behind the open libraries: recorded skills, and locks that do not read. */
export const LockViewSchema = z.object({
  skills: z.array(LockedSkillSchema),
  /** A lock that is there but not used: `unparsed`, or `not-a-file` (a link, never followed). */
  unusable: z.array(
    z.object({
      lockFile: z.string(),
      library: z.string(),
      why: z.enum(['unparsed', 'not-a-file']),
    }),
  ),
});
