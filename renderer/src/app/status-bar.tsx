/** The bottom bar: where the studio runs, what Tab does in a focused code editor, and whether everything is saved. */
import { isDirty } from '../../../shared/studio/documents';
import { useT } from '../i18n/i18n';
import { tabModeKeys, useCodeKeys } from '../state/code-keys';
import { useEditor } from '../state/editor-store';
import { bridge } from '../state/studio';

/** The status bar. */
export function StatusBar() {
  const t = useT();
  const unsaved = useEditor((s) => Object.values(s.docs).filter(isDirty).length);
  const tabMovesFocus = useCodeKeys((s) => s.tabMovesFocus);
  return (
    <footer className="status-bar">
      <span>{bridge().host === 'desktop' ? t('app.hostDesktop') : t('app.hostBrowser')}</span>
      {tabMovesFocus !== undefined && (
        <span data-testid="tab-mode">
          {t(tabMovesFocus ? 'app.tabMovesFocus' : 'app.tabIndents', { keys: tabModeKeys() })}
        </span>
      )}
      <span aria-live="polite" data-testid="save-state">
        {unsaved > 0 ? t('app.unsaved', { count: unsaved }) : t('app.allSaved')}
      </span>
    </footer>
  );
}
