/**
 * What the History panel does besides showing: restore a file or the whole skill through the
 * service's conditional write (the disk must still hold what the page showed), with Undo on the
 * toast that says so, and a refusal that names the files that changed and offers to reload.
 */
import type { CallOutput } from '../../../../shared/ipc/contract';
import { isDirty } from '../../../../shared/studio/documents';
import { joinPath, relativeInside } from '../../../../shared/studio/paths';
import { translate, type MessageKey, type TranslateArgs } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { useEditor } from '../../state/editor-store';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { toast, toastWithAction } from '../../ui/toasts';
import { whenText } from './history-words';

const t = <K extends MessageKey>(key: K, ...params: TranslateArgs<K>) =>
  translate(useUi.getState().locale, key, ...params);

/** A version as listHistory gives it. */
export type VersionSummary = CallOutput<'listHistory'>['versions'][number];

/** A file of the skill in `dir` by its path below the folder ("/"-separated). */
export function relPath(dir: string, path: string): string | undefined {
  const rel = relativeInside(dir, path);
  return rel === undefined || rel === '' ? undefined : rel;
}

/**
 * What the page shows of the disk, by path: the newest version's files (the history lists what
 * the disk held when it was read), and for open files the hash the editor last saw, which is
 * newer when the two differ. `file`: that one path only.
 */
export async function shownHashes(
  dir: string,
  newest: VersionSummary | undefined,
  file?: string,
): Promise<Record<string, string | null>> {
  const expect: Record<string, string | null> = {};
  if (newest) {
    const { files } = await studio().versionFiles({ dir, version: newest.id });
    for (const f of files) if (file === undefined || f.path === file) expect[f.path] = f.hash;
  }
  for (const doc of Object.values(useEditor.getState().docs)) {
    const rel = relPath(dir, doc.path);
    if (rel === undefined || (file !== undefined && rel !== file)) continue;
    if (doc.deleted !== true) expect[rel] = doc.savedHash;
  }
  if (file !== undefined && !(file in expect)) expect[file] = null;
  return expect;
}

/** Open files the restore would write over that hold unsaved text. */
export function unsavedIn(dir: string, file?: string): string[] {
  return Object.values(useEditor.getState().docs)
    .filter((d) => isDirty(d) && relPath(dir, d.path) !== undefined)
    .map((d) => relPath(dir, d.path) ?? d.path)
    .filter((rel) => file === undefined || rel === file);
}

/** What a restore asks: the skill, the version, one file or all, what the page showed. */
export interface RestoreRequest {
  dir: string;
  version: VersionSummary;
  /** The version the disk held before (the newest listed): Undo goes back to it. */
  before: VersionSummary | undefined;
  file?: string;
}

/**
 * Restores, the unsaved text of the files it writes let go first (the user was asked), and
 * says how it went: Undo on the toast restores the version before.
 */
export async function restore(request: RestoreRequest): Promise<boolean> {
  const { dir, version, before, file } = request;
  try {
    const expect = await shownHashes(dir, before, file);
    for (const rel of unsavedIn(dir, file)) useEditor.getState().revert(joinPath(dir, rel));
    const result = await studio().restoreVersion({
      dir,
      version: version.id,
      expect,
      ...(file !== undefined && { file }),
    });
    if (!result.ok) {
      refused(dir, result.changed);
      return false;
    }
    await useEditor.getState().refreshAll();
    const time = whenText(version.at, Date.now(), useUi.getState().locale);
    const undo = before;
    if (undo)
      toastWithAction(t('history.restored', { time }), {
        label: t('editor.undo'),
        run: () => void putBack(dir, undo.id, result.version, file),
      });
    else toast(t('history.restored', { time }));
    return true;
  } catch (error) {
    toast(errorText(error), 'error');
    return false;
  }
}

/**
 * Puts the skill (or one file) back as version `before` had it, over what version `after`
 * holds: refused, and said so, when the disk no longer holds `after`. The Undo of a restore
 * and of an import that replaced a skill.
 */
export async function putBack(
  dir: string,
  before: string,
  after: string,
  file?: string,
): Promise<boolean> {
  try {
    const { files } = await studio().versionFiles({ dir, version: after });
    const expect: Record<string, string | null> = {};
    for (const f of files) if (file === undefined || f.path === file) expect[f.path] = f.hash;
    if (file !== undefined && !(file in expect)) expect[file] = null;
    const result = await studio().restoreVersion({
      dir,
      version: before,
      expect,
      ...(file !== undefined && { file }),
    });
    if (!result.ok) {
      refused(dir, result.changed);
      return false;
    }
    await useEditor.getState().refreshAll();
    return true;
  } catch (error) {
    toast(errorText(error), 'error');
    return false;
  }
}

/**
 * The versions an import that replaced the skill in `dir` went between: the one it made and
 * the one before (undefined when the history does not hold both, as with history turned off).
 */
export async function importVersions(
  dir: string,
): Promise<{ before: string; after: string } | undefined> {
  const { versions } = await studio().listHistory({ dir });
  const [after, before] = versions;
  return after?.kind === 'import' && before ? { before: before.id, after: after.id } : undefined;
}

/** The disk changed since it was shown: which files, and Reload to see them. */
function refused(dir: string, changed: readonly string[]): void {
  toastWithAction(t('history.restoreRefused', { files: changed.join(', ') }), {
    label: t('history.reload'),
    run: () => {
      void useEditor.getState().refreshAll();
      void useEditor.getState().openSkill(dir);
    },
  });
}

/** Takes a version's name away (pruning may clear it again), and says so. */
export async function unname(dir: string, version: VersionSummary): Promise<void> {
  try {
    await studio().nameVersion({ dir, version: version.id, name: null });
    toast(t('history.unnamed', { name: version.name ?? '' }));
  } catch (error) {
    toast(errorText(error), 'error');
  }
}
