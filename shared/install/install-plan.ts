/**
 * What an install does at one target folder, from what is there: nothing there (create), the
 * same skill as the studio left it (update it, or nothing when it is current), or something
 * the user would lose (a different skill, a copy changed in the agent folder, a link to
 * elsewhere): that is a conflict unless they chose to overwrite, and even then the old folder
 * goes to the trash.
 */

/** What is at the target, as the caller found it. */
export interface TargetFacts {
  exists: boolean;
  /** The target is a link; `toSource`: it leads to the skill being installed. */
  link?: { toSource: boolean };
  /** The content hash of what is there (a folder that is not a link). */
  copyHash?: string;
  /** The library skill's hash as it would be installed. */
  libraryHash: string;
  /** The studio's record for this target: the skill it installed and the hash it left. */
  record?: { source: string; hash: string };
  /** The library skill being installed (real path). */
  source: string;
}

/** Why a target is in conflict. */
export type ConflictReason = 'other-skill' | 'changed-there' | 'other-link';

/** The decision for one target. */
export type InstallDecision =
  | { action: 'create' }
  | { action: 'unchanged' }
  | { action: 'replace'; why: 'update' | 'overwrite' }
  | { action: 'conflict'; why: ConflictReason };

/** Decides what installing (`mode`) at a target does; `overwrite` turns conflicts into replacements. */
export function decideInstall(
  f: TargetFacts,
  mode: 'copy' | 'link',
  overwrite: boolean,
): InstallDecision {
  if (!f.exists) return { action: 'create' };
  if (f.link) {
    if (f.link.toSource) return mode === 'link' ? { action: 'unchanged' } : replace('update');
    return overwrite ? replace('overwrite') : { action: 'conflict', why: 'other-link' };
  }
  const ours = f.record !== undefined && f.record.source === f.source;
  if (ours && f.copyHash === f.record?.hash) {
    // Left as the studio wrote it: bring it up to date (or to a link) without asking.
    return f.copyHash === f.libraryHash && mode === 'copy'
      ? { action: 'unchanged' }
      : replace('update');
  }
  // Someone else's folder that already holds exactly this skill is adopted as it is.
  if (!ours && f.copyHash === f.libraryHash && mode === 'copy') return { action: 'unchanged' };
  if (overwrite) return replace('overwrite');
  return { action: 'conflict', why: ours ? 'changed-there' : 'other-skill' };
}

function replace(why: 'update' | 'overwrite'): InstallDecision {
  return { action: 'replace', why };
}
