/**
 * The list the UI shows: deltas from the service applied in place, and search and status
 * filtering over thousands of entries.
 */
import { describe, expect, it } from 'vitest';
import type { SkillListEntry } from '../../../shared/ipc/contract';
import {
  applySkillsDelta,
  checkFor,
  filterSkills,
  namesakes,
  statusCounts,
  type EntryCheck,
} from '../../../shared/studio/library-list';

const VALID: EntryCheck = { verdict: 'valid', errors: 0, warnings: 0, codes: [] };

/** An entry with the same check under every profile, or `spec` and the rest given apart. */
function checks(spec: Partial<EntryCheck>, others: Partial<EntryCheck> = spec) {
  return {
    spec: { ...VALID, ...spec },
    'claude-ai': { ...VALID, ...others },
    'claude-code': { ...VALID, ...others },
    'hello-agents': { ...VALID, ...others },
  };
}

function entry(
  rel: string,
  extra: Partial<Omit<SkillListEntry, 'checks'>> & { check?: Partial<EntryCheck> } = {},
): SkillListEntry {
  const { check, ...rest } = extra;
  return {
    dir: `/lib/${rel}`,
    rel,
    folderName: rel.split('/').pop() ?? rel,
    skillMdName: 'SKILL.md',
    name: rel,
    description: `Does ${rel}. Use when asked.`,
    checks: checks(check ?? {}),
    depth: 'full',
    resources: { scripts: 0, references: 0, assets: 0, examples: 0 },
    ...rest,
  };
}

describe('applySkillsDelta', () => {
  const list = [entry('a'), entry('c'), entry('e')];

  it('replaces changed entries in place, drops removed ones, merges added ones in path order', () => {
    const out = applySkillsDelta(list, {
      added: [entry('d'), entry('b')],
      changed: [entry('c', { check: { verdict: 'errors', errors: 1 } })],
      removed: ['/lib/e'],
    });
    expect(out.map((s) => s.rel)).toEqual(['a', 'b', 'c', 'd']);
    expect(out[2]?.checks.spec.verdict).toBe('errors');
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

const spec = checkFor('spec');

describe('filterSkills', () => {
  const list = [
    entry('csv-report', { description: 'Summarise a CSV file. Use for spreadsheets.' }),
    entry('weekly-report-zh', { name: 'weekly-report-zh', description: '生成周报。' }),
    entry('broken', { name: undefined, check: { verdict: 'errors', errors: 2 } }),
    entry('tools/lint', { check: { verdict: 'warnings', warnings: 1 } }),
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
    entry('a', { check: {} }),
    // Valid under the spec, an error under Claude.ai's upload rules (a non-ASCII name).
    entry('技能', { check: {}, name: '技能' }),
  ];
  list[1] = {
    ...(list[1] as SkillListEntry),
    checks: checks({}, { verdict: 'errors', errors: 1, codes: ['name-not-ascii'] }),
  };

  it("gives each entry the chosen profile's check, for the filter and the counts alike", () => {
    expect(statusCounts(list, checkFor('spec'))).toEqual({
      all: 2,
      valid: 2,
      warnings: 0,
      errors: 0,
    });
    const upload = checkFor('claude-ai');
    expect(statusCounts(list, upload)).toEqual({ all: 2, valid: 1, warnings: 0, errors: 1 });
    expect(filterSkills(list, '', 'errors', upload).map((s) => s.rel)).toEqual(['技能']);
  });

  it('gives the open skill its live check, under the profile it was made for only', () => {
    const live = {
      dir: '/lib/a',
      profile: 'spec' as const,
      check: { verdict: 'warnings' as const, errors: 0, warnings: 1, codes: ['reference-missing'] },
    };
    expect(statusCounts(list, checkFor('spec', live))).toMatchObject({ valid: 1, warnings: 1 });
    expect(filterSkills(list, '', 'warnings', checkFor('spec', live)).map((s) => s.rel)).toEqual([
      'a',
    ]);
    // A live check of another profile is stale: the index's is shown until it is redone.
    expect(statusCounts(list, checkFor('claude-ai', live))).toMatchObject({ valid: 1, errors: 1 });
  });
});
