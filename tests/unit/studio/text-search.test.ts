/**
 * The text search's rule (shared/studio/text-search.ts): every word somewhere, the line of the
 * first word the metadata lacks, long lines cut around the word, and text whose lower case
 * changes length (Turkish İ) still found without a wrong highlight.
 */
import { describe, expect, it } from 'vitest';
import { matchSkill, queryWords, searchable } from '../../../shared/studio/text-search';

describe('matchSkill', () => {
  const files = [
    searchable('SKILL.md', '---\nname: a\n---\nAlpha line.\nBeta line.\r\n'),
    searchable('references/r.md', 'Gamma.\n'),
  ];

  it('needs every word, in the metadata or a file, and shows the first word the metadata lacks', () => {
    expect(matchSkill(queryWords('a beta'), 'a\na\na\n', files)).toEqual({
      file: 'SKILL.md',
      line: 5,
      text: 'Beta line.',
      start: 0,
      length: 4,
    });
    expect(matchSkill(queryWords('gamma alpha'), '', files)?.file).toBe('references/r.md');
    expect(matchSkill(queryWords('beta delta'), '', files)).toBeUndefined();
    // The metadata alone matches: the list finds it without the files.
    expect(matchSkill(queryWords('a'), 'a', files)).toBeNull();
    expect(matchSkill([], '', files)).toBeUndefined();
  });

  it('cuts a long line around the word', () => {
    const long = `${'x'.repeat(500)} needle ${'y'.repeat(500)}`;
    const hit = matchSkill(['needle'], '', [searchable('SKILL.md', long)]);
    expect(hit?.text.length).toBeLessThanOrEqual(202);
    expect(hit?.text.slice(hit.start, hit.start + hit.length)).toBe('needle');
    expect(hit?.text.startsWith('…')).toBe(true);
  });

  it('finds words in text whose lower case is longer', () => {
    // 'İ'.toLowerCase() is two UTF-16 units: offsets of the lowered text would be off by one.
    const file = searchable('SKILL.md', 'İstanbul\nİzmir kebab\n');
    expect(file.lower).toBeUndefined();
    const hit = matchSkill(['kebab'], '', [file]);
    expect([hit?.line, hit?.text]).toEqual([2, 'İzmir kebab']);
  });
});
