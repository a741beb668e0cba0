/**
 * Claude uploads take only ASCII names (a-z, 0-9, hyphens): the name-not-ascii error offers an
 * ASCII name made from the folder in one click, the folder's own name when it is one, else
 * folder and name renamed together to its transliteration. And the Chinese templates a Chinese
 * UI creates are valid and keep the placeholder warning their English ones have. Failed before
 * (name-not-ascii had no fix; templateFiles had no language).
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import { templateFiles } from '../../../shared/node/service/skills/templates';
import { asciiName, isUploadName } from '../../../shared/skill/ascii-name';
import { applyFix, check, codes, only } from '../../helpers/skill';

const skill = (name: string) =>
  `---\nname: ${name}\ndescription: Summarises the data in a spreadsheet. Use when the user shares one.\n---\n\nBody.\n`;

describe('ASCII names for Claude uploads', () => {
  it('transliterates names of other scripts', () => {
    expect(asciiName('数据分析')).toBe('shu-ju-fen-xi');
    expect(asciiName('Ünïcödé Tools')).toBe('unicode-tools');
    // Kana run together, as any-ascii writes them (no capitals between syllables).
    expect(asciiName('日本語のメモ')).toBe('ri-ben-yunomemo');
    expect(asciiName('✨')).toBe('sparkles');
    expect(asciiName('———')).toBe('');
    expect(isUploadName('shu-ju-fen-xi')).toBe(true);
    expect(isUploadName('claude-notes')).toBe(false);
    expect(isUploadName('数据')).toBe(false);
  });

  it('offers the folder name when the folder already has an ASCII one', () => {
    const text = skill('数据工具');
    const d = only(check(text, 'data-tools', 'claude-ai'), 'name-not-ascii');
    expect(d.fixes?.map((f) => english(f.title))).toEqual(['Set the name to "data-tools"']);
    const fixed = applyFix(text, d);
    expect(fixed).toBe(skill('data-tools'));
    expect(codes(check(fixed, 'data-tools', 'claude-ai'))).toEqual([]);
  });

  it('renames folder and name together when the folder is not ASCII either', () => {
    const d = only(check(skill('数据分析'), '数据分析', 'claude-ai'), 'name-not-ascii');
    expect(d.fixes).toEqual([
      {
        kind: 'rename-folder',
        title: { id: 'fix.rename-skill', params: { name: 'shu-ju-fen-xi' } },
        newName: 'shu-ju-fen-xi',
      },
    ]);
    // What the rename leaves (skill-ops renameSkill writes both) passes the upload rules.
    expect(codes(check(skill('shu-ju-fen-xi'), 'shu-ju-fen-xi', 'claude-ai'))).toEqual([]);
    // Under spec the Chinese name is valid, as skills-ref says: no finding, no fix.
    expect(codes(check(skill('数据分析'), '数据分析', 'spec'))).toEqual([]);
  });

  it('writes the templates in Chinese for a Chinese UI, each valid, the blank one a placeholder', () => {
    for (const template of ['blank', 'scripts', 'references'] as const) {
      const files = templateFiles(template, 'my-skill', 'zh');
      const md = files['SKILL.md'] ?? '';
      expect(md).toMatch(/[\u4e00-\u9fff]/);
      expect(Object.keys(files)).toEqual(Object.keys(templateFiles(template, 'my-skill')));
      expect(codes(check(md, 'my-skill', 'spec'))).toEqual([]);
    }
    const blank = templateFiles('blank', 'my-skill', 'zh')['SKILL.md'] ?? '';
    expect(only(check(blank, 'my-skill', 'spec'), 'description-placeholder').severity).toBe(
      'advice',
    );
  });
});
