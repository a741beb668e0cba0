/**
 * A form field bound to a frontmatter value. While the user types, the field shows exactly
 * what they typed (the YAML is rewritten on every keystroke, and reading it back must not
 * fight the cursor); otherwise it shows the value in the file, so edits made in the code
 * editor, undo, or a reload from disk appear at once. A change from outside while the field
 * has focus (the file changed on disk) replaces what it shows, so the next keystroke builds
 * on the new value instead of quietly undoing it.
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
  // The value last seen, and whether the next change of it is the echo of our own write.
  const [seen, setSeen] = useState(value);
  const [writing, setWriting] = useState(false);
  let shown = draft;
  if (value !== seen) {
    setSeen(value);
    setWriting(false);
    if (!writing && draft !== undefined) {
      setDraft(value);
      shown = value;
    }
  }
  return {
    value: shown ?? value,
    onChange: (event) => {
      setDraft(event.target.value);
      setWriting(true);
      write(event.target.value);
    },
    onFocus: () => setDraft(value),
    onBlur: () => setDraft(undefined),
  };
}
