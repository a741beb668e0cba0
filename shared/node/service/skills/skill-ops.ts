/**
 * Creating, renaming, duplicating and deleting skills. Each change is made beside its target
 * first and moved into place, so a failure never leaves half a skill; renames keep the folder
 * and the frontmatter name in step.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { chmod, cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { editFrontmatter, isValidName } from '../../../skill/index';
import { findSkillMd } from '../../skill-folder';
import { setSkillMdName } from '../../skill-name';
import { tempPathBeside } from '../../studio-temp';
import { templateFiles, type TemplateId, type TemplateLanguage } from './templates';
import type { MessageParam } from '../../../i18n/message';
import { TextError, type ServiceTextId } from '../../../ipc/service-text';
import { caseClash, fileNameProblem } from '../../../studio/skill-paths';
import { moveNoReplace, renameCase } from '../files/move-entry';

/** A skill operation the user must correct (shown as is; not a crash). */
export class SkillOpError extends TextError {
  constructor(id: ServiceTextId, params: Record<string, MessageParam> = {}) {
    super('SkillOpError', id, params);
  }
}

function checkName(name: string): void {
  if (!isValidName(name)) {
    throw new SkillOpError('invalid-skill-name', { name });
  }
  // The name is the folder's too: a valid name such as "con" is a folder Windows cannot hold
  // (and the import refuses), so it is refused here as the file calls refuse it.
  const folder = fileNameProblem(name);
  if (folder) throw new TextError('SkillOpError', folder.id, folder.params);
}

function checkFree(dir: string): void {
  if (existsSync(dir)) throw new SkillOpError('folder-exists', { name: basename(dir) });
}

/**
 * Creates `root/name` from a template, with `description` (the user's what + when) in place
 * of the template's when it is given and not blank.
 */
export async function createSkill(
  root: string,
  name: string,
  template: TemplateId,
  description?: string,
  language: TemplateLanguage = 'en',
): Promise<string> {
  checkName(name);
  const dir = join(root, name);
  checkFree(dir);
  const files = withDescription(templateFiles(template, name, language), description?.trim() ?? '');
  const temp = tempPathBeside(dir);
  try {
    for (const [rel, content] of Object.entries(files)) {
      const path = join(temp, ...rel.split('/'));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
      if (rel.startsWith('scripts/')) await chmod(path, 0o755);
    }
    await rename(temp, dir);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

// The template's SKILL.md with the description set by the serializer (quoted as YAML needs);
// a value it cannot write (half a surrogate pair) is refused before anything is created.
function withDescription(files: Record<string, string>, description: string) {
  const text = files['SKILL.md'];
  if (description === '' || text === undefined) return files;
  const edited = editFrontmatter(text, [{ path: ['description'], value: description }]);
  if (!edited.ok) throw new SkillOpError('invalid-description', { reason: edited.reason });
  return { ...files, 'SKILL.md': edited.text };
}

/** Renames the folder and sets the frontmatter name to match. */
export async function renameSkill(dir: string, newName: string): Promise<string> {
  checkName(newName);
  const target = join(dirname(dir), newName);
  if (target === dir) return dir;
  checkFree(target);
  await rename(dir, target);
  try {
    await setName(target, newName);
  } catch (error) {
    // Leave things as they were rather than a renamed folder with the old name inside.
    await rename(target, dir);
    throw error;
  }
  return target;
}

/**
 * Renames a file inside its folder (the fix for "skill.md" → "SKILL.md"). A change of case
 * only goes through a temporary name, so case-insensitive disks (macOS, Windows) take it too.
 */
export async function renameFileInPlace(path: string, newName: string): Promise<string> {
  // The rules of every name the studio writes: one Windows and macOS can hold too.
  const problem = fileNameProblem(newName);
  if (problem) throw new TextError('SkillOpError', problem.id, problem.params);
  const target = join(dirname(path), newName);
  if (target === path) return path;
  // A change of case only is a rename in place where the disk ignores case; where it does
  // not, the other name can be a different file, which must not be overwritten.
  const caseOnly = target.toLowerCase() === path.toLowerCase() && sameFile(target, path);
  if (!caseOnly && existsSync(target)) throw new SkillOpError('file-exists', { name: newName });
  // Nor beside a name that differs only in case: one file on a disk that ignores case.
  const other = caseOnly
    ? undefined
    : caseClash(
        newName,
        readdirSync(dirname(path)).filter((n) => n !== basename(path)),
      );
  if (other !== undefined) throw new SkillOpError('name-case-clash', { name: newName, other });
  // The new name is taken with a call that fails when it is taken (moveNoReplace): a file
  // that took it since the look is never replaced, and of two renames of one file one wins.
  const moved = caseOnly
    ? await renameCase(path, target, dirname(path))
    : await moveNoReplace(path, target, dirname(path));
  if (!moved) throw new SkillOpError('file-exists', { name: newName });
  return target;
}

/** Copies the skill to a sibling folder named `newName`, with that name in its frontmatter. */
export async function duplicateSkill(dir: string, newName: string): Promise<string> {
  checkName(newName);
  const target = join(dirname(dir), newName);
  checkFree(target);
  const temp = tempPathBeside(target);
  try {
    await cp(dir, temp, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
    await setName(temp, newName);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  return target;
}

async function setName(dir: string, name: string): Promise<void> {
  const lookup = findSkillMd(dir);
  if (lookup.kind !== 'found') return;
  const notSet = await setSkillMdName(lookup.path, name);
  if (notSet?.kind === 'not-utf8') throw new SkillOpError('skill-md-not-utf8');
  if (notSet) throw new SkillOpError('name-not-updated', { reason: notSet.reason });
}

/** True when both paths name one file (or the first does not exist). */
function sameFile(a: string, b: string): boolean {
  try {
    const x = statSync(a);
    const y = statSync(b);
    return x.ino === y.ino && x.dev === y.dev;
  } catch {
    return true;
  }
}
