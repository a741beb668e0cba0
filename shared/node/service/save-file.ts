/**
 * Conditional saves: the client sends the hash of the version it edited; if the file changed on
 * disk since, nothing is written and the client gets both versions to compare. The file keeps
 * its line endings (the editor may hand back LF for a CRLF file); the text's own BOM state wins,
 * so removing a BOM on purpose works.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { decodeUtf8, detectEol } from '../../skill/text';
import { contentHash, readIfExists, writeFileAtomic } from '../atomic-file';

/** The outcome of a save. */
export type SaveOutcome =
  | { ok: true; hash: string }
  | { ok: false; conflict: { diskText: string | null; diskHash: string | null } };

/** Saves `text` to `path` if the file on disk still has `baseHash` (null: must not exist yet). */
export async function saveConditionally(
  path: string,
  text: string,
  baseHash: string | null,
): Promise<SaveOutcome> {
  const current = await readIfExists(path);
  const diskHash = current ? contentHash(current) : null;
  if (diskHash !== baseHash) {
    const decoded = current ? decodeUtf8(current) : undefined;
    return {
      ok: false,
      conflict: {
        diskText: decoded && decoded.badByte === undefined ? decoded.text : null,
        diskHash,
      },
    };
  }
  const eol = current ? detectEol(decodeUtf8(current).text) : detectEol(text);
  const bytes = new TextEncoder().encode(withEol(text, eol));
  // A new file may go into a folder that does not exist yet (references/guide.md).
  if (!current) await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, bytes);
  return { ok: true, hash: contentHash(bytes) };
}

// Every line break becomes the file's own kind.
function withEol(text: string, eol: '\n' | '\r\n' | '\r'): string {
  const lf = text.replace(/\r\n?/g, '\n');
  return eol === '\n' ? lf : lf.replace(/\n/g, eol);
}
