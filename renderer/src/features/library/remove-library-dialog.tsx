/**
 * Removing a library from the list. Unsaved text in it is never dropped on the way: the dialog
 * says how many files have some, keeps it as drafts that come back when the library is added
 * again (editor-store's shelveInside and restoreDrafts), and offers it as one Markdown file to
 * save now (shared/studio/draft-export.ts), for a library that may not come back.
 */
import type { LibraryInfo } from '../../../../shared/ipc/contract';
import { isDirty } from '../../../../shared/studio/documents';
import { draftsMarkdown, type DraftToExport } from '../../../../shared/studio/draft-export';
import { isInside, relativeInside } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { draftsInside } from '../../state/drafts';
import { useEditor } from '../../state/editor-store';
import { useLibrary } from '../../state/library-store';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toasts';

/** The unsaved text inside `root`: open documents first, then drafts of files not open. */
function unsavedInside(root: string): DraftToExport[] {
  const docs = useEditor.getState().docs;
  const open = Object.values(docs)
    .filter((d) => d.kind === 'text' && isDirty(d) && isInside(root, d.path))
    .map((d) => ({ path: d.path, text: d.text }));
  const kept = draftsInside(root)
    .filter(({ path }) => !docs[path])
    .map(({ path, draft }) => ({ path, text: draft.text }));
  return [...open, ...kept].map((d) => ({ ...d, path: relativeInside(root, d.path) ?? d.path }));
}

/** Saves `text` as a file through the page (a download in the browser, a save dialog in the app). */
function saveAs(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has its own copy once it started.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

/** The Remove library dialog. */
export function RemoveLibraryDialog({
  library,
  onClose,
}: {
  library: LibraryInfo;
  onClose: () => void;
}) {
  const t = useT();
  // Read when the dialog opens: nothing is typed into the library while it is up.
  const unsaved = unsavedInside(library.root);
  const exportDrafts = () => {
    saveAs(
      `unsaved-changes-${library.name}.md`,
      draftsMarkdown(
        t('library.draftsTitle', { name: library.name }),
        t('library.draftsNote', { root: library.root }),
        unsaved,
      ),
    );
  };
  return (
    <ConfirmDialog
      title={t('library.remove', { name: library.name })}
      confirm={t('library.remove', { name: library.name })}
      cancel={t('library.cancel')}
      onConfirm={async () => {
        await useLibrary.getState().removeLibrary(library.root);
        if (unsaved.length > 0)
          toast(t('library.draftsKept', { count: unsaved.length, name: library.name }));
      }}
      onClose={onClose}
    >
      <p>{t('library.removeConfirm', { name: library.name })}</p>
      <p className="muted">{library.root}</p>
      {unsaved.length > 0 && (
        <div className="banner banner-warning" role="note">
          <p>{t('library.removeUnsaved', { count: unsaved.length })}</p>
          <ul>
            {unsaved.map((d) => (
              <li key={d.path}>{d.path}</li>
            ))}
          </ul>
          <button type="button" onClick={exportDrafts}>
            {t('library.draftsExport')}
          </button>
        </div>
      )}
    </ConfirmDialog>
  );
}
