/**
 * Temporary folder trees for tests that touch the disk, removed after each test.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Creates a temp folder holding `files` (path → content) and returns its path. */
export function tempTree(files: Record<string, string | Uint8Array> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'skill-studio-test-'));
  made.push(root);
  for (const [path, content] of Object.entries(files)) {
    const abs = join(root, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  return root;
}

/**
 * Writes `content` over `file` until its ctime is no longer `was`, the stamp a plan took: the
 * stamp comes from a coarse clock (a scheduler tick on Linux, a second on some file systems),
 * so a write just after can carry the same one. Waits for the stamp to move, not for a time.
 */
export function rewriteRestamped(file: string, content: string, was: number): void {
  do writeFileSync(file, content);
  while (statSync(file).ctimeMs === was);
}

/** A valid SKILL.md for a skill called `name`. */
export function skillMd(
  name: string,
  description = `Does ${name} things. Use when asked.`,
): string {
  return `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n\nSteps.\n`;
}

/** The id of a process that has exited (for what an interrupted process leaves behind). */
export function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}
