/**
 * What git knows of a skill's folder: whether git is installed and the folder is in a work
 * tree, the commits that touched the folder or one of its files, a file as a commit had it,
 * and the folder's changes not committed yet. Every command runs in the skill's folder, so
 * paths are the skill's own ("references/guide.md"), whatever the folder's name or depth.
 */
import { createHash } from 'node:crypto';
import { TextError } from '../../ipc/service-text';
import {
  commandName,
  gitReason,
  GitMissing,
  runGit,
  type GitResult,
  type GitRunOptions,
} from './git-run';

/** Where a skill's folder stands with git. */
export type GitPlace =
  | { state: 'no-git' }
  | { state: 'not-a-repo' }
  /** `prefix`: the folder's path in the repository ("" at its top, else ending in "/"). */
  | { state: 'ok'; prefix: string; head: boolean };

/** A commit that touched the skill (as the contract's GitCommitSchema). */
export interface GitCommit {
  hash: string;
  /** Milliseconds since 1970, when it was committed (the log's order). */
  at: number;
  author: string;
  subject: string;
  /** Paths below the skill's folder it changed, as the commit names them. */
  files: string[];
}

/** A file as a commit had it. */
export type GitBlob =
  | { kind: 'absent' }
  | { kind: 'bytes'; bytes: Buffer }
  /** Over `maxBytes`: read through only to hash it. */
  | { kind: 'too-large'; size: number; hash: string };

/** A git command that failed for a reason the user should read (git's own words in `reason`). */
export class GitFailed extends TextError {
  constructor(command: string, reason: string) {
    super('GitFailed', 'git-failed', { command, reason });
  }
}

/** A commit that is not in the repository. */
export class GitNoCommit extends TextError {
  constructor(commit: string) {
    super('GitNoCommit', 'git-no-commit', { commit: commit.slice(0, 12) });
  }
}

/** Runs a command that must succeed; its answer as text. */
export async function gitText(
  dir: string,
  args: readonly string[],
  options: GitRunOptions = {},
): Promise<string> {
  return checked(args, await runGit(dir, args, options)).stdout.toString('utf8');
}

/** `result`, or GitFailed with git's words when it failed. */
export function checked(args: readonly string[], result: GitResult): GitResult {
  if (result.code !== 0) throw new GitFailed(commandName(args), gitReason(result.stderr));
  return result;
}

/**
 * `file` as a path inside the skill, "/"-separated ("\\" counts as "/", "." and empty parts
 * dropped); refused when it leaves the skill or cannot be a path at all.
 */
export function pathInSkill(file: string): string {
  const refuse = (id: 'path-absolute' | 'path-climbs' | 'path-empty' | 'name-control') =>
    new TextError('GitPathError', id, id === 'name-control' ? { name: file } : { path: file });
  // A NUL cannot reach git as an argument at all; the other controls are no name a person chose.
  // eslint-disable-next-line no-control-regex
  if (/[\0-\x1f\x7f]/.test(file)) throw refuse('name-control');
  const slashed = file.replaceAll('\\', '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) throw refuse('path-absolute');
  const parts = slashed.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) throw refuse('path-climbs');
  if (parts.length === 0) throw refuse('path-empty');
  return parts.join('/');
}

/** Whether git is installed and `dir` is in a work tree, and where. */
export async function gitPlace(dir: string, options: GitRunOptions = {}): Promise<GitPlace> {
  let where: GitResult;
  try {
    where = await runGit(dir, ['rev-parse', '--is-inside-work-tree', '--show-prefix'], options);
  } catch (error) {
    if (error instanceof GitMissing) return { state: 'no-git' };
    throw error;
  }
  if (where.code !== 0 && /not a git repository/i.test(where.stderr))
    return { state: 'not-a-repo' };
  const [inside = '', prefix = ''] = checked(['rev-parse'], where)
    .stdout.toString('utf8')
    .split('\n');
  // Inside a .git folder, or a bare repository: no work tree to have skills in.
  if (inside !== 'true') return { state: 'not-a-repo' };
  // A repository with no commits yet (or a branch not born) has no HEAD to read.
  const head = await runGit(dir, ['rev-parse', '-q', '--verify', 'HEAD^{commit}'], options);
  return { state: 'ok', prefix, head: head.code === 0 };
}

