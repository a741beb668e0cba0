/**
 * How the tests look for a key where it must never be: a canary key, a hostile fake provider's
 * script that echoes the key it was sent into its error messages, headers and bodies (whole and
 * in part) for every failure kind, and a dump of everything reachable from a value (hidden
 * properties, causes, stacks) to search.
 */
import { vi } from 'vitest';
import type { RecordedRequest, Step } from './fake-provider';

/** The key the leak tests send. */
export const KEY = 'sk-LEAKCANARY-7f3a9c21e8b64d05aa19-ZZ';

/** The key as the request carried it (x-api-key or a bearer token), echoed back. */
const sentKey = (r: RecordedRequest) =>
  r.headers['x-api-key'] ?? r.headers.authorization?.replace(/^Bearer /, '') ?? '';
const echo = (r: RecordedRequest) =>
  `Incorrect API key provided: ${sentKey(r)} (ends ${sentKey(r).slice(-12)}, starts ${sentKey(r).slice(0, 14)})`;

/** One step per failure kind, each echoing the key. */
export const HOSTILE: Step[] = [
  { kind: 'fail', status: 400, message: echo },
  { kind: 'fail', status: 401, message: echo, headers: { 'x-echo': KEY } },
  { kind: 'fail', status: 403, message: echo },
  { kind: 'fail', status: 404, message: echo },
  { kind: 'fail', status: 429, message: echo, headers: { 'retry-after': '3', 'x-echo': KEY } },
  { kind: 'fail', status: 500, message: echo },
  { kind: 'fail', status: 529, message: echo },
  { kind: 'raw', status: 200, body: (r) => `<html>key=${sentKey(r)}</html>` },
  { kind: 'raw', status: 502, body: (r) => `<html>Bad gateway for ${sentKey(r)}</html>` },
  { kind: 'raw', status: 200, contentType: 'application/json', body: (r) => `{"k":"${sentKey(r)}` },
  { kind: 'cut', reply: { text: KEY }, afterEvents: 3, how: 'destroy' },
  { kind: 'stream-error', type: 'overloaded_error', message: KEY },
  { kind: 'reply', text: 'slow', delayMs: 400 },
];

/** Everything reachable from `value`: own properties (hidden ones too), causes, stacks. */
export function dump(value: unknown, seen = new Set<unknown>()): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (typeof value !== 'object') return typeof value;
  if (seen.has(value)) return '';
  seen.add(value);
  const parts: string[] = [];
  for (const name of Object.getOwnPropertyNames(value)) {
    const field = (value as Record<string, unknown>)[name];
    parts.push(`${name}=${dump(field, seen)}`);
  }
  if (value instanceof Error) parts.push(String(value.stack), dump(value.cause, seen));
  return parts.join('\n');
}

/** Whether `text` holds the key, or a part of it long enough to know it by. */
export const leaks = (text: string, key = KEY) =>
  text.includes(key) ||
  text.includes('LEAKCANARY') ||
  text.includes(key.slice(-12)) ||
  text.includes(key.slice(0, 14));

/** Everything written to the console from now on, dumped (vi.restoreAllMocks ends it). */
export function consoleLines(): string[] {
  const logged: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => dump(a)).join(' '));
    });
  return logged;
}
