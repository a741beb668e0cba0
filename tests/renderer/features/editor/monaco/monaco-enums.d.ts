/**
 * Monaco's enums as a plain module (no DOM, no CSS), so unit tests can hold the studio's
 * markers to Monaco's own values. The package ships no types for this file: these are
 * the public API's.
 */
declare module 'monaco-editor/esm/vs/editor/common/standalone/standaloneEnums.js' {
  export { MarkerSeverity } from 'monaco-editor/esm/vs/editor/editor.api';
}
