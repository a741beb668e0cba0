/**
 * Packaging skill folders into one archive: gather, plan, validate with the profile against
 * the files that will really ship, check the upload rules, then write, or refuse with every
 * reason and write nothing.
 */
import type { Dirent } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { cwd } from 'node:process';
import { isInside } from '../../studio/paths';
import { realPath } from '../real-path';
import {
  checkUploadRules,
  packageMessage,
  planArchive,
  planSkill,
  sizeReport,
  type ArchivePlan,
  type PackageCheck,
  type SizeReport,
  type SkillPlan,
} from '../../package/index';
import type { Message } from '../../i18n/message';
import type { Diagnostic, ProfileId } from '../../skill/index';
import { underTarget, underTargets, unknownKeysOf } from '../../skill/targets';
import { findingsOnce } from '../../skill/validate';
import { loadSkill } from '../load-skill';
import { gatherSkill } from './gather-skill';
import { createDeflater, WORKER_FROM_BYTES, type Deflater } from './deflater';
import { sameFile, type ZipSource } from './source-file';
import { deflatedBytes, prepareZip, type PreparedZip, type WrittenArchive } from './zip-writer';

/** One skill as packaged (or as it would have been). */
export interface PackagedSkill {
  dir: string;
  plan: SkillPlan;
  /** The frontmatter name, when there is a readable one. */
  name?: string;
  diagnostics: Diagnostic[];
  /** Each target's own findings, when checked for targets. */
  targets?: { target: ProfileId; diagnostics: Diagnostic[] }[];
  size: SizeReport;
  /** Set when the SKILL.md validated was not the one planned (it was saved meanwhile). */
  changed?: Message;
}

/** What came of a packaging request. */
export interface PackageOutcome {
  skills: PackagedSkill[];
  checks: PackageCheck[];
  /** Problems no --force overrides (clashing folder names, output inside a skill). */
  problems: Message[];
  /** Error count from validation and upload checks (refused unless forced). */
  errors: number;
  /** Set when the archive was written. */
  archive?: WrittenArchive;
}

/**
 * Packages the skill folders `dirs` into `dest`; `force` writes despite validation errors,
 * `dryRun` only plans and checks.
 */
export async function packageSkills(
  dirs: readonly string[],
  dest: string,
  options: {
    profile: ProfileId;
    /** Check for each of these places instead (any one's error refuses). */
    targets?: readonly ProfileId[];
    force: boolean;
    dryRun?: boolean;
  },
): Promise<PackageOutcome> {
  let deflater: Deflater | undefined;
  let prepared: PreparedZip | undefined;
  try {
    // The deflate thread (unless one is kept from an earlier packaging) starts as soon as the
    // planned work is known to be worth one: it comes up while planning goes on.
    let toDeflate = 0;
    const folders = dirs.map((dir) => {
      const folder = planFolder(dir);
      toDeflate += deflatedBytes(folder.plan.files);
      if (!options.dryRun && !deflater && toDeflate >= WORKER_FROM_BYTES)
        deflater = createDeflater(toDeflate);
      return folder;
    });
    const plans = folders.map((f) => f.plan);
    const archive = planArchive(plans);
    const problems = [...archive.problems, ...outputInside(dest, plans)];
    const upload = options.targets?.includes('claude-ai') === true ? 'claude-ai' : options.profile;
    const checks = checkUploadRules(plans, options.targets ? upload : options.profile);
    // The first files are read and deflated while the skills are validated, so the deflate
    // thread has work as soon as it is up. Should validation refuse, what was read ahead
    // (at most a few MiB) is dropped.
    if (!options.dryRun && problems.length === 0) {
      prepared = prepareZip(sourcesOf(archive.entries, plans), deflater);
      deflater = undefined; // the archive closes it
    }
    const skills = folders.map((f, i) =>
      validateFolder(dirs[i] ?? '', f, options.profile, options.targets),
    );
    const errors =
      skills.reduce((n, s) => n + s.diagnostics.filter((d) => d.severity === 'error').length, 0) +
      checks.filter((c) => c.severity === 'error').length;
    problems.push(...skills.flatMap((s) => (s.changed === undefined ? [] : [s.changed])));
    const outcome: PackageOutcome = { skills, checks, problems, errors };
    if (!prepared || problems.length > 0 || (errors > 0 && !options.force)) return outcome;
    const writing = prepared.write(dest);
    prepared = undefined;
    return { ...outcome, archive: await writing };
  } finally {
    await deflater?.close();
    await prepared?.discard();
  }
}

