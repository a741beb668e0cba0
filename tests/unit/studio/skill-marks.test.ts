import { describe, expect, it } from 'vitest';
import { marksAfter } from '../../../shared/studio/skill-marks';

describe('marksAfter', () => {
  it('brings the open skill along with the first skill marked beside it', () => {
    expect(marksAfter([], '/l/b', 'toggle', '/l/a')).toEqual(['/l/a', '/l/b']);
    expect(marksAfter([], '/l/b', 'add', '/l/a')).toEqual(['/l/a', '/l/b']);
  });

  it('marks only the skill itself when it is the open one, or none is open', () => {
    expect(marksAfter([], '/l/a', 'toggle', '/l/a')).toEqual(['/l/a']);
    expect(marksAfter([], '/l/b', 'toggle', undefined)).toEqual(['/l/b']);
  });

  it('once marks exist, adds and removes just the one (the open skill can leave)', () => {
    expect(marksAfter(['/l/a', '/l/b'], '/l/c', 'toggle', '/l/a')).toEqual([
      '/l/a',
      '/l/b',
      '/l/c',
    ]);
    expect(marksAfter(['/l/a', '/l/b'], '/l/a', 'toggle', '/l/a')).toEqual(['/l/b']);
    // Unmarked again, the open skill does not come back with the next mark.
    expect(marksAfter(['/l/b'], '/l/c', 'toggle', '/l/a')).toEqual(['/l/b', '/l/c']);
    expect(marksAfter(['/l/a', '/l/b'], '/l/b', 'add', '/l/a')).toEqual(['/l/a', '/l/b']);
  });

  it('"only" replaces every mark', () => {
    expect(marksAfter(['/l/a', '/l/b'], '/l/c', 'only', '/l/a')).toEqual(['/l/c']);
  });
});
