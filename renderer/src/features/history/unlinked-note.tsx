/**
 * Histories left behind by a skill of the same name whose folder went away outside the studio
 * (moved or copied by another program): each offered by where it was, how many versions and
 * when the last was kept, with a button that takes it into this skill's history.
 */
import type { CallOutput } from '../../../../shared/ipc/contract';
import { useT } from '../../i18n/i18n';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { toast } from '../../ui/toasts';
import { ErrorNote, useAction } from '../../ui/use-action';
import { exactTime, whenText } from './history-words';

type Unlinked = CallOutput<'listHistory'>['unlinked'];

/** The offers for the skill in `dir` (nothing when there are none). */
export function UnlinkedNote({ dir, unlinked }: { dir: string; unlinked: Unlinked }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const action = useAction();
  if (unlinked.length === 0) return null;
  const now = Date.now();
  const take = (from: string) =>
    action.run(async () => {
      const { versions } = await studio().linkHistory({ dir, from });
      toast(t('history.linked', { count: versions }));
    });
  return (
    <section className="history-unlinked" aria-label={t('history.unlinkedTitle')}>
      <h3>{t('history.unlinkedTitle')}</h3>
      <ul>
        {unlinked.map((u) => (
          <li key={u.dir}>
            <span>
              {t('history.unlinked', { dir: u.dir, count: u.versions })}{' '}
              <time className="muted" title={exactTime(u.last, locale)}>
                {t('history.unlinkedLast', { when: whenText(u.last, now, locale) })}
              </time>
            </span>
            <button
              type="button"
              className="small"
              disabled={action.busy}
              onClick={() => void take(u.dir)}
            >
              {t('history.link')}
            </button>
          </li>
        ))}
      </ul>
      <ErrorNote message={action.error} />
    </section>
  );
}
