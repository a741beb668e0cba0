/**
 * js-yaml 4.1.1 (installed as `js-yaml-4`), the YAML library Gemini CLI 0.61.0 bundles and reads
 * frontmatter with: only the part the Gemini CLI view calls.
 */
declare module 'js-yaml-4' {
  interface JsYaml4 {
    /** Parses one YAML document with the default schema; throws YAMLException. */
    load(text: string): unknown;
  }
  const yaml: JsYaml4;
  export default yaml;
}
