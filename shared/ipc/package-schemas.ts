/**
 * The contract's schemas for packaging and import results (shared/ipc/contract.ts uses them in
 * packageSkills, scanImport and importArchive), and the folder browser's listing (browseFolders).
 */
import { z } from 'zod';
import { DiagnosticSchema, MessageSchema, ProfileIdSchema } from './schemas';
import { ReviewFindingSchema } from './review-calls';

/** An archive the service wrote (a package or an export), or null when it wrote none. */
export const WrittenArchiveSchema = z
  .object({
    path: z.string(),
    bytes: z.number(),
    sha256: z.string(),
    /** The file name to offer when the browser downloads it. */
    fileName: z.string(),
    /** The browser host can hand this file to the browser as a download. */
    downloadable: z.boolean(),
  })
  .nullable();

/** What went into (or would go into) an archive, and what kept it from being written. */
export const PackageResultSchema = z.object({
  /** The archive, when it was written. */
  written: WrittenArchiveSchema,
  skills: z.array(
    z.object({
      dir: z.string(),
      /** Its top-level folder in the archive. */
      folder: z.string(),
      name: z.string().optional(),
      files: z.array(z.object({ path: z.string(), size: z.number(), store: z.boolean() })),
      leftOut: z.array(z.object({ path: z.string(), reason: MessageSchema })),
      diagnostics: z.array(DiagnosticSchema),
      /** Each target's own findings, when the check was for targets (in their order). */
      targets: z
        .array(z.object({ target: ProfileIdSchema, diagnostics: z.array(DiagnosticSchema) }))
        .optional(),
      bytes: z.number(),
    }),
  ),
  checks: z.array(
    z.object({
      severity: z.enum(['error', 'warning']),
      folder: z.string().optional(),
      message: MessageSchema,
    }),
  ),
  /** Problems that refuse the archive even when forced. */
  problems: z.array(MessageSchema),
  /** Errors from validation and upload checks: the archive is refused unless forced. */
  errors: z.number(),
});

/** What an import did, or why it refused the archive (then nothing was written). */
export const ImportResultSchema = z.object({
  imported: z.boolean(),
  layout: z.enum(['single', 'bundle', 'root']).optional(),
  skills: z.array(
    z.object({
      folder: z.string(),
      dir: z.string(),
      from: z.string(),
      files: z.number(),
      bytes: z.number(),
      overwrote: z.boolean(),
      renamedFrom: z.string().optional(),
      notes: z.array(MessageSchema),
    }),
  ),
  skipped: z.array(z.object({ path: z.string(), reason: MessageSchema })),
  problems: z.array(MessageSchema),
  /** Skill folders put back first: an interrupted earlier import had moved them aside. */
  recovered: z.array(z.string()),
  /** Skill folders that already exist in the library: choose overwrite or rename to go on. */
  clashes: z.array(z.string()),
});

/** What an archive or folder holds, before an import: the skills found, or why none can be imported. */
export const ImportScanSchema = z.object({
  /** Undefined when the source was refused as a whole (see problems). */
  kind: z.enum(['archive', 'folder']).optional(),
  skills: z.array(
    z.object({
      /** Its folder in the archive or folder ("" for a SKILL.md at the top): what importArchive's skills name. */
      from: z.string(),
      /** The folder it would get in the library. */
      folder: z.string(),
      name: z.string().optional(),
      description: z.string().optional(),
      files: z.number(),
      bytes: z.number(),
      /** Why it cannot be imported (the others still can). */
      problems: z.array(MessageSchema),
      /** Skill folders inside it, which come along as its files. */
      nested: z.array(z.string()),
      /** Its security review's findings (issue 39), worst first. */
      findings: z.array(ReviewFindingSchema).optional(),
    }),
  ),
  skipped: z.array(z.object({ path: z.string(), reason: MessageSchema })),
  /** Why nothing in it can be imported. */
  problems: z.array(MessageSchema),
});

/** One folder's subfolders, as the folder browser shows them. */
export const FolderListingSchema = z.object({
  /** The folder listed (absolute, "~" expanded). */
  path: z.string(),
  home: z.string(),
  /** Its parent, or null at the top of the disk. */
  parent: z.string().nullable(),
  folders: z.array(z.object({ name: z.string(), path: z.string(), skill: z.boolean() })),
  /** How many more folders there are than listed. */
  more: z.number().int(),
  /** The folder is itself a skill (it holds SKILL.md): a library is the folder above. */
  skill: z.boolean(),
});
