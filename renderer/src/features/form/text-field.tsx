/**
 * One text field of the form: its label, the input (a text area for long text), the hint, and
 * the field's findings, which mark it invalid and are read out with the hint.
 */
import { useId, type ReactNode } from 'react';
import type { Diagnostic, Fix } from '../../../../shared/skill/types';
import { useFieldDraft } from './field-draft';
import { FieldFindings } from './field-findings';

/** Props of a text field. */
export interface TextFieldProps {
  label: string;
  hint: string;
  value: string;
  onWrite: (value: string) => void;
  findings: Diagnostic[];
  onFix: (fix: Fix) => void;
  multiline?: boolean;
  mono?: boolean;
  children?: ReactNode;
}

/** A text field. */
export function TextField({
  label,
  hint,
  value,
  onWrite,
  findings,
  onFix,
  multiline,
  mono,
  children,
}: TextFieldProps) {
  const id = useId();
  const draft = useFieldDraft(value, onWrite);
  const invalid = findings.some((d) => d.severity === 'error');
  const common = {
    id,
    ...draft,
    'aria-invalid': invalid,
    // The hint, and the findings when there are some, so a screen reader says why too.
    'aria-describedby': findings.length > 0 ? `${id}-hint ${id}-findings` : `${id}-hint`,
    spellCheck: !mono,
    className: mono ? 'mono' : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input {...common} />}
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {children}
      <FieldFindings id={`${id}-findings`} findings={findings} onFix={onFix} />
    </div>
  );
}
