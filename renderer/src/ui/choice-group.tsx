/**
 * A row of buttons of which one is chosen (a radio group): the status filter chips, the side
 * panel switch. Arrow keys move the choice, as in any radio group.
 */
import type { KeyboardEvent } from 'react';
import { moveInGroup, type RovingKeys } from './focus';

const RADIO_KEYS: RovingKeys = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
};

/** Props of a choice group. */
export interface ChoiceGroupProps<T extends string> {
  label: string;
  /** `disabled` says why an option cannot be chosen now (shown as its tooltip and read out). */
  options: readonly { value: T; label: string; disabled?: string }[];
  value: T;
  onChange: (value: T) => void;
  /** 'chips' (rounded, wrapping) or 'segmented' (joined). */
  look: 'chips' | 'segmented';
}

/** One choice among a few. */
export function ChoiceGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  look,
}: ChoiceGroupProps<T>) {
  // Focus goes with the choice, as in any radio group (the old one is no longer a tab stop).
  const onKeyDown = (event: KeyboardEvent) => {
    const at = options.findIndex((o) => o.value === value);
    moveInGroup(
      event,
      RADIO_KEYS,
      'radio',
      at,
      options.length,
      (i) => {
        const next = options[i];
        if (next && next.disabled === undefined) onChange(next.value);
      },
      (i) => options[i]?.disabled !== undefined,
    );
  };
  return (
    <div
      className={look === 'chips' ? 'status-filter' : 'segmented'}
      role="radiogroup"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          // aria-disabled, not disabled: the option keeps its tooltip and can be read out.
          aria-disabled={option.disabled !== undefined || undefined}
          aria-description={option.disabled}
          title={option.disabled}
          tabIndex={value === option.value ? 0 : -1}
          className={look === 'chips' ? `chip chip-${option.value}` : undefined}
          onClick={() => {
            if (option.disabled === undefined) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
