/**
 * Paths as the user typed them and as skills-ref prints them (Python's pathlib), next to the
 * absolute paths the commands read.
 */
import { statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { english } from '../../i18n/catalogue';
import { OutputRefused, outputPlace, type OutputPlace } from '../output-place';
import { UsageError } from './io';

/** A skill path argument, resolved. */
export interface SkillPathArg {
  /** Absolute folder path. */
  abs: string;
  /** The folder as pathlib prints it (what skills-ref's messages show). */
  display: string;
  /** The folder's name; for "." and ".." the real folder's name (skills-ref would print ""). */
  name: string;
}

/** Resolves a path argument; a path to SKILL.md (any case) means its folder. Missing paths are usage errors. */
export function skillPathArg(arg: string, cwd: string, command: string): SkillPathArg {
  let abs = resolve(cwd, arg);
  let display = pathlibStr(arg);
  let isFile: boolean;
  try {
    isFile = statSync(abs).isFile();
  } catch {
    throw new UsageError(`Path '${arg}' does not exist.`, command);
  }
  if (isFile && basename(abs).toLowerCase() === 'skill.md') {
    abs = dirname(abs);
    display = pathlibStr(dirname(display));
  }
  const last = display.split('/').pop() ?? '';
  const name = last === '' || last === '.' || last === '..' ? basename(abs) : last;
  return { abs, display, name };
}

/** How Python's PurePosixPath prints a path: no empty or "." parts, no trailing slash. */
export function pathlibStr(path: string): string {
  const absolute = path.startsWith('/');
  const parts = path.split('/').filter((p) => p !== '' && p !== '.');
  const joined = parts.join('/');
  if (absolute) return `/${joined}`;
  return joined === '' ? '.' : joined;
}

/**
 * What is at the output `dest` (output-place.ts: nothing, a regular file, or with `folderOk` a
 * folder); anything else is a usage error, said before anything looks into it or writes.
 */
export function outputPlaceArg(dest: string, shown: string, folderOk = false): OutputPlace {
  try {
    return outputPlace(dest, shown, folderOk);
  } catch (error) {
    if (error instanceof OutputRefused) throw new UsageError(english(error.text));
    throw error;
  }
}
