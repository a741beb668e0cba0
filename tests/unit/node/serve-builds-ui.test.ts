/**
 * `npx skill-studio serve` right after `npm install` (which builds the CLI, not the UI): the
 * first start builds the UI, saying so on stderr, and only then prints the address, whose
 * page is the built UI, never "The studio UI has not been built yet". The real CLI bundle runs
 * from a package folder of its own (dist/ copied, node_modules linked) whose build script is a
 * stand-in that writes an index.html (Vite itself takes minutes here and would write into the
 * repo); a build that fails is reported with its own words and the studio still starts.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { skillMd, tempTree } from '../../helpers/temp';

const repo = join(import.meta.dirname, '../../..');

/** A package folder with the real CLI bundle and `builder` as scripts/build-renderer.mjs. */
function packageWith(builder: string): string {
  const home = tempTree({ 'package.json': '{ "name": "skill-studio", "type": "module" }\n' });
  cpSync(join(repo, 'dist/skill-studio.mjs'), join(home, 'dist/skill-studio.mjs'));
  cpSync(join(repo, 'dist/cli'), join(home, 'dist/cli'), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(home, 'node_modules'), 'dir');
  mkdirSync(join(home, 'scripts'));
  writeFileSync(join(home, 'scripts/build-renderer.mjs'), builder);
  return home;
}

/** Runs serve until it prints its address (or ends); returns the address and stderr so far. */
function serve(home: string): Promise<{ url?: string; stderr: string }> {
  const root = tempTree({ 'my-skill/SKILL.md': skillMd('my-skill') });
  const child = spawn(process.execPath, [join(home, 'dist/skill-studio.mjs'), 'serve', root], {
    env: { ...process.env, XDG_CONFIG_HOME: tempTree(), HOME: tempTree() },
  });
  onTestFinished(() => {
    child.kill();
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /Skill Studio: (\S+)/.exec(stdout)?.[1];
      if (url) done({ url, stderr });
    });
    child.on('close', () => done({ stderr }));
  });
}

describe('serve after npm install alone', () => {
  it('builds the UI on first start, with progress, before giving the address', async () => {
    const home = packageWith(`
      import { mkdirSync, writeFileSync } from 'node:fs';
      await new Promise((done) => setTimeout(done, 500));
      mkdirSync('dist/renderer', { recursive: true });
      writeFileSync('dist/renderer/index.html', '<!doctype html><title>built by the stand-in</title>');
    `);
    const { url, stderr } = await serve(home);
    expect(stderr).toContain('Building the studio UI (first start only');
    expect(stderr).toMatch(/Built the studio UI in \d+ s\./);
    const page = await fetch(url ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('built by the stand-in');
  });

  it('a build that fails says why, and the studio still starts', async () => {
    const home = packageWith(
      `console.error('error: renderer/src/main.tsx: Unexpected token'); process.exit(1);`,
    );
    const { url, stderr } = await serve(home);
    expect(stderr).toContain('Building the studio UI failed (exit 1):');
    expect(stderr).toContain('renderer/src/main.tsx: Unexpected token');
    expect(stderr).toContain('npm run build:renderer');
    expect(url).toBeDefined();
  });
});
