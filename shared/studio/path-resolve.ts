/**
 * Node's path.posix.resolve and path.win32.resolve for one path, ported from Node's
 * lib/path.js (v20) by hand: the renderer has no node:path, and the UI must conclude what the
 * service concludes about the same paths. Only what paths.ts needs; tests/unit/studio/
 * paths-oracle.test.ts holds it to node:path itself. `cwd` stands for process.cwd(); on
 * Windows, Node would also read a drive's own current folder from the environment ("=C:"),
 * which the service never sets.
 */

const SLASH = 0x2f;
const BACKSLASH = 0x5c;
const DOT = 0x2e;
const COLON = 0x3a;

/** `path` made absolute against `cwd` and normalised, as path.posix.resolve(path) does. */
export function resolvePosix(path: string, cwd: () => string): string {
  let joined = path;
  if (path.charCodeAt(0) !== SLASH) {
    const from = cwd();
    joined = path === '' ? from : `${from}/${path}`;
  }
  const absolute = joined.charCodeAt(0) === SLASH;
  const tail = normalizeString(joined, !absolute, '/', isSlash);
  if (absolute) return `/${tail}`;
  return tail.length > 0 ? tail : '.';
}

/** `path` made absolute against `cwd` and normalised, as path.win32.resolve(path) does. */
export function resolveWin32(path: string, cwd: () => string): string {
  let device = '';
  let tail = '';
  let absolute = false;
  for (let i = 0; i >= -1; i--) {
    let part: string;
    if (i === 0) {
      if (path.length === 0) continue;
      part = path;
    } else if (device.length === 0) {
      part = cwd();
    } else {
      // A drive's own folder is unknown here: the process's folder when it is on that drive.
      part = cwd();
      const other = part.slice(0, 2).toLowerCase() !== device.toLowerCase();
      if (other && part.charCodeAt(2) === BACKSLASH) part = `${device}\\`;
    }
    const root = rootOf(part);
    if (root.device.length > 0) {
      if (device.length === 0) device = root.device;
      else if (root.device.toLowerCase() !== device.toLowerCase()) continue;
    }
    if (absolute) {
      if (device.length > 0) break;
    } else {
      tail = `${part.slice(root.end)}\\${tail}`;
      absolute = root.absolute;
      if (absolute && device.length > 0) break;
    }
  }
  tail = normalizeString(tail, !absolute, '\\', isSeparator);
  return absolute ? `${device}\\${tail}` : `${device}${tail}` || '.';
}

interface Win32Root {
  /** "C:", "\\\\server\\share" or "\\\\." ('' for none). */
  device: string;
  /** Where the root ends. */
  end: number;
  absolute: boolean;
}

// The root a Windows path starts with: a drive, a UNC share, a device, or a separator.
function rootOf(path: string): Win32Root {
  const code = path.charCodeAt(0);
  if (path.length === 1)
    return { device: '', end: isSeparator(code) ? 1 : 0, absolute: isSeparator(code) };
  if (isSeparator(code)) {
    if (!isSeparator(path.charCodeAt(1))) return { device: '', end: 1, absolute: true };
    return { ...uncRoot(path), absolute: true };
  }
  if (isDriveLetter(code) && path.charCodeAt(1) === COLON) {
    const absolute = path.length > 2 && isSeparator(path.charCodeAt(2));
    return { device: path.slice(0, 2), end: absolute ? 3 : 2, absolute };
  }
  return { device: '', end: 0, absolute: false };
}

// "\\server\share" (or "\\.\" and "\\?\" devices) at the start of a path that begins with two
// separators; none when the server or the share is missing.
function uncRoot(path: string): { device: string; end: number } {
  const len = path.length;
  let j = 2;
  let last = j;
  while (j < len && !isSeparator(path.charCodeAt(j))) j++;
  if (j >= len || j === last) return { device: '', end: 0 };
  const server = path.slice(last, j);
  last = j;
  while (j < len && isSeparator(path.charCodeAt(j))) j++;
  if (j >= len || j === last) return { device: '', end: 0 };
  last = j;
  while (j < len && !isSeparator(path.charCodeAt(j))) j++;
  if (j !== len && j === last) return { device: '', end: 0 };
  if (server === '.' || server === '?') return { device: `\\\\${server}`, end: 4 };
  return { device: `\\\\${server}\\${path.slice(last, j)}`, end: j };
}

function isSlash(code: number): boolean {
  return code === SLASH;
}

function isSeparator(code: number): boolean {
  return code === SLASH || code === BACKSLASH;
}

function isDriveLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

// Node's normalizeString: the segments of `path` with "", "." and ".." resolved, joined by
// `separator` (a ".." above the start kept only when `aboveRoot`).
function normalizeString(
  path: string,
  aboveRoot: boolean,
  separator: string,
  isSep: (code: number) => boolean,
): string {
  let res = '';
  let lastSegmentLength = 0;
  let lastSlash = -1;
  let dots = 0;
  let code = 0;
  for (let i = 0; i <= path.length; ++i) {
    if (i < path.length) code = path.charCodeAt(i);
    else if (isSep(code)) break;
    else code = SLASH;
    if (!isSep(code)) {
      dots = code === DOT && dots !== -1 ? dots + 1 : -1;
      continue;
    }
    if (lastSlash === i - 1 || dots === 1) {
      // An empty or "." segment: nothing.
    } else if (dots === 2) {
      const endsInDots =
        res.length >= 2 &&
        lastSegmentLength === 2 &&
        res.charCodeAt(res.length - 1) === DOT &&
        res.charCodeAt(res.length - 2) === DOT;
      if (!endsInDots && res.length !== 0) {
        const at = res.length > 2 ? res.lastIndexOf(separator) : -1;
        res = at === -1 ? '' : res.slice(0, at);
        lastSegmentLength = at === -1 ? 0 : res.length - 1 - res.lastIndexOf(separator);
        lastSlash = i;
        dots = 0;
        continue;
      }
      if (aboveRoot) {
        res += res.length > 0 ? `${separator}..` : '..';
        lastSegmentLength = 2;
      }
    } else {
      const segment = path.slice(lastSlash + 1, i);
      res = res.length > 0 ? `${res}${separator}${segment}` : segment;
      lastSegmentLength = i - lastSlash - 1;
    }
    lastSlash = i;
    dots = 0;
  }
  return res;
}
