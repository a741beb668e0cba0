/**
 * Importing an archive or a folder into a library root: every entry is checked before
 * anything is written; then the chosen skills (all found, or the ones named) are extracted
 * into a temp folder inside the root (same file system) and renamed into place, so a refusal
 * or a failure leaves the root as it was.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  collisionKey,
  freeFolderName,
  type ArchiveSkill,
  type ImportLayoutKind,
  type ImportLimits,
  type LeftOut,
  packageMessage,
} from '../../package/index';
import type { Message } from '../../i18n/message';
import { setSkillName } from './import-rename';
import { findSkills, folderOf, notFilesOutside, skillProblems, unreadable } from './import-scan';
import type { ImportSource } from './import-source';
import { asidePath, makeStagingFolder, recoverAbandonedImports } from './import-staging';
import { occupied, placeFolders } from './place-folders';
import { DamagedEntry } from './zip-extract';
import { messageOf } from './zip-reader';
import { fsErrorReason } from '../skill-folder';

/** What to do when a skill folder of the same name is already in the root. */
export type ConflictMode = 'refuse' | 'overwrite' | 'rename';

/** One skill as imported. */
export interface ImportedSkill {
  /** The folder it now lives in, under the root. */
  folder: string;
  /** Its folder in the archive ("" for a SKILL.md at the archive root). */
  from: string;
  files: number;
  bytes: number;
  overwrote: boolean;
  /** The name it would have had, when --rename picked another. */
  renamedFrom?: string;
  notes: Message[];
}

/** The outcome: imported skills, or the problems that refused the archive (nothing written). */
export interface ImportOutcome {
  imported: boolean;
  layout?: ImportLayoutKind;
  skills: ImportedSkill[];
  skipped: LeftOut[];
  problems: Message[];
  /** Folders that already exist in the root (the refusal a person resolves by choosing overwrite or rename). */
  clashes: string[];
  /** Skill folders put back first: an interrupted earlier import had moved them aside. */
  recovered: string[];
}

interface Target extends ImportedSkill {
  skill: ArchiveSkill;
}

/** How an import is followed and stopped (jobs.ts): files written of all, and a stop. */
export interface ImportControl {
  signal: AbortSignal;
  progress(done: number, total: number): void;
}

/** Thrown between two files once the import is stopped: nothing has been placed yet. */
class ImportStopped extends Error {}

/** Imports `file` (an archive or a folder) into the folder `root`. */
export async function importArchive(
  file: string,
  root: string,
  options: {
    limits: ImportLimits;
    conflict: ConflictMode;
    control?: ImportControl;
    /** The skills to import, by their folder in the source ("" for a SKILL.md at its top); all when absent. */
    only?: readonly string[];
  },
): Promise<ImportOutcome> {
  const recovered = await recoverAbandonedImports(root);
  const refused = (problems: Message[], more: Partial<ImportOutcome> = {}): ImportOutcome => ({
    imported: false,
    skills: [],
    skipped: [],
    clashes: [],
    recovered,
    ...more,
    problems,
  });
  const result = await findSkills(file, options.limits);
  if ('problems' in result) return refused(result.problems, { skipped: result.skipped });
  const { source, check, layout } = result.found;
  try {
    const picked = pick(layout.skills, options.only);
    if ('problem' in picked) return refused([picked.problem], { skipped: check.skipped });
    const skipped = [...check.skipped, ...notFilesOutside(check, picked.skills)];
    const found = { layout: layout.kind, skipped };
    const problems = picked.skills.flatMap((s) => skillProblems(s, check));
    if (problems.length > 0) return refused(problems, found);
    let chosen;
    try {
      chosen = await chooseTargets(picked.skills, source, file, root, options.conflict);
    } catch (error) {
      // Only a SKILL.md at the top is read this early (for its name); it can be damaged too.
      return refused([unreadable(error)], found);
    }
    if ('problems' in chosen)
      return refused(chosen.problems, { ...found, clashes: chosen.clashes });
    try {
      await extractAndPlace(chosen.targets, source, root, options.control);
    } catch (error) {
      if (error instanceof ImportStopped)
        return refused([packageMessage('package.import.cancelled')], found);
      const reason = stoppedBecause(error);
      return refused([packageMessage('package.import.stopped', { reason })], found);
    }
    return {
      imported: true,
      ...found,
      skills: chosen.targets.map(({ skill: _, ...t }) => t),
      problems: [],
      clashes: [],
      recovered,
    };
  } finally {
    source.close();
  }
}

