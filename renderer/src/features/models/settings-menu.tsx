/**
 * The toolbar's Settings button and its menu (Models…, History…): the studio's settings kept
 * by the service for both hosts, each in a dialog of its own.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { restoreFocus } from '../../ui/focus';
import { MenuButton } from '../../ui/menu';

// Loaded when first opened: its schemas (the connection's) are not the page's to build at start.
const ModelsDialog = lazy(() =>
  import('./models-dialog').then((loaded) => ({ default: loaded.ModelsDialog })),
);
const HistorySettingsDialog = lazy(() =>
  import('../history/history-settings-dialog').then((loaded) => ({
    default: loaded.HistorySettingsDialog,
  })),
);

/** Settings in the toolbar. */
export function SettingsMenu() {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<'models' | 'history'>();
  const close = () => {
    setOpen(undefined);
    // Its opener (the menu item) is gone: back to Settings.
    restoreFocus(button.current);
  };
  return (
    <>
      <MenuButton
        button={button}
        label={t('settings.menu')}
        items={[
          { label: t('settings.models'), onSelect: () => setOpen('models') },
          { label: t('settings.history'), onSelect: () => setOpen('history') },
        ]}
      />
      <Suspense fallback={null}>
        {open === 'models' && <ModelsDialog onClose={close} />}
        {open === 'history' && <HistorySettingsDialog onClose={close} />}
      </Suspense>
    </>
  );
}
