/**
 * Descriptions an agent cannot choose by: template text left in (with a fix that selects it)
 * and descriptions too short or too generic. Advice under every profile: it never changes a
 * verdict, so under `spec` the verdict stays skills-ref's, which has neither rule.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import { PROFILE_IDS } from '../../../shared/skill/index';
import { templateFiles } from '../../../shared/node/service/skills/templates';
import { LineIndex } from '../../../shared/skill/text';
import type { Diagnostic } from '../../../shared/skill/index';
import { check, only } from '../../helpers/skill';
import { foundOf } from '../../../shared/skill/grade';
import { parseSkillFile } from '../../../shared/skill/parse';
import { gradeTargets, underTargets } from '../../../shared/skill/targets';
import { findingsOnce } from '../../../shared/skill/validate';

const withDescription = (description: string) =>
  `---\nname: my-skill\ndescription: ${description}\n---\n# Body\n\nSteps.\n`;
const QUALITY = ['description-placeholder', 'description-vague'];
const quality = (text: string, profile: (typeof PROFILE_IDS)[number] = 'claude-code') =>
  check(text, 'my-skill', profile).diagnostics.filter((d) => QUALITY.includes(d.code));

/** The text a select fix selects. */
function selected(text: string, d: Diagnostic): string {
  const fix = d.fixes?.[0];
  if (fix?.kind !== 'select') throw new Error(`no select fix on ${d.code}`);
  const index = new LineIndex(text);
  return text.slice(index.offset(fix.range.start), index.offset(fix.range.end));
}

describe('description quality', () => {
  it("the blank template's text is a placeholder, its fix selecting exactly that text", () => {
    const text = templateFiles('blank', 'my-skill')['SKILL.md'] ?? '';
    const d = only(check(text, 'my-skill', 'spec'), 'description-placeholder');
    expect(d.severity).toBe('advice');
    expect(d.fixes?.map((f) => english(f.title))).toEqual([
      'Select the template text to write over it',
    ]);
    expect(selected(text, d)).toBe('Describe what this skill does. Use when the user asks for it.');
  });

  it('finds the usual stand-ins, and selects them where they are written', () => {
    for (const [description, left] of <[string, string][]>[
      ['Summarises CSV files. Use when ...', 'Use when ...'],
      ['"TODO: say what this does, and when to use it."', 'TODO:'],
      [
        '"Lorem ipsum dolor sit amet, for when the user asks."',
        'Lorem ipsum dolor sit amet, for when the user asks.',
      ],
      [
        '<description of the skill and when to use it>',
        '<description of the skill and when to use it>',
      ],
      [
        'Replace with description of the skill and when Claude should use it.',
        'Replace with description of the skill and when Claude should use it.',
      ],
      ['描述这个技能做什么，以及什么时候使用它。', '描述这个技能做什么，以及什么时候使用它。'],
      ['读取 Excel 表格。使用场景待补充，当用户需要时使用。', '待补充'],
    ]) {
      const text = withDescription(description);
      const [d, ...more] = quality(text);
      expect(d?.code, description).toBe('description-placeholder');
      expect(more).toEqual([]);
      expect(selected(text, d as Diagnostic), description).toBe(left);
    }
  });

  it('a description too short or too generic to choose by is a warning; a CJK character counts two', () => {
    const short = only(
      check(withDescription('Makes reports.'), 'my-skill', 'claude-ai'),
      'description-vague',
    );
    expect(english(short.message)).toContain('14 characters long');
    const generic = only(
      check(withDescription('A helpful skill.'), 'my-skill', 'hello-agents'),
      'description-vague',
    );
    expect(english(generic.message)).toContain('"A helpful skill." could describe any skill');
    expect(quality(withDescription('处理表格。'))).toHaveLength(1);
    // 22 CJK characters, 44 columns: long enough.
    expect(
      quality(withDescription('读取并分析 Excel 表格数据。当用户需要分析表格时使用。')),
    ).toEqual([]);
    expect(
      quality(
        withDescription(
          'Summarises a CSV file. Use when the user shares a CSV and asks what is in it.',
        ),
      ),
    ).toEqual([]);
    const text = withDescription('Makes reports.');
    expect(selected(text, short)).toBe('Makes reports.');
  });

  it('stays advice under several targets at once, the verdict valid', () => {
    const parsed = parseSkillFile(withDescription('TODO'));
    const targets = ['claude-code', 'codex', 'spec'] as const;
    const shown = underTargets(findingsOnce(parsed, 'my-skill'), targets, []);
    expect(shown.filter((d) => QUALITY.includes(d.code)).map((d) => d.severity)).toEqual([
      'advice',
    ]);
    const graded = gradeTargets(foundOf(parsed, 'my-skill'), targets);
    expect(graded.verdict).toBe('valid');
    expect(graded.codes).toContain('description-placeholder');
  });

  it('is advice under every profile, spec too, and never changes a verdict', () => {
    for (const description of [
      'Describe what this skill does. Use when the user asks for it.',
      'TODO',
      'A helpful skill.',
      'Makes reports.',
    ]) {
      for (const profile of PROFILE_IDS) {
        expect(
          quality(withDescription(description), profile).map((d) => d.severity),
          profile,
        ).toEqual(['advice']);
        expect(check(withDescription(description), 'my-skill', profile).valid, profile).toBe(true);
      }
    }
  });
});