const FIELDS = '%x1e%H%x00%ct%x00%an%x00%s';

/**
 * The commits that touched `dir` (or `file` in it, followed across renames), newest first, at
 * most `limit`; none in a repository with no commits.
 */
export async function gitLog(
  dir: string,
  query: { file?: string; limit: number },
  options: GitRunOptions = {},
): Promise<GitCommit[]> {
  const file = query.file === undefined ? undefined : pathInSkill(query.file);
  const args = [
    'log',
    '-z',
    `--format=${FIELDS}`,
    '--name-only',
    // Paths relative to the skill, and only those below it.
    '--relative',
    '--no-color',
    '--no-ext-diff',
    '--no-show-signature',
    '--encoding=UTF-8',
    `--max-count=${query.limit}`,
    // A file is followed to its older names; for the folder, a file moved out or in is listed.
    ...(file === undefined ? ['--no-renames', '--', '.'] : ['--follow', '--', file]),
  ];
  const out = await gitText(dir, args, options);
  return parseLog(out);
}

/** The commits of `git log -z --format=FIELDS --name-only`. */
export function parseLog(out: string): GitCommit[] {
  const commits: GitCommit[] = [];
  for (const record of out.split('\x1e')) {
    const [hash = '', at = '', author = '', subject = '', ...names] = record.split('\0');
    if (!/^[0-9a-f]{40,64}$/.test(hash)) continue;
    const files = names.map((n) => n.replace(/^\n/, '')).filter((n) => n !== '');
    commits.push({ hash, at: Number(at) * 1000, author, subject, files });
  }
  return commits;
}

/** The files of `dir` that differ from its last commit (untracked ones included), paths inside it. */
export async function gitUncommitted(
  dir: string,
  prefix: string,
  options: GitRunOptions = {},
): Promise<string[]> {
  const args = [
    'status',
    '--porcelain=v1',
    '-z',
    '--no-renames',
    '--untracked-files=all',
    '--',
    '.',
  ];
  const out = await gitText(dir, args, options);
  // Each entry is "XY path" with the path from the repository's top.
  const files = out
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3))
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length));
  return [...new Set(files)].sort();
}

/** True when `commit` names a commit of the repository `dir` is in. */
export async function gitHasCommit(
  dir: string,
  commit: string,
  options: GitRunOptions = {},
): Promise<boolean> {
  const found = await runGit(dir, ['rev-parse', '-q', '--verify', `${commit}^{commit}`], options);
  return found.code === 0;
}

/**
 * The bytes of `file` (a path inside `dir`) as `commit` had it; when it is larger than
 * `maxBytes`, only its size and sha256. Absent when the commit has no such file (or a folder
 * or a submodule there). Throws GitNoCommit when there is no such commit.
 */
export async function gitReadBlob(
  dir: string,
  commit: string,
  file: string,
  maxBytes: number,
  options: GitRunOptions = {},
): Promise<GitBlob> {
  const path = pathInSkill(file);
  if (!(await gitHasCommit(dir, commit, options))) throw new GitNoCommit(commit);
  // ls-tree takes and prints paths relative to the folder it runs in; -l adds the size.
  const listed = await gitText(dir, ['ls-tree', '-l', '-z', commit, '--', path], options);
  const entry = listed
    .split('\0')
    .map((line) => /^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)\t([^]*)$/.exec(line))
    .find((m) => m?.[5] === path);
  if (!entry || entry[2] !== 'blob') return { kind: 'absent' };
  const [, , , oid = '', sizeText = '0'] = entry;
  const size = Number(sizeText);
  const blob = ['cat-file', 'blob', oid];
  if (size <= maxBytes)
    return { kind: 'bytes', bytes: checked(blob, await runGit(dir, blob, options)).stdout };
  const hash = createHash('sha256');
  checked(blob, await runGit(dir, blob, { ...options, sink: (chunk) => hash.update(chunk) }));
  return { kind: 'too-large', size, hash: hash.digest('hex') };
}
