/**
 * Every path a client sends is resolved (symbolic links too) and must lie inside one of the
 * library roots the user chose. Anything else is refused and logged.
 *
 * Each root is pinned when it is opened: its real path and its folder's identity (device and
 * inode). A root that no longer is that folder (moved away, or swapped for a link to somewhere
 * else) is never followed: the call is refused, and the service reads the library again.
 */
import { statSync } from 'node:fs';
import { TextError } from '../../ipc/service-text';
import { isInside } from '../../studio/paths';
import { realPath } from '../real-path';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { cwd } from 'node:process';

/** A path from a client that is not inside a library. */
export class AccessDenied extends TextError {
  constructor(readonly path: string) {
    super('AccessDenied', 'access-denied', { path });
  }
}

/** A library folder that is not the one opened any more (the call is refused; it is read again). */
export class LibraryMoved extends TextError {
  constructor(readonly root: string) {
    super('LibraryMoved', 'library-moved', { path: root });
  }
}

/** What a library root was when it was opened. */
export interface RootPin {
  real: string;
  dev: number;
  ino: number;
}

/** The pin of the folder at `root` now, or undefined when there is no folder there. */
export function pinOf(root: string): RootPin | undefined {
  try {
    const real = realPath(root);
    const st = statSync(real);
    return st.isDirectory() ? { real, dev: st.dev, ino: st.ino } : undefined;
  } catch {
    return undefined;
  }
}

/** True when the folder at `root` is still the pinned one. */
export function isPinned(root: string, pin: RootPin): boolean {
  const now = pinOf(root);
  return now !== undefined && now.real === pin.real && now.dev === pin.dev && now.ino === pin.ino;
}

/** One library root and its pin (none while its folder is missing). */
export interface GuardedRoot {
  root: string;
  pin: RootPin | undefined;
}

/** Resolves client paths against the chosen roots. */
export class PathGuard {
  private readonly granted = new Set<string>();

  constructor(
    private readonly roots: () => readonly GuardedRoot[],
    private readonly log: (message: string) => void,
    /** A root turned out not to be its pinned folder: read it again. */
    private readonly moved: (root: string) => void = () => undefined,
  ) {}

  /** The real path of `path` if it lies inside a root (a missing tail is resolved through its nearest existing parent). */
  resolve(path: string): string {
    // A client never needs "..": paths it sends are ones the service gave it, joined with
    // names. Refused before resolving, so ".." cannot walk from one skill into another.
    const climbs = path.split(/[\\/]/).includes('..');
    const abs = isAbsolute(path) && !climbs ? resolve(path) : undefined;
    // The root the path names, checked before its links are followed: a root swapped for a
    // link would otherwise lead the path somewhere else entirely.
    if (abs !== undefined)
      for (const { root, pin } of this.roots())
        if (pin && (isInside(root, abs, sep, cwd) || isInside(pin.real, abs, sep, cwd)))
          this.intact(root, pin);
    const real = abs === undefined ? undefined : realTail(abs);
    if (real === undefined || this.rootOf(real) === undefined) {
      this.log(`refused a path outside the libraries: ${path}`);
      throw new AccessDenied(path);
    }
    return real;
  }

  /**
   * `path` as an entry to act on (rename, move, delete, replace): the real path of its folder,
   * which must lie inside a root, and its own name, not followed. A link in a skill is moved
   * or deleted itself, never the file it leads to (which may be another skill's, or outside).
   */
  resolveEntry(path: string): string {
    const name = basename(path);
    if (name === '..' || name === '.' || name === '') {
      this.log(`refused a path outside the libraries: ${path}`);
      throw new AccessDenied(path);
    }
    return join(this.resolve(dirname(path)), name);
  }

  /** True when `path` names a library folder itself (as chosen or by its real path). */
  isRoot(path: string): boolean {
    const abs = resolve(path);
    return this.roots().some(({ root, pin }) => abs === resolve(root) || abs === pin?.real);
  }

  /** True when the real folder `realFolder` lies inside a root that is still its pinned folder. */
  allows(realFolder: string): boolean {
    try {
      return this.rootOf(realFolder) !== undefined;
    } catch {
      return false;
    }
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

  /** The pinned real root containing `real`, if any (throws LibraryMoved when it is not intact). */
  rootOf(real: string): string | undefined {
    for (const { root, pin } of this.roots()) {
      if (!pin || !isInside(pin.real, real, sep, cwd)) continue;
      this.intact(root, pin);
      return pin.real;
    }
    return undefined;
  }

  private intact(root: string, pin: RootPin): void {
    if (isPinned(root, pin)) return;
    this.log(`refused a call: the library ${root} is not the folder opened any more`);
    this.moved(root);
    throw new LibraryMoved(root);
  }
}

// realpath of the longest existing prefix, with the missing rest appended (a file about to be
// created). Links in the existing part are resolved, so a link out of a root is caught.
function realTail(path: string): string | undefined {
  const missing: string[] = [];
  let current = path;
  for (;;) {
    try {
      const real = realPath(current);
      return missing.length === 0 ? real : resolve(real, ...missing.reverse());
    } catch {
      const parent = dirname(current);
      if (parent === current) return undefined;
      missing.push(basename(current));
      current = parent;
    }
  }
}
