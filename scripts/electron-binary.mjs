// Where the Electron binary is, found without require('electron') (which throws when the binary
// is absent, and on newer versions tries to download it). Shared by `npm start` and the tests
// that need a real Electron.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The binary's path, or why there is none.
 * @param {string} root the repository root
 * @returns {{ path: string } | { missing: string }}
 */
export function findElectron(root) {
  const override = process.env.ELECTRON_PATH;
  if (override) {
    return existsSync(override)
      ? { path: override }
      : { missing: `ELECTRON_PATH is set to ${override}, which does not exist` };
  }
  const pkg = join(root, 'node_modules', 'electron');
  if (!existsSync(join(pkg, 'package.json')))
    return { missing: 'the electron package is not installed (run npm install)' };
  let relative;
  try {
    relative = readFileSync(join(pkg, 'path.txt'), 'utf8').trim();
  } catch {
    return {
      missing:
        'the Electron binary was never downloaded (node_modules/electron/path.txt is missing)',
    };
  }
  const binary = join(pkg, 'dist', relative);
  return existsSync(binary)
    ? { path: binary }
    : { missing: `the Electron binary is missing from ${join(pkg, 'dist')}` };
}
