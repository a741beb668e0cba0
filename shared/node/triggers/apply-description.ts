/**
 * Writing a chosen description into SKILL.md: the frontmatter writer's one change (the same
 * call the form makes, so only the description's value changes, every other byte kept), on the
 * bytes the run started from, written atomically. Refused, with nothing written, when the file
 * changed since those bytes were read (or changes during the write), is not UTF-8, or the
 * writer will not write the value.
 */
import { withDescriptionText } from '../../triggers/candidate';
import { decodeUtf8 } from '../../skill/text';
import { writeFileAtomic } from '../atomic-file';
import { readRegularFile } from '../regular-file';

/** What applying came to. */
export type ApplyOutcome =
  | { kind: 'written' }
  | { kind: 'unchanged' }
  | { kind: 'changed-since' }
  | { kind: 'not-utf8' }
  | { kind: 'not-editable'; reason: string };

const same = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

class ChangedSince extends Error {}

/** Sets the description in the SKILL.md at `path`, whose bytes were `read` when the run began. */
export async function applyDescription(
  path: string,
  read: Uint8Array,
  description: string,
): Promise<ApplyOutcome> {
  const now = await readRegularFile(path, { noFollow: true });
  if (!same(now, read)) return { kind: 'changed-since' };
  const { text, badByte } = decodeUtf8(now);
  if (badByte !== undefined) return { kind: 'not-utf8' };
  const edited = withDescriptionText(text, description);
  if (!edited.ok) return { kind: 'not-editable', reason: edited.reason };
  if (edited.text === text) return { kind: 'unchanged' };
  try {
    await writeFileAtomic(path, new TextEncoder().encode(edited.text), {
      // A save meanwhile (an editor, another tool) is not overwritten.
      beforeRename: async () => {
        if (!same(await readRegularFile(path, { noFollow: true }), read)) throw new ChangedSince();
      },
    });
  } catch (error) {
    if (error instanceof ChangedSince) return { kind: 'changed-since' };
    throw error;
  }
  return { kind: 'written' };
}
