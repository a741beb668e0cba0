/**
 * Same or nearly the same descriptions (SkillContext.sameDescriptionAs). The expected values
 * are Jaccard's definition worked by hand (shared words over all words of the two sets).
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_TWINS,
  DescriptionTwins,
  descriptionWords,
  jaccard,
  nearlySame,
  TWIN_JACCARD,
  twinsByKey,
} from '../../../shared/skill/description-twins';
import { twinDescriptions } from '../../../shared/studio/library-list';
import type { SkillListEntry } from '../../../shared/ipc/contract';

const EXCEL =
  'Builds Excel reports from the monthly sales table and charts the totals. Use when the user asks for a sales report.';
// One word changed ("monthly" for "weekly"): 18 distinct words each, 17 shared, 19 in all.
const EXCEL_WEEKLY = EXCEL.replace('monthly', 'weekly');
// The same boilerplate around a different task.
const PDF =
  'Fills PDF forms from a customer record and signs them. Use when the user asks to fill a form.';
const COMMIT = 'Writes git commit messages from the staged diff, in the imperative mood.';

describe('description similarity', () => {
  it('the same description, and the same one in other case, spacing and punctuation', () => {
    expect(nearlySame(EXCEL, EXCEL)).toBe(true);
    expect(nearlySame(EXCEL, `  ${EXCEL.toUpperCase().replaceAll(' ', '   ')}!!`)).toBe(true);
  });

  it('one changed word in eighteen: 17 shared of 19 words, above the 0.8 threshold', () => {
    expect(descriptionWords(EXCEL)).toHaveLength(18);
    expect(jaccard(descriptionWords(EXCEL), descriptionWords(EXCEL_WEEKLY))).toBeCloseTo(17 / 19);
    expect(nearlySame(EXCEL, EXCEL_WEEKLY)).toBe(true);
  });

  it('clearly different ones, boilerplate shared or not, are not twins', () => {
    expect(nearlySame(EXCEL, PDF)).toBe(false);
    expect(nearlySame(EXCEL, COMMIT)).toBe(false);
    // Two words changed in ten distinct: 8 shared of 12.
    const a = 'Makes tables from the sales figures of a month quickly';
    const b = 'Makes tables from the sales figures of a week slowly';
    expect(jaccard(descriptionWords(a), descriptionWords(b))).toBeCloseTo(8 / 12);
    expect(nearlySame(a, b)).toBe(false);
  });

  it("blank descriptions are nobody's twins", () => {
    expect(nearlySame('', '')).toBe(false);
    expect(nearlySame('   ', '  ')).toBe(false);
  });

  it('Chinese, which has no spaces, is compared by pairs of characters', () => {
    expect(descriptionWords('处理报表')).toEqual(['处理', '报表', '理报']);
    const zh = '根据每月销售表生成报表并绘制图表。在用户要求销售报表时使用。';
    expect(nearlySame(zh, zh.replace('。', '，'))).toBe(true);
    expect(nearlySame(zh, '把暂存的改动写成提交信息。在用户要求提交时使用。')).toBe(false);
  });
});

describe('DescriptionTwins', () => {
  it('finds each twin, mutually, and forgets a description that changed', () => {
    const index = new DescriptionTwins();
    index.set('team/excel', EXCEL);
    index.set('mine/excel', EXCEL_WEEKLY);
    index.set('pdf', PDF);
    index.set('none', undefined);
    expect(index.twinsOf('team/excel')).toEqual(['mine/excel']);
    expect(index.twinsOf('mine/excel')).toEqual(['team/excel']);
    expect(index.twinsOf('pdf')).toEqual([]);
    expect(index.twinsOf('none')).toEqual([]);
    expect(index.similarTo(EXCEL)).toEqual(['mine/excel', 'team/excel']);
    index.set('mine/excel', COMMIT);
    expect(index.twinsOf('team/excel')).toEqual([]);
    index.delete('team/excel');
    expect(index.similarTo(EXCEL)).toEqual([]);
  });

  it('agrees with comparing every pair, over a library with many near twins', () => {
    // Seeded words so the run is the same each time.
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const vocabulary = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const descriptions: [string, string][] = [];
    for (let i = 0; i < 300; i++) {
      const words = Array.from({ length: 12 }, () => vocabulary[next() % 60] as string);
      descriptions.push([`s${i}`, words.join(' ')]);
      // A near copy of every third one: one word replaced.
      if (i % 3 === 0) {
        words[next() % 12] = `other${i}`;
        descriptions.push([`s${i}-copy`, words.join(' ')]);
      }
    }
    // Every pair by the definition (Jaccard of the word sets), without the buckets.
    const words = new Map(descriptions.map(([k, d]) => [k, descriptionWords(d)]));
    const alike = (a: string, b: string) =>
      jaccard(words.get(a) ?? [], words.get(b) ?? []) >= TWIN_JACCARD;
    const byPairs = new Map<string, string[]>();
    for (const [a] of descriptions) {
      const found = descriptions
        .filter(([b]) => b !== a && alike(a, b))
        .map(([b]) => b)
        .sort();
      if (found.length > 0) byPairs.set(a, found);
    }
    expect(byPairs.size).toBeGreaterThan(100);
    expect(twinsByKey(descriptions)).toEqual(byPairs);
  });
});

describe("the editor's live check against its list", () => {
  it('names the other skills of the list with a nearly-same description, not the open one', () => {
    const entry = (rel: string, description?: string) =>
      ({
        dir: `/lib/${rel}`,
        rel,
        ...(description !== undefined && { description }),
      }) as SkillListEntry;
    const list = [
      entry('open', EXCEL),
      entry('team', EXCEL_WEEKLY),
      entry('pdf', PDF),
      entry('none'),
    ];
    expect(twinDescriptions(list, '/lib/open', EXCEL)).toEqual(['team']);
    // As the user types the description away from its twin, the advice goes.
    expect(twinDescriptions(list, '/lib/open', COMMIT)).toEqual([]);
  });
});

describe('a library of look-alike descriptions', () => {
  it('names a few twins of a crowd of the same text, and finds none among boilerplate alone', () => {
    const index = new DescriptionTwins();
    // A generated library: each description differs from the others in one word of seven
    // (Jaccard 6/8, not twins), and 200 carry the very same text.
    for (let i = 0; i < 3000; i++) index.set(`gen-${i}`, `Does item-${i} things. Use when asked.`);
    for (let i = 0; i < 200; i++)
      index.set(`same-${i}`, 'Tidies CSV files. Use when asked to tidy.');
    // Two true twins inside the crowd: one word of nine changed.
    index.set('a', 'Does invoices for the finance team each month. Use when asked.');
    index.set('b', 'Does invoices for the finance team every month. Use when asked.');
    expect(index.twinsOf('gen-7')).toEqual([]);
    const same = index.twinsOf('same-0');
    expect(same).toHaveLength(MAX_TWINS);
    expect(same.every((k) => k.startsWith('same-'))).toBe(true);
    expect(index.twinsOf('a')).toEqual(['b']);
  });
});
