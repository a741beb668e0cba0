/**
 * bodyReferences with its link search made cheaper (issue 18: the pattern is tried only where
 * "](" stands, rather than a regex scan of every position) finds exactly what it found before:
 * the former function (ce57921, in former-body-references.ts) is the reference, on hand-made
 * links and on random bodies built from the pieces links and paths are made of.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyReferences } from '../../../shared/skill/rules/body-rules';
import { makeSkill, rng } from '../../bench/corpus';
import { formerBodyReferences } from './former-body-references';

const CASES = [
  '',
  'no links at all',
  'Read [the guide](references/guide.md).',
  '![a chart](assets/chart.png) and [x](scripts/run.py "title")',
  '[a](<references/with space.md>) [b]( scripts/a.py ) [c](#anchor) [d](https://x.y/z)',
  ']( ]() ](x ](x) ]](y) [[z]](w)',
  '[nested [brackets]](references/a.md) [a](b)(c) [a](b) [c](d)',
  '[x](references/a.md?raw=1#top) [y](%E6%95%B0.md) [z](bad%zz.md)',
  'scripts/run.py and [link](scripts/run.py) and ./references/x.md',
  '[text\n\nover a blank line](references/a.md)',
  '](references/a.md)](scripts/b.py)',
  '[a](a.md)](b.md)](<c.md>)',
];

// The characters links, titles and paths are made of, and the words around them.
const piece = fc.oneof(
  fc.constantFrom('[', ']', '(', ')', '](', '<', '>', '!', '"', "'", ' ', '\n', '\n\n', '#'),
  fc.constantFrom('scripts/', 'references/', 'assets/', './', '../', 'a.md', 'run.py', '%20'),
  fc.constantFrom('https://x', 'mailto:a', '~/x', '$HOME', '{x}', '/abs', '?q=1', 'text'),
  fc.string({ maxLength: 4 }),
);
const body = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));

describe('bodyReferences', () => {
  it('finds what the former search found in hand-made links', () => {
    for (const text of CASES)
      expect(bodyReferences(text), JSON.stringify(text)).toEqual(formerBodyReferences(text));
  });

  it('finds what the former search found in random bodies', () => {
    fc.assert(
      fc.property(body, (text) => {
        expect(bodyReferences(text)).toEqual(formerBodyReferences(text));
      }),
      { numRuns: 5000 },
    );
  });

  it("finds what the former search found in the bench corpus's bodies", () => {
    const random = rng(11);
    for (let i = 0; i < 300; i++) {
      const text = makeSkill(i, random).files['SKILL.md'] ?? '';
      const withLinks = `${text}\n[a](references/a.md) ![b](assets/b.png) [c](x.md "t")`;
      expect(bodyReferences(withLinks)).toEqual(formerBodyReferences(withLinks));
    }
  });
});
