/**
 * What the studio remembers of each install: which library skill went to which agent folder,
 * by copy or link, and the content hash it had there then. That hash is the "base" of the
 * sync state (sync-state.ts): without it a copy changed in the agent folder could not be told
 * from a library that moved on. Kept in the user-data folder (installs.json).
 */
import { z } from 'zod';
import { TARGET_IDS } from './agents';
import { parseBoundedJson } from '../json/bounded-json';

/** The records file's format version; a file of another version is read as none. */
export const RECORDS_VERSION = 1;

/** One install. */
export const InstallRecordSchema = z.object({
  /** The library skill's folder (real path). */
  source: z.string(),
  /** The installed folder (agent folder + name). */
  target: z.string(),
  agent: z.enum(TARGET_IDS),
  scope: z.enum(['personal', 'project']),
  /** The project folder of a project install (its skills-lock.json records it too). */
  project: z.string().optional(),
  mode: z.enum(['copy', 'link']),
  /** For a link: a symbolic link or a Windows directory junction. */
  linkKind: z.enum(['symlink', 'junction']).optional(),
  /** The copy's content hash when the studio last wrote it (or took it back). */
  hash: z.string(),
  /** Installed under another folder name than the library's (its SKILL.md name set to it). */
  renamed: z.string().optional(),
  /** ISO time of the last install or update. */
  at: z.string(),
});

/** One install. */
export type InstallRecord = z.infer<typeof InstallRecordSchema>;

const RecordsSchema = z.object({
  version: z.literal(RECORDS_VERSION),
  installs: z.array(InstallRecordSchema),
});

/** The records file's content. */
export type InstallRecords = z.infer<typeof RecordsSchema>;

/** No records. */
export function noRecords(): InstallRecords {
  return { version: RECORDS_VERSION, installs: [] };
}

/** The records in `text`, or undefined when it is not a records file of this version. */
export function parseRecords(text: string): InstallRecords | undefined {
  try {
    const parsed = RecordsSchema.safeParse(parseBoundedJson(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The records as stored: sorted by target, so the file changes only where installs did. */
export function serializeRecords(records: InstallRecords): string {
  const installs = [...records.installs].sort((a, b) =>
    a.target < b.target ? -1 : a.target > b.target ? 1 : 0,
  );
  return `${JSON.stringify({ version: RECORDS_VERSION, installs }, null, 2)}\n`;
}

/** `records` with `record` in place of any other for its target. */
export function putRecord(records: InstallRecords, record: InstallRecord): InstallRecords {
  return {
    ...records,
    installs: [...records.installs.filter((r) => r.target !== record.target), record],
  };
}

/** `records` without the one for `target`. */
export function dropRecord(records: InstallRecords, target: string): InstallRecords {
  return { ...records, installs: records.installs.filter((r) => r.target !== target) };
}
