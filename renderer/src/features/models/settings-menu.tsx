/**
 * The toolbar's Settings button and its menu (Settings → Models…): the studio's settings kept
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

/** Settings in the toolbar. */
export function SettingsMenu() {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const [models, setModels] = useState(false);
  return (
    <>
      <MenuButton
        button={button}
        label={t('settings.menu')}
        items={[{ label: t('settings.models'), onSelect: () => setModels(true) }]}
      />
      {models && (
        <Suspense fallback={null}>
          <ModelsDialog
            onClose={() => {
              setModels(false);
              // Its opener (the menu item) is gone: back to Settings.
              restoreFocus(button.current);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
