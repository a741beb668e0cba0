/**
 * A SKILL.md that is a named pipe, or a link to a device such as /dev/zero, is reported as
 * unreadable everywhere: opening a pipe used to wait for a writer for ever, and reading
 * /dev/zero grew the process to gigabytes. Also: a huge SKILL.md is refused with its size
 * instead of an internal error. (POSIX only: Windows has neither mkfifo nor /dev/zero.)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanLibrary } from '../../../shared/node/scan';
import { readFileContent } from '../../../shared/node/service/files/file-content';
import { skillMd, tempTree } from '../../helpers/temp';
import { cli } from '../../helpers/cli';
import { checkUnder } from '../../helpers/skill';

const posix = process.platform !== 'win32';

function library(): string {
  const root = tempTree({ 'good/SKILL.md': skillMd('good') });
  mkdirSync(join(root, 'pipe'));
  execFileSync('mkfifo', [join(root, 'pipe/SKILL.md')]);
  mkdirSync(join(root, 'zero'));
  symlinkSync('/dev/zero', join(root, 'zero/SKILL.md'));
  return root;
}

describe.skipIf(!posix)('special files as SKILL.md', () => {
  it('every command reports them as not regular files, and goes on with the rest', async () => {
    const root = library();
    const pipe = await cli(root, 'validate', 'pipe');
    expect(pipe.rc).toBe(1);
    expect(pipe.err).toContain('not a regular file');
    expect((await cli(root, 'read-properties', 'pipe')).err).toContain('not a regular file');
    // A link to a device leads out of the folders named: not opened at all (link-fence.ts).
    const zero = await cli(root, 'validate', 'zero');
    expect(zero.rc).toBe(1);
    expect(zero.err).toContain('link to /dev/zero, outside your libraries');
    const all = await cli(root, 'validate', '--all', '.');
    expect(all.out).toContain('Valid skill: good');
    expect(all.err.match(/not a regular file/g)).toHaveLength(1);
    expect(all.err.match(/outside your libraries/g)).toHaveLength(1);
  });

  it('the library scan lists them as unreadable', () => {
    const skills = scanLibrary(library()).skills;
    expect(skills.map((s) => [s.rel, checkUnder(s)?.verdict, checkUnder(s)?.codes])).toEqual([
      ['good', 'valid', ['description-vague']],
      ['pipe', 'errors', ['skill-md-unreadable']],
      ['zero', 'errors', ['skill-md-unreadable']],
    ]);
  });

  it('the editor is refused a pipe with a message, instead of waiting on it', async () => {
    const root = library();
    await expect(readFileContent(join(root, 'pipe/SKILL.md'))).rejects.toThrow(
      'not a regular file',
    );
  });

  it('a SKILL.md over 256 MiB is refused with its size, not an internal error', async () => {
    const root = tempTree({ 'big/SKILL.md': '' });
    writeFileSync(join(root, 'big/SKILL.md'), skillMd('big'));
    truncateSync(join(root, 'big/SKILL.md'), 600 * 2 ** 20);
    const r = await cli(root, 'validate', 'big');
    expect([r.rc, r.err]).toEqual([
      1,
      'Validation failed for big:\n  - SKILL.md cannot be read: it is 600 MiB; files over 256 MiB are not read\n',
    ]);
  });
});
