/**
 * Errors from studio calls, whichever host they came through: the service's envelope keeps
 * their kind, so the UI can tell a mistake to correct from a refusal or a bug.
 */
import type { StudioError } from '../../../shared/ipc/dispatch';
import type { ServiceText } from '../../../shared/ipc/service-text';

/** The kinds the service and the transports report. */
export type CallErrorKind = StudioError['kind'];

/** A failed call, with a message meant for the user. */
export class StudioCallError extends Error {
  constructor(
    readonly kind: CallErrorKind,
    message: string,
    /** The file system's code for a failed file operation (ENOENT: gone). */
    readonly code?: string,
    /** The message by id, for the UI's language (i18n/service-text.ts). */
    readonly text?: ServiceText,
  ) {
    super(message);
    this.name = 'StudioCallError';
  }

  /** The error a call's envelope reports. */
  static from({ kind, message, code, text }: StudioError): StudioCallError {
    return new StudioCallError(kind, message, code, text);
  }
}

/** True when a call failed because the file is not there (deleted or moved away). */
export function isGone(error: unknown): boolean {
  return error instanceof StudioCallError && error.code === 'ENOENT';
}
