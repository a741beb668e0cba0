/**
 * The tree's dialogs: a new file or folder (a path inside the skill, the standard folders
 * with a line each on what the agent does with them, a template by kind), rename or move, and
 * delete (saying what goes and where). Paths are checked as they are typed with the same
 * rules the service applies, so a refusal shows before anything is sent.
 */
import { useId, useRef, useState, type RefObject } from 'react';
import type { ServiceText } from '../../../../shared/ipc/service-text';
import { formatBytes } from '../../../../shared/package/upload-rules';
import {
  FILE_TEMPLATES,
  STANDARD_FOLDERS,
  templateFor,
  type FileTemplate,
} from '../../../../shared/studio/file-templates';
import { isInside, joinPath } from '../../../../shared/studio/paths';
import { caseClash, pathParts, skillPathProblem } from '../../../../shared/studio/skill-paths';
import { useT } from '../../i18n/i18n';
import { serviceText } from '../../i18n/service-text';
import { useEditor, type SkillDetail } from '../../state/editor-store';
import { bridge, studio } from '../../state/studio';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormDialog } from '../../ui/form-dialog';
import { useAction } from '../../ui/use-action';
import { isDirty } from '../../../../shared/studio/documents';
import { deleteEntry, moveEntry } from './entry-actions';

/** Why `rel` cannot be made in the skill, as far as the tree knows (the service checks again). */
function problemOf(
  detail: SkillDetail,
  rel: string,
  folder: boolean,
  self?: string,
): ServiceText | undefined {
  const problem = skillPathProblem(rel, folder);
  if (problem) return problem;
  const parts = pathParts(rel).filter((p) => p !== '');
  const entries = new Set([...detail.files.map((f) => f.path), ...detail.folders]);
  for (let i = 0; i < parts.length; i++) {
    const parent = parts.slice(0, i).join('/');
    const siblings = [...entries]
      .filter(
        (e) =>
          e !== self &&
          (parent === ''
            ? !e.includes('/')
            : e.startsWith(`${parent}/`) && !e.slice(parent.length + 1).includes('/')),
      )
      .map((e) => e.slice(e.lastIndexOf('/') + 1));
    const name = parts[i] ?? '';
    const other = caseClash(name, siblings);
    if (other !== undefined) return { id: 'name-case-clash', params: { name, other } };
  }
  const full = parts.join('/');
  if (full !== self && entries.has(full)) {
    const parent = parts.slice(0, -1).join('/');
    return {
      id: 'entry-exists',
      params: {
        name: parts.at(-1) ?? full,
        folder: parent === '' ? `${detail.folderName}/` : `${parent}/`,
      },
    };
  }
  return undefined;
}

