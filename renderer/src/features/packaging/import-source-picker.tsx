/**
 * Choosing what to import: an archive or a folder. The desktop app shows the system's open
 * and folder dialogs; the browser uploads an archive (it has no dialog that reveals a path) and
 * chooses a folder with the host's folder browser, as Add library does: the folder is read by
 * the studio itself, so its links are never followed and nothing is copied through the page.
 */
import { useCallback, useId, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { baseName } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { bridge, studio } from '../../state/studio';
import { FolderBrowser } from '../library/folder-browser';

/** What the user chose: its path for the service, and the name to show. */
export interface ImportSource {
  path: string;
  name: string;
}

/** The buttons (or upload field and folder browser) that choose an import's source. */
export function ImportSourcePicker({
  onChosen,
  onUpload,
  disabled,
}: {
  onChosen: (source: ImportSource) => void;
  /** The browser's upload: the dialog sends it and reports its progress and errors. */
  onUpload: (file: File) => void;
  disabled: boolean;
}) {
  const t = useT();
  const ids = { upload: useId(), label: useId() };
  const desktop = bridge().host === 'desktop';
  const [browsing, setBrowsing] = useState(false);
  const [shown, setShown] = useState<CallOutput<'browseFolders'>>();
  const onListing = useCallback((l: CallOutput<'browseFolders'> | undefined) => setShown(l), []);

  const pick = async (kind: 'open-archive' | 'folder') => {
    const picked = await studio().pickPath({ kind, title: t('import.title') });
    if (picked.path !== null) onChosen({ path: picked.path, name: baseName(picked.path) });
  };

  if (browsing)
    return (
      <div className="import-browse">
        <FolderBrowser onListing={onListing} />
        <div className="import-browse-actions">
          <button type="button" onClick={() => setBrowsing(false)}>
            {t('importFrom.back')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={!shown || disabled}
            onClick={() => {
              if (!shown) return;
              setBrowsing(false);
              onChosen({ path: shown.path, name: baseName(shown.path) });
            }}
          >
            {t('importFrom.useFolder')}
          </button>
        </div>
      </div>
    );
  return (
    <div className="field" role="group" aria-labelledby={ids.label}>
      <span id={ids.label} className="field-label">
        {t('importFrom.label')}
      </span>
      <p className="field-hint">{t('importFrom.hint')}</p>
      {desktop ? (
        <div className="import-from">
          <button type="button" disabled={disabled} onClick={() => void pick('open-archive')}>
            {t('importFrom.archive')}
          </button>
          <button type="button" disabled={disabled} onClick={() => void pick('folder')}>
            {t('importFrom.folder')}
          </button>
        </div>
      ) : (
        <div className="import-from">
          <label htmlFor={ids.upload}>{t('importFrom.upload')}</label>
          <input
            id={ids.upload}
            type="file"
            accept=".zip,.skill,application/zip"
            disabled={disabled}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onUpload(file);
            }}
          />
          <button type="button" disabled={disabled} onClick={() => setBrowsing(true)}>
            {t('importFrom.folder')}
          </button>
        </div>
      )}
    </div>
  );
}
