/**
 * Every way an open file changes. The rule throughout: the user's unsaved text is never
 * replaced without their choice.
 */
import { describe, expect, it } from 'vitest';
import {
  diskChanged,
  editDocument,
  isDirty,
  openDocument,
  resolveConflict,
  savedDocument,
  saveRefused,
} from '../../../shared/studio/documents';

const text = (t: string, hash: string) =>
  ({ kind: 'text', path: '/s/SKILL.md', text: t, hash, size: t.length }) as const;

describe('documents', () => {
  const clean = openDocument(text('one', 'h1'));

  it('becomes dirty when edited and clean when saved', () => {
    const edited = editDocument(clean, 'two');
    expect(isDirty(clean)).toBe(false);
    expect(isDirty(edited)).toBe(true);
    expect(editDocument(edited, 'two')).toBe(edited);
    const saved = savedDocument(edited, 'two', 'h2');
    expect(isDirty(saved)).toBe(false);
    expect(saved.savedHash).toBe('h2');
  });

  it('follows the disk while clean; ignores its own save coming back', () => {
    expect(diskChanged(clean, text('disk', 'h9')).text).toBe('disk');
    expect(diskChanged(clean, text('one', 'h1'))).toBe(clean);
  });

  it('keeps unsaved text when the disk changes, recording a conflict', () => {
    const edited = editDocument(clean, 'mine');
    const after = diskChanged(edited, text('theirs', 'h3'));
    expect(after.text).toBe('mine');
    expect(after.conflict).toEqual({ diskText: 'theirs', diskHash: 'h3' });
    // The same edit made on both sides is no conflict.
    const same = diskChanged(edited, text('mine', 'h4'));
    expect(same.conflict).toBeUndefined();
    expect(isDirty(same)).toBe(false);
  });

  it('resolves a conflict either way', () => {
    const conflicted = saveRefused(editDocument(clean, 'mine'), {
      diskText: 'theirs',
      diskHash: 'h3',
    });
    const theirs = resolveConflict(conflicted, 'theirs');
    expect([theirs.text, isDirty(theirs), theirs.conflict]).toEqual(['theirs', false, undefined]);
    const mine = resolveConflict(conflicted, 'mine');
    expect([mine.text, mine.savedHash, isDirty(mine)]).toEqual(['mine', 'h3', true]);
  });

  it('keeps unsaved text when the file turns binary or too large on disk', () => {
    const edited = editDocument(clean, 'mine');
    const binary = { kind: 'binary', path: clean.path, hash: 'hb', size: 9 } as const;
    const after = diskChanged(edited, binary);
    expect([after.kind, after.text, isDirty(after)]).toEqual(['text', 'mine', true]);
    expect(after.conflict).toEqual({ diskText: null, diskHash: 'hb', other: binary });
    // Taking the disk's version shows the binary file; keeping mine saves over it.
    expect(resolveConflict(after, 'theirs')).toEqual(openDocument(binary));
    const mine = resolveConflict(after, 'mine');
    expect([mine.text, mine.savedHash, mine.deleted, isDirty(mine)]).toEqual([
      'mine',
      'hb',
      undefined,
      true,
    ]);
    const huge = { kind: 'too-large', path: clean.path, size: 9e6 } as const;
    expect(diskChanged(edited, huge).conflict?.other).toEqual(huge);
    // A clean document simply follows.
    expect(diskChanged(clean, binary)).toEqual(openDocument(binary));
  });

  it('keeps the text of a file deleted on disk, and saving writes it back', () => {
    const gone = diskChanged(editDocument(clean, 'mine'), undefined);
    expect([gone.text, gone.deleted, isDirty(gone)]).toEqual(['mine', true, true]);
    const goneClean = diskChanged(clean, undefined);
    expect([goneClean.text, isDirty(goneClean)]).toEqual(['one', true]);
    const conflictOnDeleted = resolveConflict(
      saveRefused(clean, { diskText: null, diskHash: null }),
      'mine',
    );
    expect(conflictOnDeleted.deleted).toBe(true);
  });

  it('never edits binary or oversized files', () => {
    const binary = openDocument({ kind: 'binary', path: '/s/a.png', hash: 'b', size: 10 });
    expect(isDirty(editDocument(binary, 'x'))).toBe(false);
    const large = openDocument({ kind: 'too-large', path: '/s/big.txt', size: 9e6 });
    expect(large.savedHash).toBeNull();
  });
});
