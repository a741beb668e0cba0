/**
 * Random and mutated SKILL.md inputs: parsing and validating never throw, findings always
 * point inside the file, and every offered fix applies and leaves a file that still parses.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyTextEdits,
  LineIndex,
  parseSkillFile,
  PROFILES,
  validateSkill,
} from '../../../shared/skill/index';
import type { Diagnostic, ProfileId } from '../../../shared/skill/index';
import { seedSkillTexts } from '../../helpers/seed-skills';

const seeds = seedSkillTexts();

// Edits that real typing and real mistakes make: delete, duplicate, insert YAML punctuation.
const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  length: fc.nat({ max: 6 }),
  insert: fc.constantFrom(
    '',
    ':',
    ': ',
    '---',
    '\n',
    '\r\n',
    '\t',
    '"',
    "'",
    '[',
    '{',
    '&a ',
    '*a',
    '!!str ',
    '|',
    '>',
    '#',
    '-',
    '😀',
    '\uFEFF',
    '  ',
  ),
});

interface Mutation {
  at: number;
  length: number;
  insert: string;
}

function mutate(text: string, edits: Mutation[]): string {
  let out = text;
  for (const e of edits) {
    const at = out.length === 0 ? 0 : e.at % (out.length + 1);
    out = out.slice(0, at) + e.insert + out.slice(at + e.length);
  }
  return out;
}

const withoutFixes = (ds: readonly Diagnostic[]): Diagnostic[] =>
  ds.map(({ fixes: _fixes, ...d }) => d);

function checkInvariants(text: string | Uint8Array): void {
  const parsed = parseSkillFile(text);
  const index = new LineIndex(parsed.text);
  // The library list skips working out fixes; it must still report exactly the same findings.
  const listed = parseSkillFile(text, { fixes: false });
  for (const profile of Object.keys(PROFILES) as ProfileId[]) {
    const skill = { files: [{ path: 'SKILL.md', size: 1 }] };
    const result = validateSkill(parsed, 'my-skill', profile, skill);
    const cheap = validateSkill(listed, 'my-skill', profile, skill, false);
    expect(withoutFixes(cheap.diagnostics)).toEqual(withoutFixes(result.diagnostics));
    for (const d of result.diagnostics) {
      expect(d.message).not.toContain('internal error');
      expect(d.range.start.line).toBeGreaterThanOrEqual(1);
      expect(d.range.end.line).toBeLessThanOrEqual(index.lineCount);
      if (profile !== 'spec' || !parsed.utf8) continue;
      for (const fix of d.fixes ?? []) {
        if (fix.kind !== 'edit') continue;
        const fixed = applyTextEdits(parsed.text, fix.edits);
        expect(() => validateSkill(parseSkillFile(fixed), 'my-skill')).not.toThrow();
      }
    }
  }
}

describe('fuzz', () => {
  it('random text never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        checkInvariants(text);
      }),
      { numRuns: 500 },
    );
  });

  it('random bytes never throw', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        checkInvariants(bytes);
      }),
      { numRuns: 300 },
    );
  });

  it('mutated real skills never throw, and their fixes apply', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...seeds),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (seed, edits) => {
          checkInvariants(mutate(seed, edits));
        },
      ),
      { numRuns: 1500 },
    );
  });
});
