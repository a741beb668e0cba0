/** Path handling in the UI, for POSIX and Windows paths alike. */
import { describe, expect, it } from 'vitest';
import {
  baseName,
  isInside,
  joinPath,
  movedPath,
  ownsFile,
  parentPath,
  relativeInside,
  separatorOf,
} from '../../../shared/studio/paths';

describe('UI paths', () => {
  it('joins in the style of the folder', () => {
    expect(joinPath('/lib/a', 'scripts/run.sh')).toBe('/lib/a/scripts/run.sh');
    expect(joinPath('C:\\lib\\a', 'scripts/run.sh')).toBe('C:\\lib\\a\\scripts\\run.sh');
    expect(joinPath('/lib/a/', 'SKILL.md')).toBe('/lib/a/SKILL.md');
    expect(separatorOf('\\\\server\\share')).toBe('\\');
  });

  it('knows what is inside, and not a sibling with a longer name', () => {
    expect(isInside('/lib/a', '/lib/a/SKILL.md')).toBe(true);
    expect(isInside('/lib/a', '/lib/a')).toBe(true);
    expect(isInside('/lib/a', '/lib/ab/SKILL.md')).toBe(false);
    expect(isInside('C:\\lib', 'C:\\lib\\x')).toBe(true);
  });

  // The UI used to compare strings, so it took "/lib/a/../b" to be in "/lib/a" and "c:\lib\x"
  // not to be in "C:\Lib", where the service (node:path) concluded the opposite.
  it('resolves "..", "." and doubled separators and ignores a drive letter\'s case, as the service does', () => {
    expect(isInside('/lib/a', '/lib/a/../b')).toBe(false);
    expect(isInside('/lib/a', '/lib/a/./x')).toBe(true);
    expect(isInside('/lib//a', '/lib/a/x')).toBe(true);
    expect(isInside('C:\\Lib', 'c:\\lib\\x')).toBe(true);
    expect(isInside('C:\\lib', 'C:\\lib\\..\\other')).toBe(false);
    expect(relativeInside('C:\\Lib\\A', 'c:\\lib\\a\\x\\y.md')).toBe('x/y.md');
    expect(movedPath('c:\\lib\\a\\x.md', 'C:\\Lib\\A', 'C:\\Lib\\B')).toBe('C:\\Lib\\B\\x.md');
  });

  it('moves a path with the folder it is in, and leaves others', () => {
    expect(movedPath('/lib/a', '/lib/a', '/lib/b')).toBe('/lib/b');
    expect(movedPath('/lib/a/x/y.md', '/lib/a', '/lib/b')).toBe('/lib/b/x/y.md');
    expect(movedPath('/lib/ab/y.md', '/lib/a', '/lib/b')).toBe('/lib/ab/y.md');
    expect(movedPath('C:\\lib\\a\\x', 'C:\\lib\\a', 'C:\\lib\\b')).toBe('C:\\lib\\b\\x');
  });

  it('gives relative paths with "/" and base names', () => {
    expect(relativeInside('/lib/a', '/lib/a/scripts/run.sh')).toBe('scripts/run.sh');
    expect(relativeInside('C:\\lib\\a', 'C:\\lib\\a\\x\\y.md')).toBe('x/y.md');
    expect(relativeInside('/lib/a', '/lib/b/x')).toBeUndefined();
    expect(baseName('/lib/a/')).toBe('a');
    expect(baseName('C:\\lib\\b')).toBe('b');
  });

  it("tells a skill's own files from a nested skill's", () => {
    const files = [
      { path: 'SKILL.md' },
      { path: 'references/a.md' },
      { path: 'inner/SKILL.md' },
      { path: 'inner/notes.md' },
      { path: 'deep/er/skill.md' },
    ];
    expect(ownsFile('/lib/outer', files, '/lib/outer/SKILL.md')).toBe(true);
    expect(ownsFile('/lib/outer', files, '/lib/outer/references/a.md')).toBe(true);
    expect(ownsFile('/lib/outer', files, '/lib/outer/inner/SKILL.md')).toBe(false);
    expect(ownsFile('/lib/outer', files, '/lib/outer/inner/notes.md')).toBe(false);
    expect(ownsFile('/lib/outer', files, '/lib/outer/deep/er/x.md')).toBe(false);
    expect(ownsFile('/lib/outer', files, '/lib/other/SKILL.md')).toBe(false);
    expect(ownsFile('C:\\lib\\outer', files, 'C:\\lib\\outer\\inner\\SKILL.md')).toBe(false);
  });

  it('gives the folder a path is in, keeping a root whole', () => {
    expect(parentPath('/home/u/.claude/skills/tidy')).toBe('/home/u/.claude/skills');
    expect(parentPath('/home/u/.claude/skills/tidy/')).toBe('/home/u/.claude/skills');
    expect(parentPath('C:\\Users\\u\\.claude\\skills\\tidy')).toBe('C:\\Users\\u\\.claude\\skills');
    expect(parentPath('/tidy')).toBe('/');
    expect(parentPath('C:\\tidy')).toBe('C:\\');
    expect(parentPath('C:\\')).toBe('C:\\');
    expect(parentPath('/')).toBe('/');
    expect(parentPath('tidy')).toBe('');
  });
});
