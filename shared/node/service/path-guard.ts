/**
 * Every path a client sends is resolved (symbolic links too) and must lie inside one of the
 * library roots the user chose. Anything else is refused and logged.
 */
import { realpathSync } from 'node:fs';
import { TextError } from '../../ipc/service-text';
import { isInside } from '../path-inside';
import { basename, dirname, isAbsolute, resolve } from 'node:path';

/** A path from a client that is not inside a library. */
export class AccessDenied extends TextError {
  constructor(readonly path: string) {
    super('AccessDenied', 'access-denied', { path });
  }
}

/** Resolves client paths against the chosen roots. */
export class PathGuard {
  private readonly granted = new Set<string>();

  constructor(
    private readonly roots: () => readonly string[],
    private readonly log: (message: string) => void,
  ) {}

  /** The real path of `path` if it lies inside a root (a missing tail is resolved through its nearest existing parent). */
  resolve(path: string): string {
    // A client never needs "..": paths it sends are ones the service gave it, joined with
    // names. Refused before resolving, so ".." cannot walk from one skill into another.
    const climbs = path.split(/[\\/]/).includes('..');
    const real = isAbsolute(path) && !climbs ? realTail(resolve(path)) : undefined;
    const root = real === undefined ? undefined : this.rootOf(real);
    if (real === undefined || root === undefined) {
      this.log(`refused a path outside the libraries: ${path}`);
      throw new AccessDenied(path);
    }
    return real;
  }

  /**
   * Lets a path outside the libraries be used once it is the user's own choice: a file or
   * destination picked in a native dialog, or an archive uploaded to the browser host.
   */
  grant(path: string): void {
    this.granted.add(resolve(path));
  }

  /** `path` made absolute, if the user granted it; otherwise refused and logged. */
  resolveGranted(path: string): string {
    const abs = resolve(path);
    if (isAbsolute(path) && this.granted.has(abs)) return abs;
    this.log(`refused a path the user did not choose: ${path}`);
    throw new AccessDenied(path);
  }

  /** The root (real path) containing `real`, if any. */
  rootOf(real: string): string | undefined {
    for (const root of this.roots()) {
      const rootReal = realTail(root);
      if (rootReal !== undefined && isInside(rootReal, real)) return rootReal;
    }
    return undefined;
  }
}

// realpath of the longest existing prefix, with the missing rest appended (a file about to be
// created). Links in the existing part are resolved, so a link out of a root is caught.
function realTail(path: string): string | undefined {
  const missing: string[] = [];
  let current = path;
  for (;;) {
    try {
      const real = realpathSync(current);
      return missing.length === 0 ? real : resolve(real, ...missing.reverse());
    } catch {
      const parent = dirname(current);
      if (parent === current) return undefined;
      missing.push(basename(current));
      current = parent;
    }
  }
}
