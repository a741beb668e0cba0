/**
 * The one typed contract between the studio's UI and its service. Every call and event is
 * declared here with zod schemas for its payloads; Electron's IPC, the preload bridge and the
 * web host are all built from this table, so none of them can drift from it.
 */
import { z } from 'zod';
import type { SkillFound, SkillSummary } from '../skill/summary';
import { FILE_TEMPLATES } from '../studio/file-templates';
import { TrashRecordSchema } from '../studio/trash-record';
import { SERVICE_TEXTS, type ServiceTextId } from './service-text';
import { TARGET_IDS } from '../install/agents';
import type { CallEnvelope } from './dispatch';
import { ExportInputSchema, ExportResultSchema } from './export-schemas';
import { PackageResultSchema } from './package-schemas';
import { IMPORT_CALLS } from './import-calls';
import { TextSearchInputSchema, TextSearchResultSchema } from './search-schemas';
import { LibrarySkillsSchema, SkillFoundSchema, SkillSummarySchema } from './skill-list-schemas';
import { FOLDER_CALLS } from './folder-calls';
import { ConnectionListSchema, MODEL_CALLS } from './model-calls';
import { TRIGGER_CALLS } from './trigger-calls';
import { HISTORY_CALLS } from './history-calls';
import { REVIEW_CALLS } from './review-calls';
import { EVAL_CALLS } from './evals-calls';
import { SaveResultSchema } from './save-schemas';
import { SAVE_CAUSES } from '../studio/history/version';
import {
  AgentsViewSchema,
  CopyComparisonSchema,
  InstalledCopySchema,
  LockViewSchema,
  ScopeSchema,
  TargetIdSchema,
  TargetOutcomeSchema,
} from './install-schemas';
import type { CallName, EventName } from './names';
import { call, SETTINGS_CALLS, TargetsSchema } from './settings-calls';
import {
  AgentIdSchema,
  AgentSettingsSchema,
  MessageSchema,
  ProfileIdSchema,
  SimulationSchema,
  ValidationResultSchema,
  type Assert,
  type Exact,
} from './schemas';

const path = z.string().min(1).max(4096);
/** A long call's name for its progress and for cancelJob (chosen by the caller). */
const job = z.string().min(1).max(64);
/** A "/"-separated path inside a skill folder ('' for the folder itself, where allowed). */
const rel = z.string().max(4096);

/** A service message by id with its values (see service-text.ts); a value may be a message. */
export const ServiceTextSchema = z.object({
  id: z.enum(Object.keys(SERVICE_TEXTS) as [ServiceTextId, ...ServiceTextId[]]),
  params: z.record(z.string(), z.union([z.string(), z.number(), MessageSchema])),
});

/** A library root the user chose. */
export const LibraryInfoSchema = z.object({
  root: z.string(),
  /** Display name (the folder name). */
  name: z.string(),
  exists: z.boolean(),
  /** The copy of the bundled examples made on first run. */
  bundled: z.boolean(),
  skillCount: z.number().int(),
  /**
   * The list shown is the one remembered from the last run, not yet confirmed against the
   * disk (the walk, or a full check's files, still to come): its verdicts are being checked.
   */
  checking: z.boolean(),
});

/** A skill's list entry as the UI receives it (the scan's SkillSummary, codes as strings). */
export type SkillListEntry = z.infer<typeof SkillSummarySchema>;
/** A library the user chose, as the UI receives it. */
export type LibraryInfo = z.infer<typeof LibraryInfoSchema>;

/** A file of a skill, for the file tree. */
export const FileEntrySchema = z.object({
  /** "/"-separated path below the skill folder. */
  path: z.string(),
  size: z.number(),
  executable: z.boolean(),
  /** A link leading outside the open libraries: listed with where it leads, never read. */
  link: z.object({ target: z.string(), folder: z.boolean() }).optional(),
});

/** A file's text, or why it is not shown as text. */
export const FileContentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    path: z.string(),
    text: z.string(),
    hash: z.string(),
    size: z.number(),
  }),
  z.object({ kind: z.literal('binary'), path: z.string(), hash: z.string(), size: z.number() }),
  z.object({ kind: z.literal('too-large'), path: z.string(), size: z.number() }),
]);