// The skills named by `only` (each must be one found), or all of them.
function pick(
  skills: readonly ArchiveSkill[],
  only: readonly string[] | undefined,
): { skills: ArchiveSkill[] } | { problem: Message } {
  if (only === undefined) return { skills: [...skills] };
  if (only.length === 0) return { problem: packageMessage('package.import.none-chosen') };
  const from = (s: ArchiveSkill) => s.prefix.replace(/\/$/, '');
  const missing = only.find((o) => !skills.some((s) => from(s) === o));
  if (missing !== undefined) {
    const found = skills.map((s) => from(s) || '.').join(', ');
    return { problem: packageMessage('package.import.not-chosen', { from: missing, found }) };
  }
  return { skills: skills.filter((s) => only.includes(from(s))) };
}

async function chooseTargets(
  skills: readonly ArchiveSkill[],
  source: ImportSource,
  file: string,
  root: string,
  conflict: ConflictMode,
): Promise<{ targets: Target[] } | { problems: Message[]; clashes: string[] }> {
  const problems: Message[] = [];
  const clashes: string[] = [];
  const targets: Target[] = [];
  const used = new Set<string>();
  for (const skill of skills) {
    const notes: Message[] = [];
    const named = await folderOf(skill, source, file);
    if ('problem' in named) {
      problems.push(named.problem);
      continue;
    }
    const folder = named.folder;
    if (named.note) notes.push(named.note);
    const taken = (name: string) => used.has(collisionKey(name));
    const exists = await occupied(join(root, folder));
    let final = folder;
    if (exists && conflict === 'refuse') clashes.push(folder);
    if (exists && conflict === 'refuse')
      problems.push(packageMessage('package.import.exists', { folder, root }));
    else if ((exists && conflict === 'rename') || taken(folder))
      final = await freeName(folder, root, taken);
    used.add(collisionKey(final));
    targets.push({
      skill,
      folder: final,
      from: skill.prefix.replace(/\/$/, ''),
      files: skill.files.length,
      bytes: skill.files.reduce((n, f) => n + f.size, 0),
      overwrote: exists && conflict === 'overwrite',
      ...(final !== folder && { renamedFrom: folder }),
      notes,
    });
  }
  return problems.length > 0 ? { problems, clashes } : { targets };
}

async function freeName(base: string, root: string, taken: (n: string) => boolean) {
  const busy = new Set<string>();
  // freeFolderName is synchronous; probe candidates ahead until one is free on disk too.
  for (;;) {
    const name = freeFolderName(base, (n) => taken(n) || busy.has(n));
    if (!(await occupied(join(root, name)))) return name;
    busy.add(name);
  }
}

async function extractAndPlace(
  targets: Target[],
  source: ImportSource,
  root: string,
  control?: ImportControl,
) {
  const temp = await makeStagingFolder(root);
  // Stopped while staging, the import leaves nothing: the staging folder goes with it.
  const total = targets.reduce((n, t) => n + t.skill.files.length, 0);
  let done = 0;
  control?.progress(0, total);
  try {
    const placements = [];
    for (const [i, t] of targets.entries()) {
      const staged = join(temp, `skill-${i}`);
      const made = new Set<string>();
      const ensure = async (rel: string) => {
        if (rel === '' || made.has(rel)) return;
        await mkdir(join(staged, ...rel.split('/')), { recursive: true });
        made.add(rel);
      };
      await mkdir(staged);
      for (const d of t.skill.dirs) await ensure(d);
      for (const f of t.skill.files) {
        if (control?.signal.aborted === true) throw new ImportStopped();
        const rel = f.path.slice(t.skill.prefix.length);
        await ensure(rel.slice(0, Math.max(rel.lastIndexOf('/'), 0)));
        await source.copy(f, join(staged, ...rel.split('/')));
        control?.progress(++done, total);
      }
      if (t.renamedFrom !== undefined) {
        const md = t.skill.skillMd.path.slice(t.skill.prefix.length);
        t.notes.push(await setSkillName(join(staged, md), t.folder));
      }
      placements.push({ staged, target: join(root, t.folder), overwrite: t.overwrote });
    }
    // The last moment to stop: from here every skill is put in place, or none (placeFolders).
    if (control?.signal.aborted === true) throw new ImportStopped();
    await placeFolders(placements, (folder) => asidePath(temp, folder));
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

// Why writing the skills failed, in words: a file system error names the file inside the skill
// it was writing (never the hidden staging folder the raw error names) and says what is wrong.
function stoppedBecause(error: unknown): Message | string {
  if (error instanceof DamagedEntry) return error.problem;
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  if (typeof code !== 'string' || typeof path !== 'string') return messageOf(error);
  const inSkill = /[\\/]skill-\d+[\\/](.+)$/.exec(path)?.[1]?.replaceAll('\\', '/');
  const what = fsErrorReason(error);
  if (inSkill === undefined) return what;
  // A path too long for the system is too long to read in a message: its two ends say which.
  const shown = inSkill.length <= 120 ? inSkill : `${inSkill.slice(0, 50)}…${inSkill.slice(-50)}`;
  const length = inSkill.length.toLocaleString('en-US');
  return packageMessage('package.import.stopped-at', { path: shown, length, what });
}
