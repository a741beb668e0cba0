/**
 * What git knows of a skill's folder, read from real repositories the system's git made: the
 * commits (hash, time, author, subject, the skill's files), a file as a commit had it, and the
 * changes not committed. Names with spaces, Unicode and leading dashes; a skill at the top of
 * its repository; a repository with no commits; a detached HEAD; a file followed across a rename.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GitNoCommit,
  gitLog,
  gitPlace,
  gitReadBlob,
  gitUncommitted,
} from '../../../../shared/node/history/git-repo';
import { bareGitEnv, commitAll, git, initRepo, TEST_AUTHOR } from '../../../helpers/git';
import { tempTree } from '../../../helpers/temp';

const options = () => ({ env: bareGitEnv() });

// A skill two folders down, its folder named with a space and an accent, beside another one.
function library() {
  const top = realpathSync(tempTree());
  initRepo(top);
  const skill = join(top, 'plugins', 'mes skills é');
  mkdirSync(skill, { recursive: true });
  const first = commitAll(
    top,
    { 'plugins/mes skills é/SKILL.md': 'one\n', 'other/SKILL.md': 'x\n' },
    'First: both skills',
    '2024-03-01T10:00:00Z',
  );
  const second = commitAll(
    top,
    { 'other/SKILL.md': 'y\n' },
    'Only the other',
    '2024-03-02T10:00:00Z',
  );
  const third = commitAll(
    top,
    { 'plugins/mes skills é/-n.md': 'dash\n', 'plugins/mes skills é/SKILL.md': 'two\n' },
    'Zwei Dateien, ünïcode',
    '2024-03-03T10:00:00Z',
  );
  return { top, skill, first, second, third };
}

describe('gitPlace', () => {
  it('says where the folder is in its repository, and whether it has commits', async () => {
    const { top, skill } = library();
    expect(await gitPlace(skill, options())).toEqual({
      state: 'ok',
      prefix: 'plugins/mes skills é/',
      head: true,
    });
    expect(await gitPlace(top, options())).toEqual({ state: 'ok', prefix: '', head: true });
  });

  it('a repository with no commits has no HEAD', async () => {
    const top = realpathSync(tempTree({ 'SKILL.md': 'x' }));
    initRepo(top);
    expect(await gitPlace(top, options())).toEqual({ state: 'ok', prefix: '', head: false });
  });

  it('a folder outside any repository, and the .git folder itself, are not in a work tree', async () => {
    const plain = realpathSync(tempTree({ 'SKILL.md': 'x' }));
    expect(await gitPlace(plain, options())).toEqual({ state: 'not-a-repo' });
    initRepo(plain);
    expect(await gitPlace(join(plain, '.git'), options())).toEqual({ state: 'not-a-repo' });
  });
});

describe('gitLog', () => {
  it("lists the commits that touched the skill, newest first, with the skill's own paths", async () => {
    const { skill, first, third } = library();
    expect(await gitLog(skill, { limit: 50 }, options())).toEqual([
      {
        hash: third,
        at: Date.parse('2024-03-03T10:00:00Z'),
        author: TEST_AUTHOR.name,
        subject: 'Zwei Dateien, ünïcode',
        files: ['-n.md', 'SKILL.md'],
      },
      {
        hash: first,
        at: Date.parse('2024-03-01T10:00:00Z'),
        author: TEST_AUTHOR.name,
        subject: 'First: both skills',
        files: ['SKILL.md'],
      },
    ]);
  });

  it('stops at the limit, and lists one file alone', async () => {
    const { skill, third } = library();
    expect((await gitLog(skill, { limit: 1 }, options())).map((c) => c.hash)).toEqual([third]);
    const dashed = await gitLog(skill, { file: '-n.md', limit: 50 }, options());
    expect(dashed.map((c) => [c.hash, c.files])).toEqual([[third, ['-n.md']]]);
  });

  it('follows a file across a rename, naming it as each commit had it', async () => {
    const { top, skill, first, third } = library();
    git(skill, ['mv', 'SKILL.md', 'README-old.md']);
    git(top, ['commit', '-q', '-m', 'Renamed'], '2024-03-04T10:00:00Z');
    const renamed = git(top, ['rev-parse', 'HEAD']).trim();
    const log = await gitLog(skill, { file: 'README-old.md', limit: 50 }, options());
    expect(log.map((c) => [c.hash, c.files])).toEqual([
      [renamed, ['README-old.md']],
      [third, ['SKILL.md']],
      [first, ['SKILL.md']],
    ]);
  });

  it('a file name that looks like a pattern names only itself', async () => {
    const top = realpathSync(tempTree());
    initRepo(top);
    commitAll(top, { 'a.md': '1' }, 'a');
    const star = commitAll(top, { '*.md': '2' }, 'star');
    const log = await gitLog(top, { file: '*.md', limit: 50 }, options());
    expect(log.map((c) => c.hash)).toEqual([star]);
  });

  it('works on a detached HEAD, listing what HEAD reaches', async () => {
    const { top, skill, first } = library();
    git(top, ['checkout', '-q', '--detach', first]);
    expect((await gitLog(skill, { limit: 50 }, options())).map((c) => c.hash)).toEqual([first]);
  });

  it('is not sent to another repository by GIT_DIR or GIT_WORK_TREE in the environment', async () => {
    const { skill, third, first } = library();
    const elsewhere = realpathSync(tempTree());
    initRepo(elsewhere);
    commitAll(elsewhere, { 'SKILL.md': 'elsewhere' }, 'Elsewhere');
    const env = bareGitEnv({
      GIT_DIR: join(elsewhere, '.git'),
      GIT_WORK_TREE: elsewhere,
      GIT_INDEX_FILE: join(elsewhere, '.git', 'index'),
    });
    const log = await gitLog(skill, { limit: 50 }, { env });
    expect(log.map((c) => c.hash)).toEqual([third, first]);
  });
});

describe('gitReadBlob', () => {
  it('reads a file as a commit had it, by a path inside the skill', async () => {
    const { skill, first, third } = library();
    const old = await gitReadBlob(skill, first, 'SKILL.md', 1000, options());
    expect(old.kind === 'bytes' && old.bytes.toString()).toBe('one\n');
    const dashed = await gitReadBlob(skill, third, '-n.md', 1000, options());
    expect(dashed.kind === 'bytes' && dashed.bytes.toString()).toBe('dash\n');
  });

  it('is absent where the commit has no such file, or a folder there', async () => {
    const { top, skill, first } = library();
    expect(await gitReadBlob(skill, first, '-n.md', 1000, options())).toEqual({ kind: 'absent' });
    expect(await gitReadBlob(top, first, 'plugins', 1000, options())).toEqual({ kind: 'absent' });
  });

  it("refuses a path that leaves the skill, so another skill's file is never read as its", async () => {
    const { skill, first } = library();
    for (const path of ['../../other/SKILL.md', 'a/../../../other/SKILL.md', '/etc/passwd'])
      await expect(gitReadBlob(skill, first, path, 1000, options())).rejects.toMatchObject({
        text: { id: path.startsWith('/') ? 'path-absolute' : 'path-climbs' },
      });
    await expect(
      gitLog(skill, { file: '../../other/SKILL.md', limit: 5 }, options()),
    ).rejects.toMatchObject({ text: { id: 'path-climbs' } });
  });

  it('gives the bytes of a binary file untouched, and only the size and sha256 past the limit', async () => {
    const top = realpathSync(tempTree());
    initRepo(top);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 0xff, 0xfe, 10, 13, 10]);
    const commit = commitAll(top, { 'logo.png': bytes }, 'logo');
    const whole = await gitReadBlob(top, commit, 'logo.png', 1000, options());
    expect(whole.kind === 'bytes' && [...whole.bytes]).toEqual([...bytes]);
    expect(await gitReadBlob(top, commit, 'logo.png', 4, options())).toEqual({
      kind: 'too-large',
      size: bytes.length,
      hash: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('refuses a commit the repository does not have', async () => {
    const { skill } = library();
    await expect(gitReadBlob(skill, 'a'.repeat(40), 'SKILL.md', 1000, options())).rejects.toThrow(
      GitNoCommit,
    );
  });
});

describe('gitUncommitted', () => {
  it("lists the skill's changed, new and deleted files, and nothing of other folders", async () => {
    const { top, skill } = library();
    writeFileSync(join(skill, 'SKILL.md'), 'changed\n');
    mkdirSync(join(skill, 'références'));
    writeFileSync(join(skill, 'références', 'new guide.md'), 'new\n');
    rmSync(join(skill, '-n.md'));
    writeFileSync(join(top, 'other', 'SKILL.md'), 'changed too\n');
    expect(await gitUncommitted(skill, 'plugins/mes skills é/', options())).toEqual([
      '-n.md',
      'SKILL.md',
      'références/new guide.md',
    ]);
  });

  it('lists every file of a repository with no commits', async () => {
    const top = realpathSync(tempTree({ 'SKILL.md': 'x', 'scripts/run.sh': 'y' }));
    initRepo(top);
    expect(await gitUncommitted(top, '', options())).toEqual(['SKILL.md', 'scripts/run.sh']);
  });
});
