/**
 * Carrying out a fix: text edits go into the open document (one undoable change in the
 * editor); renames go to the service, after unsaved work is saved so it moves with the files;
 * a first line for another file (a script's #!) goes into that file, opened, and is saved.
 */
import { applyTextEdits } from '../../../../shared/skill/index';
import { withFirstLine } from '../../../../shared/skill/text';
import { isDirty } from '../../../../shared/studio/documents';
import type { Fix } from '../../../../shared/skill/types';
import { baseName } from '../../../../shared/studio/paths';
import { errorText } from '../../i18n/service-text';
import { translate } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-store';
import { useLibrary } from '../../state/library-store';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { toast } from '../../ui/toasts';
import { proposeField } from './fix-prompt';

/** Applies `fix` to the skill in `dir`, whose SKILL.md is at `skillMdPath`. */
export async function runFix(fix: Fix, dir: string, skillMdPath: string): Promise<void> {
  const editor = useEditor.getState();
  try {
    if (fix.kind === 'edit') {
      const doc = editor.docs[skillMdPath];
      if (!doc) return;
      // applyTextEdits writes the file's own line ending (detectEol) for every "\n".
      editor.edit(skillMdPath, applyTextEdits(doc.text, fix.edits), 'fix');
      return;
    }
    // Shown first, and editable: the user sets it (fix-prompt.tsx).
    if (fix.kind === 'propose-field') {
      proposeField(fix, skillMdPath);
      return;
    }
    if (fix.kind === 'prepend-line') {
      await prependLine(fix, skillMdPath);
      return;
    }
    if (fix.kind === 'create-file') {
      const { path } = await studio().createFile({ dir, path: fix.path, template: 'markdown' });
      await useEditor.getState().openFile(path);
      return;
    }
    // Selecting is the edit view's (edit-view.tsx): nothing to carry out here.
    if (fix.kind === 'select') return;
    // Unsaved edits move with the files, so they are saved first; if that fails, no rename.
    if (!(await editor.saveAll(dir))) {
      toast(translate(useUi.getState().locale, 'editor.saveBeforeRename'), 'error');
      return;
    }
    if (fix.kind === 'rename-folder') {
      const { dir: moved } = await studio().renameSkill({ dir, newName: fix.newName });
      useEditor.getState().closeSkill(dir);
      await useLibrary.getState().hydrate();
      useLibrary.getState().select(moved);
      toast(translate(useUi.getState().locale, 'editor.renamed', { name: fix.newName }));
    } else {
      const folder = skillMdPath.slice(0, skillMdPath.length - baseName(skillMdPath).length);
      await studio().renameFile({ path: `${folder}${fix.from}`, newName: fix.to });
      // The old name is gone: the editor moves to the file under its new name.
      useEditor.getState().closeFile(`${folder}${fix.from}`);
      await useEditor.getState().openSkill(dir);
    }
  } catch (error) {
    toast(errorText(error), 'error');
  }
}

/**
 * Writes the fix's line at the top of its file, opened in the editor (one change, undone as
 * any edit), and saves it as a save from the editor does (refused, and shown as a conflict,
 * when the file changed on disk since it was read). A file with unsaved edits is not saved:
 * its owner saves those with the line.
 */
async function prependLine(
  fix: Extract<Fix, { kind: 'prepend-line' }>,
  skillMdPath: string,
): Promise<void> {
  const folder = skillMdPath.slice(0, skillMdPath.length - baseName(skillMdPath).length);
  const path = `${folder}${fix.path}`;
  await useEditor.getState().openFile(path);
  const doc = useEditor.getState().docs[path];
  if (doc?.kind !== 'text') return;
  const unsaved = isDirty(doc);
  useEditor.getState().edit(path, withFirstLine(doc.text, fix.line), 'fix');
  if (!unsaved) await useEditor.getState().save(path);
}
