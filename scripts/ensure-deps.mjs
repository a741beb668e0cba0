// Installs the npm dependencies when they are missing or older than package-lock.json, so that
// `npm start` and `npm test` each work as the first command on a fresh clone. Uses only Node's
// own modules: it runs before anything else is installed.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Modification time of a file in ms, or undefined when it does not exist.
 * @param {string} path
 */
function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Ensures node_modules matches package-lock.json; returns false when npm install failed.
 * The Electron binary is never fetched here (its postinstall is blocked, and on npm versions
 * that ignore "allowScripts" the environment variable blocks it): `npm start` fetches it
 * itself, so an install behind a firewall still succeeds.
 * @param {string} root the repository root
 */
export function ensureDependencies(root) {
  const installed = mtime(join(root, 'node_modules', '.package-lock.json'));
  const locked = mtime(join(root, 'package-lock.json'));
  if (installed !== undefined && (locked === undefined || installed >= locked)) return true;
  console.log(
    installed === undefined
      ? 'Installing dependencies (npm install; the first time takes about a minute)...'
      : 'package-lock.json changed since the last install: updating dependencies...',
  );
  // Under `npm start` / `npm test`, npm tells us where it is; otherwise use the one on PATH.
  const npmCli = process.env.npm_execpath;
  const [command, args] =
    npmCli && npmCli.endsWith('.js')
      ? [process.execPath, [npmCli, 'install', '--no-audit', '--no-fund']]
      : ['npm', ['install', '--no-audit', '--no-fund']];
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
    shell: process.platform === 'win32' && command === 'npm',
  });
  if (result.status !== 0) {
    console.error('npm install failed (see above); nothing was started.');
    return false;
  }
  return true;
}
