/**
 * `npm start` (scripts/start.mjs) on machines where the desktop app cannot run: it must say why
 * and bring up the browser host instead, never just fail. Each case runs the real script (with
 * dependencies present it installs nothing) and stops it once the address is printed.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findElectron } from '../../scripts/electron-binary.mjs';
import { tempTree } from '../helpers/temp';

const root = join(import.meta.dirname, '..', '..');

/** Runs `npm start` with extra env until it prints the browser address; returns its output. */
async function startUntilServing(env: Record<string, string | undefined>): Promise<string> {
  const userData = tempTree({});
  // A key set to undefined is removed from the child's environment.
  const merged = Object.fromEntries(
    Object.entries<string | undefined>({
      ...process.env,
      SKILL_STUDIO_USER_DATA: userData,
      ...env,
    }).filter(([, value]) => value !== undefined),
  );
  // In its own process group, so a script that does not stop on Ctrl+C can be killed with
  // everything it started.
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--no-open'], {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  const serving = new Promise<void>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Skill Studio: http:\/\/127\.0\.0\.1:\d+\/\?token=\S+/.test(output)) done();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      fail(new Error(`start.mjs exited (${String(code)}) before serving:\n${output}`));
    });
  });
  // Fails before the test's own timeout, with what the script printed, so a slow or stuck
  // step shows which one it was.
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<never>((_, fail) => {
    timer = setTimeout(() => {
      fail(new Error(`start.mjs printed no address within 50 s:\n${output}`));
    }, 50_000);
  });
  // Once raced, a later rejection (the child stopped below) must not go unhandled.
  serving.catch(() => undefined);
  try {
    await Promise.race([serving, tooLong]);
  } finally {
    clearTimeout(timer);
    // Ctrl+C as a terminal sends it: to the whole group, the script and what it runs (a
    // build, the browser host). Whatever is left 5 s later, or once the script has gone,
    // is killed: a build left running would rewrite dist/ under later tests.
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    };
    killGroup('SIGINT');
    const killer = setTimeout(() => killGroup('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
    killGroup('SIGKILL');
  }
  return output;
}

describe('npm start falls back to the browser host', () => {
  it('with no display: says so and serves the same UI', async () => {
    const out = await startUntilServing({ DISPLAY: undefined, WAYLAND_DISPLAY: undefined });
    expect(out).toContain('The desktop app cannot start here: there is no display');
    expect(out).toContain('in your browser instead');
  }, 60_000);

  // Where a developer has the real binary installed, this case cannot be set up.
  it.skipIf('path' in findElectron(root))(
    'with no binary and downloads switched off: names the missing binary',
    async () => {
      const out = await startUntilServing({
        DISPLAY: ':99',
        ELECTRON_PATH: undefined,
        ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
      });
      expect(out).toMatch(
        /cannot start here: .*(binary|electron package).*ELECTRON_SKIP_BINARY_DOWNLOAD is set/,
      );
    },
    60_000,
  );

  it('when Electron dies at once (here a binary that exits 1): says so and serves', async () => {
    const out = await startUntilServing({ DISPLAY: ':99', ELECTRON_PATH: '/bin/false' });
    expect(out).toContain('Starting Skill Studio...');
    expect(out).toContain('cannot start here: Electron exited at once with code 1');
  }, 60_000);

  it('with ELECTRON_PATH pointing nowhere: names the path', async () => {
    const out = await startUntilServing({ DISPLAY: ':99', ELECTRON_PATH: '/nowhere/electron' });
    expect(out).toContain('ELECTRON_PATH is set to /nowhere/electron, which does not exist');
  }, 60_000);
});