/** A skill opened in the editor. */
export const SkillDetailSchema = z.object({
  dir: z.string(),
  root: z.string(),
  folderName: z.string(),
  skillMd: FileContentSchema.nullable(),
  files: z.array(FileEntrySchema),
  /** Every folder below the skill's ("/"-separated), empty ones included. */
  folders: z.array(z.string()),
  /** The heads of the files the advice rules read (scripts' first line, Markdown's top), by path. */
  heads: z.record(z.string(), z.string()).optional(),
});

/** When an added file's name is taken: keep the old one (refuse or skip), replace it, or keep both as "name (2).ext". */
export const ClashSchema = z.enum(['refuse', 'replace', 'keep-both', 'skip']);

/** What became of one added file. */
export const PlacedSchema = z.object({
  /** The path it was asked for, inside the skill. */
  name: z.string(),
  outcome: z.enum(['added', 'replaced', 'kept-both', 'skipped', 'taken', 'refused']),
  /** Where it is now (absolute): its own name, or the "(2)" one. */
  path: z.string(),
  /** Why it was refused. */
  text: ServiceTextSchema.optional(),
  /** The file it was copied from (files added by path), to add it again with another choice. */
  from: z.string().optional(),
});

/** One thing the studio deleted, as the Trash view lists it. */
export const TrashEntrySchema = TrashRecordSchema.extend({
  /** A record's id, or an old-layout folder's name (`legacy`). */
  id: z.string().min(1).max(255),
  /** It can be put back now (in the studio's trash, or found in the system trash). */
  restorable: z.boolean(),
});

/** New skill templates. */
export const TemplateSchema = z.enum(['blank', 'scripts', 'references', 'excel']);

