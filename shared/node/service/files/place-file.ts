/**
 * Bringing bytes into a skill without ever leaving half a file under its name: they are
 * streamed into a temp file in the nearest existing folder (hidden from every listing), and
 * only when the last byte is on disk and flushed does the file take its name: over the old
 * one when the user chose to replace it, otherwise without overwriting anything (a hard link
 * fails when the name is taken, where a rename would silently replace it).
 */
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { chmod, lstat, realpath, rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { basename, dirname, join } from 'node:path';
import { formatBytes } from '../../../package/upload-rules';
import { keepBothName } from '../../../studio/skill-paths';
import { collisionKey } from '../../../package/entry-names';
import { syncFolder } from '../../atomic-file';
import { TextError } from '../../../ipc/service-text';
import { tempPathBeside } from '../../studio-temp';
import { SkillOpError } from '../skills/skill-ops';
import { makeFolderChecked } from '../../make-folder';
import { moveNoReplace } from './move-entry';

export { placeNew } from '../../atomic-file';

/** What to do when the name is taken. */
export type Clash = 'refuse' | 'replace' | 'keep-both' | 'skip';

/** What became of one file. */
export type Placed =
  | { outcome: 'added' | 'replaced' | 'kept-both'; path: string }
  | { outcome: 'skipped' | 'taken'; path: string };

/** The temp file bytes wait in, beside `target` (or in its nearest existing folder). */
function tempFor(target: string): string {
  let folder = dirname(target);
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  return tempPathBeside(join(folder, basename(target)));
}

/** True when `name` (or a name differing only in case) is taken in `folder`. */
export function isTaken(folder: string, name: string): boolean {
  if (!existsSync(folder)) return false;
  const key = collisionKey(name);
  return readdirSync(folder).some((n) => collisionKey(n) === key);
}

/**
 * Folders' names by collision key, each folder read once: a call that looks up many names
 * (checkAdd's hundreds into a folder of 100,000 files, "keep both" counting up to a free
 * number) reads the folder once instead of once per name.
 */
export class FolderNames {
  private readonly folders = new Map<string, Map<string, string[]>>();

  /** The names in `folder` that `name` collides with, itself included if there. */
  like(folder: string, name: string): readonly string[] {
    let keys = this.folders.get(folder);
    if (!keys) {
      keys = new Map();
      for (const n of existsSync(folder) ? readdirSync(folder) : []) {
        const key = collisionKey(n);
        const same = keys.get(key);
        if (same) same.push(n);
        else keys.set(key, [n]);
      }
      this.folders.set(folder, keys);
    }
    return keys.get(collisionKey(name)) ?? [];
  }

  /** True when `name` (or a name differing only in case) is taken in `folder`. */
  taken(folder: string, name: string): boolean {
    return this.like(folder, name).length > 0;
  }
}

/** The first "name (n).ext" free in `folder` (as read now), for "keep both". */
export function freeName(folder: string, name: string): string {
  const names = new FolderNames();
  return keepBothName(name, (n) => names.taken(folder, n));
}

/**
 * Streams the bytes `open` gives to `target` (absolute, already checked), refusing past
 * `maxBytes`; the name's clash is settled once the bytes are in (`name`: how the refusal
 * names the file). `open` is not called for a name the user chose to skip or that is taken.
 */
export async function placeStream(
  target: string,
  open: () => AsyncIterable<Uint8Array>,
  options: { clash: Clash; maxBytes: number; name: string; executable?: boolean },
): Promise<Placed> {
  const { clash, maxBytes, name } = options;
  // Nothing is uploaded for a name the user chose to skip or that is taken.
  if (isTaken(dirname(target), basename(target)) && (clash === 'skip' || clash === 'refuse'))
    return { outcome: clash === 'skip' ? 'skipped' : 'taken', path: target };
  const temp = tempFor(target);
  let size = 0;
  try {
    const out = createWriteStream(temp, {
      flags: 'wx',
      mode: options.executable ? 0o755 : 0o644,
      flush: true,
    });
    await pipeline(
      open(),
      async function* (source: AsyncIterable<Uint8Array>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > maxBytes)
            throw new SkillOpError('upload-too-large', { name, size: formatBytes(maxBytes) });
          yield chunk;
        }
      },
      out,
    );
    return await settle(temp, target, clash, name);
  } catch (error) {
    await rm(temp, { force: true });
    // A stream that ended early (the browser closed the request) is not the user's bug.
    const code = (error as { code?: string }).code;
    if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET')
      throw new SkillOpError('upload-cut-off', { name });
    throw error;
  }
}

// The temp file takes its name according to the choice, in the folder the guard checked: made
// and checked level by level, the file checked where it landed (make-folder.ts).
async function settle(temp: string, target: string, clash: Clash, name: string): Promise<Placed> {
  const folder = dirname(target);
  const moved = () => new TextError('FolderMoved', 'folder-moved', { file: `"${name}"` });
  await makeFolderChecked(folder, moved);
  if (clash === 'replace' && existsSync(target)) {
    const old = await stat(target);
    if (old.isDirectory())
      throw new SkillOpError('entry-exists', { name: basename(target), folder: basename(folder) });
    await chmod(temp, old.mode & 0o777);
    const ours = await lstat(temp);
    await rename(temp, target);
    const real = await realpath(folder).catch(() => undefined);
    const at = await lstat(target).catch(() => undefined);
    if (real !== folder || at?.ino !== ours.ino || at.dev !== ours.dev) {
      // A swap in the instant before the rename: the file is taken back out of where it went.
      if (at?.ino === ours.ino && at.dev === ours.dev) await rm(target, { force: true });
      throw moved();
    }
    await syncFolder(folder);
    return { outcome: 'replaced', path: target };
  }
  let taken = basename(target);
  let kept = false;
  for (;;) {
    if (isTaken(folder, taken)) {
      if (clash !== 'keep-both') {
        await rm(temp, { force: true });
        return { outcome: clash === 'skip' ? 'skipped' : 'taken', path: target };
      }
      taken = freeName(folder, taken);
      kept = true;
    }
    const final = join(folder, taken);
    if (await moveNoReplace(temp, final, folder, moved)) {
      await syncFolder(folder);
      return { outcome: kept ? 'kept-both' : 'added', path: final };
    }
    // Taken between the look and the link: look again.
  }
}
