/**
 * Reading libraries into the snapshot the agent simulators take: each root's direct entries
 * (for agents that scan one level) and every skill below it (for agents that search), with
 * SKILL.md text, resource folder listings and file lists. The simulators do no I/O.
 */
import { readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { FolderSnapshot, LibrarySnapshot, ResourceFolder, RootSnapshot } from '../agent/types';
import { compareCodePoints } from '../py/index';
import { decodeUtf8 } from '../skill/text';
import { walkSkillFiles } from './agent-walk';
import { codexScan } from './codex-scan';
import { discoverSkills } from './discover';
import { fenceOf, outsideLink, skillMdNameAt, type Fence } from './link-fence';
import { isDirectory, readBytes } from './skill-folder';
import { listSkillFiles } from './skill-files';

const RESOURCES: ResourceFolder[] = ['scripts', 'references', 'assets', 'examples'];
/** File lists are capped: agents sample them, and huge folders must not stall a simulation. */
const MAX_FILES = 1000;

/**
 * Reads every root (absolute or relative to `cwd`) into one snapshot; nothing outside `fence`
 * (the open libraries; by default the roots read) is read (link-fence.ts).
 */
export function readLibrarySnapshot(
  roots: readonly string[],
  cwd = process.cwd(),
  fence: Fence = fenceOf(roots.map((root) => resolve(cwd, root))),
): LibrarySnapshot {
  return { roots: roots.map((root) => readRoot(resolve(cwd, root), fence)) };
}

function readRoot(dir: string, fence: Fence): RootSnapshot {
  const cache = new Map<string, FolderSnapshot>();
  const folder = (path: string, name: string, rel: string): FolderSnapshot => {
    const known = cache.get(path);
    if (known) return known;
    const snapshot = readFolder(path, name, rel, fence);
    cache.set(path, snapshot);
    return snapshot;
  };
  const names = safeReaddir(dir).sort(compareCodePoints);
  const entries = names.map((name) => folder(join(dir, name), name, name));
  const skills = discoverSkills(dir, undefined, undefined, { fence }).skills.map((s) =>
    folder(s.dir, s.rel.split('/').pop() ?? s.rel, s.rel),
  );
  const walk = walkSkillFiles(dir);
  const walked = walk.files.map((f) => ({
    folder: folder(join(dir, f.rel), basename(f.rel === '' ? dir : f.rel), f.rel),
    fileName: f.fileName,
    viaLink: f.viaLink,
    fileIsLink: f.fileIsLink,
    ...(f.realDir !== undefined && { realDir: f.realDir }),
  }));
  const sidecars = readSidecars(dir, ROOT_SIDECARS, fence);
  return {
    dir,
    entries,
    skills,
    walked,
    unfollowedLinks: walk.links,
    ...(walk.stoppedAt !== undefined && { walkStoppedAt: walk.stoppedAt }),
    ...(sidecars && { sidecars }),
    codexScan: codexScan(dir),
  };
}

// Small files agents read beside skills; larger ones are left out (no agent reads them).
const ROOT_SIDECARS = ['.codex-plugin/plugin.json'];
const SKILL_SIDECARS = ['agents/openai.yaml'];
const MAX_SIDECAR = 64 * 1024;

function readSidecars(
  dir: string,
  paths: string[],
  fence: Fence,
): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const rel of paths) {
    const read = readBytes(join(dir, rel), fence);
    if (read.ok && read.bytes.length <= MAX_SIDECAR) out[rel] = decodeUtf8(read.bytes).text;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** One folder as an agent meets it (SKILL.md, resource listings, files, sidecars), read now. */
export function readFolder(path: string, name: string, rel: string, fence: Fence): FolderSnapshot {
  // Agents follow links when they ask whether an entry is a folder (Path.is_dir()).
  const isFolder = isDirectory(path);
  const snapshot: FolderSnapshot = {
    name,
    dir: path,
    rel,
    isDirectory: isFolder,
    resources: {},
    files: [],
  };
  if (!isFolder) return snapshot;
  // A folder link out of the libraries: what is there is not read, only whether a skill is.
  const away = outsideLink(path, fence, true);
  if (away) {
    const fileName = skillMdNameAt(away.target);
    if (fileName)
      snapshot.skillMd = {
        fileName,
        text: '',
        utf8: true,
        outside: away.target,
        outsideIsFolder: true,
      };
    return snapshot;
  }
  const children = safeReaddir(path);
  const fileName = children.includes('SKILL.md')
    ? 'SKILL.md'
    : children.includes('skill.md')
      ? 'skill.md'
      : undefined;
  const link = fileName && outsideLink(join(path, fileName), fence);
  if (fileName && link) snapshot.skillMd = { fileName, text: '', utf8: true, outside: link.target };
  else if (fileName) {
    const read = readBytes(join(path, fileName), fence);
    if (read.ok) {
      const { text, badByte } = decodeUtf8(read.bytes);
      snapshot.skillMd = { fileName, text, utf8: badByte === undefined };
      if (badByte !== undefined) {
        snapshot.skillMd.utf8Error = rustUtf8Error(read.bytes);
        snapshot.skillMd.pythonUtf8Error = pythonUtf8Error(read.bytes);
      }
    }
  }
  for (const folder of RESOURCES) {
    if (children.includes(folder) && isDirectory(join(path, folder))) {
      snapshot.resources[folder] = safeReaddir(join(path, folder)).sort(compareCodePoints);
    }
  }
  const folders: string[] = [];
  const ignored: string[] = [];
  const listed = listSkillFiles(path, MAX_FILES, folders, ignored);
  snapshot.files = listed.map((f) => f.path);
  snapshot.tree = {
    folders: [...folders, ...ignored],
    links: listed.flatMap((f) => (f.symlink ? [f.path] : [])),
  };
  const sidecars = fileName ? readSidecars(path, SKILL_SIDECARS, fence) : undefined;
  if (sidecars) snapshot.sidecars = sidecars;
  return snapshot;
}

function safeReaddir(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

/**
 * Rust's `Utf8Error` Display for the first invalid sequence (std::str::from_utf8): how many
 * bytes make the bad sequence, or that the text ends inside one.
 */
export function rustUtf8Error(bytes: Uint8Array): string | undefined {
  const bad = firstBadSequence(bytes);
  if (!bad) return undefined;
  return bad.incomplete
    ? `incomplete utf-8 byte sequence from index ${bad.at}`
    : `invalid utf-8 sequence of ${bad.length} bytes from index ${bad.at}`;
}

/** Python's UnicodeDecodeError message for the same sequence ("'utf-8' codec can't decode ..."). */
export function pythonUtf8Error(bytes: Uint8Array): string | undefined {
  const bad = firstBadSequence(bytes);
  if (!bad) return undefined;
  const hex = (b: number) => `0x${b.toString(16).padStart(2, '0')}`;
  const where =
    bad.incomplete && bad.length > 1
      ? `bytes in position ${bad.at}-${bad.at + bad.length - 1}`
      : `byte ${hex(bytes[bad.at] ?? 0)} in position ${bad.at}`;
  const why = bad.incomplete
    ? 'unexpected end of data'
    : bad.start
      ? 'invalid start byte'
      : 'invalid continuation byte';
  return `UnicodeDecodeError: 'utf-8' codec can't decode ${where}: ${why}`;
}

// The first invalid UTF-8 sequence: where it starts, how many bytes it spans, and whether the
// text ends inside it or its first byte can start nothing.
function firstBadSequence(
  bytes: Uint8Array,
): { at: number; length: number; incomplete: boolean; start: boolean } | undefined {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    const need =
      b < 0x80
        ? 0
        : b >= 0xc2 && b <= 0xdf
          ? 1
          : b >= 0xe0 && b <= 0xef
            ? 2
            : b >= 0xf0 && b <= 0xf4
              ? 3
              : -1;
    if (need < 0) return { at: i, length: 1, incomplete: false, start: true };
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined) return { at: i, length: k, incomplete: true, start: false };
      // The second byte's range depends on the first (no overlongs, surrogates or > U+10FFFF).
      const lo = k === 1 && b === 0xe0 ? 0xa0 : k === 1 && b === 0xf0 ? 0x90 : 0x80;
      const hi = k === 1 && b === 0xed ? 0x9f : k === 1 && b === 0xf4 ? 0x8f : 0xbf;
      if (c < lo || c > hi) return { at: i, length: k, incomplete: false, start: false };
    }
    i += need + 1;
  }
  return undefined;
}
