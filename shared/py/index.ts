/**
 * Python's semantics, where the reference tools are Python programs (skills-ref, HelloAgents,
 * ruamel's messages): str and repr, universal newlines, whitespace, len and sort order, YAML 1.1
 * typing and safe_load, json.dumps and html.escape, random.Random's shuffle. One place, so each
 * has one definition. Callers outside shared/py import from here. The YAML port
 * (shared/skill/ref-yaml) imports ./repr directly: safe_load is built on that port, and going
 * through this file would make the two import each other.
 */
export { pyRepr, pyReprChar, pyTupleStr } from './repr';
export {
  codePointLength,
  compareCodePoints,
  isPySpace,
  PY_SPACE_CLASS,
  pyStrip,
  pyStripBounds,
  universalNewlines,
} from './text';
export { dictKey, floatRepr, pyStr, pyValueRepr, type PyValue } from './value';
export { pyYamlType, type PyYamlType } from './yaml11';
export { safeLoad, type SafeLoadResult } from './safe-load';
export { htmlEscape, pythonJson, type JsonText } from './stdlib';
export { PyRandom } from './random';
