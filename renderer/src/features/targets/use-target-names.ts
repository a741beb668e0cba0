/** The names of the places the shown library's skills will be used, as one line of text. */
import { useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { targetsOf, useCurrentLibrary, useTargets } from '../../state/targets-store';
import { targetNames } from './verdict-words';

/** "Claude Code, Codex" for the shown library (the specification until chosen). */
export function useTargetNames(): string {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const root = useCurrentLibrary();
  const targets = useTargets((s) => targetsOf(s.byRoot, root));
  return targetNames(t, locale, targets);
}
