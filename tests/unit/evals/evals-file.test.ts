/**
 * evals/evals.json in skill-creator's schema (anthropics/skills
 * 9d2f1ae187231d8199c64b5b762e1bdf2244733d, skills/skill-creator/references/schemas.md,
 * "evals.json"): the documented example reads as written, every refusal says where and why,
 * and a file written back keeps the keys another tool added.
 */
import { describe, expect, it } from 'vitest';
import { parseEvals, serializeEvals, type EvalsFile } from '../../../shared/evals/evals-file';
import { english } from '../../../shared/i18n/catalogue';

const FILE = 'pdf/evals/evals.json';

// schemas.md's example, byte for byte.
const SCHEMAS_MD_EXAMPLE = `{
  "skill_name": "example-skill",
  "evals": [
    {
      "id": 1,
      "prompt": "User's example prompt",
      "expected_output": "Description of expected result",
      "files": ["evals/files/sample1.pdf"],
      "expectations": [
        "The output includes X",
        "The skill used script Y"
      ]
    }
  ]
}`;

function read(text: string): EvalsFile {
  const r = parseEvals(text, FILE);
  if (!r.ok) throw new Error(english(r.error.message));
  return r.file;
}

function refusal(text: string) {
  const r = parseEvals(text, FILE);
  if (r.ok) throw new Error(`read ${text}`);
  return { says: english(r.error.message), line: r.error.line, column: r.error.column };
}

describe('evals.json', () => {
  it("reads schemas.md's example field for field", () => {
    expect(read(SCHEMAS_MD_EXAMPLE)).toEqual({
      skill_name: 'example-skill',
      evals: [
        {
          id: 1,
          prompt: "User's example prompt",
          expected_output: 'Description of expected result',
          files: ['evals/files/sample1.pdf'],
          expectations: ['The output includes X', 'The skill used script Y'],
          extra: {},
        },
      ],
      extra: {},
    });
  });

  it('takes an eval written before its expectations (SKILL.md writes those later)', () => {
    const file = read('{"skill_name": "pdf", "evals": [{"id": 0, "prompt": "Merge a.pdf"}]}');
    expect(file.evals[0]).toMatchObject({
      id: 0,
      expected_output: '',
      files: [],
      expectations: [],
    });
  });

  it('refuses with the line, the column and the reason', () => {
    expect(
      refusal('{\n  "skill_name": "pdf",\n  "evals": [\n    {"id": 1.5, "prompt": "x"}\n  ]\n}'),
    ).toEqual({
      says: `${FILE}, line 4, column 12: the "id" of eval 1 should be a whole number without quotes, but it is the number 1.5.`,
      line: 4,
      column: 12,
    });
    expect(refusal('{"skill_name": "pdf", "evals": [{"id": "1", "prompt": "x"}]}').says).toContain(
      'should be a whole number without quotes',
    );
    expect(
      refusal(
        '{"skill_name": "pdf",\n "evals": [{"id": 1, "prompt": "x"},\n {"id": 1, "prompt": "y"}]}',
      ),
    ).toEqual({
      says: `${FILE}, line 3, column 9: eval 2 has the id 1, which eval 1 has too. Give each eval its own id.`,
      line: 3,
      column: 9,
    });
    expect(refusal('{"skill_name": "pdf", "evals": [{"id": 1, "prompt": "  "}]}').says).toContain(
      'the "prompt" of eval 1 is empty',
    );
    expect(refusal('{"skill_name": "pdf", "evals": [{"id": 1}]}').says).toContain(
      'has no "prompt"',
    );
    expect(refusal('{"evals": []}').says).toContain('there is no "skill_name"');
    expect(refusal('{"skill_name": "pdf"}').says).toContain('there is no "evals"');
    expect(refusal('[]').says).toContain('the file should hold an object');
    expect(
      refusal(
        '{"skill_name": "pdf", "evals": [{"id": 1, "prompt": "x", "expectations": ["a", 2]}]}',
      ),
    ).toMatchObject({ line: 1, column: 80 });
    expect(
      refusal(
        '{"skill_name": "pdf", "evals": [{"id": 1, "prompt": "x", "files": ["../secret.txt"]}]}',
      ).says,
    ).toContain('"../secret.txt", should be a path inside the skill\'s folder');
    expect(refusal('{"skill_name": "pdf", "evals": [{"id": 1, "prompt": "x"},]}')).toMatchObject({
      says: `${FILE}, line 1, column 57: this is not valid JSON: JSON allows no comma before ]: remove this comma.`,
    });
    expect(refusal('').says).toBe(
      `${FILE} is empty. It should hold an object with "skill_name" and a list of "evals".`,
    );
  });

  it('writes the fields in schemas.md order and keeps other keys', () => {
    const text =
      '{"evals": [{"note": "kept", "prompt": "Do it", "id": 3}], "skill_name": "pdf", "version": 2}';
    expect(serializeEvals(read(text))).toBe(`{
  "skill_name": "pdf",
  "evals": [
    {
      "id": 3,
      "prompt": "Do it",
      "expected_output": "",
      "files": [],
      "expectations": [],
      "note": "kept"
    }
  ],
  "version": 2
}
`);
    expect(read(serializeEvals(read(SCHEMAS_MD_EXAMPLE)))).toEqual(read(SCHEMAS_MD_EXAMPLE));
  });
});
