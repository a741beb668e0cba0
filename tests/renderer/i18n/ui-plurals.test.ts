/**
 * The UI's own messages take ICU plurals like the core's ("{count, plural, one {# skill} other
 * {# skills}}"), in each language's plural rules; a plain placeholder and a missing value
 * behave as before.
 */
import { describe, expect, it } from 'vitest';
import { format } from '../../../renderer/src/i18n/define';

const SKILLS = '{count, plural, =0 {no skills yet} one {# skill} other {# skills}} in {folder}';

describe('UI message templates', () => {
  it('choose the singular and plural forms by the count', () => {
    expect(format(SKILLS, { count: 1, folder: '~/.claude/skills' }, 'en')).toBe(
      '1 skill in ~/.claude/skills',
    );
    expect(format(SKILLS, { count: 2, folder: 'x' }, 'en')).toBe('2 skills in x');
    expect(format(SKILLS, { count: 0, folder: 'x' }, 'en')).toBe('no skills yet in x');
    // Chinese has one form for every count.
    expect(format('{count, plural, other {# 个技能}}', { count: 1 }, 'zh')).toBe('1 个技能');
  });

  it('fill plain values and leave a missing one showing', () => {
    expect(format('Install "{name}" into agents', { name: 'tidy' })).toBe(
      'Install "tidy" into agents',
    );
    expect(format('Install "{name}" into {where}', { name: 'tidy' })).toBe(
      'Install "tidy" into {where}',
    );
  });
});
