/**
 * A process killed in the middle of a save leaves the old file or the new one, never a mix or a
 * truncated file: a child process saves a 4 MB file over and over with writeFileAtomic and is
 * killed with SIGKILL at varying moments.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleChildScript, repoImport } from '../helpers/child-script';
import { tempTree } from '../helpers/temp';

const SIZE = 4 * 1024 * 1024;

describe('a crash during a save', () => {
  it('never leaves a partial file', async () => {
    const dir = tempTree();
    const script = join(dir, 'saver.mjs');
    await bundleChildScript(
      script,
      `
          import { writeFileAtomic } from ${repoImport('shared/node/atomic-file.ts')};
          const path = process.argv[2];
          let round = 0;
          for (;;) {
            round++;
            const byte = 65 + (round % 26);
            await writeFileAtomic(path, new Uint8Array(${SIZE}).fill(byte));
            process.stdout.write('.');
          }`,
    );
    const target = join(dir, 'SKILL.md');
    writeFileSync(target, Buffer.alloc(SIZE, 0x41));
    for (let attempt = 0; attempt < 12; attempt++) {
      const child = spawn(process.execPath, [script, target], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // Let it complete a few saves, then kill it at a moment that varies from run to run.
      await new Promise<void>((resolve) => {
        let dots = 0;
        child.stdout.on('data', (chunk: Buffer) => {
          dots += chunk.length;
          if (dots >= 2) setTimeout(() => child.kill('SIGKILL'), attempt * 7);
        });
        child.on('exit', () => resolve());
      });
      const bytes = readFileSync(target);
      expect(bytes.length).toBe(SIZE);
      const first = bytes[0] ?? 0;
      expect(bytes.every((b) => b === first)).toBe(true);
    }
    // Temp files a killed save leaves behind are hidden and never replace the real file.
    expect(
      readdirSync(dir)
        .filter((f) => !f.startsWith('.'))
        .sort(),
    ).toEqual(['SKILL.md', 'saver.mjs']);
  });
});
