/**
 * What an install, an update or an uninstall did at each target, as plain data for the CLI
 * and the UI (shared/ipc/install-schemas.ts gives the schemas the contract checks).
 */
import type { Message } from '../i18n/message';
import type { Diagnostic } from '../skill/types';
import type { Scope, TargetId } from './agents';
import type { ConflictReason } from './install-plan';
import type { SyncState } from './sync-state';

/** How one target came out. */
export type InstallStatus =
  'installed' | 'updated' | 'replaced' | 'unchanged' | 'conflict' | 'refused' | 'failed';

/** How two versions of a skill differ, file by file ("/"-separated paths). */
export interface TreeDiff {
  /** Only in the agent folder's copy. */
  added: string[];
  /** Only in the library. */
  removed: string[];
  /** In both, with other bytes. */
  changed: string[];
}

/** Why an install did not happen at a target, when it is not a conflict or the check. */
export interface InstallFailure {
  kind: 'no-folder' | 'target-changed' | 'lock-unreadable' | 'error' | 'stopped';
  /** What went wrong (what the file system said, which folder), in the user's language. */
  detail: Message;
}

/** One skill at one agent folder. */
export interface TargetOutcome {
  /** The library skill. */
  dir: string;
  /** Its folder name in the agent folder. */
  name: string;
  agent: TargetId;
  scope: Scope;
  /** The agent folder (empty when the agent has none in this scope). */
  folder: string;
  target: string;
  status: InstallStatus;
  mode?: 'copy' | 'link';
  linkKind?: 'symlink' | 'junction';
  /** A link was asked for and could not be made, so it was copied; what each attempt met. */
  linkFailed?: Message[];
  /** A replaced folder the trash would not take, kept here. */
  keptAt?: string;
  conflict?: { why: ConflictReason; diff: TreeDiff };
  /** The check's findings (errors refused it unless forced) and an agent's reason to skip it. */
  check?: { diagnostics: Diagnostic[]; skipped?: Message };
  /** Every agent that reads this folder. */
  readBy: TargetId[];
  /** Other agents asked for that this same folder serves (it is written once). */
  sharedWith: TargetId[];
  /** The project's skills-lock.json: recorded, or why not. */
  lock?: { written: boolean; problem?: Message };
  failure?: InstallFailure;
}

/** One installed copy of a library skill and how it stands. */
export interface InstalledCopy {
  dir: string;
  target: string;
  agent: TargetId;
  scope: Scope;
  project?: string;
  mode: 'copy' | 'link';
  state: SyncState;
  /** Every agent that reads the folder it is in. */
  readBy: TargetId[];
}
