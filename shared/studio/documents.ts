/**
 * An open file in the editor and every way it can change: typed into, saved, changed on disk
 * while clean (it follows) or while dirty (a conflict, nothing overwritten), the conflict
 * resolved either way. Pure: the editor store only wires these to the bridge and Monaco.
 */
import type { CallOutput } from '../ipc/contract';
import { movedPath } from './paths';

type FileContent = CallOutput<'readFile'>;

/** A file as the editor holds it. */
export interface OpenDocument {
  path: string;
  /** 'text' files are edited; the others are shown as what they are and never written. */
  kind: FileContent['kind'];
  size: number;
  /** The text last read from or written to disk, and its hash (the save's condition). */
  savedText: string;
  savedHash: string | null;
  /** What the editor holds now. */
  text: string;
  /** The disk changed under unsaved edits: both versions are kept until the user chooses. */
  conflict?: DiskVersion;
  /** The file was deleted on disk (saving writes it again). */
  deleted?: boolean;
}

/**
 * The disk's side of a conflict: its text and hash (null text and hash: deleted), or, when
 * the file is no longer editable text there (binary, too large), what was read in `other`.
 */
export interface DiskVersion {
  diskText: string | null;
  diskHash: string | null;
  other?: Exclude<FileContent, { kind: 'text' }>;
  /** Another program wrote to the file while a save replaced it (its version is the disk's). */
  whileSaving?: true;
  /** Where what it wrote was kept, when it could not be put back in place. */
  recoveredTo?: string;
}

/** A document from what the service read. */
export function openDocument(content: FileContent): OpenDocument {
  const text = content.kind === 'text' ? content.text : '';
  return {
    path: content.path,
    kind: content.kind,
    size: content.size,
    savedText: text,
    savedHash: 'hash' in content ? content.hash : null,
    text,
  };
}

/** True when the editor holds something the disk does not. */
export function isDirty(doc: OpenDocument): boolean {
  return doc.kind === 'text' && (doc.text !== doc.savedText || doc.deleted === true);
}

/** The document after the user changed its text. */
export function editDocument(doc: OpenDocument, text: string): OpenDocument {
  return text === doc.text ? doc : { ...doc, text };
}

/** The document after its text was saved with the given hash. */
export function savedDocument(doc: OpenDocument, text: string, hash: string): OpenDocument {
  const { conflict: _conflict, deleted: _deleted, ...rest } = doc;
  return { ...rest, savedText: text, savedHash: hash };
}

/**
 * The document after the file changed on disk. A clean document follows the disk; a dirty
 * one keeps the user's text and records the conflict. `content` undefined: the file is gone.
 */
export function diskChanged(doc: OpenDocument, content: FileContent | undefined): OpenDocument {
  // Gone from disk: the text stays, marked deleted (and so unsaved) until saved or closed.
  if (!content) return { ...doc, deleted: true };
  const hash = 'hash' in content ? content.hash : null;
  if (hash !== null && hash === doc.savedHash && !doc.deleted) return doc;
  if (content.kind !== 'text') {
    // Unsaved text whose file turned binary or huge on disk is kept: a conflict like any other.
    if (isDirty(doc))
      return { ...doc, conflict: { diskText: null, diskHash: hash, other: content } };
    return openDocument(content);
  }
  const diskText = content.text;
  if (doc.kind !== 'text') return openDocument(content);
  if (!isDirty(doc)) return openDocument(content);
  if (diskText === doc.text) return savedDocument(doc, doc.text, content.hash);
  return { ...doc, conflict: { diskText, diskHash: hash } };
}

/** A conflicting save: the service refused because the disk changed since the last read. */
export function saveRefused(doc: OpenDocument, conflict: DiskVersion): OpenDocument {
  return { ...doc, conflict };
}

/**
 * The conflict settled. 'theirs': take the disk's version (the user's text is dropped, by
 * their choice). 'mine': keep the user's text, now based on the disk's version, so the next
 * save overwrites it.
 */
export function resolveConflict(doc: OpenDocument, keep: 'mine' | 'theirs'): OpenDocument {
  const conflict = doc.conflict;
  if (!conflict) return doc;
  const { conflict: _conflict, ...rest } = doc;
  if (keep === 'theirs' && conflict.other) return openDocument(conflict.other);
  if (keep === 'theirs') {
    const text = conflict.diskText ?? '';
    return {
      ...rest,
      savedText: text,
      savedHash: conflict.diskHash,
      text,
      deleted: conflict.diskHash === null,
    };
  }
  return {
    ...rest,
    savedText: conflict.diskText ?? '',
    savedHash: conflict.diskHash,
    ...(conflict.diskHash === null && !conflict.other && { deleted: true }),
  };
}

/**
 * The open documents after a file or folder moved from `from` to `to` on disk: each one inside
 * it keeps its text, unsaved edits and conflict under its new path (the bytes did not change,
 * so its saved hash still holds).
 */
export function moveDocuments(
  docs: Readonly<Record<string, OpenDocument>>,
  from: string,
  to: string,
): Record<string, OpenDocument> {
  const out: Record<string, OpenDocument> = {};
  for (const doc of Object.values(docs)) {
    const path = movedPath(doc.path, from, to);
    out[path] = path === doc.path ? doc : { ...doc, path };
  }
  return out;
}
