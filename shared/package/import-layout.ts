/**
 * What an archive holds: one skill folder, a bundle of skill folders, or a skill whose
 * SKILL.md sits at the archive's root (then named from its frontmatter); and the free folder
 * name `--rename` picks.
 */
import { unsafeSegmentReason } from './entry-names';
import type { ImportCheck, ImportFile } from './import-check';

/** The shapes of archive the import accepts. */
export type ImportLayoutKind = 'single' | 'bundle' | 'root';

/** One skill found in the archive. */
export interface ArchiveSkill {
  /** Its prefix in the archive: "" for a root SKILL.md, else "folder/". */
  prefix: string;
  /** The folder name the archive gives it; absent for a root SKILL.md. */
  folder?: string;
  skillMd: ImportFile;
  files: ImportFile[];
  /** Folder entries inside it, relative to the skill. */
  dirs: string[];
}

/** The layout, or the problems that make the archive not a skill archive. */
export interface ImportLayout {
  kind: ImportLayoutKind;
  skills: ArchiveSkill[];
  problems: string[];
}

const isSkillMd = (name: string) => name === 'SKILL.md' || name === 'skill.md';

/**
 * Why a name cannot be a skill folder in a library, or undefined. Beyond what is unsafe on
 * disk: a hidden name, which libraries do not list and which tools claim for themselves
 * (an archive must not create ".git" or the import's own staging folders in a library).
 */
export function skillFolderProblem(name: string): string | undefined {
  const unsafe = unsafeSegmentReason(name);
  if (unsafe !== undefined) return unsafe;
  if (name.startsWith('.'))
    return `"${name}" starts with a dot: a hidden folder, which libraries do not list`;
  return undefined;
}

/** Finds the skills in the checked entries. */
export function detectLayout(check: ImportCheck): ImportLayout {
  const { files, dirs } = check;
  const problems: string[] = [];
  if (files.length === 0)
    return { kind: 'single', skills: [], problems: ['The archive holds no files to import.'] };
  const rootMd = files.filter((f) => isSkillMd(f.path));
  if (rootMd.length > 0) {
    if (rootMd.length > 1) problems.push('The archive has both SKILL.md and skill.md at its root.');
    const skill = { prefix: '', skillMd: rootMd[0] as ImportFile, files, dirs };
    return { kind: 'root', skills: [skill], problems };
  }
  const loose = files.filter((f) => !f.path.includes('/'));
  if (loose.length > 0)
    problems.push(
      `Files outside any skill folder: ${loose
        .slice(0, 5)
        .map((f) => f.path)
        .join(
          ', ',
        )}${loose.length > 5 ? ', ...' : ''}. Each skill must be a top-level folder with SKILL.md in it.`,
    );
  const groups = new Map<string, ImportFile[]>();
  for (const f of files) {
    const slash = f.path.indexOf('/');
    if (slash < 0) continue;
    const folder = f.path.slice(0, slash);
    groups.set(folder, [...(groups.get(folder) ?? []), f]);
  }
  const skills: ArchiveSkill[] = [];
  for (const [folder, list] of groups) {
    const prefix = `${folder}/`;
    const hidden = skillFolderProblem(folder);
    if (hidden !== undefined) {
      problems.push(`The folder "${folder}" cannot be a skill folder: ${hidden}.`);
      continue;
    }
    const mds = list.filter((f) => isSkillMd(f.path.slice(prefix.length)));
    const [md] = mds;
    if (!md) {
      const deeper = list.find((f) => /\/skill\.md$/i.test(f.path));
      problems.push(
        `The folder "${folder}" has no SKILL.md directly in it${deeper ? ` (there is ${deeper.path}: the skill folder must be at the top of the archive)` : ''}.`,
      );
      continue;
    }
    if (mds.length > 1) problems.push(`The folder "${folder}" has both SKILL.md and skill.md.`);
    const inner = dirs.filter((d) => d.startsWith(prefix)).map((d) => d.slice(prefix.length));
    skills.push({ prefix, folder, skillMd: md, files: list, dirs: inner });
  }
  return { kind: skills.length > 1 ? 'bundle' : 'single', skills, problems };
}

/** The folder for a root SKILL.md: its frontmatter name, else the archive's name, else a problem. */
export function rootFolderName(
  frontmatterName: unknown,
  archiveBase: string,
): { folder: string; note?: string } | { problem: string } {
  if (typeof frontmatterName === 'string') {
    const name = frontmatterName.trim();
    if (name !== '' && skillFolderProblem(name) === undefined) return { folder: name };
  }
  if (archiveBase !== '' && skillFolderProblem(archiveBase) === undefined)
    return {
      folder: archiveBase,
      note: `SKILL.md has no usable name, so the folder is named after the archive: "${archiveBase}".`,
    };
  return {
    problem:
      'SKILL.md sits at the archive root and has no name usable as a folder name; add a name to its frontmatter.',
  };
}

/** `base` when free, else the first free `base-2`, `base-3`, ... */
export function freeFolderName(base: string, taken: (name: string) => boolean): string {
  if (!taken(base)) return base;
  for (let i = 2; ; i++) {
    const name = `${base}-${i}`;
    if (!taken(name)) return name;
  }
}
