/**
 * The text search call's schemas: the words to find in skills' text files, and each skill
 * found only through its files with the line to show under it (shared/studio/text-search.ts).
 */
import { z } from 'zod';
import { SEARCH_LIMIT } from '../studio/text-search';

/** What to search. */
export const TextSearchInputSchema = z.object({
  query: z.string().max(1024),
  limit: z.number().int().min(1).max(SEARCH_LIMIT).optional(),
  /**
   * Who asks (a page's own id): a search from the same asker stops the one of theirs still
   * running, which answers at once with no hits and `superseded`. Without it, nothing is stopped.
   */
  asker: z.string().min(1).max(100).optional(),
});

/** A skill whose files hold the words its name and description lack, and the line to show. */
export const TextHitSchema = z.object({
  dir: z.string(),
  /** "/"-separated path of the file below the skill folder. */
  file: z.string(),
  line: z.number().int().positive(),
  text: z.string(),
  start: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
});

/** The answer: the hits in the libraries' order, and whether the limit cut them short. */
export const TextSearchResultSchema = z.object({
  query: z.string(),
  hits: z.array(TextHitSchema),
  truncated: z.boolean(),
  /** A later search of the same asker came first: this one stopped and its hits are not the answer. */
  superseded: z.literal(true).optional(),
});