/** Every call: its input and output schemas. */
export const CALLS = {
  listLibraries: call(z.object({}), z.array(LibraryInfoSchema)),
  addLibrary: call(z.object({ path }), LibraryInfoSchema),
  removeLibrary: call(z.object({ root: path }), z.object({})),
  listSkills: call(
    z.object({
      root: path.optional(),
      /** Only the first skills of each library, in path order (a first screen, before the rest). */
      limit: z.number().int().min(1).optional(),
    }),
    z.array(LibrarySkillsSchema),
  ),
  readSkill: call(z.object({ dir: path }), SkillDetailSchema),
  readFile: call(z.object({ path }), FileContentSchema),
  // `cause`: what the version this save makes says made it (default 'save').
  saveFile: call(
    z.object({
      path,
      text: z.string().max(16 << 20),
      baseHash: z.string().nullable(),
      cause: z.enum(SAVE_CAUSES).optional(),
    }),
    SaveResultSchema,
  ),
  createSkill: call(
    z.object({
      root: path,
      name: z.string().min(1).max(64),
      template: TemplateSchema,
      // What the skill does and when to use it; absent or blank keeps the template's own.
      description: z.string().max(1024).optional(),
      /** The UI's language, which the template's text is written in (default English). */
      language: z.enum(['en', 'zh']).optional(),
    }),
    z.object({ dir: z.string() }),
  ),
  renameSkill: call(
    z.object({ dir: path, newName: z.string().min(1).max(64) }),
    z.object({ dir: z.string() }),
  ),
  renameFile: call(
    z.object({ path, newName: z.string().min(1).max(255) }),
    z.object({ path: z.string() }),
  ),
  duplicateSkill: call(
    z.object({ dir: path, newName: z.string().min(1).max(64) }),
    z.object({ dir: z.string() }),
  ),
  deleteSkill: call(
    z.object({ dir: path }),
    z.object({ where: z.enum(['system-trash', 'studio-trash']), id: z.string() }),
  ),
  createFile: call(
    z.object({ dir: path, path: rel.min(1), template: z.enum(FILE_TEMPLATES).optional() }),
    z.object({ path: z.string(), executable: z.boolean() }),
  ),
  createFolder: call(z.object({ dir: path, path: rel.min(1) }), z.object({ path: z.string() })),
  /** Before adding files: which names are taken, which cannot be used (nothing is written). */
  checkAdd: call(
    z.object({ dir: path, into: rel, names: z.array(rel.min(1)).max(10_000) }),
    z.object({
      taken: z.array(z.string()),
      refused: z.array(z.object({ name: z.string(), text: ServiceTextSchema })),
    }),
  ),
  /** Copies files and folders the user dropped, by their paths (the desktop app only). */
  addFiles: call(
    z.object({
      dir: path,
      into: rel,
      sources: z.array(path).min(1).max(1000),
      clash: ClashSchema,
      /** Names this copy in its addProgress events and for cancelJob. */
      job: job.optional(),
    }),
    z.object({
      placed: z.array(PlacedSchema),
      /** Stopped by cancelJob before every file was copied: `placed` is what was. */
      stopped: z.literal(true).optional(),
    }),
  ),
  moveEntry: call(
    z.object({ dir: path, from: rel.min(1), to: rel.min(1) }),
    z.object({ path: z.string() }),
  ),
  trashEntry: call(
    z.object({ dir: path, path: rel.min(1) }),
    z.object({ where: z.enum(['system-trash', 'studio-trash']), id: z.string() }),
  ),
  listTrash: call(z.object({}), z.array(TrashEntrySchema)),
  restoreTrash: call(
    z.object({
      id: z.string().max(255),
      conflict: z.enum(['refuse', 'replace', 'keep-both']),
      /** The library to restore into, for an entry that does not say (`legacy`). */
      library: path.optional(),
    }),
    z.object({ path: z.string() }),
  ),
  emptyTrash: call(
    z.object({ ids: z.array(z.string().max(255)).max(10_000).optional() }),
    z.object({ removed: z.number() }),
  ),
  setExecutable: call(
    z.object({ dir: path, path: rel.min(1), executable: z.boolean() }),
    z.object({ executable: z.boolean(), supported: z.boolean() }),
  ),
  showInFolder: call(z.object({ path }), z.object({ supported: z.boolean() })),
  validate: call(z.object({ dir: path, profile: ProfileIdSchema }), ValidationResultSchema),
  ...REVIEW_CALLS,
  simulate: call(
    z.object({
      agent: AgentIdSchema,
      roots: z.array(path).optional(),
      skill: z.string().max(1024).optional(),
      args: z
        .string()
        .max(64 * 1024)
        .optional(),
    }),
    SimulationSchema,
  ),
  /**
   * The skills whose text files (SKILL.md bodies, references, scripts) hold the words their
   * name, folder and description lack, each with the line to show (text-search.ts).
   */
  searchText: call(TextSearchInputSchema, TextSearchResultSchema),
  ...SETTINGS_CALLS,
  ...MODEL_CALLS,
  ...TRIGGER_CALLS,
  ...HISTORY_CALLS,
  ...EVAL_CALLS,
  packageSkills: call(
    z.object({
      dirs: z.array(path).min(1).max(10_000),
      format: z.enum(['zip', 'skill']),
      /** Default: claude-ai for .skill, spec for zip (as the CLI). */
      profile: ProfileIdSchema.optional(),
      /**
       * The places the skills will be used: checked for each (the archive refused when any
       * refuses), a .skill for a Claude.ai upload too. Takes the place of `profile`.
       */
      targets: TargetsSchema.optional(),
      force: z.boolean().optional(),
      /** Only plan and check; write nothing. */
      dryRun: z.boolean().optional(),
      /** Where to write: a path the user chose in the save dialog. Without it (the browser), a download. */
      dest: path.optional(),
      /**
       * The download's file name the user typed (a bundle's; default: the folder's name, or
       * skills.zip): held to the rules of a file name, the format's extension added if missing.
       */
      fileName: z.string().max(1024).optional(),
    }),
    PackageResultSchema,
  ),
  exportSkills: call(
    z.object({
      dirs: z.array(path).min(1).max(10_000),
      ...ExportInputSchema,
      /** Write despite errors in the skills (never despite manifest problems). */
      force: z.boolean().optional(),
      /** Only plan and check; write nothing. */
      dryRun: z.boolean().optional(),
      /** The zip the user chose in the save dialog. Without it (the browser), a download. */
      dest: path.optional(),
    }),
    ExportResultSchema,
  ),
  ...IMPORT_CALLS,
  listAgents: call(z.object({}), AgentsViewSchema),
  installSkills: call(
    z.object({
      dirs: z.array(path).min(1).max(10_000),
      agents: z.array(TargetIdSchema).min(1).max(TARGET_IDS.length),
      scope: ScopeSchema,
      /** A library root or a folder the user picked: the project of a project install. */
      project: path.optional(),
      mode: z.enum(['copy', 'link']),
      /** Replace a conflicting folder (it goes to the trash), or refuse and report it. */
      conflict: z.enum(['refuse', 'overwrite']),
      /** Install one skill under another folder name. */
      rename: z.string().min(1).max(64).optional(),
      /** Install even when the check for an agent finds errors. */
      force: z.boolean().optional(),
      /** Names this install in its jobProgress events (targets done) and for cancelJob. */
      job: job.optional(),
    }),
    z.array(TargetOutcomeSchema),
  ),
  listInstalls: call(z.object({}), z.array(InstalledCopySchema)),
  /** What the projects' skills-lock.json files say of the open libraries' skills. */
  listLockedSkills: call(z.object({}), LockViewSchema),
  updateInstalls: call(
    z.object({ targets: z.array(path).min(1).max(10_000) }),
    z.array(TargetOutcomeSchema),
  ),
  /** Puts back the copy the last update replaced (refused once the copy changed since). */
  undoInstallUpdate: call(z.object({ target: path }), z.object({})),
  compareInstall: call(z.object({ target: path }), CopyComparisonSchema),
  pullBack: call(
    z.object({
      target: path,
      /** The files to take back, with the hashes the comparison showed. */
      files: z
        .array(
          z.object({
            path: z.string().min(1).max(4096),
            here: z.string().nullable(),
            there: z.string().nullable(),
          }),
        )
        .min(1)
        .max(10_000),
    }),
    z.object({ written: z.array(z.string()), stale: z.array(z.string()) }),
  ),
  uninstallSkill: call(z.object({ target: path }), z.object({})),
  ...FOLDER_CALLS,
  pickPath: call(
    z.object({
      kind: z.enum(['folder', 'open-archive', 'save-archive']),
      title: z.string().optional(),
      defaultPath: z.string().optional(),
    }),
    z.object({ path: z.string().nullable(), supported: z.boolean() }),
  ),
  /**
   * Stops the call running as `job` at its next step (what it finished stays; each call says
   * what stopping leaves). `cancelled` is false when no such call is running (it ended).
   */
  cancelJob: call(z.object({ job }), z.object({ cancelled: z.boolean() })),
} as const;

