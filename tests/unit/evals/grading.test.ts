/**
 * The grader's reply read into grading.json (anthropics/skills
 * 9d2f1ae187231d8199c64b5b762e1bdf2244733d, skills/skill-creator/references/schemas.md,
 * "grading.json": expectations[] with text, passed, evidence; summary with passed, failed,
 * total, pass_rate), and every malformed reply reported in words rather than guessed at.
 */
import { describe, expect, it } from 'vitest';
import { graderRequest, parseGraderReply } from '../../../shared/evals/grading';
import { english } from '../../../shared/i18n/catalogue';

const ASKED = ["The output includes the name 'John Smith'", 'The total is 42'];

const verdicts = JSON.stringify({
  expectations: [
    { text: ASKED[0], passed: true, evidence: "Found: 'Extracted names: John Smith'" },
    { text: ASKED[1], passed: false, evidence: 'The answer gives 41.' },
  ],
});

function problem(reply: string): string {
  const read = parseGraderReply(reply, ASKED);
  if (read.ok) throw new Error('read');
  return english(read.problem);
}

describe("the grader's reply", () => {
  it("becomes grading.json with schemas.md's fields, the summary counted", () => {
    const read = parseGraderReply(verdicts, ASKED);
    expect(read).toEqual({
      ok: true,
      grading: {
        expectations: [
          { text: ASKED[0], passed: true, evidence: "Found: 'Extracted names: John Smith'" },
          { text: ASKED[1], passed: false, evidence: 'The answer gives 41.' },
        ],
        summary: { passed: 1, failed: 1, total: 2, pass_rate: 0.5 },
      },
    });
  });

  it('is read from its one ```json block', () => {
    const read = parseGraderReply(
      `Here is my grading:\n\n\`\`\`json\n${verdicts}\n\`\`\`\n`,
      ASKED,
    );
    expect(read.ok).toBe(true);
  });

  it('is reported when malformed, never guessed', () => {
    expect(problem('Both expectations pass.')).toBe(
      'The grader did not answer with the JSON object asked for. Its reply began: Both expectations pass.',
    );
    expect(problem('{"expectations": [\n  {"text": "x", "passed": yes}]}')).toBe(
      'The JSON of the reply is not valid at line 2, column 27: a value was expected (text in double quotes, a number, true, false, null, a list or an object), but found “yes”.',
    );
    expect(problem('{"verdicts": []}')).toBe(
      'The grader\'s JSON has no "expectations" list, so nothing could be graded.',
    );
    expect(
      problem(`{"expectations": [{"text": "${ASKED[1]}", "passed": true, "evidence": "x"}]}`),
    ).toBe('The grader judged 1 expectation, but 2 were asked.');
    expect(
      problem(
        JSON.stringify({
          expectations: [
            { text: ASKED[0], passed: 'yes', evidence: '' },
            { text: ASKED[1], passed: true, evidence: '' },
          ],
        }),
      ),
    ).toBe(
      'Expectation 1 of the grader\'s JSON should have "text", "passed" (true or false) and "evidence" (text).',
    );
    expect(
      problem(
        JSON.stringify({
          expectations: [
            { text: ASKED[1], passed: true, evidence: '' },
            { text: ASKED[0], passed: true, evidence: '' },
          ],
        }),
      ),
    ).toBe(
      'Expectation 1 of the grader\'s JSON reads "The total is 42", but the expectation asked was "The output includes the name \'John Smith\'".',
    );
  });

  it('asks with the task, the output and the numbered expectations', () => {
    const request = graderRequest({
      prompt: 'Extract the names',
      expectedOutput: 'A list of names',
      output: 'John Smith',
      expectations: ASKED,
    });
    expect(request.tools).toEqual([]);
    expect(request.messages).toEqual([
      {
        role: 'user',
        text: `## Task given to the assistant\n\nExtract the names\n\n## Expected result\n\nA list of names\n\n## The assistant's output\n\nJohn Smith\n\n## Expectations\n\n1. ${ASKED[0]}\n2. ${ASKED[1]}`,
      },
    ]);
  });
});
