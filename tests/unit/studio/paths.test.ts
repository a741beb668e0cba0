/** Path handling in the UI, for POSIX and Windows paths alike. */
import { describe, expect, it } from 'vitest';
import {
  baseName,
  isInsidePath,
  joinPath,
  ownsFile,
  parentPath,
  relativeTo,
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
    expect(isInsidePath('/lib/a', '/lib/a/SKILL.md')).toBe(true);
    expect(isInsidePath('/lib/a', '/lib/a')).toBe(true);
    expect(isInsidePath('/lib/a', '/lib/ab/SKILL.md')).toBe(false);
    expect(isInsidePath('C:\\lib', 'C:\\lib\\x')).toBe(true);
  });

  it('gives relative paths with "/" and base names', () => {
    expect(relativeTo('/lib/a', '/lib/a/scripts/run.sh')).toBe('scripts/run.sh');
    expect(relativeTo('C:\\lib\\a', 'C:\\lib\\a\\x\\y.md')).toBe('x/y.md');
    expect(relativeTo('/lib/a', '/lib/b/x')).toBeUndefined();
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
