/**
 * `serve` on a checkout where the UI was never built (`npm install` builds only the CLI):
 * the first start builds it, saying so and how long it has been going, instead of opening a
 * page that tells the user to run another command. Built by the repo's own script
 * (scripts/build-renderer.mjs, Vite) in a child process, so a failed build is reported and
 * the studio still starts (its page then says the UI is missing, as before).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CliIo } from './io';

/** How often the build says it is still going (ms). */
const PROGRESS_EVERY = 10_000;

/** Where the built UI's page is under the package root `home`. */
export function uiIndex(home: string): string {
  return join(home, 'dist', 'renderer', 'index.html');
}

/**
 * Builds the UI under `home` when it has not been built and can be (the build script and its
 * dependencies are there); returns whether the UI is there afterwards.
 */
export async function ensureUi(home: string, io: CliIo): Promise<boolean> {
  if (existsSync(uiIndex(home))) return true;
  const script = join(home, 'scripts', 'build-renderer.mjs');
  if (!existsSync(script) || !existsSync(join(home, 'node_modules', 'vite'))) {
    io.stderr(
      `The studio UI is not built, and this install cannot build it (no ${existsSync(script) ? 'Vite in node_modules' : 'build script'}): run "npm install" in ${home}, then "npm run build:renderer".\n`,
    );
    return false;
  }
  io.stderr('Building the studio UI (first start only; this takes a minute or two)...\n');
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const progress = setInterval(
    () => io.stderr(`  still building (${seconds()} s)\n`),
    PROGRESS_EVERY,
  );
  const output: string[] = [];
  try {
    const code = await new Promise<number | null>((done) => {
      const child = spawn(process.execPath, [script], {
        cwd: home,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.on('error', (error) => {
        output.push(String(error));
        done(null);
      });
      child.on('close', done);
    });
    if (code === 0 && existsSync(uiIndex(home))) {
      io.stderr(`Built the studio UI in ${seconds()} s.\n`);
      return true;
    }
    // Vite's own words say what failed; the last lines are where it says so.
    const tail = output.join('').trim().split('\n').slice(-20).join('\n');
    io.stderr(
      `Building the studio UI failed (exit ${code ?? 'not started'})${tail ? `:\n${tail}` : '.'}\nRun "npm run build:renderer" in ${home} to see the whole output.\n`,
    );
    return false;
  } finally {
    clearInterval(progress);
  }
}
