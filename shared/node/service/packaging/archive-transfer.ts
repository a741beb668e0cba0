/**
 * Archives crossing the browser host: an upload kept for importArchive (the browser has no
 * open dialog that reveals a path, so an upload is how the user chooses a file there), and the
 * check that a download names an archive the studio packaged for it.
 */
import { createWriteStream, realpathSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { basename, join, sep } from 'node:path';
import { cwd } from 'node:process';
import { isInside } from '../../../studio/paths';
import { realOrUndefined } from '../libraries/known-skill';
import { exportsDir, uploadsDir } from './package-ops';
import { SkillOpError } from '../skills/skill-ops';

/** Streams an uploaded archive into its own folder under userData and returns its path; refused past `maxBytes`. */
export async function receiveArchive(
  userData: string,
  fileName: string,
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<string> {
  const folder = join(uploadsDir(userData), randomUUID());
  await mkdir(folder, { recursive: true });
  const path = join(folder, basename(fileName.replaceAll('\\', '/')) || 'upload.zip');
  let size = 0;
  try {
    await pipeline(
      chunks,
      async function* (source: AsyncIterable<Uint8Array>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > maxBytes)
            throw new SkillOpError('import-too-large', {
              size: String(Math.round(maxBytes / 2 ** 20)),
            });
          yield chunk;
        }
      },
      createWriteStream(path),
    );
  } catch (error) {
    // Half an archive is of no use: nothing of a refused upload stays.
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return path;
}

/** The real path of an archive packaged for download, if `path` is one. */
export function downloadableArchive(userData: string, path: string): string | undefined {
  const exports = realOrUndefined(exportsDir(userData));
  try {
    const real = realpathSync(path);
    return exports !== undefined && isInside(exports, real, sep, cwd) && real !== exports
      ? real
      : undefined;
  } catch {
    return undefined;
  }
}
