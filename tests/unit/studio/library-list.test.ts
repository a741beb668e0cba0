/**
 * The list the UI shows: deltas from the service applied in place, and search and status
 * filtering over thousands of entries.
 */
import { describe, expect, it } from 'vitest';
import type { SkillListEntry } from '../../../shared/ipc/contract';
import {
  applySkillsDelta,
  filterSkills,
  namesakes,
  statusCounts,
} from '../../../shared/studio/library-list';

function entry(rel: string, extra: Partial<SkillListEntry> = {}): SkillListEntry {
  return {
    dir: `/lib/${rel}`,
    rel,
    folderName: rel.split('/').pop() ?? rel,
    skillMdName: 'SKILL.md',
    name: rel,
    description: `Does ${rel}. Use when asked.`,
    verdict: 'valid',
    errors: 0,
    warnings: 0,
    codes: [],
    resources: { scripts: 0, references: 0, assets: 0, examples: 0 },
    ...extra,
  };
}

describe('applySkillsDelta', () => {
  const list = [entry('a'), entry('c'), entry('e')];

  it('replaces changed entries in place, drops removed ones, merges added ones in path order', () => {
    const out = applySkillsDelta(list, {
      added: [entry('d'), entry('b')],
      changed: [entry('c', { verdict: 'errors', errors: 1 })],
      removed: ['/lib/e'],
    });
    expect(out.map((s) => s.rel)).toEqual(['a', 'b', 'c', 'd']);
    expect(out[2]?.verdict).toBe('errors');
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

describe('filterSkills', () => {
  const list = [
    entry('csv-report', { description: 'Summarise a CSV file. Use for spreadsheets.' }),
    entry('weekly-report-zh', { name: 'weekly-report-zh', description: '生成周报。' }),
    entry('broken', { name: undefined, verdict: 'errors', errors: 2 }),
    entry('tools/lint', { verdict: 'warnings', warnings: 1 }),
  ];

  it('matches every word in name, folder, path or description, ignoring case', () => {
    expect(filterSkills(list, 'CSV spreadsheets', 'all').map((s) => s.rel)).toEqual(['csv-report']);
    expect(filterSkills(list, '周报', 'all').map((s) => s.rel)).toEqual(['weekly-report-zh']);
    expect(filterSkills(list, 'tools/', 'all').map((s) => s.rel)).toEqual(['tools/lint']);
    expect(filterSkills(list, 'report', 'all')).toHaveLength(2);
  });

  it('filters by status, and an empty query keeps everything', () => {
    expect(filterSkills(list, '', 'errors').map((s) => s.rel)).toEqual(['broken']);
    expect(filterSkills(list, '  ', 'all')).toHaveLength(4);
    expect(filterSkills(list, 'nothing-like-this', 'all')).toEqual([]);
  });

  it('counts verdicts and finds namesakes', () => {
    expect(statusCounts(list)).toEqual({ all: 4, valid: 2, warnings: 1, errors: 1 });
    const twins = [entry('a', { name: 'x' }), entry('b', { name: 'x' }), entry('c')];
    expect(namesakes(twins, '/lib/a', 'x')).toEqual(['b']);
  });
});
