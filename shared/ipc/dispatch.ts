/**
 * One way to run a call for every transport (Electron IPC, the web host): the payload is checked
 * against the contract's schema first, and the result travels as an envelope so errors keep
 * their kind and message across the boundary (Electron would otherwise flatten them).
 */
import { CALLS, type CallName, type CallOutput, type StudioHandlers } from './contract';

/** Why a call failed, in words for the user. */
export interface StudioError {
  /**
   * invalid-input: the payload broke the contract; denied: a path outside the libraries (or,
   * in the browser, a request the host refused); user: a mistake to correct; internal: a bug;
   * offline: the browser could not reach the host at all.
   */
  kind: 'invalid-input' | 'denied' | 'user' | 'internal' | 'offline';
  message: string;
  /** The file system's code when a file operation failed (ENOENT: the file is gone). */
  code?: string;
}

/** What a call returns over a transport. */
export type CallEnvelope<T> = { ok: true; value: T } | { ok: false; error: StudioError };

/** Errors that carry a message meant for the user (the service's own error classes). */
const USER_ERRORS = new Set(['SkillOpError', 'PackageError', 'ImportError']);

/** Validates `input` for `name`, runs the handler, and wraps the outcome. */
export async function dispatchCall<K extends CallName>(
  handlers: StudioHandlers,
  name: K,
  input: unknown,
  log: (message: string) => void = () => undefined,
): Promise<CallEnvelope<CallOutput<K>>> {
  const parsed = CALLS[name].input.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
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
    const handler = handlers[name] as (input: unknown) => Promise<CallOutput<K>>;
    return { ok: true, value: await handler(parsed.data) };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    if (e.name === 'AccessDenied')
      return { ok: false, error: { kind: 'denied', message: e.message } };
    if (USER_ERRORS.has(e.name)) return { ok: false, error: { kind: 'user', message: e.message } };
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('E')) {
      // File system refusals (a file removed meanwhile, a permission) are the user's to act on.
      const path = (e as { path?: unknown }).path;
      return {
        ok: false,
        error: {
          kind: 'user',
          code,
          message: fileErrorMessage(code, typeof path === 'string' ? path : undefined, e.message),
        },
      };
    }
    log(`internal error in ${name}: ${e.stack ?? e.message}`);
    return {
      ok: false,
      error: {
        kind: 'internal',
        message: `Skill Studio hit an internal error (${e.message}). Please report it.`,
      },
    };
  }
}

/** A file system error in words, naming the file. */
function fileErrorMessage(code: string, path: string | undefined, fallback: string): string {
  const file = path === undefined ? 'The file' : `"${path}"`;
  switch (code) {
    case 'ENOENT':
      return `${file} does not exist any more (it may have been moved or deleted).`;
    case 'EACCES':
    case 'EPERM':
      return `${file} cannot be opened: permission denied. Check the file's permissions.`;
    case 'EISDIR':
      return `${file} is a folder, not a file.`;
    case 'ENOSPC':
      return `The disk is full: ${file === 'The file' ? 'the file' : file} could not be written. Free some space and try again.`;
    case 'EROFS':
      return `${file} is on a read-only disk.`;
    default:
      return fallback;
  }
}
