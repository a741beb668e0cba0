/**
 * The library scan: name, description, verdicts and resource counts of every skill under a
 * root. At level 1 (a library's first list) from the frontmatter alone: bodies and resource
 * files are never read, resources only counted from their folder listings. A full scan reads
 * each skill as the editor does (the whole SKILL.md and the file list), so its verdicts are
 * the editor's.
 */
import { join } from 'node:path';
import { parseSkillFile } from '../skill/index';
import type { Diagnostic, ParsedSkillFile, SkillContext } from '../skill/index';
import { foundIn, foundOf } from '../skill/grade';
import { twinsByKey } from '../skill/description-twins';
import { RESOURCE_DIRS, type SkillSummary } from '../skill/summary';
import { skillMessage } from '../skill/messages';
import type { MessageParam } from '../i18n/message';
import { discoverSkills, type DiscoveredSkill, type SkippedFolder } from './discover';
import { closeSync, readFileSync } from 'node:fs';
import {
  HEAD_CAP,
  HEAD_CHUNK,
  readFrontmatterHead,
  stampOfStats,
  type FileStamp,
} from './read-head';
import { ownString } from './own-string';
import { openRegularFileSync } from './regular-file';
import { MAX_TEXT_BYTES } from './service/files/file-content';
import { fsErrorReason, outsideReason } from './skill-folder';
import { listSkillFiles, type SkillFileEntry } from './skill-files';
import { readHeads } from './skill-heads';

/** The outcome of scanning one root. */
export interface LibraryScan {
  root: string;
  skills: SkillSummary[];
  skipped: SkippedFolder[];
  /** What the scan read from disk: proof that a frontmatter scan stays at level 1. */
  stats: { skillMdBytesRead: number; filesOpened: number };
}

/** A skill's SKILL.md as read from disk (and its files, for a full check), or why it could not be read. */
export interface SkillHead {
  parsed?: ParsedSkillFile;
  /** SKILL.md's identity on disk as it was read. */
  stamp?: FileStamp;
  /** Why SKILL.md could not be read. */
  error?: MessageParam;
  /** Every file of the skill: present when the skill was read for a full check. */
  files?: SkillFileEntry[];
  /** The heads of the files the advice rules read (skill-heads.ts), with `files`. */
  texts?: Record<string, string>;
}

/** How much of each skill a scan reads. */
export interface ScanOptions {
  /**
   * `frontmatter` (default): only the head of each SKILL.md (level 1), as a library's first
   * list; `full`: the whole SKILL.md and the skill's files, as the editor checks a skill.
   */
  depth?: SkillSummary['depth'];
}

/** Scans every skill under `root`. */
export function scanLibrary(root: string, options: ScanOptions = {}): LibraryScan {
  const found = discoverSkills(root);
  const stats = { skillMdBytesRead: 0, filesOpened: 0 };
  const heads = found.skills.map((skill) =>
    options.depth === 'full' ? readSkillWhole(skill, false) : readSkillHead(skill, stats, false),
  );
  // Duplicate names need every name first; then each skill is validated once with that fact.
  const names = namesByRel(found.skills, heads);
  const twins = twinsByKey(
    found.skills.map((skill, i) => {
      const description = heads[i]?.parsed?.data?.description;
      return [skill.rel, typeof description === 'string' ? description : undefined] as const;
    }),
  );
  const skills = found.skills.map((skill, i) =>
    summarizeSkill(
      found.root,
      skill,
      heads[i] ?? { error: 'not read' },
      names,
      twins.get(skill.rel),
    ),
  );
  return { root: found.root, skills, skipped: found.skipped, stats };
}

/**
 * Reads a skill's frontmatter only (the level-1 read); `remember` false for a read of a whole
 * library (see ParseOptions.remember).
 */
export function readSkillHead(
  skill: DiscoveredSkill,
  stats?: LibraryScan['stats'],
  remember = true,
): SkillHead {
  // A link out of the libraries is listed as a link, never read (link-fence.ts).
  if (skill.link) return {};
  try {
    // Parsed at once, so the bytes may be the reader's scratch buffer.
    const head = readFrontmatterHead(
      join(skill.dir, skill.skillMdName),
      HEAD_CHUNK,
      HEAD_CAP,
      skill.fence,
      true,
    );
    if (stats) {
      stats.filesOpened++;
      stats.skillMdBytesRead += head.bytesRead;
    }
    // A list needs the findings, not their fixes (the editor works those out when opened).
    return {
      parsed: parseSkillFile(head.bytes, { complete: head.whole, fixes: false, remember }),
      stamp: head.stamp,
    };
  } catch (error) {
    return { error: fsErrorReason(error) };
  }
}

