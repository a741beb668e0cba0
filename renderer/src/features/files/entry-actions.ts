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
import { toast } from '../../ui/toasts';

const t = <K extends MessageKey>(key: K, ...params: TranslateArgs<K>) =>
  translate(useUi.getState().locale, key, ...params);

/** Moves `from` to `to` (both inside the skill in `dir`); throws the service's refusal. */
export async function moveEntry(dir: string, from: string, to: string): Promise<void> {
  await useEditor.getState().whileMoving(joinPath(dir, from), async () => {
    const { path } = await studio().moveEntry({ dir, from, to });
    return path;
  });
  toast(t('files.renamed', { path: to }));
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
  await useEditor.getState().whileMoving(abs, async () => {
    where = (await studio().trashEntry({ dir, path })).where;
    return undefined;
  });
  useEditor.getState().closeInside(abs);
  const name = path.slice(path.lastIndexOf('/') + 1);
  toast(
    where === 'system-trash' ? t('files.deletedSystem', { name }) : t('files.deleted', { name }),
  );
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
