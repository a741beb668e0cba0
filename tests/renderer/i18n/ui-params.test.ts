/**
 * The UI's `t(key, params)` takes exactly the values its English names, read from the template
 * by the core's parsing (shared/i18n/message.ts). The `@ts-expect-error` lines are the proof:
 * `npm run typecheck` fails if any of those calls compiles (an unused expectation is an error),
 * that is, if a missing, extra or misspelled value would go unnoticed again.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Message, ParamsOf } from '../../../shared/i18n/message';
import { translate } from '../../../renderer/src/i18n/i18n';

describe("the UI's message values", () => {
  it('are checked against the English template when compiled', () => {
    expect(translate('en', 'lock.badge', { source: 'github', state: 'unchanged' })).toBe(
      'github: unchanged',
    );
    // @ts-expect-error a value is missing
    translate('en', 'lock.badge', { source: 'github' });
    // @ts-expect-error a value the template does not name
    translate('en', 'lock.badge', { source: 'github', state: 'unchanged', extra: 1 });
    // @ts-expect-error a misspelled value
    translate('en', 'lock.badge', { source: 'github', stat: 'unchanged' });
    // @ts-expect-error values for a template that names none
    translate('en', 'lock.same', { state: 'x' });
    // @ts-expect-error no values for a template that names some
    translate('en', 'lock.badge');
  });

  it("take a plural's count as a number, and no branch's words as values", () => {
    expectTypeOf<
      ParamsOf<'{n, plural, one {file} other {# files in {folder}}} {n, plural, one {is} other {are}}'>
    >().toEqualTypeOf<{ n: number; folder: string | number | Message }>();
    expectTypeOf<
      ParamsOf<'{keep, plural, one {character} other {# characters}} of {cap}', string>
    >().toEqualTypeOf<{ keep: number; cap: string }>();
  });
});
