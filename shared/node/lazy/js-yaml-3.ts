// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../agent/opencode/js-yaml-3.d.ts" />
/**
 * js-yaml 3 as the studio's Node bundles see it (scripts/lazy-yaml.mjs aliases `js-yaml-3`
 * here): the same safeLoad, loaded on first call, so a `validate` that works out no fix, or
 * the app's start-up, never loads it (see yaml.ts beside this file).
 */
import { createRequire } from 'node:module';
import type JsYaml3 from 'js-yaml-3';

const load = createRequire(import.meta.url);
let lib: typeof JsYaml3 | undefined;

/** js-yaml 3's default export, its safeLoad loaded on first call. */
const jsYaml: typeof JsYaml3 = {
  safeLoad: (text) => (lib ??= load('js-yaml-3') as typeof JsYaml3).safeLoad(text),
};
// A default export, as the package's: the modules it stands in for import it so.
// eslint-disable-next-line no-restricted-syntax
export default jsYaml;
