/**
 * Where the file calls (create, add, move, rename, delete, the run bit) may act: inside a skill
 * folder, never on a skill folder itself. A skill's folder name is the name in its SKILL.md,
 * and only the skill calls (renameSkill, duplicateSkill, deleteSkill) change the two together:
 * a file call working in a library root, or in a folder above skills, could rename or move a
 * skill's folder and leave its name behind (the skill then fails its name check, or becomes a
 * namesake of another).
 *
 * A skill folder here is one holding an entry named SKILL.md in any case (what discovery
 * looks for, plus the near misses it reports): for the folder a call works in that admits a
 * skill whose SKILL.md needs a fix, and for an entry to move it errs on the side of refusing.
 */
import { lstatSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { cwd } from 'node:process';
import { isInside } from '../../../studio/paths';
import { SkillOpError } from '../skills/skill-ops';

const SKILL_MD = /^skill\.md$/i;

/**
 * Every spelling of "skill.md" in any case, the usual two first: looked up by name, so the
 * answer costs at most 128 lookups however many files the folder holds (a listing of a folder
 * of 100,000 files, once per name of a call, held every other call: issue 42).
 */
const SKILL_MD_SPELLINGS = ((): string[] => {
  const all = [''];
  for (const c of 'skill.md') {
    const upper = c.toUpperCase();
    const next = upper === c ? [c] : [c, upper];
    all.splice(0, all.length, ...all.flatMap((s) => next.map((n) => s + n)));
  }
  return ['SKILL.md', 'skill.md', ...all.filter((s) => s !== 'SKILL.md' && s !== 'skill.md')];
})();

/** True when the real folder `real` (not followed if it is a link) holds a SKILL.md. */
export function isSkillFolder(real: string): boolean {
  try {
    if (!lstatSync(real).isDirectory()) return false;
    return SKILL_MD_SPELLINGS.some(
      (name) => lstatSync(join(real, name), { throwIfNoEntry: false }) !== undefined,
    );
  } catch {
    return false;
  }
}

/** Refuses a folder to work in that is not a skill's (`shown`: the path as the client sent it). */
export function requireSkillFolder(real: string, shown: string): void {
  if (!isSkillFolder(real)) throw new SkillOpError('not-in-skill', { path: shown });
}

/**
 * Refuses an entry to rename that is in no skill: none of the folders from its own up to the
 * library root `root` (a real path) holds a SKILL.md.
 */
export function requireInsideSkill(real: string, root: string, shown: string): void {
  for (let folder = dirname(real); isInside(root, folder, sep, cwd); folder = dirname(folder)) {
    if (isSkillFolder(folder)) return;
    if (folder === root) break;
  }
  throw new SkillOpError('not-in-skill', { path: shown });
}

/** Refuses to move or rename the entry `real` as a file when it is a skill's folder. */
export function refuseSkillFolder(real: string): void {
  if (isSkillFolder(real)) throw new SkillOpError('skill-folder-as-file', { name: basename(real) });
}

/**
 * Refuses a move or rename of `source` to `target` that takes a SKILL.md (any case) away from
 * its name or its folder: without it the folder is no skill, and the call that would bring it
 * back (a rename within a skill) is then refused. It may only become "SKILL.md" itself (the
 * fix for "skill.md" or "Skill.md"); any other case is a near miss agents do not all find.
 * moveEntry and renameFile both ask here.
 */
export function refuseSkillMdAway(source: string, target: string): void {
  if (!SKILL_MD.test(basename(source))) return;
  if (dirname(target) !== dirname(source) || basename(target) !== 'SKILL.md')
    throw new SkillOpError('skill-md-keeps-name');
}
