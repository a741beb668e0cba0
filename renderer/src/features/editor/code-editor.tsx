/**
 * PLACEHOLDER until the Monaco editor lands: a plain text area with the same props.
 */
import type { Diagnostic, Fix } from '../../../../shared/skill/types';

/** Where to move the cursor (from the problems panel); `seq` makes a repeat request new. */
export interface RevealRequest {
  line: number;
  column: number;
  seq: number;
}

/** Props of the code editor. */
export interface CodeEditorProps {
  /** The file's absolute path: one editor model per path, so undo history survives switching. */
  path: string;
  /** The document's text in the store. */
  text: string;
  /** Findings to underline (SKILL.md only). */
  diagnostics?: readonly Diagnostic[];
  readOnly?: boolean;
  /** The accessible name of the editor. */
  label: string;
  onChange: (text: string) => void;
  /** Runs a fix that is not a text edit (rename the folder or the file). */
  onRunFix?: (fix: Fix) => void;
  reveal?: RevealRequest;
}

/** The code editor. */
export function CodeEditor({ text, readOnly, label, onChange }: CodeEditorProps) {
  return (
    <textarea
      className="code-editor-fallback"
      aria-label={label}
      value={text}
      readOnly={readOnly}
      spellCheck={false}
      onChange={(e) => {
        onChange(e.target.value);
      }}
    />
  );
}
