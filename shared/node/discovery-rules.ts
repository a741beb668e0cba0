/**
 * Which folders discovery enters. Agents keep skills in dot-folders (`.claude/skills`,
 * `.agents/skills`, `.github/skills`, `.opencode/skills`, `.cursor/skills`, `.gemini/skills`)
 * and public repositories under `skills/.curated/` and `skills/.system/` (openai/skills), so
 * dot-folders are searched like any other; only the folders below, which hold tools' data
 * and never a user's skills, are passed over. Together with the depth limit and the bound
 * on folders visited, they keep a search of a whole project (or a home folder) short.
 */
import { isStudioTemp } from '../studio/temp-names';

/** How deep below the root skills are looked for. */
export const MAX_DEPTH = 6;

/** How many folders one search visits at most; past it the rest is reported as not searched. */
export const MAX_FOLDERS = 50_000;

/**
 * Folders never searched: version control, package managers' stores and dependencies,
 * Python environments and caches, build caches of web frameworks, editors' settings, trash.
 */
export const NOT_SEARCHED: ReadonlySet<string> = new Set([
  // version control
  '.git',
  '.hg',
  '.svn',
  '.bzr',
  '.jj',
  // dependencies and package managers' stores
  'node_modules',
  'bower_components',
  '.npm',
  '.pnpm-store',
  '.yarn',
  // Python environments and caches
  '.venv',
  'venv',
  '__pycache__',
  '.tox',
  '.nox',
  '.eggs',
  '.mypy_cache',
  '.pytest_cache',
  '.ruff_cache',
  // build and tool caches
  '.cache',
  '.next',
  '.nuxt',
  '.svelte-kit',
  '.turbo',
  '.parcel-cache',
  '.gradle',
  '.terraform',
  // editors' settings
  '.idea',
  '.vscode',
  // trash folders (macOS volumes, the desktop's own)
  '.Trash',
  '.Trashes',
]);

// The studio's own work in progress inside a library: an import's staging folder and the
// temp folder (shared/studio/temp-names.ts) a new, copied or installed skill is built in
// before it is renamed into place. Neither is a skill yet (or any more).
const STUDIO_WORK_PREFIX = '.skill-studio-';

/** True for a folder name discovery passes over (a tool's folder, or the studio's own work). */
export function notSearched(name: string): boolean {
  return NOT_SEARCHED.has(name) || name.startsWith(STUDIO_WORK_PREFIX) || isStudioTemp(name);
}

/**
 * True when a skill at `rel` ("/"-separated below the root) is one discovery would find: no
 * folder on the way is passed over and it is within the depth limit. An update from the
 * watcher checks this, so a SKILL.md written into `node_modules` is not listed either.
 */
export function searchedRel(rel: string): boolean {
  if (rel === '') return true;
  const parts = rel.split('/');
  return parts.length <= MAX_DEPTH && !parts.some(notSearched);
}
