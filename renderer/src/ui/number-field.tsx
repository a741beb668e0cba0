/**
 * A number the user types: what is typed stays as typed (an empty field or "1" on the way to
 * "15" is not clamped under the fingers) and is taken on Enter or on leaving the field; a value
 * out of range or not a number is said beside it and not taken.
 */
import { useId, useState } from 'react';
import { useT } from '../i18n/i18n';

/** Props of a number field. */
export interface NumberFieldProps {
  label: string;
  value: number | undefined;
  min: number;
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** Shown after the field ("%"). */
  unit?: string;
  disabled?: boolean;
  onCommit: (value: number) => void;
}

/** A labelled number input, label and field kept together on one line. */
export function NumberField(props: NumberFieldProps) {
  const { label, value, min, max, integer = false, unit, disabled, onCommit } = props;
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState<string>();
  const text = typed ?? (value === undefined ? '' : String(value));
  const n = Number(text.trim().replace(',', '.'));
  const valid =
    text.trim() !== '' &&
    Number.isFinite(n) &&
    n >= min &&
    (max === undefined || n <= max) &&
    (!integer || Number.isInteger(n));
  const commit = () => {
    if (typed === undefined) return;
    if (valid) {
      onCommit(n);
      setTyped(undefined);
    }
  };
  return (
    <span className="number-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={text}
        disabled={disabled}
        aria-invalid={!valid}
        {...(!valid && { 'aria-describedby': `${id}-error` })}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setTyped(undefined);
        }}
      />
      {unit}
      {!valid && (
        <span id={`${id}-error`} className="form-error" role="alert">
          {max === undefined
            ? t('app.numberFrom', { min })
            : integer
              ? t('app.wholeBetween', { min, max })
              : t('app.numberBetween', { min, max })}
        </span>
      )}
    </span>
  );
}
