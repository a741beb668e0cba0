import { describe, expect, it } from 'vitest';
import { checkOf } from '../../../shared/skill/summary';
import type { RuleCode, Severity } from '../../../shared/skill/types';

const found = (...pairs: [RuleCode, Severity][]) =>
  pairs.map(([code, severity]) => ({ code, severity }));

describe('checkOf', () => {
  it('lists the codes of the errors, then of the warnings, then of the rest, each once in finding order', () => {
    const check = checkOf(
      found(
        ['name-dir-mismatch', 'info'],
        ['description-vague', 'warning'],
        ['name-missing', 'error'],
        ['field-unknown', 'warning'],
        ['yaml-flow-style', 'error'],
        ['name-missing', 'error'],
        ['description-vague', 'warning'],
        ['yaml-tag', 'info'],
      ),
    );
    expect(check).toEqual({
      verdict: 'errors',
      errors: 3,
      warnings: 3,
      codes: [
        'name-missing',
        'yaml-flow-style',
        'description-vague',
        'field-unknown',
        'name-dir-mismatch',
        'yaml-tag',
      ],
    });
  });

  it('says warnings without errors, and valid with only notes or nothing', () => {
    expect(checkOf(found(['yaml-tag', 'info'], ['field-unknown', 'warning']))).toEqual({
      verdict: 'warnings',
      errors: 0,
      warnings: 1,
      codes: ['field-unknown', 'yaml-tag'],
    });
    expect(checkOf(found(['name-dir-mismatch', 'info']))).toEqual({
      verdict: 'valid',
      errors: 0,
      warnings: 0,
      codes: ['name-dir-mismatch'],
    });
    expect(checkOf([])).toEqual({ verdict: 'valid', errors: 0, warnings: 0, codes: [] });
  });
});
