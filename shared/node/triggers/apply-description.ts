/**
 * Writing a chosen description into SKILL.md: the frontmatter writer's one change (the same
 * call the form makes, so only the description's value changes, every other byte kept), on the
 * bytes the run started from, written atomically. Refused, with nothing written, when the file
 * changed since those bytes were read (or changes during the write), is not UTF-8, or the
 * writer will not write the value.
 */
import { withDescriptionText } from '../../triggers/candidate';
import { decodeUtf8 } from '../../skill/text';
import { openExisting } from '../service/files/compare-and-swap';
import { replaceIfUnchanged } from '../service/files/save-file';

/** What applying came to. */
export type ApplyOutcome =
  | { kind: 'written' }
  | { kind: 'unchanged' }
  | { kind: 'changed-since' }
  | { kind: 'not-utf8' }
  | { kind: 'not-editable'; reason: string };

const same = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** Sets the description in the SKILL.md at `path`, whose bytes were `read` when the run began. */
export async function applyDescription(
  path: string,
  read: Uint8Array,
  description: string,
): Promise<ApplyOutcome> {
  const now = await openExisting(path, { noFollow: true });
  // Gone since the run read it: changed too.
  if (!now) return { kind: 'changed-since' };
  try {
    if (!same(now.bytes, read)) return { kind: 'changed-since' };
    const { text, badByte } = decodeUtf8(now.bytes);
    if (badByte !== undefined) return { kind: 'not-utf8' };
    const edited = withDescriptionText(text, description);
    if (!edited.ok) return { kind: 'not-editable', reason: edited.reason };
    if (edited.text === text) return { kind: 'unchanged' };
    // The saves' conditional write: a save meanwhile (an editor, another tool), even one at the
    // instant of the rename, is not overwritten.
    const written = await replaceIfUnchanged(path, new TextEncoder().encode(edited.text), now);
    return written.ok ? { kind: 'written' } : { kind: 'changed-since' };
  } finally {
    await now.handle.close();
  }
}
