/**
 * What the tree's commands do besides asking: move or rename an entry (its open documents and
 * unsaved text go with it), delete it to the trash (its documents close: the dialog said so),
 * and flip a script's run bit. Each says what happened, or why not, in the UI's language.
 */
import { joinPath } from '../../../../shared/studio/paths';
import { translate, type MessageKey, type TranslateArgs } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { useEditor } from '../../state/editor-store';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { toast, toastWithAction } from '../../ui/toasts';

const t = <K extends MessageKey>(key: K, ...params: TranslateArgs<K>) =>
  translate(useUi.getState().locale, key, ...params);

/** Moves `from` to `to` (both inside the skill in `dir`); throws the service's refusal. */
export async function moveEntry(dir: string, from: string, to: string): Promise<void> {
  await useEditor.getState().whileMoving(joinPath(dir, from), async () => {
    const { path } = await studio().moveEntry({ dir, from, to });
    return path;
  });
  // Undo moves it back, for as long as the toast shows (a refusal then is said, not thrown).
  toastWithAction(t('files.renamed', { path: to }), {
    label: t('editor.undo'),
    run: () => void dragEntry(dir, to, from),
  });
}

/** The same, for a drag: a refusal is said in a toast rather than thrown. */
export async function dragEntry(dir: string, from: string, to: string): Promise<void> {
  try {
    await moveEntry(dir, from, to);
  } catch (error) {
    toast(errorText(error), 'error');
  }
}

/** Deletes `path` (inside the skill in `dir`) to the trash; throws the service's refusal. */
export async function deleteEntry(dir: string, path: string): Promise<void> {
  const abs = joinPath(dir, path);
  let where = 'studio-trash';
  let id = '';
  await useEditor.getState().whileMoving(abs, async () => {
    ({ where, id } = await studio().trashEntry({ dir, path }));
    return undefined;
  });
  useEditor.getState().closeInside(abs);
  const name = path.slice(path.lastIndexOf('/') + 1);
  toastWithAction(
    where === 'system-trash' ? t('files.deletedSystem', { name }) : t('files.deleted', { name }),
    { label: t('editor.undo'), run: () => void undoTrash(id, dir) },
  );
}

/**
 * Puts a deleted file or skill back from the trash (the toast's Undo): refused, not replaced,
 * when something took its place meanwhile; the skill's files are read again.
 */
export async function undoTrash(id: string, dir: string): Promise<void> {
  try {
    const { path } = await studio().restoreTrash({ id, conflict: 'refuse' });
    toast(t('files.trashRestored', { path }));
    await useEditor.getState().openSkill(dir);
  } catch (error) {
    toast(errorText(error), 'error');
  }
}

/** Sets or clears the run bit of a script. */
export async function setRunnable(dir: string, path: string, executable: boolean): Promise<void> {
  try {
    const result = await studio().setExecutable({ dir, path, executable });
    if (!result.supported) toast(t('files.notRunnable'), 'error');
  } catch (error) {
    toast(errorText(error), 'error');
  }
}
