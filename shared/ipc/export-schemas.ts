/**
 * The contract's shapes for exporting skills as a plugin (shared/ipc/contract.ts uses them in
 * exportSkills): what the manifests say, where every file goes, what the format's readers make
 * of each skill, and what kept the export from being written.
 */
import { z } from 'zod';
import { EXPORT_FORMATS } from '../export/formats';
import { DiagnosticSchema, MessageSchema } from './schemas';
import { WrittenArchiveSchema } from './package-schemas';

/** A plugin format. */
export const ExportFormatSchema = z.enum(EXPORT_FORMATS);

/** What an export request says about the plugin. */
export const ExportInputSchema = {
  format: ExportFormatSchema,
  /** The plugin's name (default: the skill's folder name, for one skill). */
  name: z.string().max(1024).optional(),
  version: z.string().max(1024).optional(),
  description: z
    .string()
    .max(16 * 1024)
    .optional(),
  author: z.string().max(1024).optional(),
  /** The marketplace's name (marketplace only). */
  marketplace: z.string().max(1024).optional(),
  /** The marketplace owner's name (marketplace only; default: the author). */
  owner: z.string().max(1024).optional(),
};

/** What went into (or would go into) an export, and what kept it from being written. */
export const ExportResultSchema = z.object({
  /** The zip, when it was written. */
  written: WrittenArchiveSchema,
  /** The plugin's name as used. */
  name: z.string(),
  manifests: z.array(z.object({ path: z.string(), text: z.string() })),
  /** Every file of the export, in order. */
  paths: z.array(z.string()),
  skills: z.array(
    z.object({
      dir: z.string(),
      folder: z.string(),
      reader: z.string(),
      diagnostics: z.array(DiagnosticSchema),
      skipped: MessageSchema.optional(),
      notes: z.array(MessageSchema),
      ok: z.boolean(),
      files: z.number(),
      leftOut: z.array(z.object({ path: z.string(), reason: MessageSchema })),
    }),
  ),
  /** Problems that refuse the export even when forced. */
  problems: z.array(MessageSchema),
  notes: z.array(MessageSchema),
  /** Errors in the skills: the export is refused unless forced. */
  errors: z.number(),
});
