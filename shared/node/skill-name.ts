/**
 * Setting the `name` in a SKILL.md to match its folder (a rename, a duplicate, an import under
 * a free name), with the serializer that changes only that value, written atomically.
 */
import { editFrontmatter } from '../skill/index';
import { decodeUtf8 } from '../skill/text';
import { writeFileAtomic } from './atomic-file';
import { readRegularFile } from './regular-file';

/** Why the name could not be set: the file is not UTF-8, or its frontmatter cannot be edited. */
export type NameNotSet = { kind: 'not-utf8' } | { kind: 'not-editable'; reason: string };

/** Sets `name` in the SKILL.md at `path`; returns why not when it cannot be done safely. */
export async function setSkillMdName(path: string, name: string): Promise<NameNotSet | undefined> {
  const { text, badByte } = decodeUtf8(await readRegularFile(path, { noFollow: true }));
  // Editing a file that is not UTF-8 would replace its undecodable bytes: leave it alone.
  if (badByte !== undefined) return { kind: 'not-utf8' };
  const edited = editFrontmatter(text, [{ path: ['name'], value: name }]);
  if (!edited.ok) return { kind: 'not-editable', reason: edited.reason };
  if (edited.text !== text) await writeFileAtomic(path, new TextEncoder().encode(edited.text));
  return undefined;
}
