/**
 * Packaging skill folders into one archive: gather, plan, validate with the profile against
 * the files that will really ship, check the upload rules, then write, or refuse with every
 * reason and write nothing.
 */
import { realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { isInside } from '../path-inside';
import {
  checkUploadRules,
  planArchive,
  planSkill,
  sizeReport,
  type ArchivePlan,
  type PackageCheck,
  type SizeReport,
  type SkillPlan,
} from '../../package/index';
import type { Diagnostic, ProfileId } from '../../skill/index';
import { loadSkill } from '../load-skill';
import { gatherSkill } from './gather-skill';
import { createDeflater, WORKER_FROM_BYTES, type Deflater } from './deflater';
import type { ZipSource } from './source-file';
import { deflatedBytes, writeZipAtomically, type WrittenArchive } from './zip-writer';

/** One skill as packaged (or as it would have been). */
export interface PackagedSkill {
  dir: string;
  plan: SkillPlan;
  /** The frontmatter name, when there is a readable one. */
  name?: string;
  diagnostics: Diagnostic[];
  size: SizeReport;
}

/** What came of a packaging request. */
export interface PackageOutcome {
  skills: PackagedSkill[];
  checks: PackageCheck[];
  /** Problems no --force overrides (clashing folder names, output inside a skill). */
  problems: string[];
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
  options: { profile: ProfileId; force: boolean; dryRun?: boolean },
): Promise<PackageOutcome> {
  let deflater: Deflater | undefined;
  try {
    // The deflate thread starts as soon as the planned work is known to be worth one: it
    // comes up (~20 ms) while the skills are validated, ready when the first files are read.
    let toDeflate = 0;
    const plans = dirs.map((dir) => {
      const plan = planFolder(dir);
      toDeflate += deflatedBytes(plan.files);
      if (!options.dryRun && !deflater && toDeflate >= WORKER_FROM_BYTES)
        deflater = createDeflater(toDeflate);
      return plan;
    });
    const archive = planArchive(plans);
    const problems = [...archive.problems, ...outputInside(dest, plans)];
    const checks = checkUploadRules(plans, options.profile);
    const skills = plans.map((plan, i) => validated(dirs[i] ?? '', plan, options.profile));
    const errors =
      skills.reduce((n, s) => n + s.diagnostics.filter((d) => d.severity === 'error').length, 0) +
      checks.filter((c) => c.severity === 'error').length;
    const outcome: PackageOutcome = { skills, checks, problems, errors };
    if (options.dryRun || problems.length > 0 || (errors > 0 && !options.force)) return outcome;
    const sources = sourcesOf(archive.entries, plans);
    const handed = deflater;
    deflater = undefined; // the writer closes it
    return { ...outcome, archive: await writeZipAtomically(sources, dest, handed) };
  } finally {
    await deflater?.close();
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

function planFolder(dir: string): SkillPlan {
  const { gathered, exclusions } = gatherSkill(dir, basename(resolve(dir)));
  return planSkill(gathered, exclusions);
}

function validated(dir: string, plan: SkillPlan, profile: ProfileId): PackagedSkill {
  // Validated against the files that will ship (the list the plan already has, so the folder
  // is not walked twice): a reference to a left-out file and the file count are judged on the
  // package, not on the folder.
  const files = plan.files.map((f) => ({ path: f.path, size: f.size }));
  // The report offers no fixes, so none are worked out.
  const loaded = loadSkill(dir, profile, { files }, { fixes: false });
  const name = loaded.parsed?.data?.name;
  return {
    dir,
    plan,
    ...(typeof name === 'string' && { name }),
    diagnostics: loaded.result.diagnostics,
    size: sizeReport(files),
  };
}

// An archive written inside a skill it packages would be packaged into it on the next run.
function outputInside(dest: string, plans: readonly SkillPlan[]): string[] {
  let folder: string;
  try {
    folder = realpathSync(dirname(dest));
  } catch {
    return [`The output folder ${dirname(dest)} does not exist.`];
  }
  return plans
    .filter((p) => isInside(p.root, folder))
    .map(
      (p) =>
        `The archive would be written inside the skill "${p.folder}" it packages; choose an output outside it.`,
    );
}
