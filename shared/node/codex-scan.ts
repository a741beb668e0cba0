/**
 * Codex's own scan of a skills root, as the studio reads it for the Codex view: breadth first,
 * names in code point order, into hidden folders and through folder links inside the root (it
 * skips what lies below a hidden folder afterwards), within its limits
 * (shared/agent/codex/scan-limits.ts). It notes the folders whose SKILL.md it meets and the
 * plugin roots (a folder holding a plugin manifest folder) below the root, then reads the
 * manifests of those and of the root and every folder above it (plugin-namespace.ts): small
 * JSON files Codex reads there too, never followed through a link.
 */
import { closeSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { CODEX_PLUGIN_MANIFESTS } from '../agent/codex/plugin-namespace';
import { CODEX_SCAN_LIMITS } from '../agent/codex/scan-limits';
import type { CodexScanSnapshot, PluginManifest } from '../agent/types';
import { compareCodePoints } from '../py/index';
import { isInside } from '../studio/paths';
import { openRegularFileSync } from './regular-file';

const MANIFEST_FOLDERS = new Set(CODEX_PLUGIN_MANIFESTS.map((p) => p.split('/')[0]));
const MAX_MANIFEST = 64 * 1024;

/** What Codex's scan of `root` meets. */
export function codexScan(root: string): CodexScanSnapshot {
  const { maxDepth, maxFolders, maxEntries } = CODEX_SCAN_LIMITS;
  const skillDirs: string[] = [];
  const pluginRoots: string[] = [];
  const realRoot = safeRealpath(root);
  const seen = new Set<string>([realRoot]);
  const queue: { path: string; rel: string; depth: number }[] = [{ path: root, rel: '', depth: 0 }];
  let folders = 0;
  let entries = 0;
  let truncated = false;
  scan: for (let i = 0; i < queue.length; i++) {
    const at = queue[i];
    if (!at) break;
    if (++folders > maxFolders) {
      truncated = true;
      break;
    }
    for (const name of names(at.path)) {
      if (++entries > maxEntries) {
        truncated = true;
        break scan;
      }
      const path = join(at.path, name);
      const rel = at.rel === '' ? name : `${at.rel}/${name}`;
      if (name === 'SKILL.md') skillDirs.push(at.rel);
      const folder = folderAt(path, realRoot, seen);
      if (!folder) continue;
      if (MANIFEST_FOLDERS.has(name)) pluginRoots.push(at.rel);
      if (at.depth + 1 <= maxDepth) queue.push({ path, rel, depth: at.depth + 1 });
    }
  }
  return { skillDirs, truncated, manifests: manifestsOf(root, pluginRoots) };
}

function names(path: string): string[] {
  try {
    return readdirSync(path).sort(compareCodePoints);
  } catch {
    return [];
  }
}

// A folder to enter: a real folder, or a link to one inside the root not entered yet.
function folderAt(path: string, realRoot: string, seen: Set<string>): boolean {
  try {
    if (!statSync(path).isDirectory()) return false;
    const real = realpathSync(path);
    if (lstatSync(path).isSymbolicLink() && !isInside(realRoot, real)) return false;
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  } catch {
    return false;
  }
}

function safeRealpath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

// The plugin roots met below the root, then the root and each folder above it.
function manifestsOf(root: string, pluginRoots: string[]): PluginManifest[] {
  const out: PluginManifest[] = [];
  const add = (dir: string, rel: string) => {
    const found = manifestIn(dir);
    if (found) out.push({ rel, folderName: basename(dir), ...found });
  };
  for (const rel of new Set(pluginRoots)) if (rel !== '') add(join(root, rel), rel);
  let dir = root;
  let rel = '';
  for (;;) {
    add(dir, rel);
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
    rel = rel === '' ? '..' : `${rel}/..`;
  }
  return out;
}

// The first manifest path that is a regular file in `dir`, with its text when small enough.
function manifestIn(dir: string): { file: string; text?: string } | undefined {
  for (const file of CODEX_PLUGIN_MANIFESTS) {
    const path = join(dir, file);
    try {
      // Neither the manifest folder nor the file may be a link (it could lead out).
      if (!lstatSync(dirname(path)).isDirectory()) continue;
      if (!lstatSync(path).isFile()) continue;
      // The file looked at is the one read: opened without blocking, not through a link, and
      // only as a regular file (one swapped for a pipe since is passed over, never waited on).
      const { fd, stats } = openRegularFileSync(path, { noFollow: true });
      try {
        return stats.size <= MAX_MANIFEST ? { file, text: readFileSync(fd, 'utf8') } : { file };
      } finally {
        closeSync(fd);
      }
    } catch {
      continue;
    }
  }
  return undefined;
}
