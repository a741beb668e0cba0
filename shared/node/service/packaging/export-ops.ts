/**
 * Exporting as the UI asks for it: always a zip (the save dialog's file on the desktop, or a
 * fresh folder under the user-data exports folder that the web host hands to the browser as
 * a download), and the export code's outcome turned into the contract's plain result.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ExportSettings } from '../../../export/index';
import type { CallInput, CallOutput } from '../../../ipc/contract';
import { exportSkills } from '../../archive/export-skills';
import { exportsDir } from './package-ops';
import { outputPlace } from '../../output-place';

/** Exports already-checked skill folders; `dest` is a user-chosen file or undefined. */
export async function exportForClient(
  input: CallInput<'exportSkills'>,
  dirs: readonly string[],
  dest: string | undefined,
  userData: string,
): Promise<CallOutput<'exportSkills'>> {
  // The file chosen in the save dialog: refused at once unless nothing or a regular file is there.
  if (dest !== undefined) outputPlace(dest);
  const name = input.name ?? (dirs.length === 1 ? basename(dirs[0] ?? '') : '');
  const settings: ExportSettings = { format: input.format, name };
  for (const key of ['version', 'description', 'author', 'marketplace', 'owner'] as const) {
    const value = input[key];
    if (value !== undefined) settings[key] = value;
  }
  const dryRun = input.dryRun ?? false;
  // Without a chosen file, the zip goes to a folder of its own, for the browser to fetch.
  const folder =
    dest === undefined && !dryRun ? join(exportsDir(userData), randomUUID()) : undefined;
  if (folder) mkdirSync(folder, { recursive: true });
  const target =
    dest ?? join(folder ?? exportsDir(userData), `${name || 'plugin'}-${input.format}.zip`);
  let written = false;
  try {
    const outcome = await exportSkills(dirs, target, settings, {
      force: input.force ?? false,
      dryRun,
      output: 'zip',
    });
    const zip = outcome.written?.kind === 'zip' ? outcome.written.zip : undefined;
    written = zip !== undefined;
    return {
      written: zip
        ? {
            path: zip.path,
            bytes: zip.bytes,
            sha256: zip.sha256,
            fileName: basename(zip.path),
            downloadable: folder !== undefined,
          }
        : null,
      name,
      manifests: outcome.manifests,
      paths: outcome.paths,
      skills: outcome.skills.map((s) => ({
        dir: s.dir,
        ...s.check,
        files: s.plan.files.length,
        leftOut: s.plan.leftOut,
      })),
      problems: outcome.problems,
      notes: outcome.notes,
      errors: outcome.errors,
    };
  } finally {
    // A refusal or a failure leaves no empty download folder behind.
    if (folder && !written) rmSync(folder, { recursive: true, force: true });
  }
}
