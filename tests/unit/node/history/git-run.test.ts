/**
 * How the studio runs git: without git on the PATH it says so in words; the environment's
 * redirections are dropped; a command past its time, past its output bound, or stopped is
 * killed and said so. Stand-ins for git are small scripts on a PATH of their own.
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitPlace } from '../../../../shared/node/history/git-repo';
import {
  gitEnv,
  GitMissing,
  GitTimeout,
  GitTooMuch,
  runGit,
} from '../../../../shared/node/history/git-run';
import { englishText } from '../../../../shared/ipc/service-text';
import { bareGitEnv } from '../../../helpers/git';
import { tempTree } from '../../../helpers/temp';

// A folder whose only program is a "git" running `script` (POSIX shells only).
function fakeGit(script: string): string {
  const bin = tempTree();
  writeFileSync(join(bin, 'git'), `#!/bin/sh\n${script}\n`);
  chmodSync(join(bin, 'git'), 0o755);
  return bin;
}

const posix = process.platform !== 'win32';

describe('runGit', () => {
  it('says git is missing when the PATH has no git', async () => {
    const dir = realpathSync(tempTree({ 'SKILL.md': 'x' }));
    const env = bareGitEnv({ PATH: tempTree() });
    const error = await runGit(dir, ['--version'], { env }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitMissing);
    expect((error as GitMissing).text.id).toBe('git-missing');
    expect(await gitPlace(dir, { env })).toEqual({ state: 'no-git' });
  });

  it('drops what would redirect git, keeps who the user is, and speaks C', () => {
    const env = gitEnv({
      PATH: '/bin',
      GIT_DIR: '/elsewhere/.git',
      GIT_WORK_TREE: '/elsewhere',
      GIT_INDEX_FILE: '/elsewhere/index',
      GIT_OBJECT_DIRECTORY: '/elsewhere/objects',
      GIT_CONFIG_PARAMETERS: "'core.worktree'='/elsewhere'",
      GIT_CONFIG_COUNT: '1',
      git_dir: '/elsewhere/.git',
      GIT_AUTHOR_NAME: 'Ada',
      GIT_CONFIG_GLOBAL: '/home/ada/.gitconfig',
      LANG: 'zh_CN.UTF-8',
    });
    expect(env).toEqual({
      PATH: '/bin',
      GIT_AUTHOR_NAME: 'Ada',
      GIT_CONFIG_GLOBAL: '/home/ada/.gitconfig',
      LANG: 'zh_CN.UTF-8',
      LC_ALL: 'C',
      GIT_LITERAL_PATHSPECS: '1',
      GIT_TERMINAL_PROMPT: '0',
      GIT_OPTIONAL_LOCKS: '0',
    });
  });

  it.runIf(posix)('stops a command past its time and says which', async () => {
    const env = bareGitEnv({ PATH: `${fakeGit('exec sleep 30')}:/usr/bin:/bin` });
    const started = Date.now();
    const error = await runGit(tempTree(), ['log'], { env, timeoutMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GitTimeout);
    expect(englishText((error as GitTimeout).text)).toBe(
      'git log did not finish within 1 second, so it was stopped.',
    );
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it.runIf(posix)('stops a command whose answer is past the bound', async () => {
    const env = bareGitEnv({ PATH: `${fakeGit('exec yes')}:/usr/bin:/bin` });
    const error = await runGit(tempTree(), ['show'], { env, maxBytes: 1024 * 1024 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GitTooMuch);
    expect((error as GitTooMuch).text.params).toEqual({ command: 'show', size: 1 });
  });

  it.runIf(posix)('is stopped by its signal', async () => {
    const env = bareGitEnv({ PATH: `${fakeGit('exec sleep 30')}:/usr/bin:/bin` });
    const stop = new AbortController();
    const running = runGit(tempTree(), ['log'], { env, signal: stop.signal });
    setTimeout(() => stop.abort(), 100);
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes arguments as they are, never through a shell', async () => {
    const dir = realpathSync(tempTree());
    const args = ['hash-object', '--stdin'];
    // The object id of a blob is sha1("blob <size>\0<bytes>") (git's object format).
    const text = '$(touch pwned) `touch pwned` ; | & "quoted"\n';
    const result = await runGit(dir, args, { env: bareGitEnv(), input: text });
    const expected = createHash('sha1')
      .update(`blob ${Buffer.byteLength(text)}\0${text}`)
      .digest('hex');
    expect(result.stdout.toString().trim()).toBe(expected);
    const message = await runGit(dir, ['log', '--format=$(touch pwned)'], { env: bareGitEnv() });
    expect(message.code).not.toBe(0);
    expect(existsSync(join(dir, 'pwned'))).toBe(false);
  });
});
