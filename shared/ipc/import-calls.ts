/**
 * The contract's calls for importing: what an archive or a folder holds, and importing its
 * skills (all, or the ones chosen) into a library. Kept beside contract.ts, which spreads them
 * into CALLS.
 */
import { z } from 'zod';
import { ImportResultSchema, ImportScanSchema } from './package-schemas';
import { call } from './settings-calls';

const path = z.string().min(1).max(4096);
const job = z.string().min(1).max(64);

/** The import calls. */
export const IMPORT_CALLS = {
  /** The skills an archive or a folder holds (any depth up to six folders), before importing. */
  scanImport: call(
    z.object({
      /** An archive chosen or uploaded as for importArchive, or a folder the user chose. */
      path,
    }),
    ImportScanSchema,
  ),
  importArchive: call(
    z.object({
      /** An archive the user chose in the open dialog or uploaded to the browser host, or a folder the user chose. */
      path,
      /** The library to import into. */
      root: path,
      conflict: z.enum(['refuse', 'overwrite', 'rename']),
      /** The skills to import, by their `from` in scanImport's answer; all found when absent. */
      skills: z.array(z.string().max(4096)).max(10_000).optional(),
      /** Names this import in its jobProgress events (files written) and for cancelJob. */
      job: job.optional(),
    }),
    ImportResultSchema,
  ),
} as const;
