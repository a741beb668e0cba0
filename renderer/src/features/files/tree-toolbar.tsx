/**
 * The file tree's toolbar (New file, New folder, Upload files, Upload folder, each acting in
 * the folder last chosen in the tree) and the two hidden file inputs the uploads open: one
 * for files, one for a folder and everything in it.
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
  onUpload: (folder: boolean) => void;
}) {
  const t = useT();
  const where = t('files.folderIn', { folder });
  const tool = (label: string, glyph: string, run: () => void) => (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={`${label} · ${where}`}
      onClick={run}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  return (
    <div className="file-tree-tools" role="toolbar" aria-label={t('editor.files')}>
      {tool(t('files.newFile'), '＋', () => onNew('new-file'))}
      {tool(t('files.newFolder'), '▣', () => onNew('new-folder'))}
      {tool(t('files.upload'), '⇪', () => onUpload(false))}
      {tool(t('files.uploadFolder'), '⇫', () => onUpload(true))}
    </div>
  );
}
