/**
 * How the user has the studio set up: language, theme, which panels are open (where a
 * library's skills will be used is the service's: state/targets-store.ts). Remembered in localStorage between runs.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Locale } from '../i18n/define';
import type { MAIN_VIEWS } from '../../../shared/ipc/settings-calls';

/** The theme choice; 'system' follows the operating system. */
export type ThemeChoice = 'system' | 'light' | 'dark';
/** What the main area shows for the selected skill. */
export type MainView = (typeof MAIN_VIEWS)[number];
/** What the side panel next to the editor shows. */
export type SidePanel = 'form' | 'preview' | 'history' | 'none';
/** How a Markdown file is written: as its text, or in the visual editor. */
export type Writing = 'code' | 'visual';
/** Which one of code, form and preview fills the edit view when it is too narrow for two. */
export type EditPane = 'code' | 'form' | 'preview' | 'history';

interface UiState {
  locale: Locale;
  theme: ThemeChoice;
  view: MainView;
  side: SidePanel;
  pane: EditPane;
  problemsOpen: boolean;
  writing: Writing;
  setLocale: (locale: Locale) => void;
  setTheme: (theme: ThemeChoice) => void;
  setView: (view: MainView) => void;
  setSide: (side: SidePanel) => void;
  setPane: (pane: EditPane) => void;
  toggleProblems: (open?: boolean) => void;
  setWriting: (writing: Writing) => void;
}

function initialLocale(): Locale {
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('zh')
    ? 'zh'
    : 'en';
}

/** The UI preferences store. */
export const useUi = create<UiState>()(
  persist(
    (set) => ({
      locale: initialLocale(),
      theme: 'system',
      view: 'edit',
      side: 'form',
      pane: 'code',
      problemsOpen: true,
      writing: 'code',
      setLocale: (locale) => set({ locale }),
      setTheme: (theme) => set({ theme }),
      setView: (view) => set({ view }),
      setSide: (side) => set({ side }),
      setPane: (pane) => set({ pane }),
      toggleProblems: (open) => set((s) => ({ problemsOpen: open ?? !s.problemsOpen })),
      setWriting: (writing) => set({ writing }),
    }),
    { name: 'skill-studio:ui', version: 1 },
  ),
);
