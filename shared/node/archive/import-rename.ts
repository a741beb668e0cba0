/**
 * Keeping a renamed import valid: when --rename puts a skill in `name-2`, its frontmatter
 * name is set to match (shared with the studio's rename), and the report says so.
 */
import type { Message } from '../../i18n/message';
import { packageMessage } from '../../package/index';
import { setSkillMdName } from '../skill-name';

/** Sets the `name` in the SKILL.md at `path`; returns the note for the report. */
export async function setSkillName(path: string, name: string): Promise<Message> {
  const notSet = await setSkillMdName(path, name);
  if (notSet?.kind === 'not-utf8')
    return packageMessage('package.note.name-kept-not-utf8', { name });
  if (notSet) return packageMessage('package.note.name-kept', { name, reason: notSet.reason });
  return packageMessage('package.note.name-set', { name });
}
