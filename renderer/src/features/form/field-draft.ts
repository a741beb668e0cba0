/**
 * A form field bound to a frontmatter value. While the user types, the field shows exactly
 * what they typed (the YAML is rewritten on every keystroke, and reading it back must not
 * fight the cursor); otherwise it shows the value in the file, so edits made in the code
 * editor, undo, or a reload from disk appear at once.
 */
import { useState } from 'react';

/** Props to spread on an input or textarea. */
export interface DraftProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** Binds an input to `value`, writing every change through `write`. */
export function useFieldDraft(value: string, write: (next: string) => void): DraftProps {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  return {
    value: draft ?? value,
    onChange: (event) => {
      setDraft(event.target.value);
      write(event.target.value);
    },
    onFocus: () => setDraft(value),
    onBlur: () => setDraft(undefined),
  };
}
