/**
 * The file name a package is saved under, from what the user typed in the package view: the
 * format's extension added when it is missing (as a desktop save dialog does), and the name
 * held to the rules of a file name on every system, so the download or the default of the
 * save dialog is a file the user's machine and the ones they share it with can keep.
 */
import type { ServiceText } from '../ipc/service-text';
import { fileNameProblem } from './skill-paths';

/** A bundle's name when the user has typed none. */
export const DEFAULT_BUNDLE_NAME = 'skills.zip';

/** The archive's file name for `typed` (outer spaces dropped), or why there can be none. */
export function archiveFileName(
  typed: string,
  format: 'zip' | 'skill',
): { name: string } | { problem: ServiceText } {
  const trimmed = typed.trim();
  const extension = `.${format}`;
  // Only the extension ("  .zip") names no file a person can tell apart.
  if (trimmed === '' || trimmed.toLowerCase() === extension)
    return { problem: { id: 'path-empty', params: {} } };
  const problem = fileNameProblem(trimmed);
  if (problem) return { problem };
  const name = trimmed.toLowerCase().endsWith(extension) ? trimmed : `${trimmed}${extension}`;
  const whole = fileNameProblem(name);
  return whole ? { problem: whole } : { name };
}