/** Every event the service pushes. */
export const EVENTS = {
  librariesChanged: z.array(LibraryInfoSchema),
  skillsChanged: z.object({
    root: z.string(),
    added: z.array(SkillSummarySchema),
    changed: z.array(SkillSummarySchema),
    removed: z.array(z.string()),
    /** This change's number: a list of this version or newer has it already (listSkills). */
    version: z.number().int().positive(),
  }),
  /** Paths created, changed or deleted. A hint: files made inside a brand-new folder may be reported as that folder, so re-list it. */
  filesChanged: z.object({ paths: z.array(z.string()) }),
  saveConflict: z.object({ path: z.string(), diskHash: z.string().nullable() }),
  /** Every installed copy with its sync state, whenever one of them changes. */
  installsChanged: z.array(InstalledCopySchema),
  /** listLockedSkills' answer, whenever a lock file or a recorded skill's folder changes. */
  lockedSkillsChanged: LockViewSchema,
  /** The agent settings in force, whenever a client changed them. */
  agentSettingsChanged: AgentSettingsSchema,
  /** A library's targets as kept, whenever a client chose them (other windows follow). */
  targetsChanged: z.object({ root: z.string(), targets: TargetsSchema }),
  /** Something the user should know that no call answered (a write kept aside, a library read again), by id. */
  notice: ServiceTextSchema.extend({ tone: z.enum(['info', 'warning']) }),
  /** How far an addFiles call with a `job` has copied: files done of total, bytes of all. */
  addProgress: z.object({
    job: z.string(),
    done: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    sent: z.number().nonnegative(),
    bytes: z.number().nonnegative(),
  }),
  /** A menu item or its shortcut, for the UI to act on (desktop app only). */
  menuCommand: z.object({
    command: z.enum([
      'new-skill',
      'add-library',
      'import-archive',
      'package-skill',
      'save',
      'find-skill',
      'toggle-preview',
    ]),
  }),
  /**
   * The service's process was started again after it died (state read before then may be
   * stale: read it again), or could not be and is not tried again (`text` says why). Sent by
   * the host, which keeps the process.
   */
  serviceState: z.object({
    state: z.enum(['restarted', 'failed']),
    text: ServiceTextSchema.optional(),
  }),
  /** A skill's history has a new version, or a version was named or pruned. */
  historyChanged: z.object({ dir: z.string() }),
  /** The model connections (keys as "set" or "not set" only), whenever a client changed them. */
  modelConnectionsChanged: ConnectionListSchema,
  /** How far a call given a `job` is: steps done of all (an import's files written). */
  jobProgress: z.object({
    job: z.string(),
    done: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    /** Of those done, the ones that failed (a trigger run's requests that got no answer). */
    failed: z.number().int().nonnegative().optional(),
    /** US dollars spent so far (an eval run's, by the providers' token counts). */
    cost: z.number().nonnegative().optional(),
    /**
     * The description optimizer's round (0: the current description) of `of`, and whether it
     * runs the round's requests (done of total) or asks the model for the next description.
     */
    round: z
      .object({
        n: z.number().int().nonnegative(),
        of: z.number().int().positive(),
        phase: z.enum(['run', 'improve']),
      })
      .optional(),
  }),
} as const;