/**
 * Reads a skill as the editor opens it, for a full check: the whole SKILL.md (up to the size
 * the editor opens; beyond it, as the editor, the frontmatter only) and every file of the skill;
 * `remember` false for a read of a whole library (see ParseOptions.remember).
 */
export function readSkillWhole(skill: DiscoveredSkill, remember = true): SkillHead {
  if (skill.link) return {};
  const files = listSkillFiles(skill.dir);
  // The same bounded heads the editor's check reads (load-skill.ts), so the list's advice is its.
  const texts = readHeads(skill.dir, files);
  const path = join(skill.dir, skill.skillMdName);
  const fence = skill.fence;
  try {
    const { fd, stats } = openRegularFileSync(path, fence ? { fence } : {});
    let bytes: Uint8Array;
    try {
      bytes = stats.size <= MAX_TEXT_BYTES ? readFileSync(fd) : new Uint8Array();
    } finally {
      closeSync(fd);
    }
    if (stats.size > MAX_TEXT_BYTES) {
      const head = readFrontmatterHead(path, HEAD_CHUNK, HEAD_CAP, fence);
      return {
        parsed: parseSkillFile(head.bytes, { complete: head.whole, fixes: false, remember }),
        stamp: head.stamp,
        files,
        texts,
      };
    }
    return {
      parsed: parseSkillFile(bytes, { fixes: false, remember }),
      stamp: stampOfStats(stats),
      files,
      texts,
    };
  } catch (error) {
    return { error: fsErrorReason(error), files };
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

/**
 * A skill's list entry: its SKILL.md checked once, for every profile, with what the library
 * knows (duplicates, twin descriptions, nesting), and with its files when the head holds them
 * (a full check).
 */
export function summarizeSkill(
  root: string,
  skill: DiscoveredSkill,
  head: SkillHead,
  names: ReadonlyMap<string, readonly string[]>,
  sameDescriptionAs: readonly string[] = [],
): SkillSummary {
  const folderName =
    skill.rel === '' ? basenameOf(root) : skill.rel.slice(skill.rel.lastIndexOf('/') + 1);
  // Written key by key, not spread (a library's first list makes 10,000 of these), in the order
  // the keys have always had: the remembered list is compared as JSON (index-columns.ts).
  const entry = {
    dir: skill.dir,
    rel: skill.rel,
    folderName,
    skillMdName: skill.skillMdName,
    depth: head.files || skill.link ? 'full' : 'frontmatter',
    resources: countResources(skill),
  } as SkillSummary;
  if (skill.parent !== undefined) entry.parent = skill.parent;
  // Listed as a link with where it leads, and not checked: its file is never read (nothing
  // more to read: the background check has nothing to do for it).
  if (skill.link) {
    entry.link = skill.link;
    entry.found = foundIn([unreadable(skill, outsideReason(skill.link))]);
    return entry;
  }
  if (!head.parsed) {
    entry.found = foundIn([unreadable(skill, head.error ?? '')]);
    return entry;
  }
  const data = head.parsed.data;
  const name = typeof data?.name === 'string' ? data.name : undefined;
  const sameNameAs =
    name === undefined ? [] : (names.get(name) ?? []).filter((r) => r !== skill.rel);
  const context: SkillContext = { skillMdName: skill.skillMdName, sameNameAs };
  if (skill.parent !== undefined) context.parentSkill = skill.parent;
  if (sameDescriptionAs.length > 0) context.sameDescriptionAs = [...sameDescriptionAs];
  if (head.files)
    context.files = head.files.map((f) => ({
      path: f.path,
      size: f.size,
      executable: f.executable,
    }));
  if (head.texts) context.texts = head.texts;
  // Copies: the list outlives the file's text (own-string.ts).
  if (name !== undefined) entry.name = ownString(name);
  if (typeof data?.description === 'string') entry.description = ownString(data.description);
  // A list entry keeps what was found only: the fixes are not worked out here.
  entry.found = foundOf(head.parsed, folderName, context);
  return entry;
}

function unreadable(skill: DiscoveredSkill, reason: MessageParam): Diagnostic {
  return {
    code: 'skill-md-unreadable',
    severity: 'error',
    message: skillMessage('skill.file-unreadable', { file: skill.skillMdName, reason }),
    range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
  };
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
