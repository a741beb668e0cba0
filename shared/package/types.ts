/**
 * The data packaging plans from: what the file system said about a skill folder (gathered by
 * shared/node), and the plans and reports built from it. All plain data, so it crosses IPC.
 */
import type { Message } from '../i18n/message';

/** Where a symbolic link inside a skill really leads, as the gatherer resolved it. */
export interface LinkFacts {
  /** The link's own text (readlink), for reports. */
  text: string;
  /** The real target relative to the skill's real folder ("/"-separated); absent when outside it. */
  inside?: string;
  /** What the real target is. */
  type: 'file' | 'dir' | 'other' | 'missing';
  /** The target's size and mode, when it is a file. */
  size?: number;
  mode?: number;
  /** The target's identity on disk, so the writer can tell it was not swapped or edited. */
  dev?: number;
  ino?: number;
  ctimeMs?: number;
}

/** One thing found inside a skill folder (folders themselves are walked, not listed). */
export type SourceEntry =
  | {
      kind: 'file';
      path: string;
      size: number;
      mode: number;
      dev: number;
      ino: number;
      ctimeMs: number;
    }
  | { kind: 'symlink'; path: string; link: LinkFacts }
  | { kind: 'other'; path: string; what: Message }
  /** `reason`: what the file system said (a message, or the system's own words). */
  | { kind: 'unreadable'; path: string; reason: Message | string };

/** A file or folder that stays out of the archive, and why (folders end with "/"). */
export interface LeftOut {
  path: string;
  reason: Message;
}

/** One file that goes into the archive. */
export interface PlannedFile {
  /** Path inside the skill folder ("/"-separated). */
  path: string;
  /** Path of the content relative to the skill's real folder: the link's target for a link. */
  source: string;
  size: number;
  /** 0o644 or 0o755. */
  mode: number;
  /** True to store without deflate (already-compressed formats and empty files). */
  store: boolean;
  /**
   * The file on disk as the plan saw it: which file (device, inode) and its last change
   * (any write or metadata change moves it), so the writer can tell it was not swapped or
   * edited since, even to the same size.
   */
  dev: number;
  ino: number;
  ctimeMs: number;
  /** The link it was reached through, when it was one. */
  via?: string;
}

/** What one skill contributes to an archive. */
export interface SkillPlan {
  /** The top-level folder name in the archive. */
  folder: string;
  /** Opaque to the planner: the gatherer's handle on the skill's real folder. */
  root: string;
  /** Sorted by path (UTF-8 bytes). */
  files: PlannedFile[];
  leftOut: LeftOut[];
}

/** One archive entry in write order. */
export interface ArchiveEntry {
  archivePath: string;
  skill: number;
  file: PlannedFile;
}

/** A finding about the archive as a whole (upload rules, bundle layout). */
export interface PackageCheck {
  severity: 'error' | 'warning';
  /** The skill folder it is about, when it is about one. */
  folder?: string;
  message: Message;
}

/** Sizes for the report. */
export interface SizeReport {
  files: number;
  bytes: number;
  /** The largest files, biggest first. */
  largest: { path: string; size: number }[];
}
