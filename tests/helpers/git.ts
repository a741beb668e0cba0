/**
 * Real git repositories in temp folders for the history's git tests, set up by the system's
 * git itself (the reference for what a commit holds), away from the user's own configuration.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempTree } from './temp';

/** Who the tests' commits are by. */
export const TEST_AUTHOR = { name: 'Zoë Tester', email: 'zoe@example.com' };

/**
 * An environment for git with no user or system configuration: `extra` on top of this
 * process's, minus every GIT_* variable, plus an empty global configuration file.
 */
export function bareGitEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^GIT_/i.test(key)) env[key] = value;
  const config = join(tempTree({ 'empty.gitconfig': '' }), 'empty.gitconfig');
  return { ...env, GIT_CONFIG_GLOBAL: config, GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C', ...extra };
}

/** Runs git in `cwd` for a test's setup (an identity given, the date if `at` says); its output. */
export function git(cwd: string, args: readonly string[], at?: string): string {
  const dated = at === undefined ? {} : { GIT_AUTHOR_DATE: at, GIT_COMMITTER_DATE: at };
  return execFileSync('git', args, {
    cwd,
    env: bareGitEnv({
      GIT_AUTHOR_NAME: TEST_AUTHOR.name,
      GIT_AUTHOR_EMAIL: TEST_AUTHOR.email,
      GIT_COMMITTER_NAME: TEST_AUTHOR.name,
      GIT_COMMITTER_EMAIL: TEST_AUTHOR.email,
      ...dated,
    }),
    encoding: 'utf8',
  });
}

/** Makes `dir` a repository on branch main; with `identity`, its own config names the author. */
export function initRepo(dir: string, identity = true): void {
  git(dir, ['init', '-q', '-b', 'main']);
  if (!identity) return;
  git(dir, ['config', 'user.name', TEST_AUTHOR.name]);
  git(dir, ['config', 'user.email', TEST_AUTHOR.email]);
}

/** Writes `files` (path → content, relative to `dir`) and commits every change; the new hash. */
export function commitAll(
  dir: string,
  files: Record<string, string | Uint8Array>,
  subject: string,
  at?: string,
): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '-m', subject], at);
  return git(dir, ['rev-parse', 'HEAD']).trim();
}

/** What is staged in the repository at `dir`, as `git diff --cached --name-only` lists it. */
export function staged(dir: string): string[] {
  return git(dir, ['diff', '--cached', '--name-only', '-z']).split('\0').filter(Boolean);
}
