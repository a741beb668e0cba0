/**
 * What a bundle of marked skills is before it is packaged: which skills go in (each by name,
 * folder and library, so two skills of one name are told apart, each removable from the
 * bundle), and the bundle's file name, checked as it is typed with the same rule the service
 * applies (shared/studio/archive-name.ts), so a name no file can have never reaches a save.
 */
import { useId } from 'react';
import type { ServiceText } from '../../../../shared/ipc/service-text';
import { useT } from '../../i18n/i18n';
import { serviceText } from '../../i18n/service-text';
import { findEntry, useLibrary } from '../../state/library-store';

/** The list of the bundle's skills and its name field. */
export function BundleSection({
  dirs,
  name,
  onName,
  problem,
  fileName,
}: {
  dirs: readonly string[];
  /** The name as typed. */
  name: string;
  onName: (name: string) => void;
  /** Why the typed name cannot be a file's, if it cannot. */
  problem: ServiceText | undefined;
  /** The file the bundle is saved as (the typed name with its extension). */
  fileName: string | undefined;
}) {
  const t = useT();
  const lists = useLibrary((s) => s.lists);
  const libraries = useLibrary((s) => s.libraries);
  const mark = useLibrary((s) => s.mark);
  const ids = { name: useId(), hint: useId() };
  return (
    <section className="package-section bundle-section">
      <h2>{t('package.bundleSkills', { count: dirs.length })}</h2>
      <ul className="bundle-skills" aria-label={t('package.bundleSkills', { count: dirs.length })}>
        {dirs.map((dir) => {
          const found = findEntry(lists, dir);
          const library = libraries.find((l) => l.root === found?.root)?.name;
          const folder = found?.entry.folderName ?? dir;
          return (
            <li key={dir}>
              <strong>{found?.entry.name ?? folder}</strong>{' '}
              <span className="muted mono">
                {library === undefined ? folder : `${library}/${folder}`}
              </span>{' '}
              <button
                type="button"
                className="link-button"
                aria-label={t('package.unmarkNamed', { name: found?.entry.name ?? folder })}
                onClick={() => mark(dir, 'toggle')}
              >
                {t('package.unmark')}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="field bundle-name">
        <label htmlFor={ids.name}>{t('package.bundleName')}</label>
        <input
          id={ids.name}
          value={name}
          spellCheck={false}
          aria-invalid={problem !== undefined}
          aria-describedby={ids.hint}
          onChange={(e) => onName(e.target.value)}
        />
        <p id={ids.hint} className={problem ? 'form-error' : 'field-hint'} role="status">
          {problem ? serviceText(problem) : t('package.bundleSavesAs', { file: fileName ?? '' })}
        </p>
      </div>
    </section>
  );
}
