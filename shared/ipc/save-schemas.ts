/** What saveFile answers, kept beside contract.ts (which re-exports it). */
import { z } from 'zod';

/** What a save did: written, or refused because the file changed on disk since it was read. */
export const SaveResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), hash: z.string() }),
  z.object({
    ok: z.literal(false),
    conflict: z.object({
      diskText: z.string().nullable(),
      diskHash: z.string().nullable(),
      /** Another program wrote to the file while this save replaced it: its version is on disk again. */
      whileSaving: z.literal(true).optional(),
      /** Where that program's text was kept, when it could not be put back in place. */
      recoveredTo: z.string().optional(),
    }),
  }),
]);
