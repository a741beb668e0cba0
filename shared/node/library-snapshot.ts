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
import { discoverSkills } from './discover';
import { isDirectory, readBytes } from './skill-folder';
import { listSkillFiles } from './skill-files';

const RESOURCES: ResourceFolder[] = ['scripts', 'references', 'assets', 'examples'];
/** File lists are capped: agents sample them, and huge folders must not stall a simulation. */
const MAX_FILES = 1000;

/** Reads every root (absolute or relative to `cwd`) into one snapshot. */
export function readLibrarySnapshot(
  roots: readonly string[],
  cwd = process.cwd(),
): LibrarySnapshot {
  return { roots: roots.map((root) => readRoot(resolve(cwd, root))) };
}

function readRoot(dir: string): RootSnapshot {
  const cache = new Map<string, FolderSnapshot>();
  const folder = (path: string, name: string, rel: string): FolderSnapshot => {
    const known = cache.get(path);
    if (known) return known;
    const snapshot = readFolder(path, name, rel);
    cache.set(path, snapshot);
    return snapshot;
  };
  const names = safeReaddir(dir).sort(compareCodePoints);
  const entries = names.map((name) => folder(join(dir, name), name, name));
  const skills = discoverSkills(dir).skills.map((s) =>
    folder(s.dir, s.rel.split('/').pop() ?? s.rel, s.rel),
  );
  const walk = walkSkillFiles(dir);
  const walked = walk.files.map((f) => ({
    folder: folder(join(dir, f.rel), basename(f.rel === '' ? dir : f.rel), f.rel),
    fileName: f.fileName,
    viaLink: f.viaLink,
    fileIsLink: f.fileIsLink,
  }));
  return {
    dir,
    entries,
    skills,
    walked,
    unfollowedLinks: walk.links,
    ...(walk.stoppedAt !== undefined && { walkStoppedAt: walk.stoppedAt }),
  };
}

function readFolder(path: string, name: string, rel: string): FolderSnapshot {
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
  const children = safeReaddir(path);
  const fileName = children.includes('SKILL.md')
    ? 'SKILL.md'
    : children.includes('skill.md')
      ? 'skill.md'
      : undefined;
  if (fileName) {
    const read = readBytes(join(path, fileName));
    if (read.ok) {
      const { text, badByte } = decodeUtf8(read.bytes);
      snapshot.skillMd = { fileName, text, utf8: badByte === undefined };
    }
  }
  for (const folder of RESOURCES) {
    if (children.includes(folder) && isDirectory(join(path, folder))) {
      snapshot.resources[folder] = safeReaddir(join(path, folder)).sort(compareCodePoints);
    }
  }
  snapshot.files = listSkillFiles(path, MAX_FILES).map((f) => f.path);
  return snapshot;
}

function safeReaddir(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}
