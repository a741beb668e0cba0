/** The files of a skill folder other than its SKILL.md, which a loaded skill may list. */
import type { FolderSnapshot } from './types';

/** Every file of the folder but the skill file itself (either spelling), "/"-separated. */
export function otherFiles(folder: FolderSnapshot): string[] {
  return folder.files.filter((f) => f !== 'SKILL.md' && f !== 'skill.md');
}
