/**
 * What the studio remembers of each thing it deleted, so the Trash view can say what it was,
 * where it came from and when, and put it back. One JSON record per deletion, beside the
 * deleted item in the studio's trash folder, or alone when the item went to the system trash
 * (then with where the system trash keeps it, when the desktop app found it there, to restore
 * it from there; otherwise the record only tells where it went).
 */
import { z } from 'zod';
import { parseBoundedJson } from '../json/bounded-json';

/** The record's format version; a record of another version is listed as unreadable, never guessed at. */
export const TRASH_RECORD_VERSION = 1;

/** Where an item lies in a system trash, so it can be put back. */
export const SystemTrashedSchema = z.object({
  /**
   * Which trash: the freedesktop.org trash (Linux; records from before this field have none),
   * the macOS Trash, or the Windows Recycle Bin.
   */
  format: z.enum(['freedesktop', 'macos', 'windows']).optional(),
  /** The trash folder (freedesktop: holding files/ and info/; macOS: the Trash; Windows: the bin's SID folder). */
  trash: z.string(),
  /** Its name there (freedesktop: in files/; Windows: the `$R` name). */
  name: z.string(),
  /** The absolute path it was trashed from. */
  path: z.string(),
  /**
   * The trash entry's device, inode, type and birth time when it was found, so an entry replaced
   * since (by a link, or by another item of that name) is not taken for it.
   */
  identity: z.string().optional(),
});

/** Where an item lies in a system trash. */
export type SystemTrashed = z.infer<typeof SystemTrashedSchema>;

/** One deletion. */
export const TrashRecordSchema = z.object({
  version: z.literal(TRASH_RECORD_VERSION),
  /** Also the name of its folder in the studio's trash. */
  id: z.string().regex(/^[0-9a-z-]{1,80}$/),
  kind: z.enum(['skill', 'file', 'folder']),
  /** The library it was in (as the user chose it). */
  library: z.string(),
  /** Where it was, "/"-separated below the library. */
  rel: z.string(),
  /** ISO time of the deletion. */
  deletedAt: z.string(),
  where: z.enum(['studio-trash', 'system-trash']),
  /** Files it held (1 for a file) and their bytes, for the list. */
  files: z.number().int().nonnegative(),
  bytes: z.number().nonnegative(),
  /** Where the system trash keeps it, when the studio found it there. */
  system: SystemTrashedSchema.optional(),
  /**
   * Deleted by a studio from before records (a bare `<time>-<name>` folder): the library it
   * came from is not known, so `library` is "" and restoring asks for one.
   */
  legacy: z.literal(true).optional(),
});

/** One deletion, as recorded. */
export type TrashRecord = z.infer<typeof TrashRecordSchema>;

/** The record as stored. */
export function serializeTrashRecord(record: TrashRecord): string {
  return `${JSON.stringify(TrashRecordSchema.parse(record), null, 2)}\n`;
}

/** The record in `text`, or undefined when it is not one (damaged, or from another version). */
export function parseTrashRecord(text: string): TrashRecord | undefined {
  try {
    const parsed = TrashRecordSchema.safeParse(parseBoundedJson(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new record's id: the time (so folders sort by it) and a random tail (two deletions in one
 * millisecond). `random`: lower-case letters and digits.
 */
export function trashId(at: Date, random: string): string {
  return `${at.toISOString().replace(/[:.]/g, '-').toLowerCase()}-${random}`;
}

// How studios before the record format named a deleted skill's folder in the trash:
// `${new Date().toISOString().replace(/[:.]/g, '-')}-${basename(dir)}` (skill-ops.ts's
// moveToTrash, removed in ed4b752).
const LEGACY_NAME = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z-(.+)$/;

/**
 * A folder of the old trash layout read as a record (a skill, its library unknown), or
 * undefined when `name` is not one. `files` and `bytes` are the caller's to fill in.
 */
export function legacyTrashRecord(name: string): TrashRecord | undefined {
  const m = LEGACY_NAME.exec(name);
  if (!m || name.length > 255 || /[\\/]/.test(name) || m[5] === '.' || m[5] === '..')
    return undefined;
  const deletedAt = `${m[1] ?? ''}:${m[2] ?? ''}:${m[3] ?? ''}.${m[4] ?? ''}Z`;
  if (Number.isNaN(Date.parse(deletedAt))) return undefined;
  return {
    version: TRASH_RECORD_VERSION,
    id: name,
    kind: 'skill',
    library: '',
    rel: m[5] ?? '',
    deletedAt,
    where: 'studio-trash',
    files: 0,
    bytes: 0,
    legacy: true,
  };
}
