/** The editor settings every studio editor shares. */
import type { editor } from 'monaco-editor/esm/vs/editor/editor.api';

/** Options of the code editor and the compare view. */
export const EDITOR_OPTIONS = {
  automaticLayout: true,
  minimap: { enabled: false },
  fontSize: 13,
  renderWhitespace: 'selection',
  // Chinese punctuation (，：“”) looks like ASCII to Monaco: boxing it would flood SKILL.md.
  unicodeHighlight: { ambiguousCharacters: false },
  tabSize: 2,
  insertSpaces: true,
  // Hovers and suggestions may reach past the editor's box (next to the side panel).
  fixedOverflowWidgets: true,
  scrollBeyondLastLine: false,
} satisfies editor.IStandaloneEditorConstructionOptions;
