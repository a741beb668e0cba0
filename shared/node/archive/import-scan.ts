/**
 * The first steps of an import, shared by the listing the import dialog shows and by the
 * import itself: open the archive or folder, check every entry, find the skills (as deep as a
 * library search looks), and read what each says of itself (name, description).
 */
import { basename, extname } from 'node:path';
import type { Message } from '../../i18n/message';
import {
  checkImportEntries,
  detectLayout,
  packageMessage,
  rootFolderName,
  type ArchiveSkill,
  type ImportCheck,
  type ImportLayout,
  type ImportLimits,
  type LeftOut,
} from '../../package/index';
import { parseSkillFile } from '../../skill/index';
import { searchedRel } from '../discovery-rules';
import { cutAtLine, HEAD_CAP } from '../read-head';
import { openImportSource, type ImportSource } from './import-source';
import { reviewImportSkill } from './import-review';
import type { ReviewFinding } from '../../review/types';
import { DamagedEntry } from './zip-extract';
import { messageOf, UnreadableArchive } from './zip-reader';

/** An opened source whose entries passed the checks, and the skills found in it. */
export interface FoundSkills {
  source: ImportSource;
  check: ImportCheck;
  layout: ImportLayout;
}

/** Why a source cannot be imported at all, with what was skipped. */
export interface SourceRefused {
  problems: Message[];
  skipped: LeftOut[];
}

/** One skill as the import dialog lists it. */
export interface ScannedSkill {
  /** Its folder in the archive or folder ("" for a SKILL.md at the top): what a choice names. */
  from: string;
  /** The folder it would get in the library. */
  folder: string;
  name?: string;
  description?: string;
  files: number;
  bytes: number;
  /** Why it cannot be imported; empty when it can. */
  problems: Message[];
  /** Skill folders inside it, which come along as its files. */
  nested: string[];
  /** Its security review's findings, when the caller asked for them. */
  findings?: ReviewFinding[];
}

/** Opens `path` and finds its skills; the caller closes `found.source`. */
export async function findSkills(
  path: string,
  limits: ImportLimits,
): Promise<{ found: FoundSkills } | SourceRefused> {
  let source: ImportSource;
  try {
    source = await openImportSource(path, limits.maxEntries);
  } catch (error) {
    if (error instanceof UnreadableArchive)
      return { problems: [error.problem(basename(path))], skipped: [] };
    throw error;
  }
  const check = checkImportEntries(source.entries, limits);
  // A folder that could not be read refuses the skill it is in, as a link there would.
  check.notFiles.push(...source.unreadable);
  const skipped = [...source.passed, ...check.skipped];
  check.skipped = skipped;
  const layout = detectLayout(check, searchedRel);
  const problems = [...check.problems, ...layout.problems];
  if (problems.length === 0) return { found: { source, check, layout } };
  source.close();
  return { problems, skipped };
}

/** Why `skill` cannot be imported: its own problems, and links or special files inside it. */
export function skillProblems(skill: ArchiveSkill, check: ImportCheck): Message[] {
  const inside = check.notFiles.filter((n) => n.path.startsWith(skill.prefix));
  return [
    ...skill.problems,
    ...inside.map((n) =>
      packageMessage('package.import.entry', { name: n.path, reason: n.reason }),
    ),
  ];
}

/** Links and special files outside `chosen`: not written, so skipped rather than refused. */
export function notFilesOutside(check: ImportCheck, chosen: readonly ArchiveSkill[]): LeftOut[] {
  return check.notFiles
    .filter((n) => !chosen.some((s) => n.path.startsWith(s.prefix)))
    .map((n) => ({
      path: n.path,
      reason:
        n.reason.id === 'package.import.symlink'
          ? packageMessage('package.import.link-outside')
          : n.reason,
    }));
}

/** The frontmatter of the skill's SKILL.md, read from its head only (the file may be huge). */
export async function frontmatterOf(
  skill: ArchiveSkill,
  source: ImportSource,
): Promise<Record<string, unknown> | undefined> {
  const head = await source.head(skill.skillMd, HEAD_CAP);
  const whole = head.length < HEAD_CAP;
  return parseSkillFile(whole ? head : cutAtLine(head), { complete: whole }).data;
}

/** The folder a skill gets: its own, or for a SKILL.md at the top its name, else the source's. */
export async function folderOf(skill: ArchiveSkill, source: ImportSource, path: string) {
  if (skill.folder !== undefined) return { folder: skill.folder };
  const data = await frontmatterOf(skill, source);
  return rootFolderName(data?.name, basename(path, extname(path)));
}

/** Lists the skills in `path` with what each says of itself, or why none can be imported. */
export async function scanImport(
  path: string,
  limits: ImportLimits,
  options: { review?: boolean } = {},
): Promise<
  { kind: ImportSource['kind']; skills: ScannedSkill[]; skipped: LeftOut[] } | SourceRefused
> {
  const result = await findSkills(path, limits);
  if ('problems' in result) return result;
  const { source, check, layout } = result.found;
  try {
    const skills: ScannedSkill[] = [];
    for (const skill of layout.skills) {
      const problems = skillProblems(skill, check);
      let data: Record<string, unknown> | undefined;
      try {
        data = await frontmatterOf(skill, source);
      } catch (error) {
        problems.push(unreadable(error));
      }
      const named = await folderOf(skill, source, path).catch(() => ({ folder: '' }));
      if ('problem' in named) problems.push(named.problem);
      const text = (v: unknown) =>
        typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
      const name = text(data?.name);
      const description = text(data?.description);
      skills.push({
        from: skill.prefix.replace(/\/$/, ''),
        folder: 'folder' in named ? named.folder : '',
        ...(name !== undefined && { name }),
        ...(description !== undefined && { description }),
        files: skill.files.length,
        bytes: skill.files.reduce((n, f) => n + f.size, 0),
        problems,
        nested: skill.nested,
        ...(options.review && { findings: await reviewImportSkill(skill, source) }),
      });
    }
    return { kind: source.kind, skills, skipped: check.skipped };
  } finally {
    source.close();
  }
}

/** A SKILL.md that cannot be read, as a problem naming it. */
export function unreadable(error: unknown): Message {
  return error instanceof DamagedEntry
    ? packageMessage('package.import.entry', { name: error.entryName, reason: error.reason })
    : packageMessage('package.import.unreadable-skill-md', { detail: messageOf(error) });
}
