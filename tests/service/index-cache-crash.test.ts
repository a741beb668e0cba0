/**
 * A process killed while it writes the remembered list never leaves a file that is trusted
 * half-written: a child process writes the list of a 3,000-skill library over and over
 * (writeIndexCache) and is killed with SIGKILL at varying moments; each time, what the next
 * start reads is either the whole list as written or nothing (a cold open).
 */
import { spawn } from 'node:child_process';
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIndexCache } from '../../shared/node/service/libraries/index-cache';
import { bundleChildScript, repoImport } from '../helpers/child-script';
import { tempTree } from '../helpers/temp';

const COUNT = 3000;

describe('a crash while the remembered list is written', () => {
  it('never leaves a list that is trusted half-written', async () => {
    const dir = tempTree();
    const root = realpathSync(tempTree());
    const { dev, ino } = statSync(root);
    const options = { dir: join(dir, 'index-cache'), key: 'crash' };
    const script = join(dir, 'writer.mjs');
    // Each round writes the same list with a description naming the round: a mix of two
    // rounds, or a cut-short file, would show in what is read.
    await bundleChildScript(
      script,
      `
          import { writeIndexCache } from ${repoImport('shared/node/service/libraries/index-cache.ts')};
          const [root, dir] = process.argv.slice(2);
          const found = { codes: [] };
          for (let round = 0; ; round++) {
            const entries = new Map();
            for (let i = 0; i < ${COUNT}; i++) {
              const rel = 's' + i;
              entries.set(rel, {
                stamp: { size: i, mtimeMs: 1, ctimeMs: 2, ino: 3 + i },
                skillMdName: 'SKILL.md',
                name: rel,
                sameNameAs: [],
                sameDescriptionAs: [],
                summary: {
                  dir: root + '/' + rel, rel, folderName: rel, skillMdName: 'SKILL.md', depth: 'full',
                  resources: { scripts: 0, references: 0, assets: 0, examples: 0 },
                  name: rel, description: 'round ' + round + ' ' + 'x'.repeat(4000), found,
                },
              });
            }
            await writeIndexCache({ dir, key: 'crash' }, root, { dev: ${dev}, ino: ${ino} }, { entries, skipped: [] });
            process.stdout.write('.');
          }`,
    );
    let whole = 0;
    for (let attempt = 0; attempt < 10; attempt++) {
      const child = spawn(process.execPath, [script, root, options.dir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // Two writes tell how long one round takes; the kill then comes at a tenth more of a
      // round each attempt, so over the attempts it lands in every part of one (the write too).
      await new Promise<void>((resolve) => {
        const at: number[] = [];
        child.stdout.on('data', (chunk: Buffer) => {
          for (let i = 0; i < chunk.length; i++) at.push(performance.now());
          const [first, second] = at;
          if (at.length === 2 && first !== undefined && second !== undefined)
            setTimeout(() => child.kill('SIGKILL'), ((second - first) * attempt) / 10);
        });
        child.on('exit', () => resolve());
      });
      const read = readIndexCache(options, root, { dev, ino });
      if (!read) continue;
      whole++;
      const rounds = new Set(
        [...read.entries.values()].map((e) => e.summary.description?.slice(0, 12)),
      );
      expect(read.entries.size).toBe(COUNT);
      expect(rounds.size).toBe(1);
    }
    // The rename makes each write whole: a list is there to read after every kill.
    expect(whole).toBe(10);
    // Temp files a killed write leaves behind are hidden and never read as the list.
    expect(readdirSync(options.dir).filter((f) => !f.startsWith('.'))).toHaveLength(1);
  }, 120_000); // Ten children each writing a 12 MB list two or three times: slow on two busy cores.
});
