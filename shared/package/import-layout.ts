/**
 * What an archive holds: one skill folder, a bundle of skill folders, or a skill whose
 * SKILL.md sits at the archive's root (then named from its frontmatter); and the free folder
 * name `--rename` picks.
 */
import { listOf } from '../i18n/common-messages';
import type { Message } from '../i18n/message';
import { unsafeSegmentReason } from './entry-names';
import type { ImportCheck, ImportFile } from './import-check';
import { packageMessage } from './messages';

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
  problems: Message[];
}

const isSkillMd = (name: string) => name === 'SKILL.md' || name === 'skill.md';

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

/** Finds the skills in the checked entries. */
export function detectLayout(check: ImportCheck): ImportLayout {
  const { files, dirs } = check;
  const problems: Message[] = [];
  if (files.length === 0)
    return { kind: 'single', skills: [], problems: [packageMessage('package.import.no-files')] };
  const rootMd = files.filter((f) => isSkillMd(f.path));
  if (rootMd.length > 0) {
    if (rootMd.length > 1) problems.push(packageMessage('package.import.root-both'));
    const skill = { prefix: '', skillMd: rootMd[0] as ImportFile, files, dirs };
    return { kind: 'root', skills: [skill], problems };
  }
  const loose = files.filter((f) => !f.path.includes('/'));
  if (loose.length > 0)
    problems.push(
      packageMessage('package.import.loose-files', {
        files: listOf([
          ...loose.slice(0, 5).map((f) => f.path),
          ...(loose.length > 5 ? ['...'] : []),
        ]),
      }),
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
      problems.push(packageMessage('package.import.bad-folder', { folder, reason: hidden }));
      continue;
    }
    const mds = list.filter((f) => isSkillMd(f.path.slice(prefix.length)));
    const [md] = mds;
    if (!md) {
      const deeper = list.find((f) => /\/skill\.md$/i.test(f.path));
      problems.push(
        deeper
          ? packageMessage('package.import.no-skill-md-deeper', { folder, deeper: deeper.path })
          : packageMessage('package.import.no-skill-md', { folder }),
      );
      continue;
    }
    if (mds.length > 1) problems.push(packageMessage('package.import.folder-both', { folder }));
    const inner = dirs.filter((d) => d.startsWith(prefix)).map((d) => d.slice(prefix.length));
    skills.push({ prefix, folder, skillMd: md, files: list, dirs: inner });
  }
  return { kind: skills.length > 1 ? 'bundle' : 'single', skills, problems };
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
