/**
 * Findings and fix titles in Chinese: every finding and fix the core gives on real and mutated
 * skills reads in Chinese with its values filled in (the English beneath it), lists and nested
 * words included, and English stays exactly the core's words.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticText, fixTitle } from '../../../renderer/src/i18n/diagnostic-text';
import { messageText } from '../../../renderer/src/i18n/message-text';
import { english } from '../../../shared/i18n/catalogue';
import type { Message } from '../../../shared/i18n/message';
import { parseSkillFile, PROFILES, validateSkill } from '../../../shared/skill/index';
import type { ProfileId } from '../../../shared/skill/index';
import { skillMessage } from '../../../shared/skill/messages';
import { seedSkillTexts } from '../../helpers/seed-skills';

// Real skills, the conformance cases, and mistakes that bring out the other fixes.
const texts = seedSkillTexts();
const mistakes = [
  '\uFEFF---\nname: x\ndescription: d. Use when asked.\n---\n',
  'no frontmatter at all\n',
  '---\nname: Bad_Name \u200b\ndescription: [a, b]\nauthor: me\ndescriptoin: typo\n---\n',
  '---\nname: x\ndescription: &a d\nlicense: *a\nallowed-tools: Read, Write\n---\n',
  '---\nname: x\ndescription: !!str d <b>\nname: y\n---',
  '---\nname: x\ndescription: d. Use when asked.\n',
  '\n\n---\nname: x\n---\n',
];

const HAN = /\p{Script=Han}/u;
// A placeholder left unfilled ("${VAR}" in a value is not one).
const UNFILLED = /(?<!\$)\{[A-Za-z_]\w*\}/;

describe('findings in Chinese', () => {
  it('every finding and fix title the core gives reads in Chinese, values filled in', () => {
    const ids = new Set<string>();
    const check = (m: Message) => {
      ids.add(m.id);
      const zh = messageText(m, 'zh');
      expect(zh, english(m)).toMatch(HAN);
      expect(zh, english(m)).not.toMatch(UNFILLED);
    };
    for (const text of [...texts, ...mistakes]) {
      const parsed = parseSkillFile(text);
      for (const profile of Object.keys(PROFILES) as ProfileId[])
        for (const d of validateSkill(parsed, 'my-skill', profile, {
          skillMdName: 'skill.md',
        }).diagnostics) {
          check(d.message);
          for (const fix of d.fixes ?? []) check(fix.title);
          expect(diagnosticText(d, 'zh')).toEqual({
            text: messageText(d.message, 'zh'),
            detail: english(d.message),
          });
          expect(diagnosticText(d, 'en')).toEqual({ text: english(d.message) });
        }
    }
    // The texts bring out most of the catalogue (a change that stops doing so shows here).
    expect(ids.size).toBeGreaterThan(40);
  });

  it('carries values into the Chinese, lists in Chinese punctuation', () => {
    const zh = (title: Message) => fixTitle({ title }, 'zh');
    expect(zh(skillMessage('fix.change-name', { name: 'my-skill' }))).toBe('把名称改为 "my-skill"');
    expect(zh(skillMessage('fix.rename-key', { from: 'descriptoin', to: 'description' }))).toBe(
      '把 "descriptoin" 改为 "description"',
    );
    expect(zh(skillMessage('fix.close-before-line', { line: 4 }))).toBe(
      '在第 4 行之前结束名称和描述部分',
    );
    const [bad] = validateSkill(
      parseSkillFile('---\nname: a_b c\ndescription: d. Use when asked.\n---\nBody.\n'),
      'a_b c',
    ).diagnostics.filter((d) => d.code === 'name-invalid-chars');
    expect(bad && diagnosticText(bad, 'zh')).toEqual({
      text: '名称中含有下划线 "_"、空格。只能使用字母、数字和连字符。',
      detail:
        'The name contains an underscore "_", a space. Only letters, digits and hyphens are allowed.',
    });
  });
});
