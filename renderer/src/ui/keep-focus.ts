/**
 * A long task's start button is disabled while it runs, and a disabled button drops focus to
 * the page: the keyboard user lands on Cancel instead, and back on the start button at the end.
 * Focus the user moved elsewhere meanwhile stays where they put it.
 */
import { useEffect, type RefObject } from 'react';

const lost = () => document.activeElement === null || document.activeElement === document.body;

/** Moves focus to `cancel` while `running`, to `start` after, when focus was lost. */
export function useKeepFocus(
  running: boolean,
  start: RefObject<HTMLButtonElement | null>,
  cancel: RefObject<HTMLButtonElement | null>,
): void {
  useEffect(() => {
    const target = running ? cancel.current : start.current;
    if (target && lost()) target.focus();
  }, [running, start, cancel]);
}
