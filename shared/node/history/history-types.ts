/**
 * The history store's types and defaults (history-store.ts re-exports them): the limits, what
 * a listing says of damage, a version's file as kept, a change to one file as a save knows it.
 */
import { join } from 'node:path';
import type { z } from 'zod';
import type { HistorySettingsSchema } from '../../ipc/history-calls';
import type { ChangeKind, VersionRecord } from '../../studio/history/version';
import type { BlobRead } from './store-files';

/** The history's limits. */
export type HistorySettings = z.infer<typeof HistorySettingsSchema>;

/** The limits until the user changes them. */
export const DEFAULT_HISTORY_SETTINGS: HistorySettings = {
  maxMb: 500,
  maxAgeDays: 90,
  binaryMaxMb: 20,
};

/** The store's folder in the user-data folder. */
export function historyRoot(userData: string): string {
  return join(userData, 'history');
}

/** What of a history could not be read. */
export interface HistoryDamage {
  /** Records that are not a regular file, do not parse or are not a record: left out. */
  records: number;
  /** Versions with a file whose blob is missing or does not match its hash. */
  versions: string[];
}

/** A history as listed: newest first. */
export interface HistoryList {
  versions: VersionRecord[];
  damage: HistoryDamage | null;
}

/** A version's file as kept: its bytes, or why they cannot be had. */
export type KeptBytes = BlobRead | { kind: 'hash-only' };

/** A change to one file of a skill, as a save knows it. */
export interface FileChangeIn {
  /** "/"-separated below the skill's folder. */
  path: string;
  /** The file's new bytes; null: the file was removed. */
  bytes: Uint8Array | null;
  executable?: boolean;
  kind: ChangeKind;
  /**
   * The file's bytes on disk right before the change (null: there was none). When they differ
   * from the last version's, another program wrote them: kept first as an 'outside' version.
   */
  before?: Uint8Array | null;
}
