/**
 * Small pieces of the history store: a skill's name for its history's meta file, the texts
 * kept for line counts, and the stamps that tell a history's folder changed.
 */
import { stat } from 'node:fs/promises';
import type { VersionFile } from '../../studio/history/version';
import { looksLikeText } from './snapshot';

/** Line counts are worked out for text files up to this size (a huge text would take long). */
export const LINE_DIFF_MAX = 1024 * 1024;

/** The `name:` of a SKILL.md's frontmatter, plainly read (quotes taken off), or ''. */
export function frontmatterName(text: string): string {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const line = match?.[1]?.split(/\r?\n/).find((l) => /^name\s*:/.test(l));
  if (!line) return '';
  return line
    .replace(/^name\s*:\s*/, '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

export function rememberText(texts: Map<string, string>, hash: string, bytes: Uint8Array): void {
  if (bytes.length <= LINE_DIFF_MAX && looksLikeText(bytes))
    texts.set(hash, new TextDecoder().decode(bytes));
}

export function sameFiles(a: readonly VersionFile[], b: readonly VersionFile[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((f, i) => {
    const g = b[i] as VersionFile;
    return f.path === g.path && f.hash === g.hash && f.executable === g.executable;
  });
}

export async function folderStamp(folder: string): Promise<string | undefined> {
  return stat(folder).then(
    (s) => `${s.ino}:${s.mtimeMs}:${s.ctimeMs}`,
    () => undefined,
  );
}

export async function folderExists(dir: string): Promise<boolean> {
  return stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

export function encodeJson(value: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(value));
}
