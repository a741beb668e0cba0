/**
 * What an archive or folder holds: the skills in it, each a folder with a SKILL.md at any
 * depth the caller searches (a repository's zip keeps them under `repo-main/skills/...`), or
 * one skill whose SKILL.md sits at the top (then named from its frontmatter); and the free
 * folder name `--rename` picks.
 */
import type { Message } from '../i18n/message';
import { compareUtf8, unsafeSegmentReason } from './entry-names';
import type { ImportCheck, ImportFile } from './import-check';
import { packageMessage } from './messages';

/** The shapes of archive the import accepts. */
export type ImportLayoutKind = 'single' | 'bundle' | 'root';

/** One skill found in the archive. */
export interface ArchiveSkill {
  /** Its prefix in the archive: "" for a root SKILL.md, else "path/to/folder/". */
  prefix: string;
  /** The folder name the archive gives it (the last folder of its path); absent for a root SKILL.md. */
  folder?: string;
  skillMd: ImportFile;
  files: ImportFile[];
  /** Folder entries inside it, relative to the skill. */
  dirs: string[];
  /** Why this skill cannot be imported (the others still can). */
  problems: Message[];
  /** Skill folders inside this one: they come along as its files and are not listed apart. */
  nested: string[];
}

/** The layout, or the problems that make the archive not a skill archive. */
export interface ImportLayout {
  kind: ImportLayoutKind;
  skills: ArchiveSkill[];
  problems: Message[];
}

const isSkillMd = (name: string) => name === 'SKILL.md' || name === 'skill.md';
const parentOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));

/**
 * Why a name cannot be a skill folder in a library, or undefined. Beyond what is unsafe on
 * disk: a hidden name, which libraries do not list and which tools claim for themselves
 * (an archive must not create ".git" or the import's own staging folders in a library).
 */
export function skillFolderProblem(name: string): Message | undefined {
  const unsafe = unsafeSegmentReason(name);
  if (unsafe !== undefined) return unsafe;
  if (name.startsWith('.')) return packageMessage('package.name.hidden', { name });
  return undefined;
}

/**
 * Finds the skills in the checked entries: every folder holding a SKILL.md (or skill.md) that
 * `searched` accepts (the library search's depth and passed-over folders, so an import finds
 * what adding the folder as a library would). A skill folder inside another found one is part
 * of the outer skill, as copying the outer folder would make it, and is listed once.
 */
export function detectLayout(
  check: ImportCheck,
  searched: (folder: string) => boolean,
): ImportLayout {
  const { files, dirs } = check;
  if (files.length === 0)
    return { kind: 'single', skills: [], problems: [packageMessage('package.import.no-files')] };
  const rootMd = files.filter((f) => isSkillMd(f.path));
  if (rootMd.length > 0) {
    const problems = rootMd.length > 1 ? [packageMessage('package.import.root-both')] : [];
    const nested = skillFolders(files).filter((f) => f !== '');
    const skill = {
      prefix: '',
      skillMd: rootMd[0] as ImportFile,
      files,
      dirs,
      problems: [],
      nested,
    };
    return { kind: 'root', skills: [skill], problems };
  }
  const all = skillFolders(files);
  const found = all.filter(searched).sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));
  const outer: string[] = [];
  for (const folder of found)
    if (!outer.some((o) => folder.startsWith(`${o}/`))) outer.push(folder);
  // Listed in path order, as a file manager shows them.
  const skills = outer.sort(compareUtf8).map((path) => skillAt(path, files, dirs, all));
  if (skills.length === 0) {
    const deeper = all.find((f) => !searched(f));
    return {
      kind: 'single',
      skills,
      problems: [
        deeper === undefined
          ? packageMessage('package.import.no-skill')
          : packageMessage('package.import.too-deep', { deeper: `${deeper}/SKILL.md` }),
      ],
    };
  }
  return { kind: skills.length > 1 ? 'bundle' : 'single', skills, problems: [] };
}

function depth(folder: string): number {
  return folder === '' ? 0 : folder.split('/').length;
}

// The folders ("" for the top) that hold a SKILL.md or skill.md, each once.
function skillFolders(files: readonly ImportFile[]): string[] {
  const out = new Set<string>();
  for (const f of files)
    if (isSkillMd(f.path.slice(f.path.lastIndexOf('/') + 1))) out.add(parentOf(f.path));
  return [...out];
}

function skillAt(
  path: string,
  files: readonly ImportFile[],
  dirs: readonly string[],
  all: readonly string[],
): ArchiveSkill {
  const prefix = `${path}/`;
  const folder = path.slice(path.lastIndexOf('/') + 1);
  const list = files.filter((f) => f.path.startsWith(prefix));
  const mds = list.filter((f) => isSkillMd(f.path.slice(prefix.length)));
  const problems: Message[] = [];
  const bad = skillFolderProblem(folder);
  if (bad !== undefined)
    problems.push(packageMessage('package.import.bad-folder', { folder, reason: bad }));
  if (mds.length > 1) problems.push(packageMessage('package.import.folder-both', { folder: path }));
  return {
    prefix,
    folder,
    skillMd: mds[0] as ImportFile,
    files: list,
    dirs: dirs.filter((d) => d.startsWith(prefix)).map((d) => d.slice(prefix.length)),
    problems,
    nested: all.filter((f) => f.startsWith(prefix)),
  };
}
/** The folder for a root SKILL.md: its frontmatter name, else the archive's name, else a problem. */
export function rootFolderName(
  frontmatterName: unknown,
  archiveBase: string,
): { folder: string; note?: Message } | { problem: Message } {
  if (typeof frontmatterName === 'string') {
    const name = frontmatterName.trim();
    if (name !== '' && skillFolderProblem(name) === undefined) return { folder: name };
  }
  if (archiveBase !== '' && skillFolderProblem(archiveBase) === undefined)
    return {
      folder: archiveBase,
      note: packageMessage('package.note.named-after-archive', { folder: archiveBase }),
    };
  return { problem: packageMessage('package.import.root-no-name') };
}

/** `base` when free, else the first free `base-2`, `base-3`, ... */
export function freeFolderName(base: string, taken: (name: string) => boolean): string {
  if (!taken(base)) return base;
  for (let i = 2; ; i++) {
    const name = `${base}-${i}`;
    if (!taken(name)) return name;
  }
}
