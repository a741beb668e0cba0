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

describe('a service killed during a burst of saves', () => {
  it('leaves a readable store with a version of every save it answered', async () => {
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
        const [root, userData, attempt] = process.argv.slice(2);
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
          process.stdout.write(n + '\\n');
        }`,
    );
    const root = realpathSync(tempTree());
    mkdirSync(join(root, 'a'));
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
    const store = new HistoryStore(historyRoot(userData));
    const list = await store.list(join(root, 'a'));
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
  }, 120_000);
});
