/**
 * The whole archive: one top-level folder per skill, every entry in UTF-8 byte order of its
 * path, and the problems no --force can override (two skills under one folder name, a folder
 * name that would not import safely).
 */
import type { Message } from '../i18n/message';
import { collisionKey, compareUtf8, unsafeSegmentReason } from './entry-names';
import { packageMessage } from './messages';
import type { ArchiveEntry, SkillPlan } from './types';

/** Entries in write order, or the problems that make the archive impossible. */
export interface ArchivePlan {
  entries: ArchiveEntry[];
  problems: Message[];
}

/** Lays the skills out as one archive. */
export function planArchive(skills: readonly SkillPlan[]): ArchivePlan {
  const problems: Message[] = [];
  const seen = new Map<string, string>();
  for (const skill of skills) {
    const unsafe = unsafeSegmentReason(skill.folder);
    if (unsafe !== undefined)
      problems.push(
        packageMessage('package.problem.bad-folder', { folder: skill.folder, reason: unsafe }),
      );
    const key = collisionKey(skill.folder);
    const other = seen.get(key);
    if (other !== undefined)
      problems.push(
        other === skill.folder
          ? packageMessage('package.problem.same-name', { folder: skill.folder })
          : packageMessage('package.problem.case-clash', { folder: other, other: skill.folder }),
      );
    else seen.set(key, skill.folder);
  }
  const entries: ArchiveEntry[] = skills.flatMap((skill, index) =>
    skill.files.map((file) => ({
      archivePath: `${skill.folder}/${file.path}`,
      skill: index,
      file,
    })),
  );
  entries.sort((a, b) => compareUtf8(a.archivePath, b.archivePath));
  return { entries, problems };
}
