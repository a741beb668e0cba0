/**
 * A skill's skills-lock.json entry in its library row, beside the sync badge: where the lock
 * says it came from and whether its folder is unchanged since (the whole sentence is the
 * tooltip and part of the row's accessible name), and the line a library's unreadable lock gets.
 */
import type { Translate } from '../../i18n/i18n';
import type { LockedEntry, UnusableLock } from '../../state/locks-store';

/** The sentence the row's accessible name and the badge's tooltip carry. */
export function lockDetail(entry: LockedEntry, t: Translate): string {
  return t('lock.detail', {
    source: entry.source,
    state: t(entry.same ? 'lock.stateSame' : 'lock.stateChanged'),
  });
}

/** The row badge. */
export function LockBadge({ entry, t }: { entry: LockedEntry; t: Translate }) {
  return (
    <span
      className={`sync-badge lock-badge ${entry.same ? 'sync-same' : 'sync-changed-there'}`}
      title={lockDetail(entry, t)}
      aria-hidden="true"
      data-lock={entry.same ? 'same' : 'changed'}
    >
      {t('lock.badge', {
        source: entry.source,
        state: t(entry.same ? 'lock.same' : 'lock.changed'),
      })}
    </span>
  );
}

/** A library's lock that does not read, said once under the library's name (nothing when it reads). */
export function LibraryLockNote({ lock, t }: { lock: UnusableLock | undefined; t: Translate }) {
  if (!lock) return null;
  return (
    <span className="muted lock-note" role="note" title={lock.lockFile}>
      {t(lock.why === 'unparsed' ? 'lock.unparsed' : 'lock.not-a-file', {
        file: 'skills-lock.json',
      })}
    </span>
  );
}
