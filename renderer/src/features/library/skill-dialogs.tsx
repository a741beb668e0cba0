/**
 * The dialogs behind the skill operations: create from a template, rename (folder and name
 * together), duplicate, delete (to the trash, with a word about unsaved work). Names are
 * checked as they are typed, with a suggestion that would pass; the service checks again.
 */
import { useId, useState } from 'react';
import type { SkillListEntry } from '../../../../shared/ipc/contract';
import { asciiName, isUploadName } from '../../../../shared/skill/ascii-name';
import { isValidName, slugify } from '../../../../shared/skill/index';
import { MAX_DESCRIPTION } from '../../../../shared/skill/rules/field-rules';
import { codePointLength } from '../../../../shared/py/index';
import { DESCRIPTION_NEAR_LIMIT } from '../form/description-meter';
import { fileNameProblem } from '../../../../shared/studio/skill-paths';
import { errorText, serviceText } from '../../i18n/service-text';
import { useT } from '../../i18n/i18n';
import { useDirtyIn, useEditor } from '../../state/editor-store';
import { useLibrary } from '../../state/library-store';
import { bridge, studio } from '../../state/studio';
import { useUploadTarget } from '../../state/targets-store';
import { useUi } from '../../state/ui-store';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormDialog } from '../../ui/form-dialog';
import { toast, toastWithAction } from '../../ui/toasts';
import { useAction } from '../../ui/use-action';

const TEMPLATES = ['blank', 'scripts', 'references', 'excel'] as const;

// The name rule of the library's targets: Claude uploads take only ASCII names without a
// reserved word, every other place the specification's (letters of any alphabet).
// Either way the name is the folder's too, so one Windows cannot hold ("con") is refused.
function useNameRule(): { valid: (name: string) => boolean; suggest: (name: string) => string } {
  const upload = useUploadTarget();
  const valid = upload ? isUploadName : isValidName;
  return {
    valid: (name) => valid(name) && fileNameProblem(name) === undefined,
    suggest: upload ? asciiName : slugify,
  };
}

/** A name field with live checking and a suggestion, by the rule of the library's targets. */
function NameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  const id = useId();
  const rule = useNameRule();
  const upload = useUploadTarget();
  const slug = rule.suggest(value);
  const valid = rule.valid(value);
  const folderProblem = value === '' ? undefined : fileNameProblem(value);
  return (
    <div className="field">
      <label htmlFor={id}>{t('library.newName')}</label>
      <input
        id={id}
        value={value}
        autoFocus
        spellCheck={false}
        aria-invalid={value !== '' && !valid}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t(upload ? 'library.newNameHintUpload' : 'library.newNameHint')}{' '}
        {folderProblem && <span role="alert">{serviceText(folderProblem)}</span>}
        {value !== '' && !valid && slug !== '' && slug !== value && (
          <button type="button" className="link-button" onClick={() => onChange(slug)}>
            {t('library.newSuggest', { slug })}
          </button>
        )}
      </p>
    </div>
  );
}

/** The new skill's description, with the what + when guidance agents choose by. */
function DescriptionField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  // Characters as the spec counts them (code points), against its limit; near it, a warning.
  const count = codePointLength(value);
  const near = count >= DESCRIPTION_NEAR_LIMIT;
  return (
    <div className="field">
      <label htmlFor={id}>{t('library.newDescription')}</label>
      <textarea
        id={id}
        value={value}
        rows={2}
        // The contract's limit (UTF-16 units, as the box counts): never more than the spec's.
        maxLength={MAX_DESCRIPTION}
        placeholder={t('library.newDescriptionPlaceholder')}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(e) => onChange(e.target.value)}
        // One line: Enter creates the skill, as in the name field, rather than breaking the line.
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
          e.preventDefault();
          e.currentTarget.form?.requestSubmit();
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('library.newDescriptionHint')}
      </p>
      <p
        id={`${id}-count`}
        className={near ? 'field-hint description-count is-near' : 'field-hint description-count'}
      >
        {near
          ? t('library.newDescriptionLeft', { left: MAX_DESCRIPTION - count, max: MAX_DESCRIPTION })
          : t('library.newDescriptionCount', { count, max: MAX_DESCRIPTION })}
      </p>
    </div>
  );
}

/** Creating a skill. */
export function NewSkillDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const libraries = useLibrary((s) => s.libraries);
  const select = useLibrary((s) => s.select);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [template, setTemplate] = useState<(typeof TEMPLATES)[number]>('blank');
  const [root, setRoot] = useState<string>('');
  const action = useAction();
  const nameRule = useNameRule();
  const target = root || libraries.find((l) => l.exists)?.root || '';

  const submit = async () => {
    const done = await action.run(async () => {
      const { dir } = await studio().createSkill({
        root: target,
        name,
        template,
        description,
        language: useUi.getState().locale,
      });
      await useLibrary.getState().hydrate();
      select(dir);
    });
    if (done) {
      setName('');
      setDescription('');
      onClose();
    }
  };

  return (
    <FormDialog
      title={t('library.newTitle')}
      open={open}
      onClose={onClose}
      cancel={t('library.cancel')}
      confirm={t('library.create')}
      form
      onConfirm={() => void submit()}
      busy={action.busy}
      disabled={!nameRule.valid(name) || !target}
      error={action.error}
    >
      <NameField value={name} onChange={setName} />
      <DescriptionField value={description} onChange={setDescription} />
      <fieldset className="field">
        <legend>{t('library.newTemplate')}</legend>
        {TEMPLATES.map((id) => (
          <label key={id} className="radio">
            <input
              type="radio"
              name="template"
              value={id}
              checked={template === id}
              onChange={() => setTemplate(id)}
            />
            {t(`library.template.${id}`)}
          </label>
        ))}
      </fieldset>
      {libraries.length > 1 && (
        <div className="field">
          <label htmlFor="new-skill-root">{t('library.newIn')}</label>
          <select id="new-skill-root" value={target} onChange={(e) => setRoot(e.target.value)}>
            {libraries
              .filter((l) => l.exists)
              .map((l) => (
                <option key={l.root} value={l.root}>
                  {l.name} — {l.root}
                </option>
              ))}
          </select>
        </div>
      )}
    </FormDialog>
  );
}

