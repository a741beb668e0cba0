/**
 * One way to run a call for every transport (a desktop window's port, the web host): the
 * payload is checked against the contract's schema first, and the result travels as an
 * envelope so errors keep their kind and message across the boundary (a thrown Error would
 * lose them).
 */
import type { z } from 'zod';
import { fsReasonOfCode } from '../i18n/fs-messages';
import { CALLS, type CallName, type CallOutput, type StudioHandlers } from './contract';
import {
  englishText,
  serviceMessage,
  TextError,
  type ServiceText,
  type ServiceTextId,
} from './service-text';

/** Why a call failed, in words for the user. */
export interface StudioError {
  /**
   * invalid-input: the payload broke the contract; denied: a path outside the libraries (or,
   * in the browser, a request the host refused); user: a mistake to correct; internal: a bug;
   * offline: the browser could not reach the host at all.
   */
  kind: 'invalid-input' | 'denied' | 'user' | 'internal' | 'offline';
  /** In English. */
  message: string;
  /** The same message by id, for the UI to say in its language. */
  text?: ServiceText;
  /** The file system's code when a file operation failed (ENOENT: the file is gone). */
  code?: string;
}

/** What a call returns over a transport. */
export type CallEnvelope<T> = { ok: true; value: T } | { ok: false; error: StudioError };

/** Validates `input` for `name`, runs the handler, and wraps the outcome. */
export function dispatchCall<K extends CallName>(
  handlers: StudioHandlers,
  name: K,
  input: unknown,
  log: (message: string) => void = () => undefined,
): Promise<CallEnvelope<CallOutput<K>>> {
  return dispatchFrom(CALLS, handlers, name, input, log) as Promise<CallEnvelope<CallOutput<K>>>;
}

/** A table of calls: each one's input and output schemas (the contract's, or the host's). */
export type CallTable = Record<string, { input: z.ZodType; output: z.ZodType }>;

/**
 * dispatchCall for any table of calls: the input checked against the table's schema, the
 * handler run, its value or its failure in an envelope.
 */
export async function dispatchFrom<T extends CallTable>(
  table: T,
  handlers: { [K in keyof T]: (input: z.infer<T[K]['input']>) => Promise<unknown> },
  name: keyof T & string,
  input: unknown,
  log: (message: string) => void = () => undefined,
): Promise<CallEnvelope<unknown>> {
  const parsed = table[name]?.input.safeParse(input ?? {});
  if (!parsed?.success) {
    const issue = parsed?.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    return {
      ok: false,
      error: {
        kind: 'invalid-input',
        message: `${name}: ${where ? `${where}: ` : ''}${issue?.message ?? 'invalid input'}`,
      },
    };
  }
  try {
    const handler = handlers[name] as (input: unknown) => Promise<unknown>;
    return { ok: true, value: await handler(parsed.data) };
  } catch (error) {
    return {
      ok: false,
      error: studioErrorOf(error, (detail) => log(`internal error in ${name}: ${detail}`)),
    };
  }
}

/**
 * Why a call (or an upload) failed, for the UI: the service's own errors as they are, file
 * system refusals in words naming the file, anything else an internal error (logged with its
 * stack through `logBug`).
 */
export function studioErrorOf(error: unknown, logBug: (detail: string) => void): StudioError {
  const e = error instanceof Error ? error : new Error(String(error));
  // The service's own errors for the user: a path outside the libraries, or a mistake.
  if (e instanceof TextError)
    return {
      kind: e.name === 'AccessDenied' || e.name === 'OutsideLibraries' ? 'denied' : 'user',
      message: e.message,
      text: e.text,
    };
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('E')) {
    // File system refusals (a file removed meanwhile, a permission) are the user's to act on.
    const path = (e as { path?: unknown }).path;
    const text = fileErrorText(code, typeof path === 'string' ? path : undefined);
    return text
      ? { kind: 'user', code, message: englishText(text), text }
      : { kind: 'user', code, message: e.message };
  }
  logBug(e.stack ?? e.message);
  const text = serviceMessage('internal', { detail: e.message });
  return { kind: 'internal', message: englishText(text), text };
}

/**
 * A file system error in words, naming the file: a sentence of its own for the common codes,
 * the file system's reason (shared/i18n/fs-messages.ts) in a general one for the others it
 * knows, none for a code it does not know (its own words then).
 */
function fileErrorText(code: string, path: string | undefined): ServiceText | undefined {
  const file = path === undefined ? serviceMessage('the-file') : `"${path}"`;
  const id = FILE_ERRORS[code];
  if (id !== undefined) return serviceMessage(id, { file });
  const reason = fsReasonOfCode(code);
  return reason && serviceMessage('file-failed', { file, reason });
}

const FILE_ERRORS: Partial<Record<string, ServiceTextId>> = {
  ENOENT: 'file-gone',
  EACCES: 'file-permission',
  EPERM: 'file-permission',
  EISDIR: 'file-is-folder',
  ELOOP: 'file-is-link',
  ENOSPC: 'disk-full',
  EROFS: 'read-only-disk',
};
