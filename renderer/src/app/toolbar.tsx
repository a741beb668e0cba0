/**
 * The top bar: which view of the skill is shown, where the library's skills will be used
 * (its targets), and the studio's settings (language, theme).
 */
import { useId } from 'react';
import { useT, type MessageKey } from '../i18n/i18n';
import type { Locale } from '../i18n/define';
import { useUi, type MainView, type ThemeChoice } from '../state/ui-store';
import { moveInGroup, type RovingKeys } from '../ui/focus';
import { TargetsButton } from '../features/targets/targets-button';
import { HelpMenu } from '../features/help/help';
import { SettingsMenu } from '../features/models/settings-menu';
import { preloadOtherMonaco } from '../features/editor/monaco/load-monaco';

const TAB_KEYS: RovingKeys = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

const VIEWS: { id: MainView; label: MessageKey }[] = [
  { id: 'edit', label: 'app.viewEdit' },
  { id: 'agent', label: 'app.viewAgent' },
  { id: 'triggers', label: 'app.viewTriggers' },
  { id: 'evals', label: 'app.viewEvals' },
  { id: 'review', label: 'app.viewReview' },
  { id: 'package', label: 'app.viewPackage' },
];

/** The toolbar. */
export function Toolbar() {
  const t = useT();
  const ui = useUi();
  const ids = { locale: useId(), theme: useId() };
  return (
    <header className="toolbar">
      <span className="app-name">{t('app.title')}</span>
      {/* One tab stop; the arrow keys (and Home/End) move between the views, as in any tab list. */}
      <div
        className="view-tabs"
        role="tablist"
        aria-label={t('app.title')}
        onKeyDown={(event) => {
          const at = VIEWS.findIndex((v) => v.id === ui.view);
          moveInGroup(event, TAB_KEYS, 'tab', at, VIEWS.length, (i) => {
            const view = VIEWS[i];
            if (view) ui.setView(view.id);
          });
        }}
      >
        {VIEWS.map((view) => (
          <button
            key={view.id}
            type="button"
            role="tab"
            id={`tab-${view.id}`}
            aria-selected={ui.view === view.id}
            aria-controls="main"
            tabIndex={ui.view === view.id ? 0 : -1}
            className="tab"
            onClick={() => ui.setView(view.id)}
          >
            {t(view.label)}
          </button>
        ))}
      </div>
      <div className="toolbar-settings">
        <TargetsButton />
        <label htmlFor={ids.locale} className="visually-hidden">
          {t('app.language')}
        </label>
        <select
          id={ids.locale}
          value={ui.locale}
          onChange={(e) => ui.setLocale(e.target.value as Locale)}
          onFocus={preloadOtherMonaco}
          onPointerEnter={preloadOtherMonaco}
        >
          <option value="en">English</option>
          <option value="zh">简体中文</option>
        </select>
        <label htmlFor={ids.theme} className="visually-hidden">
          {t('app.theme')}
        </label>
        <select
          id={ids.theme}
          value={ui.theme}
          onChange={(e) => ui.setTheme(e.target.value as ThemeChoice)}
        >
          <option value="system">{t('app.themeSystem')}</option>
          <option value="light">{t('app.themeLight')}</option>
          <option value="dark">{t('app.themeDark')}</option>
        </select>
        <SettingsMenu />
        <HelpMenu />
      </div>
    </header>
  );
}
