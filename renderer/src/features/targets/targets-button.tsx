/**
 * The toolbar's "Used in: Claude Code, Codex" button: where the shown library's skills will be
 * used, and the way to change it (it opens the targets dialog for that library).
 */
import { useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { openTargets, useCurrentLibrary, useTargets } from '../../state/targets-store';
import { targetNames } from './verdict-words';

/** The button. */
export function TargetsButton() {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const root = useCurrentLibrary();
  const chosen = useTargets((s) => (root === undefined ? undefined : s.byRoot[root]));
  if (root === undefined) return null;
  const names = chosen ? targetNames(t, locale, chosen) : t('targets.notChosen');
  const label = t('targets.button', { names });
  return (
    <button
      type="button"
      className="targets-button"
      title={`${t('targets.question')}\n${label}`}
      aria-label={`${t('targets.question')} ${label}`}
      onClick={() => openTargets(root)}
    >
      <span className="targets-button-text">{label}</span>
    </button>
  );
}
