/**
 * js-yaml 4.1.1 (installed as `js-yaml-4`), the YAML library Gemini CLI 0.61.0 bundles and reads
 * frontmatter with: only the part the agent views call (the Copilot view reads with its
 * failsafe schema, every scalar as text, as VS Code's own parser gives them).
 */
declare module 'js-yaml-4' {
  interface JsYaml4 {
    /** Parses one YAML document (the default schema unless given); throws YAMLException. */
    load(text: string, options?: { schema?: unknown }): unknown;
    /** The schema that types nothing: every scalar is a string. */
    FAILSAFE_SCHEMA: unknown;
  }
  const yaml: JsYaml4;
  export default yaml;
}
