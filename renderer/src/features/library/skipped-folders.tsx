/**
 * The folders discovery passed over, under the library list: the count, which opens to each
 * folder (its library's name and the path below it) and why, in the user's language.
 */
import { useState } from 'react';
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
  // Drawn once opened: a large library passes over thousands of folders, and their lines
  // would be made with the list's first screen though nobody sees them.
  const [open, setOpen] = useState(false);
  const count = libraries.reduce((n, l) => n + (lists[l.root]?.skipped.length ?? 0), 0);
  if (count === 0) return null;
  return (
    <details
      className="skipped-folders muted"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('library.skipped', { count })}</summary>
      {open && (
        <ul>
          {libraries.flatMap((library) =>
            (lists[library.root]?.skipped ?? []).map(({ rel, reason }) => (
              <li key={`${library.root}\n${rel}`}>
                <span className="skipped-path">
                  {rel ? `${library.name}/${rel}` : library.name}
                </span>
                {t('library.skippedWhy', { reason: say(reason) })}
              </li>
            )),
          )}
        </ul>
      )}
    </details>
  );
}
