/**
 * What the benchmark library's generator knows of a skill repository (corpus-repos.ts lists the
 * sixteen it imitates): where its skills sit, what else it holds, and how its skills are written.
 */

/**
 * The ways a SKILL.md is written; a repository's traits give the share of its skills written
 * each way. The description is plain when none of its forms is drawn. `unknown` is the share of
 * skills with fields outside the specification's, and the six traits after it are shares of
 * those skills.
 */
export const TRAITS = [
  ...['descDouble', 'descSingle', 'descLiteral', 'descFolded', 'descNone'],
  ...['nameDouble', 'nameMismatch', 'nameTitle', 'nameShared', 'noTrigger', 'license'],
  ...['unknown', 'version', 'author', 'requiresMcp', 'otherScalar', 'tagsFlow', 'triggersBlock'],
  ...['toolsCommas', 'toolsCommasQuoted', 'toolsSpaces', 'toolsList'],
  ...['metaBlock', 'metaBlockNested', 'metaFlowNested'],
  ...['noFrontmatter', 'yamlError', 'crlf', 'fmBlank', 'nested'],
] as const;

/** One of TRAITS. */
export type Trait = (typeof TRAITS)[number];

/** One repository's shape. */
export interface RepoShape {
  /** Skills found in the real repository (the generated one gets its share of the count). */
  skills: number;
  /** Where its skills sit: a folder path ("*" a group folder of several skills) and its share. */
  layout: readonly (readonly [string, number])[];
  /** Skills in one group folder ("*"), on average. */
  group: number;
  /**
   * Folders and files outside its skills, per skill (docs, tools, sites, plugin manifests),
   * besides the folders that hold skills: set so that the generated repository has about the
   * real one's folders and files in all.
   */
  outsideDirs: number;
  outsideFiles: number;
  /** Folders below the search's depth limit, per skill (backups of whole skill trees). */
  deep: number;
  /**
   * The share of its skills that are a folder holding only a link to another skill's SKILL.md
   * in the repository (an agent's mirror of them).
   */
  linked: number;
  /** SKILL.md's median size in bytes (log-normal, sigma 0.85 for all). */
  bytes: number;
  /** Files in a skill folder, SKILL.md included: the median, and the log-normal's sigma. */
  files: number;
  filesSigma: number;
  traits: Partial<Record<Trait, number>>;
}
