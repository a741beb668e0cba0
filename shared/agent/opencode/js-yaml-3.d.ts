/**
 * js-yaml 3.14.2 (installed as `js-yaml-3`), the YAML library OpenCode reads frontmatter with
 * (through gray-matter 4.0.3): only the part the OpenCode view calls.
 */
declare module 'js-yaml-3' {
  interface JsYaml3 {
    /** Parses one YAML document with the default safe schema; throws YAMLException. */
    safeLoad(text: string): unknown;
  }
  const yaml: JsYaml3;
  export default yaml;
}
