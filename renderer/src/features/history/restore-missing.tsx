/**
 * "Restore from history" beside "Create the file" on a finding about a file the instructions
 * name and the skill lacks: shown only when a version of the skill held that file, and it
 * brings back the newest such copy through the same conditional restore as the History panel
 * (refused if a file of that name appeared meanwhile), then opens it.
 */
import { useEffect, useState } from 'react';
import { joinPath } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-store';
import { studio } from '../../state/studio';
import { restore, type VersionSummary } from './history-actions';

/** The newest version that holds `file` (listHistory for a file lists the versions that changed it). */
function holding(versions: readonly VersionSummary[], file: string): VersionSummary | undefined {
  return versions.find((v) =>
    v.kind === 'first-seen'
      ? true
      : v.changes.some((c) => c.path === file && c.change !== 'removed'),
  );
}

/** The button, for the skill in `dir` and the missing `file` (relative to it). */
export function RestoreMissing({ dir, file }: { dir: string; file: string }) {
  const t = useT();
  const [version, setVersion] = useState<VersionSummary>();
  useEffect(() => {
    let live = true;
    setVersion(undefined);
    // No history, or none of it held the file: only "Create the file" is offered.
    Promise.resolve()
      .then(() => studio().listHistory({ dir, file }))
      .then((list) => live && setVersion(holding(list.versions, file)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dir, file]);
  if (!version) return null;
  return (
    <button
      type="button"
      className="small"
      onClick={() =>
        void restore({ dir, version, before: undefined, file }).then(async (done) => {
          if (done) await useEditor.getState().openFile(joinPath(dir, file));
        })
      }
    >
      {t('history.restoreFromHistory')}
    </button>
  );
}
