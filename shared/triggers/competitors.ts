/**
 * The listing of a run against the skills an agent would really load on this computer: the
 * skill under test, alone from its library, beside the skills in the agent's personal folders.
 * A copy of the skill installed there (same folder name or same `name`) is left out: the run
 * asks how this version would fare installed, and two of one name would test the agent's
 * namesake rule instead.
 */
import type { FolderSnapshot, LibrarySnapshot, RootSnapshot } from '../agent/types';
import { parseSkillFile } from '../skill/parse';

const nameOf = (folder: FolderSnapshot): string | undefined => {
  const data = folder.skillMd ? parseSkillFile(folder.skillMd.text).data : undefined;
  return typeof data?.name === 'string' ? data.name : undefined;
};

/** `root` holding only what `keep` accepts of its skill folders. */
function filtered(root: RootSnapshot, keep: (folder: FolderSnapshot) => boolean): RootSnapshot {
  return {
    ...root,
    entries: root.entries.filter((e) => !e.isDirectory || !e.skillMd || keep(e)),
    skills: root.skills.filter(keep),
    walked: root.walked.filter((w) => keep(w.folder)),
  };
}

/**
 * The snapshot of a run against installed skills: `own` (the candidate's library) narrowed to
 * the folder `candidateDir`, first, then each of `personal` without the candidate's namesakes.
 */
export function installedCompetitors(
  own: RootSnapshot,
  candidateDir: string,
  personal: readonly RootSnapshot[],
): LibrarySnapshot {
  const candidate = own.skills.find((s) => s.dir === candidateDir);
  const name = candidate ? nameOf(candidate) : undefined;
  const isCandidate = (f: FolderSnapshot) => f.dir === candidateDir;
  const namesake = (f: FolderSnapshot) =>
    f.name === candidate?.name || (name !== undefined && nameOf(f) === name);
  return {
    roots: [
      {
        ...filtered(own, isCandidate),
        entries: own.entries.filter(isCandidate),
        unfollowedLinks: [],
      },
      ...personal.map((root) => filtered(root, (f) => !namesake(f))),
    ],
  };
}
