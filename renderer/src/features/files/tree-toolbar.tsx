/**
 * The file tree's toolbar (New file, New folder and Upload…, each a word and not only an icon;
 * the first two act in the folder last chosen in the tree, Upload asks where: upload-dialog.tsx)
 * and the two hidden file inputs the uploads open: one for files, one for a folder and
 * everything in it.
 */
import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { addToSkill, chosenItems } from './add-files';

/** Opens the system's file dialog for files or for a folder, added into a folder of the skill. */
export type OpenUpload = (into: string, folder: boolean) => void;

/** The hidden inputs, and the way to open them. */
export function useUploadInputs(dir: string): { openUpload: OpenUpload; inputs: ReactNode } {
  const into = useRef('');
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  const onChange = (input: HTMLInputElement) => {
    const items = chosenItems(input.files);
    input.value = '';
    void addToSkill(dir, into.current, items);
  };
  const openUpload: OpenUpload = (target, isFolder) => {
    into.current = target;
    (isFolder ? folder : files).current?.click();
  };
  const inputs = (
    <>
      <input
        ref={files}
        type="file"
        multiple
        hidden
        data-testid="upload-input"
        onChange={(e) => onChange(e.target)}
      />
      <input
        ref={folder}
        type="file"
        hidden
        data-testid="upload-folder-input"
        // A folder and everything in it (each File's webkitRelativePath says where).
        {...{ webkitdirectory: '' }}
        onChange={(e) => onChange(e.target)}
      />
    </>
  );
  return { openUpload, inputs };
}

/** The toolbar over the tree; `folder` names where its commands act. */
export function TreeToolbar({
  folder,
  onNew,
  onUpload,
}: {
  folder: string;
  onNew: (kind: 'new-file' | 'new-folder') => void;
  onUpload: () => void;
}) {
  const t = useT();
  const where = t('files.folderIn', { folder });
  // The glyph is decoration: the button's name is its visible word.
  const tool = (label: string, glyph: string, run: () => void, title = label) => (
    <button type="button" className="small tree-tool" title={title} onClick={run}>
      <span aria-hidden="true">{glyph} </span>
      {label}
    </button>
  );
  return (
    <div className="file-tree-tools" role="toolbar" aria-label={t('editor.files')}>
      {tool(t('files.newFile'), '＋', () => onNew('new-file'), `${t('files.newFile')} · ${where}`)}
      {tool(
        t('files.newFolder'),
        '▣',
        () => onNew('new-folder'),
        `${t('files.newFolder')} · ${where}`,
      )}
      {tool(t('files.uploadOpen'), '⇪', onUpload)}
    </div>
  );
}
