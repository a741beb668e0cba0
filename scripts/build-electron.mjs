// Bundles the Electron main process and the preload with esbuild. The preload becomes one
// self-contained CommonJS file (a sandboxed preload can only require "electron"); the main
// process keeps its npm dependencies external (electron-builder ships them).
import { buildAtomically } from './atomic-build.mjs';
import { CJS_IMPORT_META, LAZY_YAML_ALIAS } from './lazy-yaml.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
};

// The main process and the service load the YAML libraries on first call (lazy-yaml.mjs).
const lazyYaml = { alias: LAZY_YAML_ALIAS, ...CJS_IMPORT_META };
await buildAtomically({
  ...common,
  ...lazyYaml,
  entryPoints: [`${root}electron/main/index.ts`],
  outfile: `${root}out/main/index.cjs`,
  packages: 'external',
});
// The service's process, which the main process starts as a utility process.
await buildAtomically({
  ...common,
  ...lazyYaml,
  entryPoints: [`${root}shared/node/process/service-main.ts`],
  outfile: `${root}out/main/service.cjs`,
  packages: 'external',
});
await buildAtomically({
  ...common,
  entryPoints: [`${root}electron/preload/index.ts`],
  outfile: `${root}out/preload/index.cjs`,
  external: ['electron'],
});
