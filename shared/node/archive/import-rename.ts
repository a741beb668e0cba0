/**
 * Keeping a renamed import valid: when --rename puts a skill in `name-2`, its frontmatter
 * name is set to match (shared with the studio's rename), and the report says so.
 */
import { setSkillMdName } from '../skill-name';

/** Sets the `name` in the SKILL.md at `path`; returns the note for the report. */
export async function setSkillName(path: string, name: string): Promise<string> {
  const notSet = await setSkillMdName(path, name);
  const keep = `The folder is "${name}", but its SKILL.md name was left unchanged`;
  if (notSet?.kind === 'not-utf8') return `${keep}: the file is not UTF-8.`;
  if (notSet) return `${keep}: ${notSet.reason}`;
  return `Set the name in SKILL.md to "${name}" to match its folder.`;
}
