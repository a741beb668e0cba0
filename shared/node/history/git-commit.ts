/**
 * Committing a skill's changes, and nothing else of the repository: its folder's changes are
 * staged (`git add -A -- .` in the folder) and committed with `--only` on the folder, so files
 * the user staged elsewhere stay staged and out of the commit, as they were.
 */
import { TextError } from '../../ipc/service-text';
import { checked, gitText, gitUncommitted } from './git-repo';
import { gitReason, runGit, type GitRunOptions } from './git-run';

/** Hooks may run on a commit (tests, formatters): they get longer than a read. */
export const COMMIT_TIMEOUT_MS = 300_000;

// The studio commits under the name and email the user configured, never under ones git
// guessed from the machine (root@host.(none)), which a terminal would at least warn about.
const CONFIGURED_ONLY = ['-c', 'user.useConfigOnly=true'];

/** Git has no name or email for the user. */
export class GitNoIdentity extends TextError {
  constructor() {
    super('GitNoIdentity', 'git-no-identity');
  }
}

/** Nothing in the skill differs from its last commit. */
export class GitNothingToCommit extends TextError {
  constructor(name: string) {
    super('GitNothingToCommit', 'git-nothing-to-commit', { name });
  }
}

/** The commit itself failed (a hook refused it, a merge in progress): the skill's changes are staged. */
export class GitCommitFailed extends TextError {
  constructor(name: string, reason: string) {
    super('GitCommitFailed', 'git-commit-failed', { name, reason });
  }
}

/**
 * Commits every change in `dir` (a folder of a work tree; `prefix` its path in the repository,
 * `name` what to call it in messages) with `message`; resolves to the new commit's hash.
 */
export async function gitCommitFolder(
  dir: string,
  prefix: string,
  name: string,
  message: string,
  options: GitRunOptions = {},
): Promise<string> {
  // Asked before anything is staged, so a refusal leaves the repository as it was.
  for (const who of ['GIT_AUTHOR_IDENT', 'GIT_COMMITTER_IDENT']) {
    const ident = await runGit(dir, [...CONFIGURED_ONLY, 'var', who], options);
    if (ident.code !== 0) throw new GitNoIdentity();
  }
  if ((await gitUncommitted(dir, prefix, options)).length === 0) throw new GitNothingToCommit(name);
  const write = { ...options, write: true };
  const add = ['add', '-A', '--', '.'];
  checked(add, await runGit(dir, add, write));
  const commit = await runGit(
    dir,
    [...CONFIGURED_ONLY, 'commit', '--only', '--file=-', '--', '.'],
    { ...write, input: message, timeoutMs: options.timeoutMs ?? COMMIT_TIMEOUT_MS },
  );
  if (commit.code !== 0) {
    const said = gitReason(commit.stderr);
    if (/tell me who you are|empty ident|auto-detect/i.test(commit.stderr))
      throw new GitNoIdentity();
    throw new GitCommitFailed(name, said);
  }
  return (await gitText(dir, ['rev-parse', 'HEAD'], options)).trim();
}
