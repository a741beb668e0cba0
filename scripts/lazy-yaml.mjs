// The esbuild aliases every Node bundle of the CLI's code uses (the CLI itself and the
// benches' check worker): the YAML libraries only fixes and agent views use are loaded on
// first call (shared/node/lazy/), so a `validate` run and each check worker thread start
// without them. One table, so a bench measures the CLI as it is built.
import { fileURLToPath } from 'node:url';

/** @param {string} name */
const lazy = (name) => fileURLToPath(new URL(`../shared/node/lazy/${name}.ts`, import.meta.url));

/** esbuild's `alias` option: each YAML library to its lazy shim. */
export const LAZY_YAML_ALIAS = { yaml: lazy('yaml'), 'js-yaml-3': lazy('js-yaml-3') };
