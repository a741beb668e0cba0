// `npm start`: installs what is missing, builds, and launches the desktop app on your skill
// libraries (on first run, a copy of the bundled skills/). Where the desktop app cannot run
// (no Electron binary, e.g. behind a firewall; no display; Electron failing at once), it starts
// the same UI in your browser instead and says why. `npm start -- --browser` asks for that;
// `--no-open` prints the browser address without opening it.
// Uses only Node's own modules until the dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectron } from './electron-binary.mjs';
import { ensureDependencies } from './ensure-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = process.argv.slice(2);
const wantsBrowser = options.includes('--browser');
const mayOpenBrowser = !options.includes('--no-open');
// An Electron that dies this soon after launch never showed a window: use the browser instead.
const EARLY_EXIT_MS = 5000;

/**
 * Runs a Node script of the repo to completion, streaming its output.
 * @param {string} what what the step does, for the message on failure
 * @param {string[]} args
 */
function nodeStep(what, args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${what} failed (see above).`);
    process.exit(1);
  }
}

/**
 * Runs a long-lived child, passing Ctrl+C on to it; resolves with how and when it ended.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ code: number | null, error?: Error, ms: number }>}
 */
function runChild(command, args, env = process.env) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((done) => {
    /**
     * @param {number | null} code
     * @param {Error} [error]
     */
    const finish = (code, error) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done({ code, ms: Date.now() - started, ...(error && { error }) });
    };
    child.on('error', (error) => finish(null, error));
    child.on('exit', (code) => finish(code));
  });
}

/**
 * The Electron binary to launch, or why the desktop app cannot start here.
 * @returns {{ reason: string } | { binary: string }}
 */
function electronUnavailable() {
  if (wantsBrowser) return { reason: 'you asked for the browser (--browser)' };
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY)
    return { reason: 'there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set)' };
  let found = findElectron(root);
  if ('missing' in found && !process.env.ELECTRON_PATH) {
    if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD)
      return { reason: `${found.missing}, and ELECTRON_SKIP_BINARY_DOWNLOAD is set` };
    console.log(
      process.env.ELECTRON_MIRROR
        ? `Downloading the Electron binary from ${process.env.ELECTRON_MIRROR}...`
        : 'Downloading the Electron binary (behind a firewall, set ELECTRON_MIRROR to a mirror)...',
    );
    spawnSync(process.execPath, [join(root, 'node_modules', 'electron', 'install.js')], {
      cwd: root,
      stdio: 'inherit',
    });
    found = findElectron(root);
    if ('missing' in found) return { reason: `the Electron binary could not be downloaded` };
  }
  return 'missing' in found ? { reason: found.missing } : { binary: found.path };
}

/** Starts the browser host on the same libraries and waits for it to end. */
async function startInBrowser(/** @type {string} */ reason) {
  console.log(`\nThe desktop app cannot start here: ${reason}.`);
  console.log('Starting the same Skill Studio in your browser instead (skill-studio serve).');
  console.log('Open the address below; press Ctrl+C here to stop.\n');
  const canOpen =
    mayOpenBrowser &&
    !(process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY);
  const result = await runChild(process.execPath, [
    join(root, 'dist', 'skill-studio.mjs'),
    'serve',
    ...(canOpen ? ['--open'] : []),
  ]);
  process.exitCode = result.code ?? 0;
}

if (!ensureDependencies(root)) process.exit(1);
nodeStep('Building the command line', [join(root, 'scripts', 'build-cli.mjs')]);
nodeStep('Building the desktop app', [join(root, 'scripts', 'build-electron.mjs')]);
nodeStep('Building the UI', [join(root, 'scripts', 'build-renderer.mjs')]);

const electron = electronUnavailable();
if ('reason' in electron) {
  await startInBrowser(electron.reason);
} else {
  console.log('Starting Skill Studio...');
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const result = await runChild(electron.binary, [root], env);
  if (result.error || (result.code !== 0 && result.ms < EARLY_EXIT_MS)) {
    await startInBrowser(
      `Electron ${result.error ? `could not be run (${result.error.message})` : `exited at once with code ${result.code}`}`,
    );
  } else {
    process.exitCode = result.code ?? 0;
  }
}