export { SimulationSchema } from './schemas';
export { SaveResultSchema } from './save-schemas';
export {
  LibrarySkillsSchema,
  SkillCheckSchema,
  SkillFoundSchema,
  SkillSummarySchema,
} from './skill-list-schemas';
export { CALL_NAMES, channelOf, EVENT_NAMES, type CallName, type EventName } from './names';
/** What a call takes. */
export type CallInput<K extends CallName> = z.infer<(typeof CALLS)[K]['input']>;
/** What a call returns. */
export type CallOutput<K extends CallName> = z.infer<(typeof CALLS)[K]['output']>;
/** What an event carries. */
export type EventPayload<K extends EventName> = z.infer<(typeof EVENTS)[K]>;

/** The studio as the UI sees it: one method per call, and event subscriptions. */
export type StudioApi = { [K in CallName]: (input: CallInput<K>) => Promise<CallOutput<K>> } & {
  on<K extends EventName>(event: K, listener: (payload: EventPayload<K>) => void): () => void;
};

/**
 * What a host hands the page (`window.studio` in Electron, the web bridge's requests): each
 * call resolves with its envelope, so an error's kind survives every boundary. The renderer's
 * bridge turns it into a StudioApi.
 */
export type StudioTransport = {
  [K in CallName]: (input: CallInput<K>) => Promise<CallEnvelope<CallOutput<K>>>;
} & Pick<StudioApi, 'on'>;

/** The service side: one handler per call. */
export type StudioHandlers = { [K in CallName]: (input: CallInput<K>) => Promise<CallOutput<K>> };

// The name lists match the tables, and the summary schema matches the scan's type.
/** Never used at run time: it fails to compile when a schema and its type drift apart. */
export type ContractProofs = [
  Assert<Exact<keyof typeof CALLS, CallName>>,
  Assert<Exact<keyof typeof EVENTS, EventName>>,
  Assert<Exact<Omit<z.infer<typeof SkillSummarySchema>, 'found'>, Omit<SkillSummary, 'found'>>>,
  Assert<Exact<keyof z.infer<typeof SkillFoundSchema>, keyof SkillFound>>,
];