/** Renaming or duplicating: a new name for an existing skill. */
export function NameDialog({
  entry,
  kind,
  onClose,
}: {
  entry: SkillListEntry;
  kind: 'rename' | 'duplicate';
  onClose: () => void;
}) {
  const t = useT();
  const current = entry.name ?? entry.folderName;
  const [name, setName] = useState(kind === 'rename' ? current : `${slugify(current)}-copy`);
  const action = useAction();
  const nameRule = useNameRule();
  const dirty = useDirtyIn(entry.dir);

  const submit = async () => {
    const done = await action.run(async () => {
      // Unsaved edits are written first, so they move (or are copied) with the skill; if any
      // cannot be (a conflict, a failed write), nothing is renamed and the text stays open.
      if (dirty && !(await useEditor.getState().saveAll(entry.dir)))
        throw new Error(t('library.saveFirst'));
      const input = { dir: entry.dir, newName: name };
      const { dir } = await (kind === 'rename'
        ? studio().renameSkill(input)
        : studio().duplicateSkill(input));
      // The old paths are gone; their (saved) documents go with them.
      if (kind === 'rename') useEditor.getState().closeSkill(entry.dir);
      await useLibrary.getState().hydrate();
      useLibrary.getState().select(dir);
      // Undo gives it its old name back, for as long as the toast shows.
      if (kind === 'rename')
        toastWithAction(t('library.renamed', { name }), {
          label: t('editor.undo'),
          run: () => void undoRename(dir, current),
        });
    });
    if (done) onClose();
  };

  return (
    <FormDialog
      title={
        kind === 'rename'
          ? t('library.renameTitle', { name: current })
          : t('library.duplicateTitle', { name: current })
      }
      onClose={onClose}
      cancel={t('library.cancel')}
      confirm={kind === 'rename' ? t('library.renameConfirm') : t('library.duplicateConfirm')}
      form
      onConfirm={() => void submit()}
      busy={action.busy}
      disabled={!nameRule.valid(name)}
      error={action.error}
    >
      <NameField value={name} onChange={setName} />
      {kind === 'rename' && <p className="field-hint">{t('library.renameHint')}</p>}
    </FormDialog>
  );
}

/** Deleting a skill, after saying where it goes. */
export function DeleteDialog({ entry, onClose }: { entry: SkillListEntry; onClose: () => void }) {
  const t = useT();
  const name = entry.name ?? entry.folderName;
  const dirty = useDirtyIn(entry.dir);
  const remove = async () => {
    const { id } = await studio().deleteSkill({ dir: entry.dir });
    // The user chose to delete it, unsaved text included (the dialog said so).
    useEditor.getState().closeSkill(entry.dir);
    if (useLibrary.getState().selected === entry.dir) useLibrary.getState().select(undefined);
    toastWithAction(t('library.deleted', { name }), {
      label: t('editor.undo'),
      run: () => void undoDeleteSkill(id),
    });
  };
  return (
    <ConfirmDialog
      title={t('library.deleteTitle', { name })}
      confirm={t('library.deleteConfirm')}
      cancel={t('library.cancel')}
      onConfirm={remove}
      onClose={onClose}
    >
      <p>{bridge().host === 'desktop' ? t('library.deleteSystem') : t('library.deleteStudio')}</p>
      <p className="muted">{entry.dir}</p>
      {dirty && <p className="form-error">{t('library.deleteUnsaved')}</p>}
    </ConfirmDialog>
  );
}

/** The delete toast's Undo: the skill back from the trash (refused if its folder is taken). */
async function undoDeleteSkill(id: string): Promise<void> {
  try {
    const { path } = await studio().restoreTrash({ id, conflict: 'refuse' });
    await useLibrary.getState().hydrate();
    useLibrary.getState().select(path);
  } catch (error) {
    toast(errorText(error), 'error');
  }
}

/** The rename toast's Undo: the skill's old name again. */
async function undoRename(dir: string, name: string): Promise<void> {
  try {
    if (!(await useEditor.getState().saveAll(dir))) return;
    const { dir: back } = await studio().renameSkill({ dir, newName: name });
    useEditor.getState().closeSkill(dir);
    await useLibrary.getState().hydrate();
    useLibrary.getState().select(back);
  } catch (error) {
    toast(errorText(error), 'error');
  }
}
