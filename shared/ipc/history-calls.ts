/**
 * The contract's calls for a skill's history: the versions the service keeps in the user-data
 * folder (never in the skill's folder), a version's files, a restore that is an ordinary
 * conditional change making a new version, names that keep a version from pruning, the limits
 * and the space used, and the commits of a skill in a git repository. Spread into CALLS in
 * contract.ts; historyChanged is in EVENTS there.
 */
import { z } from 'zod';
import { CHANGE_KINDS } from '../studio/history/version';
import { call } from './settings-calls';
import { ownRecordSchema } from '../json/own-record';

const path = z.string().min(1).max(4096);
const rel = z.string().min(1).max(4096);
const id = z.string().min(1).max(64);
const count = z.number().int().nonnegative();
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** How one file differs from the version before (shared/studio/history/version.ts). */
export const FileChangeSchema = z.object({
  path: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  lines: z.object({ added: count, removed: count }).optional(),
});

/** A version as the History panel lists it. */
export const VersionSummarySchema = z.object({
  id,
  at: z.number(),
  kind: z.enum(CHANGE_KINDS),
  name: z.string().optional(),
  /** For a rename or a move: the folder before it. */
  from: z.string().optional(),
  /** What changed since the version before (for listHistory with a file: that file's change only). */
  changes: z.array(FileChangeSchema),
  /** How many files the skill had. */
  files: count,
});

/** One file of a version. */
export const VersionFileSchema = z.object({
  path: z.string(),
  hash: sha256,
  size: count,
  executable: z.boolean(),
  /** Binary files over the limit are kept by hash and size only: they cannot be restored. */
  kept: z.enum(['whole', 'hash-only']),
});

/** Part of the store that no longer matches its hashes (damaged by hand or cut short). */
export const HistoryDamageSchema = z.object({
  /** Versions whose record could not be read: gone from the list. */
  records: count,
  /** Versions listed whose files are not all intact: those files cannot be restored. */
  versions: z.array(id),
});

/** A file of a version, as readFile gives the disk's (plus what only history can say). */
export const VersionContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), path: z.string(), text: z.string(), hash: sha256 }),
  z.object({ kind: z.literal('binary'), path: z.string(), hash: sha256, size: count }),
  z.object({ kind: z.literal('too-large'), path: z.string(), hash: sha256, size: count }),
  /** Kept by hash and size only (over the binary limit). */
  z.object({ kind: z.literal('hash-only'), path: z.string(), hash: sha256, size: count }),
  /** Its bytes in the store do not match the hash: damaged. */
  z.object({ kind: z.literal('damaged'), path: z.string(), hash: sha256 }),
  /** The version has no such file. */
  z.object({ kind: z.literal('absent'), path: z.string() }),
]);

/** The history's limits (Settings), with the space the store takes now. */
export const HistorySettingsSchema = z.object({
  /** Oldest unnamed versions are pruned past this (default 500 MB). */
  maxMb: z.number().int().min(10).max(1_000_000),
  /** Unnamed versions older than this are pruned (default 90 days; 0: never by age). */
  maxAgeDays: z.number().int().min(0).max(36_500),
  /** Binary files over this are kept by hash and size only (default 20 MB). */
  binaryMaxMb: z.number().int().min(0).max(10_000),
});

/** A commit that touched the skill's folder (or the file asked for). */
export const GitCommitSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{40,64}$/),
  at: z.number(),
  author: z.string(),
  subject: z.string(),
  /** Paths below the skill's folder the commit changed. */
  files: z.array(z.string()),
});

/** The history calls. */
export const HISTORY_CALLS = {
  /** A skill's versions, newest first; with `file`, only the versions that changed it. */
  listHistory: call(
    z.object({ dir: path, file: rel.optional() }),
    z.object({
      versions: z.array(VersionSummarySchema),
      damage: HistoryDamageSchema.nullable(),
      /**
       * Histories of skills of the same name whose folders are gone (moved outside the studio):
       * linkHistory takes one in.
       */
      unlinked: z.array(z.object({ dir: z.string(), versions: count, last: z.number() })),
    }),
  ),
  /** Every file of a version (to compare a whole skill file by file). */
  versionFiles: call(
    z.object({ dir: path, version: id }),
    z.object({ files: z.array(VersionFileSchema) }),
  ),
  readVersion: call(z.object({ dir: path, version: id, file: rel }), VersionContentSchema),
  /**
   * Puts a file, or the whole skill, back as a version had it: written only when the disk
   * still has what the page showed (`expect`: each path's hash, null for no file; the whole
   * skill's files without `file`), the files the version lacks moved to the trash. A new
   * version, kind 'restore'; nothing in the history is rewritten.
   */
  restoreVersion: call(
    z.object({
      dir: path,
      version: id,
      file: rel.optional(),
      expect: ownRecordSchema(sha256.nullable()),
    }),
    z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), version: id, written: z.array(z.string()) }),
      /** The disk changed since it was shown: nothing written. */
      z.object({ ok: z.literal(false), changed: z.array(z.string()) }),
    ]),
  ),
  /**
   * Names a version (null: unnames it). With `bump`, the skill's metadata.version becomes it
   * and, with `changelog`, CHANGELOG.md gets a dated line: both a save, so a new version, named.
   */
  nameVersion: call(
    z.object({
      dir: path,
      version: id,
      name: z.string().trim().min(1).max(200).nullable(),
      bump: z.string().trim().min(1).max(64).optional(),
      changelog: z.string().trim().min(1).max(2000).optional(),
    }),
    z.object({ version: id }),
  ),
  /** Takes the history of a skill moved outside the studio (from listHistory's `unlinked`). */
  linkHistory: call(z.object({ dir: path, from: path }), z.object({ versions: count })),
  readHistorySettings: call(
    z.object({}),
    HistorySettingsSchema.extend({ usedBytes: count, versions: count }),
  ),
  setHistorySettings: call(
    HistorySettingsSchema.partial(),
    HistorySettingsSchema.extend({ usedBytes: count, versions: count }),
  ),
  /**
   * The commits of the skill's folder (or `file`), newest first, when it sits in a git
   * repository and git is installed; `state` says which is missing otherwise.
   */
  gitHistory: call(
    z.object({
      dir: path,
      file: rel.optional(),
      limit: z.number().int().min(1).max(1000).optional(),
    }),
    z.object({
      state: z.enum(['ok', 'no-git', 'not-a-repo']),
      commits: z.array(GitCommitSchema),
      /** The skill's files git sees changed and not committed. */
      uncommitted: z.array(z.string()),
    }),
  ),
  readGitVersion: call(
    z.object({ dir: path, commit: z.string().regex(/^[0-9a-f]{40,64}$/), file: rel }),
    VersionContentSchema,
  ),
  /** Commits the skill's changed files (only those) with the user's message. */
  commitSkill: call(
    z.object({ dir: path, message: z.string().trim().min(1).max(10_000) }),
    z.object({ commit: z.string() }),
  ),
};
