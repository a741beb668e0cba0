/**
 * Errors from studio calls, whichever host they came through: the service's envelope keeps
 * their kind, so the UI can tell a mistake to correct from a refusal or a bug.
 */
import type { StudioError } from '../../../shared/ipc/dispatch';

/** The kinds the service and the transports report. */
export type CallErrorKind = StudioError['kind'];

/** A failed call, with a message meant for the user. */
export class StudioCallError extends Error {
  constructor(
    readonly kind: CallErrorKind,
    message: string,
    /** The file system's code for a failed file operation (ENOENT: gone). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'StudioCallError';
  }
}

/** The message of any error, for display. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** True when a call failed because the file is not there (deleted or moved away). */
export function isGone(error: unknown): boolean {
  return error instanceof StudioCallError && error.code === 'ENOENT';
}
