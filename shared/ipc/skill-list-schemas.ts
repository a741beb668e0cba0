/**
 * The schemas of a library's skill list: listSkills' answer and the skillsChanged event's
 * entries. A skill carries what its check found once (grade.ts grades it for each profile).
 */
import { z } from 'zod';
import { MessageSchema } from './schemas';

/** A skill's findings under one profile, as counts (gradeFound's answer). */
export const SkillCheckSchema = z.object({
  verdict: z.enum(['valid', 'warnings', 'errors']),
  errors: z.number().int(),
  warnings: z.number().int(),
  codes: z.array(z.string()),
});

/** What a skill's check found, for every profile. */
export const SkillFoundSchema = z.object({
  codes: z.array(z.string()),
  unknownKeys: z.array(z.string()).optional(),
});

const DepthSchema = z.enum(['frontmatter', 'full']);

const ResourcesSchema = z.object({
  scripts: z.number(),
  references: z.number(),
  assets: z.number(),
  examples: z.number(),
});

const LinkSchema = z.object({ target: z.string(), folder: z.string() });

/** One skill in a library list. */
export const SkillSummarySchema = z.object({
  dir: z.string(),
  rel: z.string(),
  folderName: z.string(),
  skillMdName: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  found: SkillFoundSchema,
  depth: DepthSchema,
  resources: ResourcesSchema,
  parent: z.string().optional(),
  link: LinkSchema.optional(),
});

const SkippedSchema = z.array(z.object({ rel: z.string(), reason: MessageSchema }));

/** A library's skills, with its root, for the list. */
export const LibrarySkillsSchema = z.object({
  root: z.string(),
  skills: z.array(SkillSummarySchema),
  skipped: SkippedSchema,
  /** How many skills the library lists in all, when `limit` cut `skills` short (the first ones). */
  total: z.number().int().nonnegative().optional(),
  /**
   * The list as of this change (the service counts its skillsChanged events): a change
   * event of this version or older is in it already.
   */
  version: z.number().int().nonnegative(),
});
