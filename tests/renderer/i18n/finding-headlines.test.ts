/**
 * Plain headlines (issue 38, "Plain words": Skill Studio is for people who write skills but
 * are no developers). Every rule code has one in English and Chinese, none uses the jargon the
 * issue names, a headline names only values its message has, and the examples the issue
 * gives read as it gives them.
 */
import { describe, expect, it } from 'vitest';
import { findingHeadline } from '../../../renderer/src/i18n/diagnostic-text';
import { findingHeadlines } from '../../../renderer/src/i18n/finding-headlines';
import { problemHeadlines } from '../../../renderer/src/i18n/problem-headlines';
import { plainFixTitles } from '../../../renderer/src/i18n/fix-titles';
import { formMessages } from '../../../renderer/src/features/form/messages';
import { editorMessages } from '../../../renderer/src/features/editor/messages';
import { packagingMessages } from '../../../renderer/src/features/packaging/messages';
import { AGENT_LABELS } from '../../../shared/agent/types';
import { templateSlots } from '../../../shared/i18n/template';
import { parseSkillFile, PROFILES, validateSkill } from '../../../shared/skill/index';
import type { ProfileId } from '../../../shared/skill/index';
import { SPEC_LEVELS } from '../../../shared/skill/diagnostic';
import { SKILL_MESSAGES, type SkillMessageId } from '../../../shared/skill/messages';
import type { RuleCode } from '../../../shared/skill/types';
import { seedSkillTexts } from '../../helpers/seed-skills';

// The words the issue names as jargon ("frontmatter", "YAML … new key", "stored as is",
// "suggested hardening", "skills-ref to-prompt") and their kin a reader meets in messages.
const JARGON_EN =
  /\b(front ?matter|yaml|keys?|skills-ref|to-prompt|regex(es)?|stored as is|hardening|mapping|flow style|anchors?|alias(es)?|utf-8|bom|byte-order|shebang|tokens?|mcp)\b/i;
const JARGON_ZH =
  /front ?matter|yaml|skills-ref|to-prompt|regex|前置元数据|元数据块|键|正则|映射|锚点|别名|加固/i;
const HAN = /\p{Script=Han}/u;
const UNFILLED = /(?<!\$)\{[A-Za-z_]\w*\}/;

const codes = Object.keys(SPEC_LEVELS) as RuleCode[];
const headlineKeys = (en: Record<string, string>) =>
  Object.keys(en).filter((k) => k.startsWith('headline.'));

describe('plain headlines', () => {
  it('has one for every rule code, in English and in Chinese', () => {
    expect(codes.length).toBeGreaterThan(60);
    for (const code of codes) {
      const key = `headline.${code}` as keyof typeof findingHeadlines.en;
      expect(findingHeadlines.en[key], code).toMatch(/\S/);
      expect(findingHeadlines.zh[key][0], code).toMatch(HAN);
    }
  });

  it('uses none of the jargon the issue names, in either language', () => {
    const tables = [findingHeadlines, problemHeadlines];
    for (const table of tables)
      for (const key of headlineKeys(table.en)) {
        const en = (table.en as Record<string, string>)[key] ?? '';
        const zh = (table.zh as Record<string, readonly [string, string]>)[key]?.[0] ?? '';
        expect(en, key).not.toMatch(JARGON_EN);
        expect(zh, key).not.toMatch(JARGON_ZH);
        // One short sentence.
        expect(en.length, key).toBeLessThanOrEqual(90);
      }
  });

  it('names only values its message has; a rule code, shared by messages, names none', () => {
    for (const key of headlineKeys(findingHeadlines.en))
      expect(templateSlots((findingHeadlines.en as Record<string, string>)[key] ?? '').size).toBe(
        0,
      );
    for (const key of headlineKeys(problemHeadlines.en)) {
      const id = key.slice('headline.'.length) as SkillMessageId;
      const own = templateSlots(SKILL_MESSAGES[id]);
      for (const slot of templateSlots((problemHeadlines.en as Record<string, string>)[key] ?? ''))
        expect(own.has(slot[0]), `${key}: {${slot[0]}}`).toBe(true);
    }
  });

  it("reads the issue's examples as the issue gives them", () => {
    const found = validateSkill(
      parseSkillFile('---\nname: Pdf-Tools\ndescription: Splits PDFs: fast\n---\nBody.\n'),
      'Pdf-Tools',
    ).diagnostics;
    const colon = found.find((d) => d.message.id === 'skill.yaml-colon-in-value');
    expect(colon && findingHeadline(colon, 'en')).toBe(
      'A line about this skill has a colon that breaks it.',
    );
    const upper = validateSkill(
      parseSkillFile('---\nname: Pdf-Tools\ndescription: Splits PDFs. Use when asked.\n---\nB.\n'),
      'Pdf-Tools',
    ).diagnostics.find((d) => d.code === 'name-not-lowercase');
    expect(upper && findingHeadline(upper, 'en')).toBe(
      'The name can only use small letters, digits and hyphens.',
    );
  });

  it('fills every headline the validator brings out, in both languages', () => {
    const mistakes = [
      '\uFEFF---\nname: x\ndescription: d. Use when asked.\n---\n',
      'no frontmatter at all\n',
      '---\nname: Bad_Name \u200b\ndescription: [a, b]\nauthor: me\n---\n',
      '---\nname: x\ndescription: &a d\nlicense: *a\n---\nSee references/missing.md.\n',
      '---\nname: x\ndescription: !!str d <b>\nname: y\n---',
      '---\nname: x\ndescription: "open\n---\n',
      '---\nname: x\n\tdescription: tab\n---\n',
    ];
    const seen = new Set<string>();
    for (const text of [...seedSkillTexts(), ...mistakes])
      for (const profile of Object.keys(PROFILES) as ProfileId[])
        for (const d of validateSkill(parseSkillFile(text), 'my-skill', profile).diagnostics) {
          seen.add(d.code);
          const en = findingHeadline(d, 'en');
          const zh = findingHeadline(d, 'zh');
          expect(en, d.code).not.toMatch(UNFILLED);
          expect(en, d.code).not.toMatch(JARGON_EN);
          expect(zh, d.code).toMatch(HAN);
          expect(zh, d.code).not.toMatch(UNFILLED);
        }
    expect(seen.size).toBeGreaterThan(20);
  });
});

describe('the plain words around findings', () => {
  it('call the form "About this skill" and explain the other words the issue names', () => {
    const texts = [
      formMessages.en['form.heading'],
      formMessages.zh['form.heading'][0],
      formMessages.en['form.refused.yaml-invalid'],
      formMessages.zh['form.refused.yaml-invalid'][0],
      formMessages.en['form.other'],
      editorMessages.en['editor.formOnlySkillMd'],
      editorMessages.zh['editor.formOnlySkillMd'][0],
      packagingMessages.en['package.stored'],
      packagingMessages.zh['package.stored'][0],
      AGENT_LABELS['hello-agents-hardened'],
      ...Object.values(plainFixTitles.en),
      ...Object.values(plainFixTitles.zh).map(([zh]) => zh),
    ];
    expect(formMessages.en['form.heading']).toBe('About this skill');
    for (const text of texts) {
      expect(text).not.toMatch(JARGON_EN);
      expect(text).not.toMatch(JARGON_ZH);
    }
    expect(AGENT_LABELS['skills-ref']).not.toMatch(/to-prompt/);
  });
});
