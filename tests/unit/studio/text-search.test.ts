/**
 * The text search's rule (shared/studio/text-search.ts): every word somewhere, the line of the
 * first word the metadata lacks, long lines cut around the word, and text whose lower case
 * changes length (Turkish İ) still found without a wrong highlight.
 */
import { describe, expect, it } from 'vitest';
import {
  findLine,
  matchSkill,
  queryWords,
  searchable,
  type SearchableFile,
} from '../../../shared/studio/text-search';

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

  it('finds in ASCII text, without its lowered copy, what the lowered copy finds', () => {
    // The reference is the rule itself: the first place the lower-cased text holds the word.
    const texts = [
      'Run scripts/RUN.PY and read the guide.\nThen run.py again: a+b (x) [y] {z} ^$ | c:\\d?*\n',
      '---\nname: Upper\n---\n\nNothing here but CAPS AND Mixed Case.\r\nlast line',
      'run.pyrun.py\nRUNxPY\n',
    ];
    const words = ['run.py', 'r.n', 'a+b', '(x)', '[y]', '{z}', '^$', '|', 'c:\\d?*', 'caps and'];
    const more = ['mixed', 'upper', 'runxpy', 'then', 'é', 'nothing', 'absent', 'last line'];
    for (const text of texts) {
      const file = searchable('SKILL.md', text);
      expect(file).toEqual({ path: 'SKILL.md', text, ascii: true });
      const lowered: SearchableFile = { path: 'SKILL.md', text, lower: text.toLowerCase() };
      for (const word of [...words, ...more])
        expect([word, findLine([file], word)]).toEqual([word, findLine([lowered], word)]);
    }
    // A caller that knows the bytes are not ASCII, or text that is not, gets the lowered copy.
    expect(searchable('a.md', 'plain', false).lower).toBe('plain');
    expect(searchable('a.md', 'Café')).toEqual({ path: 'a.md', text: 'Café', lower: 'café' });
  });
});
