/**
 * The name of the copy a save keeps beside a file when another program wrote to it at the very
 * moment it was saved (shared/node/service/files/save-file.ts, late-writes.ts):
 * `<name>.recovered-<UTC time>`, then `-2`, `-3`... while that is taken. One pattern, so
 * packaging leaves these copies out (they are kept for the user to compare, not part of the
 * skill) while the file tree and the editor keep showing them.
 */

const RECOVERED = /\.recovered-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z(?:-\d{1,3})?$/;

/** The `n`th name (1 first) for the copy of the file `name` kept at `at`. */
export function recoveredName(name: string, at: Date, n: number): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return `${name}.recovered-${stamp}${n > 1 ? `-${n}` : ''}`;
}

/** True when `name` (a file name, not a path) is a copy a save kept beside its file. */
export function isRecovered(name: string): boolean {
  return RECOVERED.test(name);
}
