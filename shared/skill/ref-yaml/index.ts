/**
 * The front door of the reference YAML reader: a port of ruamel.yaml 0.19.1 and strictyaml's
 * loader (see README.md here for why a port, how its oracle fixtures are made, and the rule that
 * no change lands without a fixture). Everything outside this folder imports from this file.
 */
export { clearYamlMemo, readYaml, yamlMemoSize } from './cache';
export { fastRefYaml } from './fast/fast-path';
export {
  loadRefYaml,
  loadRefYamlFully,
  MAX_EXPANDED_VALUES,
  toPlainData,
  type PlainValue,
} from './load';
export type {
  Mark,
  NotableKind,
  NotableToken,
  RefMapping,
  RefNode,
  RefPair,
  RefScalar,
  RefSequence,
  RefYamlError,
  RefYamlResult,
  ScalarStyle,
} from './types';
