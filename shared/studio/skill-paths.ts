/**
 * Paths the user types or drops inside a skill ("references/guide.md"): what makes one
 * unusable, in words for both the service's refusal and the UI's live check (the same ids,
 * so both say the same thing in either language), and the "name (2).ext" a kept copy gets.
 * The per-name rules are packaging's (shared/package/entry-names.ts), so a file the studio
 * lets you make is one every archive of it can carry.
 */
import type { ServiceText } from '../ipc/service-text';
import { collisionKey, segmentProblem, type SegmentProblem } from '../package/entry-names';

const PROBLEM_IDS = {
  empty: 'path-empty',
  dotdot: 'path-climbs',
  dot: 'path-dot',
  control: 'name-control',
  separator: 'path-climbs',
  colon: 'name-colon',
  'reserved-char': 'name-reserved-char',
  trailing: 'name-trailing',
  device: 'name-device',
  'too-long': 'name-too-long',
} as const satisfies Record<SegmentProblem, ServiceText['id']>;

/** The parts of a typed path: "\\" counts as "/" (a Windows user's habit), outer spaces dropped. */
export function pathParts(input: string): string[] {
  return input.trim().replaceAll('\\', '/').split('/');
}

/**
 * Why `input` cannot name a file or folder inside a skill, or undefined. `folder`: a
 * trailing "/" is allowed (it names the folder itself).
 */
export function skillPathProblem(input: string, folder = false): ServiceText | undefined {
  const path = input.trim().replaceAll('\\', '/');
  if (path === '') return { id: 'path-empty', params: {} };
  if (path.startsWith('/') || /^[A-Za-z]:\//.test(path) || path.startsWith('~'))
    return { id: 'path-absolute', params: { path: input } };
  const parts = (folder ? path.replace(/\/+$/, '') : path).split('/');
  for (const part of parts) {
    const problem = segmentProblem(part);
    if (problem === undefined) continue;
    const id = PROBLEM_IDS[problem];
    if (id === 'path-climbs' || id === 'path-dot') return { id, params: { path: input } };
    if (id === 'path-empty')
      return part === '' && path.endsWith('/')
        ? { id: 'path-no-name', params: { path: input } }
        : { id, params: {} };
    return { id, params: { name: part } };
  }
  return undefined;
}

/**
 * Why `name` cannot be one file's name on every system (a folder separator in it included),
 * or undefined: the rules of a name inside a skill, for a file saved elsewhere.
 */
export function fileNameProblem(name: string): ServiceText | undefined {
  if (name === '') return { id: 'path-empty', params: {} };
  if (name === '.' || name === '..' || /[/\\]/.test(name))
    return { id: 'not-a-file-name', params: { name } };
  const problem = segmentProblem(name);
  return problem === undefined ? undefined : { id: PROBLEM_IDS[problem], params: { name } };
}

/** The sibling `name` would clash with where case (or Unicode form) does not count, if any. */
export function caseClash(name: string, siblings: Iterable<string>): string | undefined {
  const key = collisionKey(name);
  for (const sibling of siblings)
    if (sibling !== name && collisionKey(sibling) === key) return sibling;
  return undefined;
}

/**
 * A name for a kept copy when `name` is taken: "photo (2).png", "photo (3).png", ... (the
 * extension stays last, as file managers do; folders and dot files just get the number).
 */
export function keepBothName(name: string, taken: (candidate: string) => boolean): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  // "report (2).md" again gives "report (3).md", not "report (2) (2).md".
  const numbered = /^(.*) \((\d+)\)$/.exec(stem);
  const base = numbered?.[1] ?? stem;
  for (let n = numbered ? Number(numbered[2]) + 1 : 2; ; n++) {
    const candidate = `${base} (${n})${ext}`;
    if (!taken(candidate)) return candidate;
  }
}

/**
 * The most one added (uploaded or dropped) file may hold: far above what a skill's assets
 * need (the largest public skill is 15 MB in all), and what a browser sends without strain.
 */
export const MAX_ADDED_FILE_BYTES = 100 * 1024 * 1024;
