/** Which Monaco language each file opens in. */
import { describe, expect, it } from 'vitest';
import {
  SKILL_MD_LANGUAGE,
  isProse,
  languageFor,
} from '../../../../../renderer/src/features/editor/monaco/language-for';

describe('languageFor', () => {
  it('gives SKILL.md and skill.md their own language, in any folder and with either separator', () => {
    expect(languageFor('/lib/pdf/SKILL.md')).toBe(SKILL_MD_LANGUAGE);
    expect(languageFor('C:\\lib\\pdf\\skill.md')).toBe(SKILL_MD_LANGUAGE);
    expect(languageFor('SKILL.md')).toBe(SKILL_MD_LANGUAGE);
  });

  it('treats other spellings of SKILL.md as plain Markdown (discovery does not accept them)', () => {
    expect(languageFor('/lib/pdf/Skill.md')).toBe('markdown');
    expect(languageFor('/lib/pdf/SKILL.MD')).toBe('markdown');
    expect(languageFor('/lib/pdf/references/SKILL.md.bak')).toBe('plaintext');
  });

  it.each([
    ['notes.md', 'markdown'],
    ['config.yaml', 'yaml'],
    ['config.YML', 'yaml'],
    ['data.json', 'json'],
    ['scripts/run.py', 'python'],
    ['scripts/run.sh', 'shell'],
    ['scripts/run.bash', 'shell'],
    ['index.js', 'javascript'],
    ['index.ts', 'typescript'],
    ['page.html', 'html'],
    ['style.css', 'css'],
    ['feed.xml', 'xml'],
    ['table.csv', 'plaintext'],
    ['readme.txt', 'plaintext'],
  ])('opens %s as %s', (path, language) => {
    expect(languageFor(`/lib/skill/${path}`)).toBe(language);
  });

  it('falls back to plain text for unknown, missing and dot-file extensions', () => {
    expect(languageFor('/lib/skill/Makefile')).toBe('plaintext');
    expect(languageFor('/lib/skill/archive.tar.gz')).toBe('plaintext');
    expect(languageFor('/lib/skill/.env')).toBe('plaintext');
    expect(languageFor('/lib/skill.d/LICENSE')).toBe('plaintext');
  });

  it('wraps prose only', () => {
    expect(isProse(SKILL_MD_LANGUAGE)).toBe(true);
    expect(isProse('markdown')).toBe(true);
    expect(isProse('python')).toBe(false);
  });
});
