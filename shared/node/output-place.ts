/**
 * A place the studio may write an output file to (package -o, export -o, the file chosen in a
 * save dialog): nothing there yet, or a regular file to replace. Anything else is refused
 * before anything is opened or written: a named pipe (opening it waits for a reader forever),
 * a socket or a device, a folder, and a symbolic link, which the atomic rename would replace
 * by the output while the user may have meant the file it leads to (or not known it was one).
 * Looked at without following a link (lstat), so what is judged is what the rename replaces.
 */
import { lstatSync, type Stats } from 'node:fs';
import type { Message } from '../i18n/message';
import { fsMessage } from '../i18n/fs-messages';
import { TextError } from '../ipc/service-text';
import { isMissing } from './regular-file';
import { fsErrorReason } from './skill-folder';

/** What is at an output path that may be written: nothing, a regular file, or (for a folder output) a folder. */
export type OutputPlace = 'absent' | 'file' | 'folder';

/** An output path that is no place to write to; `shown` is the path as the user gave it. */
export class OutputRefused extends TextError {
  constructor(
    readonly path: string,
    readonly reason: Message | string,
    shown = path,
  ) {
    super('OutputRefused', 'output-not-file', { path: shown, reason });
  }
}

// Why an entry of these stats is no file to write over, or undefined when it is a regular file.
function refusalOf(st: Stats): Message | undefined {
  if (st.isFile()) return undefined;
  if (st.isSymbolicLink()) return fsMessage('fs.is-link');
  if (st.isFIFO()) return fsMessage('fs.is-pipe');
  if (st.isSocket()) return fsMessage('fs.is-socket');
  if (st.isDirectory()) return fsMessage('fs.is-folder');
  return fsMessage('fs.is-device');
}

/**
 * What is at `path` now, as a place to write an output to: throws OutputRefused for anything
 * but nothing or a regular file (with `folderOk`, a folder is answered too, for the caller to
 * refuse in its own words or write beside). `shown` is the path in the refusal.
 */
export function outputPlace(path: string, shown = path, folderOk = false): OutputPlace {
  let st: Stats | undefined;
  try {
    st = lstatSync(path, { throwIfNoEntry: false });
  } catch (error) {
    // A part of the path is no folder: nothing is there, and the caller's check of the folder
    // says so in its words. A path too long or a loop of links: nothing can be written there.
    if (isMissing(error) || (error as { code?: unknown }).code === 'ENOTDIR') return 'absent';
    throw new OutputRefused(path, fsErrorReason(error), shown);
  }
  if (!st) return 'absent';
  if (folderOk && st.isDirectory()) return 'folder';
  const refusal = refusalOf(st);
  if (refusal) throw new OutputRefused(path, refusal, shown);
  return 'file';
}
