/**
 * Packaging and import as the UI asks for them: the archive code's outcomes turned into the
 * contract's plain results, with the destination decided here: the file the user chose in a
 * save dialog, or (in the browser, which has no such dialog) a fresh folder under the
 * user-data folder from which the web host hands the file over as a download.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { CallInput, CallOutput } from '../../../ipc/contract';
import { DEFAULT_IMPORT_LIMITS } from '../../../package/index';
import { importArchive, type ImportControl } from '../../archive/import-skills';
import { scanImport } from '../../archive/import-scan';
import { packageSkills } from '../../archive/package-skills';
import { orderedTargets } from '../../../skill/targets';
import { archiveFileName, DEFAULT_BUNDLE_NAME } from '../../../studio/archive-name';
import { SkillOpError } from '../skills/skill-ops';
import { outputPlace } from '../../output-place';

/** Where downloads wait in the user-data folder. */
export function exportsDir(userData: string): string {
  return join(userData, 'exports');
}

/** Where uploaded archives wait in the user-data folder. */
export function uploadsDir(userData: string): string {
  return join(userData, 'uploads');
}

/** Packages already-checked skill folders; `dest` is a user-chosen file or undefined. */
export async function packageForClient(
  input: CallInput<'packageSkills'>,
  dirs: readonly string[],
  dest: string | undefined,
  userData: string,
): Promise<CallOutput<'packageSkills'>> {
  // The file chosen in the save dialog: refused at once unless nothing or a regular file is there.
  if (dest !== undefined) outputPlace(dest);
  const fileName = downloadName(input, dirs);
  // Without a chosen file, the archive goes to a folder of its own, for the browser to fetch.
  const folder = dest === undefined ? join(exportsDir(userData), randomUUID()) : undefined;
  if (folder) mkdirSync(folder, { recursive: true });
  const target = dest ?? join(folder ?? '', fileName);
  try {
    const outcome = await packageSkills(dirs, target, {
      profile: input.profile ?? (input.format === 'skill' ? 'claude-ai' : 'spec'),
      ...(input.targets && {
        targets: orderedTargets([
          ...input.targets,
          ...(input.format === 'skill' ? (['claude-ai'] as const) : []),
        ]),
      }),
      force: input.force ?? false,
      dryRun: input.dryRun ?? false,
    });
    return {
      written: outcome.archive
        ? {
            path: outcome.archive.path,
            bytes: outcome.archive.bytes,
            sha256: outcome.archive.sha256,
            fileName: basename(outcome.archive.path),
            downloadable: folder !== undefined,
          }
        : null,
      skills: outcome.skills.map((s) => ({
        dir: s.dir,
        folder: s.plan.folder,
        ...(s.name !== undefined && { name: s.name }),
        files: s.plan.files.map((f) => ({ path: f.path, size: f.size, store: f.store })),
        leftOut: s.plan.leftOut,
        diagnostics: s.diagnostics,
        ...(s.targets && { targets: s.targets }),
        bytes: s.size.bytes,
      })),
      checks: outcome.checks,
      problems: outcome.problems,
      errors: outcome.errors,
    };
  } finally {
    // A dry run or a refusal leaves no empty download folder behind.
    if (folder && (input.dryRun ?? false)) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The name a download is written under: the one the user typed (refused in words when no file
 * can have it), else the folder's name with the format's extension, or skills.zip for a bundle.
 */
function downloadName(input: CallInput<'packageSkills'>, dirs: readonly string[]): string {
  const typed =
    input.fileName ?? (dirs.length === 1 ? basename(dirs[0] ?? 'skill') : DEFAULT_BUNDLE_NAME);
  const named = archiveFileName(typed, input.format);
  if ('problem' in named) {
    // Only a typed name can be refused: a folder's own name is one already.
    if (input.fileName !== undefined)
      throw new SkillOpError(named.problem.id, named.problem.params);
    return `skill.${input.format}`;
  }
  return named.name;
}

/** The skills an archive or folder holds, or why none can be imported. */
export async function scanForClient(path: string): Promise<CallOutput<'scanImport'>> {
  // The dialog shows each skill's security review before anything is imported (issue 39).
  const scan = await scanImport(path, DEFAULT_IMPORT_LIMITS, { review: true });
  return 'kind' in scan ? { ...scan, problems: [] } : { ...scan, skills: [] };
}

/** Imports an archive or a folder (all its skills, or the ones in `only`) into a library root. */
export async function importForClient(
  file: string,
  root: string,
  conflict: CallInput<'importArchive'>['conflict'],
  control?: ImportControl,
  only?: readonly string[],
): Promise<CallOutput<'importArchive'>> {
  const outcome = await importArchive(file, root, {
    limits: DEFAULT_IMPORT_LIMITS,
    conflict,
    ...(control && { control }),
    ...(only && { only }),
  });
  return {
    imported: outcome.imported,
    ...(outcome.layout !== undefined && { layout: outcome.layout }),
    skills: outcome.skills.map((s) => ({ ...s, dir: join(root, s.folder) })),
    skipped: outcome.skipped,
    problems: outcome.problems,
    clashes: outcome.clashes,
    recovered: outcome.recovered,
  };
}
