/**
 * Help for a first-time user: the guide shown on first start (what a skill is, the three
 * levels an agent loads, what each view is for), the Help menu that opens it again, and About
 * with the version. Whether the guide was dismissed is kept by the service (readUiPrefs), not
 * in the page's storage, which the browser host loses on every restart (a new port).
 */
import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { version } from '../../../../package.json';
import { useT } from '../../i18n/i18n';
import { Dialog } from '../../ui/dialog';
import { MenuButton } from '../../ui/menu';
import { restoreFocus } from '../../ui/focus';
import { studio } from '../../state/studio';
import { offerTargetsAfterGuide } from '../../state/targets-store';

const useHelp = create<{ open?: 'guide' | 'about' }>()(() => ({}));

/** Opens the guide on first start (until it is dismissed once); returns the unsubscribe. */
export function wireFirstRunGuide(): () => void {
  let stopped = false;
  studio()
    .readUiPrefs({})
    .then(
      (prefs) => {
        if (!stopped && prefs.guideDismissed !== true) useHelp.setState({ open: 'guide' });
      },
      // The service did not answer: the guide is for later, the studio itself must open.
      () => undefined,
    );
  return () => {
    stopped = true;
  };
}

/** The Help button of the toolbar, its menu, and the dialogs it opens. */
export function HelpMenu() {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const open = useHelp((s) => s.open);
  const opener = useRef(false);
  const close = () => {
    // Closed once, by any means (button, Esc): not opened on its own again.
    if (open === 'guide')
      void studio()
        .setUiPrefs({ guideDismissed: true })
        .catch(() => undefined);
    useHelp.setState({ open: undefined });
    // A first run goes on to where the skills will be used (asked once per library).
    if (open === 'guide' && !opener.current) offerTargetsAfterGuide();
    // Opened from the menu, the dialog's opener (the menu item) is gone: back to Help. On
    // first start nothing opened it: focus falls back to the list as after any dialog.
    if (opener.current) restoreFocus(button.current);
    opener.current = false;
  };
  const show = (which: 'guide' | 'about') => {
    opener.current = true;
    useHelp.setState({ open: which });
  };
  return (
    <>
      <MenuButton
        button={button}
        label={t('help.menu')}
        items={[
          { label: t('help.guide'), onSelect: () => show('guide') },
          { label: t('help.about'), onSelect: () => show('about') },
        ]}
      />
      <GuideDialog open={open === 'guide'} onClose={close} />
      <Dialog
        title={t('help.about')}
        open={open === 'about'}
        onClose={close}
        actions={
          <button type="button" onClick={close}>
            {t('help.closeAbout')}
          </button>
        }
      >
        <p>{t('help.aboutText')}</p>
        <p data-testid="app-version">{t('help.version', { version })}</p>
      </Dialog>
    </>
  );
}

function GuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  // The dialog's own first focusable control takes focus: the close button, at the end.
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) done.current?.focus();
  }, [open]);
  return (
    <Dialog
      title={t('help.guide')}
      open={open}
      onClose={onClose}
      wide
      actions={
        <button ref={done} type="button" className="primary" onClick={onClose}>
          {t('help.close')}
        </button>
      }
    >
      <h3>{t('help.whatTitle')}</h3>
      <p>{t('help.what')}</p>
      <h3>{t('help.levelsTitle')}</h3>
      <ol>
        <li>{t('help.level1')}</li>
        <li>{t('help.level2')}</li>
        <li>{t('help.level3')}</li>
      </ol>
      <p>{t('help.levelsNote')}</p>
      <h3>{t('help.viewsTitle')}</h3>
      <ul>
        <li>{t('help.viewEdit')}</li>
        <li>{t('help.viewAgent')}</li>
        <li>{t('help.viewPackage')}</li>
      </ul>
      <p className="muted">{t('help.reopen')}</p>
    </Dialog>
  );
}
