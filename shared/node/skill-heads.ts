/**
 * The heads of the files the advice rules read (SkillContext.texts): scripts' first line and
 * Markdown files' tops, with bounded reads so a large file or a skill of many files stays fast.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { HEAD_BYTES, headsToRead } from '../skill/rules/advice-files';
import type { SkillContext } from '../skill/index';

/** At most this many files are read per skill (the rest go unread, and unadvised). */
const MAX_FILES = 32;
/** A script's first line is all a rule needs. */
const SCRIPT_BYTES = 256;

/**
 * The heads of the files of `files` the advice rules read, from the skill folder `dir`; links
 * are never followed (they may point out of the libraries) and unreadable files are skipped.
 */
export function readHeads(
  dir: string,
  files: readonly { path: string; size: number; symlink?: true }[],
): Record<string, string> {
  const wanted = new Set(headsToRead(files.filter((f) => f.symlink !== true)));
  const texts: Record<string, string> = {};
  let read = 0;
  for (const f of files) {
    if (!wanted.has(f.path) || read >= MAX_FILES) continue;
    read++;
    const text = readHead(join(dir, f.path), /\.md$/i.test(f.path) ? HEAD_BYTES : SCRIPT_BYTES);
    if (text !== undefined) texts[f.path] = text;
  }
  return texts;
}

// Never waits on a pipe or a device put where a file was: opened without blocking, not through
// a link, and read only when it is a regular file. Windows has neither flag (nor FIFOs).
const optional: Partial<typeof constants> = constants;
const FLAGS = constants.O_RDONLY | (optional.O_NONBLOCK ?? 0) | (optional.O_NOFOLLOW ?? 0);

function readHead(path: string, max: number): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, FLAGS);
    if (!fstatSync(fd).isFile()) return undefined;
    const buffer = Buffer.alloc(max);
    const n = readSync(fd, buffer, 0, max, 0);
    return buffer.subarray(0, n).toString('utf8');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** `context` with the heads read, unless it already carries them. */
export function withHeads(dir: string, context: SkillContext): SkillContext {
  if (context.texts || !context.files) return context;
  return { ...context, texts: readHeads(dir, context.files) };
}
