/**
 * The list the UI shows: deltas from the service applied in place, and search and status
 * filtering over thousands of entries.
 */
import { describe, expect, it } from 'vitest';
import type { SkillListEntry } from '../../../shared/ipc/contract';
import {
  applySkillsDelta,
  checkFor,
  checkForLibraries,
  filterSkills,
  namesakes,
  statusCounts,
} from '../../../shared/studio/library-list';
import { checkUnder } from '../../helpers/skill';

/** A list entry; `found`: the codes its check found (none: valid under every profile). */
function entry(rel: string, extra: Partial<SkillListEntry> = {}): SkillListEntry {
  return {
    dir: `/lib/${rel}`,
    rel,
    folderName: rel.split('/').pop() ?? rel,
    skillMdName: 'SKILL.md',
    name: rel,
    description: `Does ${rel}. Use when asked.`,
    found: { codes: [] },
    depth: 'full',
    resources: { scripts: 0, references: 0, assets: 0, examples: 0 },
    ...extra,
  };
}

describe('applySkillsDelta', () => {
  const list = [entry('a'), entry('c'), entry('e')];

  it('replaces changed entries in place, drops removed ones, merges added ones in path order', () => {
    const out = applySkillsDelta(list, {
      added: [entry('d'), entry('b')],
      changed: [entry('c', { found: { codes: ['name-invalid-chars'] } })],
      removed: ['/lib/e'],
    });
    expect(out.map((s) => s.rel)).toEqual(['a', 'b', 'c', 'd']);
    expect(checkUnder(out[2])?.verdict).toBe('errors');
    expect(list.map((s) => s.rel)).toEqual(['a', 'c', 'e']);
  });

  it('treats a change to an entry it never saw as an addition', () => {
    const out = applySkillsDelta(list, { added: [], changed: [entry('b')], removed: [] });
    expect(out.map((s) => s.rel)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('ignores removals of entries it does not have', () => {
    expect(applySkillsDelta(list, { added: [], changed: [], removed: ['/nope'] })).toEqual(list);
  });
});

const spec = checkFor(['spec']);

describe('filterSkills', () => {
  const list = [
    entry('csv-report', { description: 'Summarise a CSV file. Use for spreadsheets.' }),
    entry('weekly-report-zh', { name: 'weekly-report-zh', description: '生成周报。' }),
    entry('broken', {
      name: undefined,
      found: { codes: ['name-invalid-chars', 'description-missing'] },
    }),
    entry('tools/lint', { found: { codes: ['reference-missing'] } }),
  ];

  it('matches every word in name, folder, path or description, ignoring case', () => {
    expect(filterSkills(list, 'CSV spreadsheets', 'all', spec).map((s) => s.rel)).toEqual([
      'csv-report',
    ]);
    expect(filterSkills(list, '周报', 'all', spec).map((s) => s.rel)).toEqual(['weekly-report-zh']);
    expect(filterSkills(list, 'tools/', 'all', spec).map((s) => s.rel)).toEqual(['tools/lint']);
    expect(filterSkills(list, 'report', 'all', spec)).toHaveLength(2);
  });

  it('filters by status, and an empty query keeps everything', () => {
    expect(filterSkills(list, '', 'errors', spec).map((s) => s.rel)).toEqual(['broken']);
    expect(filterSkills(list, '  ', 'all', spec)).toHaveLength(4);
    expect(filterSkills(list, 'nothing-like-this', 'all', spec)).toEqual([]);
  });

  it('counts verdicts and finds namesakes', () => {
    expect(statusCounts(list, spec)).toEqual({ all: 4, valid: 2, warnings: 1, errors: 1 });
    const twins = [entry('a', { name: 'x' }), entry('b', { name: 'x' }), entry('c')];
    expect(namesakes(twins, '/lib/a', 'x')).toEqual(['b']);
  });
});

describe('checkFor', () => {
  const list = [
    entry('a'),
    // Valid under the spec, an error under Claude.ai's upload rules (a non-ASCII name).
    entry('技能', { name: '技能', found: { codes: ['name-not-ascii'] } }),
  ];

  it("gives each entry the chosen profile's check, for the filter and the counts alike", () => {
    expect(statusCounts(list, checkFor(['spec']))).toEqual({
      all: 2,
      valid: 2,
      warnings: 0,
      errors: 0,
    });
    const upload = checkFor(['claude-ai']);
    expect(statusCounts(list, upload)).toEqual({ all: 2, valid: 1, warnings: 0, errors: 1 });
    expect(filterSkills(list, '', 'errors', upload).map((s) => s.rel)).toEqual(['技能']);
  });

  it('gives the open skill its live check, under the profile it was made for only', () => {
    const live = {
      dir: '/lib/a',
      targets: ['spec'] as const,
      check: { verdict: 'warnings' as const, errors: 0, warnings: 1, codes: ['reference-missing'] },
    };
    expect(statusCounts(list, checkFor(['spec'], live))).toMatchObject({ valid: 1, warnings: 1 });
    expect(filterSkills(list, '', 'warnings', checkFor(['spec'], live)).map((s) => s.rel)).toEqual([
      'a',
    ]);
    // A live check of other targets is stale: the index's is shown until it is redone.
    expect(statusCounts(list, checkFor(['claude-ai'], live))).toMatchObject({
      valid: 1,
      errors: 1,
    });
    expect(statusCounts(list, checkFor(['spec', 'claude-ai'], live))).toMatchObject({
      valid: 1,
      errors: 1,
    });
  });

  it('gives each entry the worst of its targets, with each target’s own check', () => {
    // A non-ASCII name: valid for the specification, refused by a Claude.ai upload.
    const both = checkFor(['claude-ai', 'spec']);
    const check = both(list[1] ?? entry('x'));
    expect(check.verdict).toBe('errors');
    expect(check.targets?.map((t) => [t.target, t.check.verdict])).toEqual([
      ['claude-ai', 'errors'],
      ['spec', 'valid'],
    ]);
    expect(statusCounts(list, both)).toEqual({ all: 2, valid: 1, warnings: 0, errors: 1 });
  });

  it('grades the skills of each library for its own targets', () => {
    const a = entry('技能', { name: '技能', found: { codes: ['name-not-ascii'] } });
    const b = { ...a, dir: '/other/技能' };
    const check = checkForLibraries(
      new Map([
        ['/lib', checkFor(['claude-ai'])],
        ['/other', checkFor(['spec'])],
      ]),
    );
    expect([check(a).verdict, check(b).verdict]).toEqual(['errors', 'valid']);
  });
});
