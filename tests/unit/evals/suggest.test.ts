/**
 * Suggested evals are read by evals.json's own reader (schemas.md, "evals.json"), numbered
 * after the skill's own, and refused in words when the reply is not usable.
 */
import { describe, expect, it } from 'vitest';
import { parseSuggestedEvals, suggestEvalsRequest } from '../../../shared/evals/suggest';
import { english } from '../../../shared/i18n/catalogue';

describe('suggested evals', () => {
  it('are numbered after the existing ones, with no input files', () => {
    const reply = JSON.stringify({
      skill_name: 'csv',
      evals: [
        {
          id: 1,
          prompt: 'Sum column B of: a,1',
          expected_output: '1',
          files: ['x.csv'],
          expectations: ['Says 1'],
        },
        { id: 2, prompt: 'Sort rows', expected_output: 'sorted', expectations: ['Rows sorted'] },
      ],
    });
    const read = parseSuggestedEvals(`\`\`\`json\n${reply}\n\`\`\``, 7);
    expect(read.ok && read.evals.map((e) => [e.id, e.prompt, e.files, e.expectations])).toEqual([
      [7, 'Sum column B of: a,1', [], ['Says 1']],
      [8, 'Sort rows', [], ['Rows sorted']],
    ]);
  });

  it("are refused with the reader's reason", () => {
    const read = parseSuggestedEvals('{"skill_name": "csv", "evals": [{"id": 1}]}', 1);
    expect(!read.ok && english(read.problem)).toBe(
      'The evals the model suggested cannot be used: the reply, line 1, column 33: eval 1 has no "prompt". Add the task a user would give, as "prompt": "…".',
    );
    const none = parseSuggestedEvals('I would test merging.', 1);
    expect(!none.ok && english(none.problem)).toBe(
      'The model did not answer with the evals asked for. Its reply began: I would test merging.',
    );
  });

  it('asks for three, naming the ones there', () => {
    const request = suggestEvalsRequest({ name: 'csv', skillMd: '# CSV', existing: ['Sort rows'] });
    expect(request.messages[0]?.text).toContain('Suggest 3 realistic test cases');
    expect(request.messages[0]?.text).toContain('- Sort rows');
  });
});
