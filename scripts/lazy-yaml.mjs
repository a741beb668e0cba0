// The esbuild aliases every Node bundle of the studio's code uses (the CLI, the Electron main
// process and its check worker, the benches): the YAML libraries only fixes and agent views
// use are loaded on first call (shared/node/lazy/), so `validate`, a check worker thread and
// the desktop app's start-up go without loading them. One table, so a bench
// measures the code as it ships.
import { fileURLToPath } from 'node:url';

/** @param {string} name */
const lazy = (name) => fileURLToPath(new URL(`../shared/node/lazy/${name}.ts`, import.meta.url));

/** esbuild's `alias` option: each YAML library to its lazy shim. */
export const LAZY_YAML_ALIAS = { yaml: lazy('yaml'), 'js-yaml-3': lazy('js-yaml-3') };

/**
 * For a CommonJS bundle of modules that use import.meta.url (the lazy shims resolve the
 * packages from it): esbuild leaves import.meta empty in CommonJS, so the bundle's own file
 * URL stands in for it. Spread into the build options.
 */
export const CJS_IMPORT_META = {
  define: { 'import.meta.url': '__importMetaUrl' },
  // Strict first: a banner comes before the "use strict" esbuild writes, which then is none.
  banner: {
    js: `"use strict";\nconst __importMetaUrl = require('node:url').pathToFileURL(__filename).href;`,
  },
};
