/**
 * Packaging skill folders into one archive: gather, plan, validate with the profile against
 * the files that will really ship, check the upload rules, then write, or refuse with every
 * reason and write nothing.
 */
import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import {
  checkUploadRules,
  planArchive,
  planSkill,
  sizeReport,
  type PackageCheck,
  type SizeReport,
  type SkillPlan,
} from '../../package/index';
import type { Diagnostic, ProfileId } from '../../skill/index';
import { loadSkill } from '../load-skill';
import { gatherSkill } from './gather-skill';
import { writeZipAtomically, type WrittenArchive } from './zip-writer';

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
  const skills = dirs.map((dir) => packagedSkill(dir, options.profile));
  const plans = skills.map((s) => s.plan);
  const archive = planArchive(plans);
  const problems = [...archive.problems, ...outputInside(dest, plans)];
  const checks = checkUploadRules(plans, options.profile);
  const errors =
    skills.reduce((n, s) => n + s.diagnostics.filter((d) => d.severity === 'error').length, 0) +
    checks.filter((c) => c.severity === 'error').length;
  const outcome: PackageOutcome = { skills, checks, problems, errors };
  if (options.dryRun || problems.length > 0 || (errors > 0 && !options.force)) return outcome;
  const sources = archive.entries.map((e) => ({
    archivePath: e.archivePath,
    abs: join(plans[e.skill]?.root ?? '', ...e.file.source.split('/')),
    size: e.file.size,
    mode: e.file.mode,
    store: e.file.store,
    dev: e.file.dev,
    ino: e.file.ino,
  }));
  return { ...outcome, archive: await writeZipAtomically(sources, dest) };
}

function packagedSkill(dir: string, profile: ProfileId): PackagedSkill {
  const folder = basename(resolve(dir));
  const { gathered, exclusions } = gatherSkill(dir, folder);
  const plan = planSkill(gathered, exclusions);
  // Validated against the files that will ship (the list the plan already has, so the folder
  // is not walked twice): a reference to a left-out file and the file count are judged on the
  // package, not on the folder.
  const files = plan.files.map((f) => ({ path: f.path, size: f.size }));
  const loaded = loadSkill(dir, profile, { files });
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
    .filter((p) => {
      const rel = relative(p.root, folder);
      return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
    })
    .map(
      (p) =>
        `The archive would be written inside the skill "${p.folder}" it packages; choose an output outside it.`,
    );
}
