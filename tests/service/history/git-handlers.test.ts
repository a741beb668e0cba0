/**
 * The git calls against real repositories the system's git made: a skill's commits and its
 * uncommitted files, a file as a commit had it, and a commit of the skill's changes that
 * touches nothing else of the repository (what the user staged elsewhere stays staged and
 * out of the commit). Without a repository or without git, the history says so and the calls
 * that need one refuse in words, over both transports.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../../renderer/src/i18n/service-text';
import { commitAll, git, initRepo, staged, TEST_AUTHOR } from '../../helpers/git';
import { refusal } from '../../helpers/refusal';
import { startService, startServiceOver } from '../../helpers/service';
import { skillMd, tempTree } from '../../helpers/temp';
import { apiOver } from '../../helpers/transports';

// The service runs git with this process's environment: no user or system configuration.
beforeEach(() => {
  for (const key of Object.keys(process.env)) if (/^GIT_/i.test(key)) vi.stubEnv(key, undefined);
  vi.stubEnv('GIT_CONFIG_GLOBAL', join(tempTree({ 'empty.gitconfig': '' }), 'empty.gitconfig'));
  vi.stubEnv('GIT_CONFIG_NOSYSTEM', '1');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function serviceOver(transport: 'ipc' | 'web', files: Record<string, string>) {
  const { service, root } = await startService(files, false);
  return { ...(await apiOver(transport, service)), root };
}

// A library that is a repository: skill "a" committed, skill "b" beside it.
async function repoLibrary() {
  const root = realpathSync(tempTree());
  initRepo(root);
  const first = commitAll(
    root,
    { 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('b') },
    'Two skills',
    '2025-01-02T03:04:05Z',
  );
  const { service } = await startServiceOver(root, false);
  return { service, root, a: join(root, 'a'), first };
}

describe.each(['ipc', 'web'] as const)('without a repository, over %s', (transport) => {
  it('the history says not-a-repo, and reading or committing refuses in words', async () => {
    const { api, root } = await serviceOver(transport, { 'a/SKILL.md': skillMd('a') });
    const a = join(root, 'a');
    expect(await api.gitHistory({ dir: a })).toEqual({
      state: 'not-a-repo',
      commits: [],
      uncommitted: [],
    });
    const read = api.readGitVersion({ dir: a, commit: 'a'.repeat(40), file: 'SKILL.md' });
    expect(await refusal(read)).toBe('git-not-a-repo');
    const error = await api.commitSkill({ dir: a, message: 'x' }).catch((e: unknown) => e);
    expect(errorText(error, 'en')).toBe(
      `${a} is not in a git repository, so it has no commits. Run "git init" in it, or in a folder above it, to start one.`,
    );
    expect(errorText(error, 'zh')).toBe(
      `${a} 不在 git 仓库中，因此没有提交。在这个文件夹或它的上级文件夹中运行 "git init" 即可创建仓库。`,
    );
  });

  it('without git on the PATH, the history says no-git and a commit refuses in words', async () => {
    const { api, root } = await serviceOver(transport, { 'a/SKILL.md': skillMd('a') });
    vi.stubEnv('PATH', tempTree());
    const a = join(root, 'a');
    expect(await api.gitHistory({ dir: a })).toEqual({
      state: 'no-git',
      commits: [],
      uncommitted: [],
    });
    const error = await api.commitSkill({ dir: a, message: 'x' }).catch((e: unknown) => e);
    expect(errorText(error, 'en')).toMatch(/^Git is not installed \(or not on the PATH\)/);
    expect(errorText(error, 'zh')).toMatch(/^未安装 Git/);
  });
});

describe('gitHistory and readGitVersion', () => {
  it("lists the skill's commits and its uncommitted files", async () => {
    const { service, root, a, first } = await repoLibrary();
    const second = commitAll(root, { 'a/notes.md': 'n\n' }, 'Notes', '2025-01-03T00:00:00Z');
    commitAll(root, { 'b/SKILL.md': skillMd('b', 'Other. Use when other.') }, 'Only b');
    writeFileSync(join(a, 'SKILL.md'), skillMd('a', 'Changed. Use when changed.'));
    writeFileSync(join(a, 'new.md'), 'new\n');
    const answer = await service.handlers.gitHistory({ dir: a });
    expect(answer).toEqual({
      state: 'ok',
      commits: [
        {
          hash: second,
          at: Date.parse('2025-01-03T00:00:00Z'),
          author: TEST_AUTHOR.name,
          subject: 'Notes',
          files: ['notes.md'],
        },
        {
          hash: first,
          at: Date.parse('2025-01-02T03:04:05Z'),
          author: TEST_AUTHOR.name,
          subject: 'Two skills',
          files: ['SKILL.md'],
        },
      ],
      uncommitted: ['SKILL.md', 'new.md'],
    });
    const one = await service.handlers.gitHistory({ dir: a, file: 'notes.md', limit: 5 });
    expect(one.commits.map((c) => c.hash)).toEqual([second]);
  });

  it('reads a file as a commit had it: text, binary, absent; an unknown commit refuses', async () => {
    const { service, root, a, first } = await repoLibrary();
    const bytes = Buffer.from([0x47, 0x49, 0x46, 0, 0xff]);
    const later = commitAll(root, { 'a/logo.gif': bytes, 'a/SKILL.md': 'later' }, 'Logo');
    const sha = (b: string | Buffer) => createHash('sha256').update(b).digest('hex');
    expect(
      await service.handlers.readGitVersion({ dir: a, commit: first, file: 'SKILL.md' }),
    ).toEqual({
      kind: 'text',
      path: 'SKILL.md',
      text: skillMd('a'),
      hash: sha(skillMd('a')),
    });
    expect(
      await service.handlers.readGitVersion({ dir: a, commit: later, file: 'logo.gif' }),
    ).toEqual({
      kind: 'binary',
      path: 'logo.gif',
      hash: sha(bytes),
      size: 5,
    });
    expect(
      await service.handlers.readGitVersion({ dir: a, commit: first, file: 'logo.gif' }),
    ).toEqual({
      kind: 'absent',
      path: 'logo.gif',
    });
    const gone = service.handlers.readGitVersion({
      dir: a,
      commit: 'b'.repeat(40),
      file: 'SKILL.md',
    });
    expect(await refusal(gone)).toBe('git-no-commit');
    const climbing = service.handlers.readGitVersion({
      dir: a,
      commit: first,
      file: '../b/SKILL.md',
    });
    expect(await refusal(climbing)).toBe('path-climbs');
  });

  it('refuses a folder outside the libraries', async () => {
    const { service } = await repoLibrary();
    const outside = realpathSync(tempTree({ 'SKILL.md': 'x' }));
    expect(await refusal(service.handlers.gitHistory({ dir: outside }))).toBe('access-denied');
    expect(await refusal(service.handlers.commitSkill({ dir: outside, message: 'x' }))).toBe(
      'access-denied',
    );
  });
});

describe('commitSkill', () => {
  it("commits the skill's files only; what was staged elsewhere stays staged and out of it", async () => {
    const { service, root, a, first } = await repoLibrary();
    writeFileSync(join(a, 'SKILL.md'), skillMd('a', 'Better. Use when better.'));
    mkdirSync(join(a, 'ref s'));
    writeFileSync(join(a, 'ref s', 'ü guide.md'), 'guide\n');
    writeFileSync(join(root, 'b', 'SKILL.md'), skillMd('b', 'Staged. Use when staged.'));
    git(root, ['add', 'b/SKILL.md']);
    writeFileSync(join(root, 'README.md'), 'not staged\n');
    const message = '-v1.2: sent to the team\n\n#1 and 100%';
    const told: string[] = [];
    service.events.on('historyChanged', ({ dir }) => told.push(dir));
    const { commit } = await service.handlers.commitSkill({ dir: a, message });
    // The History panel lists commits and what is uncommitted: it is told to read them again.
    expect(told).toContain(a);
    expect(commit).toBe(git(root, ['rev-parse', 'HEAD']).trim());
    expect(git(root, ['rev-parse', 'HEAD^']).trim()).toBe(first);
    expect(git(root, ['log', '-1', '--format=%B']).trimEnd()).toBe(message);
    const inCommit = git(root, ['show', '--name-only', '-z', '--format=', 'HEAD'])
      .split('\0')
      .filter(Boolean)
      .map((p) => p.replace(/^\n/, ''));
    expect(inCommit.sort()).toEqual(['a/SKILL.md', 'a/ref s/ü guide.md']);
    expect(staged(root)).toEqual(['b/SKILL.md']);
    expect(git(root, ['status', '--porcelain', '--untracked-files=all'])).toBe(
      'M  b/SKILL.md\n?? README.md\n',
    );
    expect((await service.handlers.gitHistory({ dir: a })).uncommitted).toEqual([]);
  });

  it('commits deletions, and refuses when nothing changed', async () => {
    const { service, root, a } = await repoLibrary();
    commitAll(root, { 'a/old.md': 'old' }, 'Old');
    git(root, ['rm', '-q', '--cached', 'a/old.md']);
    rmSync(join(a, 'old.md'));
    await service.handlers.commitSkill({ dir: a, message: 'Drop old' });
    expect(git(root, ['show', '--name-status', '--format=', 'HEAD'])).toBe('D\ta/old.md\n');
    const again = service.handlers.commitSkill({ dir: a, message: 'Again' });
    expect(await refusal(again)).toBe('git-nothing-to-commit');
  });

  it('refuses in words when git has no name for the user, leaving the index as it was', async () => {
    const root = realpathSync(tempTree());
    initRepo(root, false);
    commitAll(root, { 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('b') }, 'Two');
    writeFileSync(join(root, 'b', 'SKILL.md'), 'staged\n');
    git(root, ['add', 'b/SKILL.md']);
    writeFileSync(join(root, 'a', 'SKILL.md'), 'changed\n');
    const { service } = await startServiceOver(root, false);
    const error = await service.handlers
      .commitSkill({ dir: join(root, 'a'), message: 'x' })
      .catch((e: unknown) => e);
    expect((error as { text: { id: string } }).text.id).toBe('git-no-identity');
    expect(staged(root)).toEqual(['b/SKILL.md']);
    expect(git(root, ['rev-list', '--count', 'HEAD']).trim()).toBe('1');
  });

  it('commits a skill that is its repository, with no commits yet, then on a detached HEAD', async () => {
    const root = realpathSync(tempTree({ 'a/SKILL.md': skillMd('a'), 'a/run.sh': 'echo\n' }));
    const a = join(root, 'a');
    initRepo(a);
    const { service } = await startServiceOver(root, false);
    expect(await service.handlers.gitHistory({ dir: a })).toEqual({
      state: 'ok',
      commits: [],
      uncommitted: ['SKILL.md', 'run.sh'],
    });
    const { commit } = await service.handlers.commitSkill({ dir: a, message: 'Start' });
    expect(git(a, ['rev-list', 'HEAD']).trim()).toBe(commit);
    git(a, ['checkout', '-q', '--detach']);
    writeFileSync(join(a, 'run.sh'), 'echo 2\n');
    const detached = await service.handlers.commitSkill({ dir: a, message: 'Detached' });
    expect(git(a, ['rev-parse', 'HEAD']).trim()).toBe(detached.commit);
    expect(git(a, ['rev-parse', 'main']).trim()).toBe(commit);
    expect(readFileSync(join(a, 'run.sh'), 'utf8')).toBe('echo 2\n');
    const listed = await service.handlers.gitHistory({ dir: a });
    expect(listed.commits.map((c) => [c.subject, c.files])).toEqual([
      ['Detached', ['run.sh']],
      ['Start', ['SKILL.md', 'run.sh']],
    ]);
  });
});
