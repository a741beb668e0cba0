/**
 * Shown when the open file changed (or vanished) on disk under unsaved edits: the user's text is
 * kept, and they choose: compare the two, keep theirs (their next save overwrites the disk),
 * or take the disk's version.
 */
import { useState } from 'react';
import type { OpenDocument } from '../../../../shared/studio/documents';
import { baseName } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-store';
import { Dialog } from '../../ui/dialog';
import { DiffView } from './diff-view';

/** The banner over the editor. */
export function ConflictBanner({ doc }: { doc: OpenDocument }) {
  const t = useT();
  const resolve = useEditor((s) => s.resolve);
  const revert = useEditor((s) => s.revert);
  const [comparing, setComparing] = useState(false);
  const file = baseName(doc.path);
  if (!doc.conflict && !doc.deleted) return null;
  if (!doc.conflict)
    return (
      <div className="banner banner-warning" role="alert">
        <span>{t('editor.conflictDeleted', { file })}</span>
        <button type="button" onClick={() => revert(doc.path)}>
          {t('editor.revert')}
        </button>
      </div>
    );
  const disk = doc.conflict.diskText;
  return (
    <div className="banner banner-warning" role="alert">
      <span>
        {doc.conflict.other
          ? t('editor.conflictNotText', { file })
          : disk === null
            ? t('editor.conflictDeleted', { file })
            : doc.conflict.whileSaving
              ? t('editor.conflictWhileSaving', { file })
              : t('editor.conflict', { file })}
        {doc.conflict.recoveredTo !== undefined &&
          ` ${t('editor.recoveredTo', { kept: baseName(doc.conflict.recoveredTo) })}`}
      </span>
      {disk !== null && (
        <button type="button" onClick={() => setComparing(true)}>
          {t('editor.compare')}
        </button>
      )}
      <button type="button" className="primary" onClick={() => resolve(doc.path, 'mine')}>
        {t('editor.keepMine')}
      </button>
      <button type="button" onClick={() => resolve(doc.path, 'theirs')}>
        {t('editor.takeTheirs')}
      </button>
      {comparing && disk !== null && (
        <Dialog
          title={t('editor.compareTitle')}
          open
          wide
          onClose={() => setComparing(false)}
          actions={
            <button type="button" onClick={() => setComparing(false)}>
              {t('editor.close')}
            </button>
          }
        >
          <DiffView
            original={disk}
            modified={doc.text}
            path={doc.path}
            label={t('editor.compareTitle')}
          />
        </Dialog>
      )}
    </div>
  );
}
