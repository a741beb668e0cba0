/**
 * What Tab does in the code editor that has the keyboard: Monaco keeps Tab for indenting
 * until Ctrl+M (Ctrl+Shift+M on a Mac) makes it move focus, and says so nowhere. The status
 * bar shows it while a code editor is focused.
 */
import { create } from 'zustand';

interface CodeKeysState {
  /** Undefined while no code editor has the keyboard. */
  tabMovesFocus: boolean | undefined;
  set: (tabMovesFocus: boolean | undefined) => void;
}

/** The focused code editor's Tab mode. */
export const useCodeKeys = create<CodeKeysState>()((set) => ({
  tabMovesFocus: undefined,
  set: (tabMovesFocus) => set({ tabMovesFocus }),
}));

/** The keys that switch the mode, as Monaco binds them here (it tells a Mac the same way). */
export function tabModeKeys(): string {
  return typeof navigator !== 'undefined' && /Macintosh|iPhone|iPad/.test(navigator.userAgent)
    ? 'Ctrl+Shift+M'
    : 'Ctrl+M';
}
