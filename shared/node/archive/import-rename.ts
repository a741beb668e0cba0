/**
 * Keeping a renamed import valid: when --rename puts a skill in `name-2`, its frontmatter
 * name is set to match, with the serializer that changes only that value.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { editFrontmatter, parseSkillFile } from '../../skill/index';

/** Sets the `name` in the SKILL.md at `path`; returns the note for the report. */
export async function setSkillName(path: string, name: string): Promise<string> {
  const parsed = parseSkillFile(await readFile(path));
  const keep = `The folder is "${name}", but its SKILL.md name was left unchanged`;
  if (!parsed.utf8) return `${keep}: the file is not UTF-8.`;
  const edited = editFrontmatter(parsed.text, [{ path: ['name'], value: name }]);
  if (!edited.ok) return `${keep}: ${edited.reason}`;
  await writeFile(path, edited.text);
  return `Set the name in SKILL.md to "${name}" to match its folder.`;
}
