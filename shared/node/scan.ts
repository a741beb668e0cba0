/**
 * The level-1 library scan: name, description, verdict and resource counts of every skill
 * under a root, from the frontmatter alone. Bodies and resource files are never read;
 * resources are only counted from their folder listings.
 */
import { join } from 'node:path';
import { parseSkillFile, validateSkill } from '../skill/index';
import type { Diagnostic, ParsedSkillFile, ProfileId } from '../skill/index';
import { RESOURCE_DIRS, verdictOf, type SkillSummary } from '../skill/summary';
import { discoverSkills, type DiscoveredSkill, type SkippedFolder } from './discover';
import { readFrontmatterHead, type FileStamp } from './read-head';
import { describeFsError } from './skill-folder';

/** The outcome of scanning one root. */
export interface LibraryScan {
  root: string;
  skills: SkillSummary[];
  skipped: SkippedFolder[];
  /** What the scan read from disk: proof that it stays at level 1. */
  stats: { skillMdBytesRead: number; filesOpened: number };
}

/** A skill's frontmatter as read from disk, or why it could not be read. */
export interface SkillHead {
  parsed?: ParsedSkillFile;
  /** SKILL.md's identity on disk as it was read. */
  stamp?: FileStamp;
  error?: string;
}

/** Scans every skill under `root` at level 1. */
export function scanLibrary(root: string, profile: ProfileId = 'spec'): LibraryScan {
  const found = discoverSkills(root);
  const stats = { skillMdBytesRead: 0, filesOpened: 0 };
  const heads = found.skills.map((skill) => readSkillHead(skill, stats));
  // Duplicate names need every name first; then each skill is validated once with that fact.
  const names = namesByRel(found.skills, heads);
  const skills = found.skills.map((skill, i) =>
    summarizeSkill(found.root, skill, heads[i] ?? { error: 'not read' }, profile, names),
  );
  return { root: found.root, skills, skipped: found.skipped, stats };
}

/** Reads a skill's frontmatter only (the level-1 read). */
export function readSkillHead(skill: DiscoveredSkill, stats?: LibraryScan['stats']): SkillHead {
  try {
    const head = readFrontmatterHead(join(skill.dir, skill.skillMdName));
    if (stats) {
      stats.filesOpened++;
      stats.skillMdBytesRead += head.bytesRead;
    }
    // A list needs the findings, not their fixes (the editor works those out when opened).
    return {
      parsed: parseSkillFile(head.bytes, { complete: head.whole, fixes: false }),
      stamp: head.stamp,
    };
  } catch (error) {
    return { error: describeFsError(error) };
  }
}

/** The frontmatter name of each skill mapped to the relative paths declaring it. */
export function namesByRel(
  skills: readonly DiscoveredSkill[],
  heads: readonly SkillHead[],
): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  heads.forEach((h, i) => {
    const name = h.parsed?.data?.name;
    const rel = skills[i]?.rel;
    if (typeof name === 'string' && rel !== undefined)
      byName.set(name, [...(byName.get(name) ?? []), rel]);
  });
  return byName;
}

/** A skill's list entry: its head validated with what the library knows (duplicates, nesting). */
export function summarizeSkill(
  root: string,
  skill: DiscoveredSkill,
  head: SkillHead,
  profile: ProfileId,
  names: ReadonlyMap<string, readonly string[]>,
): SkillSummary {
  const folderName =
    skill.rel === '' ? basenameOf(root) : (skill.rel.split('/').pop() ?? skill.rel);
  const entry = {
    dir: skill.dir,
    rel: skill.rel,
    folderName,
    skillMdName: skill.skillMdName,
    resources: countResources(skill),
    ...(skill.parent !== undefined && { parent: skill.parent }),
  };
  if (!head.parsed) return { ...entry, ...summarize([unreadable(skill, head.error ?? '')]) };
  const data = head.parsed.data;
  const name = typeof data?.name === 'string' ? data.name : undefined;
  const sameNameAs =
    name === undefined ? [] : (names.get(name) ?? []).filter((r) => r !== skill.rel);
  const context = {
    skillMdName: skill.skillMdName,
    sameNameAs,
    ...(skill.parent !== undefined && { parentSkill: skill.parent }),
  };
  // A list entry keeps codes and counts only: the fixes are not worked out here.
  const { diagnostics } = validateSkill(head.parsed, folderName, profile, context, false);
  return {
    ...entry,
    ...(name !== undefined && { name }),
    ...(typeof data?.description === 'string' && { description: data.description }),
    ...summarize(diagnostics),
  };
}

function unreadable(skill: DiscoveredSkill, reason: string): Diagnostic {
  return {
    code: 'skill-md-unreadable',
    severity: 'error',
    message: `${skill.skillMdName} cannot be read: ${reason}.`,
    range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
  };
}

function summarize(
  diagnostics: Diagnostic[],
): Pick<SkillSummary, 'verdict' | 'errors' | 'warnings' | 'codes'> {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const codes = [...new Set([...diagnostics].sort((a, b) => rank(a) - rank(b)).map((d) => d.code))];
  return {
    verdict: verdictOf(diagnostics),
    errors,
    warnings,
    codes,
  };
}

function rank(d: Diagnostic): number {
  return d.severity === 'error' ? 0 : d.severity === 'warning' ? 1 : 2;
}

/** The resource folders' entry counts, from what discovery counted while walking. */
export function countResources(skill: DiscoveredSkill): SkillSummary['resources'] {
  const counts = { scripts: 0, references: 0, assets: 0, examples: 0 };
  for (const name of RESOURCE_DIRS) counts[name] = skill.subdirEntries[name] ?? 0;
  return counts;
}

function basenameOf(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? path;
}
