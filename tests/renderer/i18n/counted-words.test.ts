/**
 * Every count the UI, the core and the CLI say goes through the ICU plural of the one template
 * filler (Intl.PluralRules), so "1 file" and "2 files" come out right: no message puts a plain
 * placeholder before a counted noun ("{count} files", which reads "1 files"), and every plural
 * written at 1 and at 2 agrees with its noun. Failed before the counts were moved onto plurals
 * ("1 skills", "1 errors", "Adding 1 of 1 files", "Checked 1 skills ... (1 errors)").
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/i18n/catalogue';
import { fillTemplate, templateSlots } from '../../../shared/i18n/template';
import { counted } from '../../../shared/node/cli/counted';
import { translate, UI_MESSAGE_TABLES } from '../../../renderer/src/i18n/i18n';

const NOUNS = [
  'skill',
  'file',
  'folder',
  'error',
  'warning',
  'character',
  'line',
  'token',
  'page',
  'entry',
  'byte',
  'copy',
  'finding',
  'place',
  'problem',
  'item',
  'library',
  'agent',
  'message',
];
const PLURAL = (noun: string) => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);
const MANY = new RegExp(`(?<![:/.,])\\b1 (?:[a-z-]+ )?(?:${NOUNS.map(PLURAL).join('|')})\\b`);
const ONE = new RegExp(`(?<![:/.,])\\b2 (?:[a-z-]+ )?(?:${NOUNS.join('|')})\\b(?![-'])`);
const VALUE = '\u27e8v\u27e9';
const BY_HAND = new RegExp(`${VALUE}(?: [a-z-]+)? (?:${NOUNS.map(PLURAL).join('|')})\\b`);

// Values the core writes with thousands separators (a string, so not a plural's count); each
// is always far above one.
const PREFORMATTED = new Set(['package.import.stopped-at', 'discovery.folder-limit']);

const english: Record<string, string> = { ...MESSAGES };
for (const table of UI_MESSAGE_TABLES) Object.assign(english, table.en);

function fill(template: string, count: number): string {
  const params: Record<string, string | number> = {};
  for (const [name, kind] of templateSlots(template))
    params[name] = kind === 'plural' ? count : VALUE;
  return fillTemplate<never>(template, params, 'en', () => VALUE);
}

describe('counted words', () => {
  it('no English message counts a noun with a plain placeholder', () => {
    const byHand = Object.entries(english)
      .filter(([id, template]) => !PREFORMATTED.has(id) && BY_HAND.test(fill(template, 2)))
      .map(([id, template]) => `${id}: ${template}`);
    expect(byHand).toEqual([]);
  });

  it('every plural agrees with its count at 1 and at 2', () => {
    const wrong = Object.entries(english).flatMap(([id, template]) => {
      const one = fill(template, 1);
      const two = fill(template, 2);
      return [MANY.test(one) && `${id} at 1: ${one}`, ONE.test(two) && `${id} at 2: ${two}`].filter(
        (x): x is string => typeof x === 'string',
      );
    });
    expect(wrong).toEqual([]);
  });

  it('the UI says one of a thing in the singular, in both languages', () => {
    expect(translate('en', 'library.count', { count: 1 })).toBe('1 skill');
    expect(translate('en', 'library.status.errors', { count: 1 })).toBe('1 error');
    expect(translate('en', 'files.added', { count: 1, folder: 'refs' })).toBe(
      'Added 1 file to refs.',
    );
    expect(translate('en', 'files.progressFew', { done: 1, total: 1 })).toBe('Adding 1 of 1 file…');
    expect(translate('en', 'agent.measure', { characters: 1, lines: 1, tokens: 1 })).toBe(
      '1 character · 1 line · ≈1 token',
    );
    expect(translate('en', 'library.count', { count: 2 })).toBe('2 skills');
    // Chinese has one form for every count (Intl.PluralRules('zh') says "other" for all).
    expect(translate('zh', 'library.count', { count: 1 })).toBe('1 个技能');
    expect(translate('zh', 'files.added', { count: 1, folder: 'refs' })).toBe(
      '已向 refs 添加 1 个文件。',
    );
  });

  it('the CLI counts through the same plurals', () => {
    expect([counted(1, 'error'), counted(0, 'error'), counted(2, 'skill')]).toEqual([
      '1 error',
      '0 errors',
      '2 skills',
    ]);
  });
});
