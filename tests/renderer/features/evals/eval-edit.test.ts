/**
 * The evals view's pure changes (renderer/src/features/evals/eval-edit.ts). The file's shape is
 * skill-creator's references/schemas.md (anthropics/skills 9d2f1ae1, "evals.json"): integer
 * `id`s, one per eval; `files` relative to the skill (its examples keep them in evals/files/);
 * `expectations` as sentences the grader checks.
 */
import { describe, expect, it } from 'vitest';
import type { EvalCase } from '../../../../shared/evals/evals-file';
import {
  blankEval,
  blindOrder,
  forSaving,
  inputFiles,
  nextEvalId,
  toggleFile,
  withSuggestions,
} from '../../../../renderer/src/features/evals/eval-edit';

const item = (id: number, prompt = `task ${id}`): EvalCase => ({
  id,
  prompt,
  expected_output: '',
  files: [],
  expectations: ['It works'],
  extra: {},
});

describe('editing evals', () => {
  it('numbers a new eval after the largest id, starting at 1', () => {
    expect(nextEvalId([])).toBe(1);
    expect(nextEvalId([item(1), item(7), item(3)])).toBe(8);
    expect(blankEval([item(2)])).toEqual({
      id: 3,
      prompt: '',
      expected_output: '',
      files: [],
      expectations: [''],
      extra: {},
    });
  });

  it('adds suggestions after the evals, renumbering an id already taken', () => {
    const file = { skill_name: 's', evals: [item(1), item(2)], extra: {} };
    // The service numbers suggestions after the saved evals; ids typed since may clash.
    const added = withSuggestions(file, [item(2, 'a'), item(5, 'b'), item(3, 'c')]);
    expect(added.evals.map((e) => [e.id, e.prompt])).toEqual([
      [1, 'task 1'],
      [2, 'task 2'],
      [3, 'a'],
      [5, 'b'],
      [6, 'c'],
    ]);
  });

  it('drops blank expectations when saving, and keeps the rest in order', () => {
    const file = {
      skill_name: 's',
      evals: [{ ...item(1), expectations: ['First', ' ', '', 'Second'] }],
      extra: { note: 'kept' },
    };
    expect(forSaving(file)).toEqual({
      skill_name: 's',
      evals: [{ ...item(1), expectations: ['First', 'Second'] }],
      extra: { note: 'kept' },
    });
  });

  it('offers only the files under evals/files/ as inputs, sorted', () => {
    expect(
      inputFiles(['SKILL.md', 'evals/files/b.csv', 'evals/evals.json', 'evals/files/a/x.txt']),
    ).toEqual(['evals/files/a/x.txt', 'evals/files/b.csv']);
    expect(inputFiles(['evals/filesystem.md'])).toEqual([]);
  });

  it('ticks and unticks an input file', () => {
    expect(toggleFile(['evals/files/a'], 'evals/files/b')).toEqual([
      'evals/files/a',
      'evals/files/b',
    ]);
    expect(toggleFile(['evals/files/a', 'evals/files/b'], 'evals/files/a')).toEqual([
      'evals/files/b',
    ]);
  });

  it('puts either configuration first in a blind pair, by the coin', () => {
    expect(blindOrder(0)).toEqual(['with_skill', 'without_skill']);
    expect(blindOrder(0.49)).toEqual(['with_skill', 'without_skill']);
    expect(blindOrder(0.5)).toEqual(['without_skill', 'with_skill']);
    expect(blindOrder(0.99)).toEqual(['without_skill', 'with_skill']);
  });
});
