/**
 * The git calls of a skill's history (history-calls.ts): the commits of a skill in a git
 * repository, a file as a commit had it, and a commit of the skill's changes only. Git is the
 * system's (shared/node/history/git-run.ts); without it, or outside a repository, the history
 * says so and the studio's own history works as ever.
 */
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import type { StudioHandlers } from '../../../ipc/contract';
import { TextError } from '../../../ipc/service-text';
import { gitCommitFolder } from '../../history/git-commit';
import {
  gitLog,
  gitPlace,
  gitReadBlob,
  gitUncommitted,
  pathInSkill,
  type GitPlace,
} from '../../history/git-repo';
import { GitMissing, type GitRunOptions } from '../../history/git-run';
import { contentOf, MAX_TEXT_BYTES } from '../files/file-content';
import type { PathGuard } from '../path-guard';

/** The calls of this group. */
export type GitCalls = 'gitHistory' | 'readGitVersion' | 'commitSkill';

/** What the git calls need of the service. */
export interface GitContext {
  guard: PathGuard;
  /** The environment git starts from (default: the process's, read at each call). */
  env?: () => NodeJS.ProcessEnv;
  /** Told after a commit, so the pages showing the skill's history read it again. */
  committed?: (dir: string) => void;
}

/** Commits listed when the page does not say how many. */
export const DEFAULT_COMMITS = 200;

/** The handlers of the git calls. */
export function gitHandlers(ctx: GitContext): Pick<StudioHandlers, GitCalls> {
  const options = (): GitRunOptions => ({ env: ctx.env?.() ?? process.env });
  const folder = (dir: string): string => {
    const real = ctx.guard.resolve(dir);
    let isFolder = false;
    try {
      isFolder = statSync(real).isDirectory();
    } catch {
      // Gone or unreadable: said below like any other non-folder.
    }
    if (!isFolder) throw new TextError('GitPathError', 'not-a-folder', { path: dir });
    return real;
  };
  // The calls that need a repository refuse in words without one.
  const repository = async (real: string, dir: string) => {
    const place: GitPlace = await gitPlace(real, options());
    if (place.state === 'no-git') throw new GitMissing();
    if (place.state === 'not-a-repo')
      throw new TextError('GitNotARepo', 'git-not-a-repo', { path: dir });
    return place;
  };
  return {
    gitHistory: async ({ dir, file, limit }) => {
      const real = folder(dir);
      const one = file === undefined ? undefined : pathInSkill(file);
      const place = await gitPlace(real, options());
      if (place.state !== 'ok') return { state: place.state, commits: [], uncommitted: [] };
      const commits = place.head
        ? await gitLog(real, { file: one, limit: limit ?? DEFAULT_COMMITS }, options())
        : [];
      const uncommitted = await gitUncommitted(real, place.prefix, options());
      return { state: 'ok', commits, uncommitted };
    },
    readGitVersion: async ({ dir, commit, file }) => {
      const real = folder(dir);
      const path = pathInSkill(file);
      await repository(real, dir);
      const blob = await gitReadBlob(real, commit, path, MAX_TEXT_BYTES, options());
      if (blob.kind === 'absent') return { kind: 'absent', path };
      if (blob.kind === 'too-large')
        return { kind: 'too-large', path, hash: blob.hash, size: blob.size };
      const content = contentOf(path, blob.bytes);
      return content.kind === 'text'
        ? { kind: 'text', path, text: content.text, hash: content.hash }
        : { kind: 'binary', path, hash: content.hash, size: content.size };
    },
    commitSkill: async ({ dir, message }) => {
      const real = folder(dir);
      const { prefix } = await repository(real, dir);
      const commit = await gitCommitFolder(real, prefix, basename(real), message, options());
      ctx.committed?.(real);
      return { commit };
    },
  };
}
