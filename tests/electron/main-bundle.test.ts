/**
 * The desktop app's main-process bundle as scripts/build-electron.mjs writes it (CommonJS): it
 * starts without loading the YAML libraries, which only fixes and agent views use
 * (scripts/lazy-yaml.mjs), and the lazy stand-ins it has for them load the real packages on
 * first call from inside a CommonJS bundle, where esbuild leaves import.meta empty.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { CJS_IMPORT_META, LAZY_YAML_ALIAS } from '../../scripts/lazy-yaml.mjs';
import { tempTree } from '../helpers/temp';

const root = join(import.meta.dirname, '..', '..');

// Runs `script` in a fresh Node with `electron` resolved to a stand-in that refuses the
// single-instance lock (the app then quits at once, having loaded every module it imports);
// the script's last line of output is its answer, as JSON.
function inNode(script: string): unknown {
  const work = tempTree({});
  const fakeElectron = join(work, 'electron-stand-in.cjs');
  writeFileSync(
    fakeElectron,
    `const noop = () => {};
module.exports = {
  app: { setPath: noop, requestSingleInstanceLock: () => false, quit: () => { globalThis.quitCalled = true; } },
  protocol: { registerSchemesAsPrivileged: noop },
  BrowserWindow: {}, dialog: {}, Menu: {}, screen: {}, session: {}, shell: {},
};
const Module = require('node:module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'electron' ? ${JSON.stringify(fakeElectron)} : resolve.call(this, request, ...rest);
};`,
  );
  const run = spawnSync(process.execPath, ['--require', fakeElectron, '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? 'null');
}

const yamlLoaded = `Object.keys(require.cache).filter((p) => /node_modules[\\\\/](yaml|js-yaml(-3)?)[\\\\/]/.test(p)).length > 0`;

describe('the main-process bundle', () => {
  beforeAll(() => {
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build-electron.mjs')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
  }, 60_000);

  it('starts without loading the YAML libraries', () => {
    const bundle = join(root, 'out', 'main', 'index.cjs');
    expect(
      inNode(
        `require(${JSON.stringify(bundle)}); console.log(JSON.stringify({ quit: globalThis.quitCalled === true, yaml: ${yamlLoaded} }));`,
      ),
    ).toEqual({ quit: true, yaml: false });
  });

  it('loads them on first call from inside a CommonJS bundle', async () => {
    const work = tempTree({});
    const entry = join(work, 'entry.ts');
    writeFileSync(
      entry,
      `import { parse } from 'yaml';
import jsYaml from 'js-yaml-3';
export const before = () => ${yamlLoaded};
export const read = (text: string) => [parse(text), jsYaml.safeLoad(text)];`,
    );
    // As build-electron.mjs builds the main process, into the repo so the packages resolve.
    const outfile = join(root, 'node_modules', '.cache', 'lazy-yaml-test', 'entry.cjs');
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      packages: 'external',
      alias: LAZY_YAML_ALIAS,
      ...CJS_IMPORT_META,
      logLevel: 'silent',
    });
    expect(
      inNode(
        `const m = require(${JSON.stringify(outfile)}); const before = m.before(); const read = m.read('name: a\\nlist: [1, 2]\\n'); console.log(JSON.stringify({ before, read, after: ${yamlLoaded} }));`,
      ),
    ).toEqual({
      before: false,
      read: [
        { name: 'a', list: [1, 2] },
        { name: 'a', list: [1, 2] },
      ],
      after: true,
    });
  });
});
