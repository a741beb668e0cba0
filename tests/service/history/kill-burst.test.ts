/**
 * A service process killed with SIGKILL in the middle of a burst of saves: the store stays
 * readable (no damage), and every save that was answered has its version, holding the very
 * bytes saved (their sha256, computed here). A child process runs the real StudioService and
 * prints each save's number once it has answered; it is killed at a moment that varies.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HistoryStore, historyRoot } from '../../../shared/node/history/history-store';
import { build } from 'esbuild';
import { repoImport } from '../../helpers/child-script';
import { skillMd, tempTree } from '../../helpers/temp';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const textOf = (attempt: number, n: number) => `${skillMd('a')}\nround ${attempt}-${n}\n`;

async function bundle(outfile: string, source: string): Promise<void> {
  await build({
    stdin: { contents: source, resolveDir: dirname(outfile), loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    packages: 'external',
  });
}

/** Bundles the child that saves until it is killed (`killAt`: it kills itself after that save). */
async function saver(): Promise<string> {
  const dir = tempTree();
  const script = join(dir, 'saver.mjs');
  // The service's packages stay outside the bundle (one is native): the child finds them
  // through a node_modules link beside it.
  symlinkSync(join(import.meta.dirname, '../../../node_modules'), join(dir, 'node_modules'));
  await bundle(
    script,
    `
        import { readFileSync } from 'node:fs';
        import { createHash } from 'node:crypto';
        import { dirname, join } from 'node:path';
        import { StudioService } from ${repoImport('shared/node/service/studio-service.ts')};
        import { memorySettings } from ${repoImport('shared/node/service/settings/settings.ts')};
        import { writeSync } from 'node:fs';
        const [root, userData, attempt, killAt] = process.argv.slice(2);
        const service = new StudioService({ settings: memorySettings([root]), userData, watch: false });
        await service.start();
        const path = join(root, 'a', 'SKILL.md');
        let base = createHash('sha256').update(readFileSync(path)).digest('hex');
        const head = readFileSync(path, 'utf8').split('\\nround ')[0];
        for (let n = 1; ; n++) {
          const text = head + '\\nround ' + attempt + '-' + n + '\\n';
          const out = await service.handlers.saveFile({ path, text, baseHash: base });
          if (!out.ok) throw new Error('conflict');
          base = out.hash;
          // Killed the very moment a save answered: nothing the save left for later runs.
          writeSync(1, n + '\\n');
          if (String(n) === killAt) process.kill(process.pid, 'SIGKILL');
        }`,
  );
  return script;
}

/** What a store says of the skill: undamaged, with these saves' versions intact. */
async function expectKept(userData: string, dir: string, answered: string[]): Promise<void> {
  const store = new HistoryStore(historyRoot(userData));
  const list = await store.list(dir);
  expect(list.damage).toBeNull();
  const kept = new Set(
    list.versions.flatMap((v) => v.files.filter((f) => f.path === 'SKILL.md').map((f) => f.hash)),
  );
  expect(answered.filter((hash) => !kept.has(hash))).toEqual([]);
  // And each of them reads back intact.
  for (const v of list.versions.slice(0, 5)) {
    const file = v.files.find((f) => f.path === 'SKILL.md');
    if (file) expect((await store.bytesOf(file)).kind).toBe('ok');
  }
}

function library(): string {
  const root = realpathSync(tempTree());
  mkdirSync(join(root, 'a'));
  writeFileSync(join(root, 'a', 'SKILL.md'), skillMd('a'));
  return root;
}

describe('a service killed during a burst of saves', () => {
  it('leaves a readable store with a version of every save it answered', async () => {
    const script = await saver();
    const root = library();
    const dir = tempTree();
    writeFileSync(join(root, 'a', 'SKILL.md'), skillMd('a'));
    const userData = join(dir, 'user-data');
    const answered: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const child = spawn(process.execPath, [script, root, userData, String(attempt)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          // A burst under way: killed after some saves, at a moment that varies.
          if (out.split('\n').length > 20) setTimeout(() => child.kill('SIGKILL'), attempt * 3);
        });
        child.on('exit', () => resolve());
      });
      const done = out.split('\n').filter((line) => /^\d+$/.test(line));
      expect(done.length).toBeGreaterThan(19);
      for (const n of done) answered.push(sha(textOf(attempt, Number(n))));
    }
    await expectKept(userData, join(root, 'a'), answered);
  }, 120_000);

  it('keeps the version of a save answered the instant before the process died', async () => {
    // The burst cannot tell a version written before the answer from one a moment after (the
    // next save's check of the disk records it as an outside change); this can: the process
    // kills itself in the same turn the save answered, so only what the save awaited is there.
    const script = await saver();
    for (const killAt of [1, 2, 5]) {
      const root = library();
      const userData = join(tempTree(), 'user-data');
      const child = spawn(process.execPath, [script, root, userData, '0', String(killAt)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await new Promise<void>((resolve) => child.on('exit', () => resolve()));
      const done = out.split('\n').filter((line) => /^\d+$/.test(line));
      expect(done.at(-1)).toBe(String(killAt));
      await expectKept(
        userData,
        join(root, 'a'),
        done.map((n) => sha(textOf(0, Number(n)))),
      );
    }
  }, 120_000);
});
