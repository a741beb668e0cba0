/**
 * The `yaml` package as the studio's Node bundles see it (the CLI's, the desktop app's main
 * process and the benches alias `yaml` here: scripts/lazy-yaml.mjs): the same functions,
 * loaded on first call. Only fixes (--json), the writer's read-back and the agent views call
 * them, so `validate --all`, a library's opening and the app's start-up never pay for loading
 * the package (about 60 CommonJS files: a fifth of a 10,000-skill check's start-up, in the
 * main thread and again in each worker thread).
 */
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

const load = createRequire(import.meta.url);
let lib: typeof Yaml | undefined;

// `require`, not `import`: the import is what the alias turns into this file.
function yaml(): typeof Yaml {
  return (lib ??= load('yaml') as typeof Yaml);
}

type AnyFunction = (...args: unknown[]) => unknown;

/** yaml's parse, loaded on first call. */
export const parse = ((...args: unknown[]) =>
  (yaml().parse as AnyFunction)(...args)) as typeof Yaml.parse;

/** yaml's parseDocument, loaded on first call. */
export const parseDocument = ((...args: unknown[]) =>
  (yaml().parseDocument as AnyFunction)(...args)) as typeof Yaml.parseDocument;

/** yaml's stringify, loaded on first call. */
export const stringify = ((...args: unknown[]) =>
  (yaml().stringify as AnyFunction)(...args)) as typeof Yaml.stringify;