/** A path field with its live check. */
function PathField({
  label,
  value,
  onChange,
  problem,
  hint,
  quiet = false,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: ServiceText | undefined;
  hint: string;
  /** The problem is kept back (nothing typed or tried yet): the hint shows instead. */
  quiet?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const shown = !quiet && value.trim() !== '' && problem ? serviceText(problem) : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        value={value}
        autoFocus
        spellCheck={false}
        aria-invalid={shown !== undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p
        id={`${id}-hint`}
        className={shown ? 'form-error' : 'field-hint'}
        role={shown ? 'alert' : undefined}
      >
        {shown ?? hint}
      </p>
    </div>
  );
}

/** Creating a file or a folder in the skill, starting in `into`. */
export function NewEntryDialog({
  detail,
  kind,
  into,
  onClose,
}: {
  detail: SkillDetail;
  kind: 'file' | 'folder';
  into: string;
  onClose: () => void;
}) {
  const t = useT();
  const [path, setPath] = useState(into === '' ? '' : `${into}/`);
  const [chosen, setChosen] = useState<FileTemplate>();
  // A path the dialog filled in ("scripts/" from a folder's menu or a shortcut) is not a
  // mistake yet: its problem shows once the user types or tries to create.
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const action = useAction();
  const template = chosen ?? templateFor(path.trim());
  const problem = problemOf(detail, path, kind === 'folder');
  const submit = async () => {
    if (problem) {
      setTouched(true);
      input.current?.focus();
      return;
    }
    const done = await action.run(async () => {
      if (kind === 'folder') await studio().createFolder({ dir: detail.dir, path: path.trim() });
      else {
        const { path: made } = await studio().createFile({
          dir: detail.dir,
          path: path.trim(),
          template,
        });
        await useEditor.getState().openFile(made);
      }
    });
    if (done) onClose();
  };
  const templateId = useId();
  return (
    <FormDialog
      title={kind === 'file' ? t('files.newFileTitle') : t('files.newFolderTitle')}
      onClose={onClose}
      cancel={t('files.cancel')}
      confirm={t('files.create')}
      form
      onConfirm={() => void submit()}
      busy={action.busy}
      disabled={touched && problem !== undefined}
      error={action.error}
    >
      <PathField
        label={t('files.pathLabel')}
        value={path}
        onChange={(value) => {
          setPath(value);
          setTouched(true);
        }}
        problem={problem}
        hint={t('files.pathHint')}
        quiet={!touched}
        inputRef={input}
      />
      <fieldset className="field standard-folders">
        <legend>{t('files.standard')}</legend>
        {STANDARD_FOLDERS.map((folder) => (
          <button
            key={folder}
            type="button"
            className="link-button"
            onClick={() => {
              const rest = path.trim().replace(/^(scripts|references|assets)\//, '');
              setPath(kind === 'folder' && rest === '' ? folder : `${folder}/${rest}`);
              // Back to the name, so what is typed next goes after the folder (setting the
              // value puts the caret at its end).
              input.current?.focus();
            }}
          >
            {t(`files.folder.${folder}`)}
          </button>
        ))}
      </fieldset>
      {kind === 'file' && (
        <div className="field">
          <label htmlFor={templateId}>{t('files.template')}</label>
          <select
            id={templateId}
            value={template}
            onChange={(e) => setChosen(e.target.value as FileTemplate)}
          >
            {FILE_TEMPLATES.map((k) => (
              <option key={k} value={k}>
                {t(`files.template.${k}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormDialog>
  );
}

/** Renaming or moving an entry by typing its new path. */
export function RenameEntryDialog({
  detail,
  path,
  onClose,
}: {
  detail: SkillDetail;
  path: string;
  onClose: () => void;
}) {
  const t = useT();
  const [to, setTo] = useState(path);
  const action = useAction();
  const folder = detail.folders.includes(path);
  const problem = to.trim() === path ? undefined : problemOf(detail, to, folder, path);
  const submit = async () => {
    if (to.trim() === path) {
      onClose();
      return;
    }
    if (await action.run(() => moveEntry(detail.dir, path, to.trim()))) onClose();
  };
  return (
    <FormDialog
      title={t('files.renameTitle', { name: path.slice(path.lastIndexOf('/') + 1) })}
      onClose={onClose}
      cancel={t('files.cancel')}
      confirm={t('files.renameConfirm')}
      form
      onConfirm={() => void submit()}
      busy={action.busy}
      disabled={problem !== undefined}
      error={action.error}
    >
      <PathField
        label={t('files.renameLabel')}
        value={to}
        onChange={setTo}
        problem={problem}
        hint={t('files.pathHint')}
      />
    </FormDialog>
  );
}

/** Deleting an entry, after saying what goes and where. */
export function DeleteEntryDialog({
  detail,
  path,
  onClose,
}: {
  detail: SkillDetail;
  path: string;
  onClose: () => void;
}) {
  const t = useT();
  const abs = joinPath(detail.dir, path);
  const dirty = useEditor((s) =>
    Object.values(s.docs).some((d) => isInside(abs, d.path) && isDirty(d)),
  );
  const folder = detail.folders.includes(path);
  const inside = detail.files.filter((f) => f.path === path || f.path.startsWith(`${path}/`));
  const size = formatBytes(inside.reduce((n, f) => n + f.size, 0));
  const where = bridge().host === 'desktop' ? t('files.systemTrash') : t('files.studioTrash');
  return (
    <ConfirmDialog
      title={t('files.deleteTitle', { name: path.slice(path.lastIndexOf('/') + 1) })}
      confirm={t('files.deleteConfirm')}
      cancel={t('files.cancel')}
      onConfirm={() => deleteEntry(detail.dir, path)}
      onClose={onClose}
    >
      <p>
        {folder
          ? t('files.deleteFolder', { path: `${path}/`, count: inside.length, size, where })
          : t('files.deleteFile', { path, size, where })}
      </p>
      {folder && inside.length > 0 && (
        <ul className="delete-list mono">
          {inside.slice(0, 8).map((f) => (
            <li key={f.path}>{f.path}</li>
          ))}
          {inside.length > 8 && <li>…</li>}
        </ul>
      )}
      {dirty && <p className="form-error">{t('files.deleteUnsaved')}</p>}
    </ConfirmDialog>
  );
}
