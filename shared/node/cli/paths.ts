/**
 * Paths as the user typed them and as skills-ref prints them (Python's pathlib), next to the
 * absolute paths the commands read.
 */
import { statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
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
 * Refuses an output that exists as anything but a regular file or a folder (a named pipe, a
 * socket, a device): looking into it (is it a zip?) or writing it would wait for a reader or
 * writer forever, or write to the device. Followed through links: what a write would reach.
 */
export function refuseSpecialOutput(dest: string, shown: string): void {
  let st;
  try {
    st = statSync(dest, { throwIfNoEntry: false });
  } catch {
    // Not there to write onto (a file on the way, a link loop): the later checks say why.
    return;
  }
  if (!st || st.isFile() || st.isDirectory()) return;
  const kind = st.isFIFO()
    ? 'a named pipe'
    : st.isSocket()
      ? 'a socket'
      : st.isCharacterDevice() || st.isBlockDevice()
        ? 'a device'
        : 'no ordinary file';
  throw new UsageError(
    `'${shown}' is not a regular file (it is ${kind}); nothing is written onto it. Choose another name.`,
  );
}
