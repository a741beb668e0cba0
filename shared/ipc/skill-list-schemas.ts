/**
 * The schemas of a library's skill list (listSkills' answer, the skillsChanged event's
 * entries), and the list's wire form: how listSkills' answer travels (skill-list-wire.ts
 * encodes and decodes it). A 10,000-skill list is 7.8 MB of JSON as it is, 3.45 MB of it the
 * four profiles' checks of each skill, yet a library holds only some dozens of distinct check
 * records and resource counts: the wire form sends each of those once, in a table, with an
 * index per skill, and leaves out each skill's folder and folder name where its path gives
 * them (2.3 MB on the bench corpus).
 */
import { z } from 'zod';
import { MessageSchema } from './schemas';

/** A skill's findings under one profile, as counts. */
export const SkillCheckSchema = z.object({
  verdict: z.enum(['valid', 'warnings', 'errors']),
  errors: z.number().int(),
  warnings: z.number().int(),
  codes: z.array(z.string()),
});

const ChecksSchema = z.object({
  spec: SkillCheckSchema,
  'claude-ai': SkillCheckSchema,
  'claude-code': SkillCheckSchema,
  'hello-agents': SkillCheckSchema,
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
  checks: ChecksSchema,
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
});

const index = z.number().int().nonnegative();

/** A skill of a library list as it travels: what it shares with others by index in its list's tables. */
export const WireSkillSchema = z.object({
  rel: z.string(),
  /** Absent when it is the root and the path joined (skill-list-wire.ts's folderOf). */
  dir: z.string().optional(),
  /** Absent when it is the path's last part. */
  folderName: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  /** Its entry in the list's `shared` table. */
  shared: index,
  /** Its entry in the list's `resources` table. */
  resources: index,
  parent: z.string().optional(),
  link: LinkSchema.optional(),
});

/** A library's skills as they travel (listSkills' wire form, one per library). */
export const WireLibrarySkillsSchema = z.object({
  root: z.string(),
  /** What skills share: their checks under every profile, their depth and their SKILL.md's name. */
  shared: z.array(z.object({ checks: ChecksSchema, depth: DepthSchema, skillMdName: z.string() })),
  /** The distinct resource counts. */
  resources: z.array(ResourcesSchema),
  skills: z.array(WireSkillSchema),
  skipped: SkippedSchema,
  total: z.number().int().nonnegative().optional(),
});
