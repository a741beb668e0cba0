/**
 * The list's rows while typing: a query typed on is looked for only among what the one before
 * found (visible-rows.ts), and each row is made once; the rows must be exactly those a fresh
 * filtering of the whole list gives, at every keystroke of typing, deleting and retyping.
 */
import { describe, expect, it } from 'vitest';
import type { LibraryInfo, SkillListEntry } from '../../../../shared/ipc/contract';
import { checkFor, filterSkills } from '../../../../shared/studio/library-list';
import { computeRows } from '../../../../renderer/src/features/library/visible-rows';
import { rng } from '../../../tools/mulberry32.mjs';

const WORDS = 'report chart table data skill review 数据 报告 run.py guide'.split(' ');

function entries(root: string, n: number, random: () => number): SkillListEntry[] {
  const pick = () => WORDS[Math.floor(random() * WORDS.length)] ?? '';
  return Array.from({ length: n }, (_, i) => {
    const rel = `${pick()}-${i}`;
    const errors = random() < 0.2;
    const name = random() < 0.1 ? undefined : `${pick()}-${pick()}`;
    return {
      dir: `${root}/${rel}`,
      rel,
      folderName: rel,
      skillMdName: 'SKILL.md',
      ...(name !== undefined && { name }),
      description: `Does ${pick()} ${pick()}. Use when asked.`,
      found: { codes: errors ? ['description-missing'] : [] },
      depth: 'full',
      resources: { scripts: 0, references: 0, assets: 0, examples: 0 },
    };
  });
}

describe('the list rows while typing', () => {
  it('are the rows a fresh filtering gives, keystroke after keystroke', () => {
    const random = rng(13);
    const libraries = ['/a', '/b'].map(
      (root) => ({ root, name: root, exists: true, checking: false }) as unknown as LibraryInfo,
    );
    const lists = {
      '/a': { skills: entries('/a', 400, random) },
      '/b': { skills: entries('/b', 300, random) },
    };
    const typed = [
      'r',
      're',
      'rep',
      'repo',
      'report',
      'report ',
      'report c',
      'report ch',
      'report c',
      'report ',
      'report',
      'repor',
      'r',
      '',
      'd',
      'da',
      'dat',
      'data',
      'ata',
      'at',
      'a',
      '数',
      '数据',
      '数据 r',
      'run.',
      'run.py',
      'un.py',
      'un.py g',
      'Un.Py G',
    ];
    for (const status of ['all', 'errors'] as const)
      for (const query of typed) {
        const { rows, skills } = computeRows(
          libraries,
          lists,
          query,
          status,
          {},
          undefined,
          new Map(),
        );
        const fresh = libraries.flatMap((l) =>
          filterSkills(lists[l.root as '/a'].skills, query, status, checkFor(['spec'])),
        );
        expect(
          skills.map((s) => s.dir),
          `${status} ${JSON.stringify(query)}`,
        ).toEqual(fresh.map((s) => s.dir));
        expect(rows.filter((r) => r.kind === 'skill').map((r) => r.entry.dir)).toEqual(
          fresh.map((s) => s.dir),
        );
        // A row's key is unique in the list (the virtualizer's measurements are kept by it).
        expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
      }
  });
});
