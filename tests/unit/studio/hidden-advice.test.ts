/**
 * The hidden-advice set of a skill: only advice is ever hidden (a code that is an error or a
 * warning under the chosen targets shows whatever was stored), hiding is once, showing again
 * removes, and a skill or library with nothing left hidden leaves no entry behind.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic, RuleCode, Severity } from '../../../shared/skill/types';
import { splitHidden, withCodeHidden, withSkillCodes } from '../../../shared/studio/hidden-advice';

const at = { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
const finding = (code: RuleCode, severity: Severity): Diagnostic => ({
  code,
  severity,
  message: { id: 'skill.body-empty', params: {} },
  range: at,
});

describe('hidden advice', () => {
  it('hides advice of a hidden code only, keeping the order of the rest', () => {
    const list = [
      finding('name-vague', 'advice'),
      finding('description-too-long', 'error'),
      finding('readme-in-skill', 'advice'),
      finding('name-vague', 'advice'),
      finding('body-placeholder', 'warning'),
    ];
    const { shown, hidden } = splitHidden(list, ['name-vague', 'body-placeholder']);
    expect(shown.map((d) => d.code)).toEqual([
      'description-too-long',
      'readme-in-skill',
      'body-placeholder',
    ]);
    expect(hidden.map((d) => d.code)).toEqual(['name-vague', 'name-vague']);
    expect(splitHidden(list, []).hidden).toEqual([]);
  });

  it('hides a code once and shows it again', () => {
    const one = withCodeHidden([], 'readme-in-skill', true);
    expect(withCodeHidden(one, 'readme-in-skill', true)).toEqual(['readme-in-skill']);
    expect(withCodeHidden(one, 'body-placeholder', true)).toEqual([
      'body-placeholder',
      'readme-in-skill',
    ]);
    expect(withCodeHidden(one, 'readme-in-skill', false)).toEqual([]);
    expect(withCodeHidden(one, 'name-vague', false)).toEqual(['readme-in-skill']);
  });

  it('leaves no entry for a skill or a library with nothing hidden', () => {
    const one = withSkillCodes({}, '/lib', 'a', ['readme-in-skill']);
    expect(one).toEqual({ '/lib': { a: ['readme-in-skill'] } });
    const two = withSkillCodes(one, '/lib', 'b/c', ['name-vague']);
    expect(two).toEqual({ '/lib': { a: ['readme-in-skill'], 'b/c': ['name-vague'] } });
    expect(withSkillCodes(two, '/lib', 'a', [])).toEqual({ '/lib': { 'b/c': ['name-vague'] } });
    expect(withSkillCodes(one, '/lib', 'a', [])).toEqual({});
    // The set given is not changed.
    expect(one).toEqual({ '/lib': { a: ['readme-in-skill'] } });
  });
});
