/**
 * What the window does besides drawing: theme and language on the document, the selected
 * skill opened in the editor, keyboard shortcuts, the desktop menu's commands, and a warning
 * before the page goes away with unsaved work.
 */
import { useEffect, type RefObject } from 'react';
import { isDirty } from '../../../shared/studio/documents';
import { useEditor } from '../state/editor-store';
import { useLibrary } from '../state/library-store';
import { studio } from '../state/studio';
import { useUi } from '../state/ui-store';
import { notice, toast } from '../ui/toasts';
import { translate } from '../i18n/i18n';
import { serviceText } from '../i18n/service-text';
import { baseName } from '../../../shared/studio/paths';

/** The window event that carries menu commands to the panel that handles them. */
export const STUDIO_COMMAND = 'studio-command';

/** Saves the file in the editor, saying what happened. */
export async function saveActive(): Promise<void> {
  const path = useEditor.getState().activePath;
  if (path === undefined) return;
  const outcome = await useEditor.getState().save(path);
  const locale = useUi.getState().locale;
  // Names the file: other files may still be unsaved (the status bar counts those).
  if (outcome === 'saved') toast(translate(locale, 'app.saved', { file: baseName(path) }));
}

/** Installs the window-level behaviour. */
export function useAppEffects(searchRef: RefObject<HTMLInputElement | null>): void {
  const theme = useUi((s) => s.theme);
  const locale = useUi((s) => s.locale);
  const selected = useLibrary((s) => s.selected);

  useEffect(() => {
    const root = document.documentElement;
    const dark = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      root.dataset.theme = theme === 'system' ? (dark.matches ? 'dark' : 'light') : theme;
    };
    apply();
    dark.addEventListener('change', apply);
    return () => dark.removeEventListener('change', apply);
  }, [theme]);

  useEffect(() => {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [locale]);

  useEffect(() => {
    if (selected !== undefined) void useEditor.getState().openSkill(selected);
  }, [selected]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      if (!mod) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void (event.shiftKey ? useEditor.getState().saveAll() : saveActive());
      } else if (key === 'p' || (key === 'f' && event.shiftKey)) {
        event.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [searchRef]);

  useEffect(
    () =>
      studio().on('menuCommand', ({ command }) => {
        const ui = useUi.getState();
        if (command === 'save') void saveActive();
        else if (command === 'find-skill') searchRef.current?.focus();
        else if (command === 'package-skill') ui.setView('package');
        else if (command === 'toggle-preview') {
          ui.setSide(ui.side === 'preview' ? 'form' : 'preview');
          ui.setPane(ui.pane === 'preview' ? 'code' : 'preview');
        }
        // The library panel owns the dialogs for the rest (new skill, add library, import).
        else window.dispatchEvent(new CustomEvent(STUDIO_COMMAND, { detail: command }));
      }),
    [searchRef],
  );

  // What the service tells without being asked (a write kept aside, a library read again).
  useEffect(
    () =>
      studio().on('notice', (said) =>
        notice(serviceText(said), said.tone === 'warning' ? 'error' : 'info'),
      ),
    [],
  );

  // The service's process died and another took over (the stores read their state again:
  // studio-bridge.ts), or none could: said, never a page that waits for ever.
  useEffect(
    () =>
      studio().on('serviceState', ({ state, text }) => {
        const locale = useUi.getState().locale;
        if (state === 'restarted') notice(translate(locale, 'app.serviceRestarted'), 'info');
        else if (text) notice(serviceText(text), 'error');
      }),
    [],
  );

  useEffect(() => {
    // The browser asks before leaving; the desktop app's window asks with its own dialog.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (Object.values(useEditor.getState().docs).some(isDirty)) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
