/**
 * Findings and fix titles in Chinese: every fix title the core gives on real and mutated
 * skills has a translation (a new title without one fails here), values in quotes are
 * carried over, and English stays exactly the core's words.
 */
import { describe, expect, it } from 'vitest';
import {
  diagnosticText,
  EXCLUSION_REASONS_ZH,
  fixTitle,
  leftOutReason,
} from '../../../renderer/src/i18n/diagnostic-text';
import { createExclusions, DEFAULT_EXCLUSIONS } from '../../../shared/package/index';
import { parseSkillFile, PROFILES, validateSkill } from '../../../shared/skill/index';
import type { ProfileId } from '../../../shared/skill/index';
import { seedSkillTexts } from '../../helpers/seed-skills';

// Real skills, the conformance cases, and mistakes that bring out the other fixes.
const texts = seedSkillTexts();
const mistakes = [
  '\uFEFF---\nname: x\ndescription: d. Use when asked.\n---\n',
  'no frontmatter at all\n',
  '---\nname: Bad_Name\ndescription: [a, b]\nauthor: me\ndescriptoin: typo\n---\n',
  '---\nname: x\ndescription: &a d\nlicense: *a\nallowed-tools: Read, Write\n---\n',
  '---\nname: x\ndescription: !!str d <b>\nname: y\n---',
  '---\nname: x\ndescription: d. Use when asked.\n',
  '\n\n---\nname: x\n---\n',
];

describe('findings in Chinese', () => {
  it('every fix title the core gives has a Chinese title', () => {
    const titles = new Set<string>();
    for (const text of [...texts, ...mistakes]) {
      const parsed = parseSkillFile(text);
      for (const profile of Object.keys(PROFILES) as ProfileId[])
        for (const d of validateSkill(parsed, 'my-skill', profile, {
          skillMdName: 'skill.md',
        }).diagnostics) {
          for (const fix of d.fixes ?? []) titles.add(fix.title);
          expect(diagnosticText(d, 'zh').text).toMatch(/[\u4e00-\u9fff]/);
          expect(diagnosticText(d, 'zh').detail).toBe(d.message);
          expect(diagnosticText(d, 'en')).toEqual({ text: d.message });
        }
    }
    expect(titles.size).toBeGreaterThan(12);
    const untranslated = [...titles].filter((t) => fixTitle({ title: t }, 'zh') === t);
    expect(untranslated).toEqual([]);
  });

  it('carries quoted values into the Chinese title', () => {
    expect(fixTitle({ title: 'Change the name to "my-skill"' }, 'zh')).toBe(
      '把名称改为 "my-skill"',
    );
    expect(fixTitle({ title: 'Rename "descriptoin" to "description"' }, 'zh')).toBe(
      '把 "descriptoin" 改为 "description"',
    );
    expect(fixTitle({ title: 'Close the frontmatter before line 4' }, 'zh')).toBe(
      '在第 4 行之前结束前置元数据',
    );
    expect(fixTitle({ title: 'Something new' }, 'zh')).toBe('Something new');
  });

  it('every default packaging rule has a Chinese reason, and other reasons are carried over', () => {
    expect(DEFAULT_EXCLUSIONS.filter((r) => !(r.pattern in EXCLUSION_REASONS_ZH))).toEqual([]);
    const exclusions = createExclusions('drafts/\n');
    expect(leftOutReason(exclusions.reason('.env') ?? '', 'zh')).toBe(
      '环境变量文件：常含有密钥（默认规则 ".env*"）',
    );
    expect(leftOutReason(exclusions.reason('drafts/') ?? '', 'zh')).toBe(
      '匹配 .skillignore 中的 "drafts/"',
    );
    expect(leftOutReason('cannot be read: permission denied', 'zh')).toBe(
      '无法读取：permission denied',
    );
    expect(leftOutReason('environment file (default rule ".env*")', 'en')).toBe(
      'environment file (default rule ".env*")',
    );
  });
});
