/**
 * Planning one skill's part of an archive from what the gatherer found: which files go in,
 * with which content, mode and storage, and everything left out with the reason.
 */
import type { Message, MessageParam } from '../i18n/message';
import { archiveMode, isStored } from './compression';
import { compareUtf8, unsafeNameReason } from './entry-names';
import type { Exclusions } from './exclusions';
import { packageMessage } from './messages';
import { decideLink } from './symlink-policy';
import type { LeftOut, PlannedFile, SkillPlan, SourceEntry } from './types';

/** What the gatherer found in one skill folder. */
export interface GatheredSkill {
  /** The folder's name: the skill's top-level folder in the archive. */
  folder: string;
  /** The gatherer's handle on the real folder (passed through to the writer). */
  root: string;
  /** Everything found below the folder that is not a folder. */
  entries: SourceEntry[];
  /** Folders the gatherer did not enter (matched an exclusion, or unreadable). */
  leftOut: LeftOut[];
}

/** Plans one skill: every entry either becomes a planned file or is left out with its reason. */
export function planSkill(gathered: GatheredSkill, exclusions: Exclusions): SkillPlan {
  const files: PlannedFile[] = [];
  const leftOut: LeftOut[] = [...gathered.leftOut];
  for (const entry of gathered.entries) {
    const outcome = planEntry(entry, exclusions);
    if ('reason' in outcome) leftOut.push(outcome);
    else files.push(outcome);
  }
  return {
    folder: gathered.folder,
    root: gathered.root,
    files: files.sort((a, b) => compareUtf8(a.path, b.path)),
    leftOut: leftOut.sort((a, b) => compareUtf8(a.path, b.path)),
  };
}

/** The reason for a file or folder that could not be read (left out, and an error: see upload-rules). */
export function unreadableReason(why: Message | string): Message {
  return packageMessage('package.left-out.unreadable', { why });
}

/** What the file system said about a left-out entry that could not be read, or undefined. */
export function unreadableWhy(item: LeftOut): MessageParam | undefined {
  const { id, params } = item.reason;
  return id === 'package.left-out.unreadable' ? params.why : undefined;
}

/** One entry: the file that goes in, or why it stays out. */
export function planEntry(entry: SourceEntry, exclusions: Exclusions): PlannedFile | LeftOut {
  const { path } = entry;
  const excluded = exclusions.reason(path);
  if (excluded !== undefined) return { path, reason: excluded };
  const unsafe = unsafeNameReason(path);
  if (unsafe !== undefined)
    return { path, reason: packageMessage('package.left-out.unsafe-name', { reason: unsafe }) };
  switch (entry.kind) {
    case 'file':
      return planned(path, path, entry);
    case 'symlink': {
      const decision = decideLink(entry.link, exclusions);
      if (!decision.store) return { path, reason: decision.reason };
      return { ...planned(path, decision.source, decision), via: path };
    }
    case 'other':
      return { path, reason: packageMessage('package.left-out.special', { what: entry.what }) };
    case 'unreadable':
      return { path, reason: unreadableReason(entry.reason) };
  }
}

function planned(
  path: string,
  source: string,
  from: { size: number; mode: number; dev: number; ino: number; ctimeMs: number },
): PlannedFile {
  return {
    path,
    source,
    size: from.size,
    mode: archiveMode(from.mode),
    store: isStored(path, from.size),
    dev: from.dev,
    ino: from.ino,
    ctimeMs: from.ctimeMs,
  };
}
