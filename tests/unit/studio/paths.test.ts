/** Path handling in the UI, for POSIX and Windows paths alike. */
import { describe, expect, it } from 'vitest';
import {
  baseName,
  isInsidePath,
  joinPath,
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
});
