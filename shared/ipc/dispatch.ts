/**
 * One way to run a call for every transport (Electron IPC, the web host): the payload is checked
 * against the contract's schema first, and the result travels as an envelope so errors keep
 * their kind and message across the boundary (Electron would otherwise flatten them).
 */
import { CALLS, type CallName, type CallOutput, type StudioHandlers } from './contract';

/** Why a call failed, in words for the user. */
export interface StudioError {
  /** invalid-input: the payload broke the contract; denied: a path outside the libraries; user: a mistake to correct; internal: a bug. */
  kind: 'invalid-input' | 'denied' | 'user' | 'internal';
  message: string;
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
      return { ok: false, error: { kind: 'user', message: e.message } };
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
