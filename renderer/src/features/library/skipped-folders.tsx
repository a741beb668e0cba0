/**
 * The folders discovery passed over, under the library list: the count, which opens to each
 * folder (its library's name and the path below it) and why, in the user's language.
 */
import type { LibraryInfo } from '../../../../shared/ipc/contract';
import { useMessageText, useT } from '../../i18n/i18n';
import type { LibraryList } from '../../state/library-store';

/** The skipped folders of every library; nothing when there are none. */
export function SkippedFolders({
  libraries,
  lists,
}: {
  libraries: readonly LibraryInfo[];
  lists: Readonly<Record<string, LibraryList>>;
}) {
  const t = useT();
  const say = useMessageText();
  const rows = libraries.flatMap((library) =>
    (lists[library.root]?.skipped ?? []).map((s) => ({ library, ...s })),
  );
  if (rows.length === 0) return null;
  return (
    <details className="skipped-folders muted">
      <summary>{t('library.skipped', { count: rows.length })}</summary>
      <ul>
        {rows.map(({ library, rel, reason }) => (
          <li key={`${library.root}\n${rel}`}>
            <span className="skipped-path">{rel ? `${library.name}/${rel}` : library.name}</span>
            {t('library.skippedWhy', { reason: say(reason) })}
          </li>
        ))}
      </ul>
    </details>
  );
}