/** The files an archive plan writes, with where each is on disk and what the plan saw there. */
export function sourcesOf(
  entries: ArchivePlan['entries'],
  plans: readonly SkillPlan[],
): ZipSource[] {
  return entries.map((e) => ({
    archivePath: e.archivePath,
    abs: join(plans[e.skill]?.root ?? '', ...e.file.source.split('/')),
    size: e.file.size,
    mode: e.file.mode,
    store: e.file.store,
    dev: e.file.dev,
    ino: e.file.ino,
    ctimeMs: e.file.ctimeMs,
  }));
}

/** A folder's plan, and its own entries as listed for the plan. */
export interface PlannedFolder {
  plan: SkillPlan;
  listing: Dirent[];
}

/** Gathers and plans the skill folder `dir`. */
export function planFolder(dir: string): PlannedFolder {
  const { gathered, exclusions, listing } = gatherSkill(dir, basename(resolve(dir)));
  return { plan: planSkill(gathered, exclusions), listing };
}

/** Validates a planned skill folder against the files that will ship. */
export function validateFolder(
  dir: string,
  { plan, listing }: PlannedFolder,
  profile: ProfileId,
  targets?: readonly ProfileId[],
): PackagedSkill {
  // Validated against the files that will ship (the list the plan already has, so the folder
  // is not walked twice): a reference to a left-out file and the file count are judged on the
  // package, not on the folder.
  const files = plan.files.map((f) => ({ path: f.path, size: f.size }));
  // The report offers no fixes, so none are worked out; the folder was just listed.
  const loaded = loadSkill(dir, profile, { files }, { fixes: false, listing });
  const name = loaded.parsed?.data?.name;
  // Packaging reads files ahead, SKILL.md among them, before they are validated: one saved
  // in between would ship unvalidated, so the one validated must still be the one planned.
  const planned = plan.files.find((f) => f.path === loaded.context.skillMdName);
  const stats = loaded.skillMdStats;
  const changed =
    planned && stats && !sameFile(stats, planned)
      ? packageMessage('package.problem.saved-meanwhile', {
          path: `${plan.folder}/${planned.path}`,
        })
      : undefined;
  const forTargets = targets && checkForTargets(loaded, targets);
  return {
    dir,
    plan,
    ...(typeof name === 'string' && { name }),
    diagnostics: forTargets?.diagnostics ?? loaded.result.diagnostics,
    ...(forTargets && { targets: forTargets.byTarget }),
    size: sizeReport(files),
    ...(changed !== undefined && { changed }),
  };
}

// Found once, graded for each target; a skill that could not be read fails them all alike.
function checkForTargets(loaded: ReturnType<typeof loadSkill>, targets: readonly ProfileId[]) {
  if (!loaded.parsed) {
    const diagnostics = loaded.result.diagnostics;
    return { diagnostics, byTarget: targets.map((target) => ({ target, diagnostics })) };
  }
  const found = findingsOnce(loaded.parsed, loaded.folderName, loaded.context);
  const unknown = unknownKeysOf(loaded.parsed);
  return {
    diagnostics: underTargets(found, targets, unknown),
    byTarget: targets.map((target) => ({
      target,
      diagnostics: underTarget(found, target, unknown),
    })),
  };
}

// An archive written inside a skill it packages would be packaged into it on the next run.
function outputInside(dest: string, plans: readonly SkillPlan[]): Message[] {
  const inside = skillsHolding(dest, plans);
  if (inside === undefined)
    return [packageMessage('package.problem.no-output-folder', { folder: dirname(dest) })];
  return inside.map((folder) => packageMessage('package.problem.inside-skill', { folder }));
}

/**
 * The folders of the skills in `plans` that `dest` would be written inside (it would be
 * packaged into them on the next run), or undefined when the folder for `dest` does not exist.
 */
export function skillsHolding(dest: string, plans: readonly SkillPlan[]): string[] | undefined {
  let folder: string;
  try {
    folder = realPath(dirname(dest));
  } catch {
    return undefined;
  }
  return plans.filter((p) => isInside(p.root, folder, sep, cwd)).map((p) => p.folder);
}
