/**
 * The studio window: toolbar, the library on the left, the selected skill's view in the
 * middle (edit, agent view, package), a status bar. Wires the stores to the host's events once.
 */
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n';
import { LibraryPanel } from '../features/library/library-panel';
import { wireEditorEvents } from '../state/editor-store';
import { useLibrary, wireLibraryEvents } from '../state/library-store';
import { wireInstallEvents } from '../state/installs-store';
import { wireLockEvents } from '../state/locks-store';
import { wireAgentSettingsEvents } from '../state/agent-settings-store';
import { wireLiveCheck } from '../state/diagnostics';
import { wireLastOpen } from '../state/last-open';
import { wireFirstRunGuide } from '../features/help/help';
import { wireTextSearch } from '../state/text-search';
import { wireTargets } from '../state/targets-store';
import { wireHiddenAdvice } from '../state/hidden-advice-store';
import { TargetsDialog } from '../features/targets/targets-dialog';
import { Toasts } from '../ui/toasts';
import { MainArea } from './main-area';
import { StatusBar } from './status-bar';
import { Toolbar } from './toolbar';
import { useAppEffects } from './app-effects';

/** The whole UI. */
export function App() {
  const t = useT();
  const status = useLibrary((s) => s.status);
  const error = useLibrary((s) => s.error);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const offs = [
      wireLibraryEvents(),
      wireEditorEvents(),
      wireLiveCheck(),
      wireInstallEvents(),
      wireLockEvents(),
      wireAgentSettingsEvents(),
      wireLastOpen(),
      wireFirstRunGuide(),
      wireTextSearch(),
      wireTargets(),
      wireHiddenAdvice(),
    ];
    void useLibrary.getState().hydrate();
    return () => {
      for (const off of offs) off();
    };
  }, []);
  useAppEffects(searchRef);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipLink')}
      </a>
      <Toolbar />
      {status === 'failed' ? (
        <div className="app-message" role="alert">
          <p>{t('app.loadFailed', { message: error ?? '' })}</p>
          <button type="button" onClick={() => void useLibrary.getState().hydrate()}>
            {t('app.retry')}
          </button>
        </div>
      ) : status === 'loading' ? (
        <div className="app-message" aria-busy="true">
          {t('app.loading')}
        </div>
      ) : (
        <div className="workbench">
          <LibraryPanel searchRef={searchRef} />
          <MainArea />
        </div>
      )}
      <StatusBar />
      <TargetsDialog />
      <Toasts />
    </div>
  );
}
