/**
 * evals/trigger-queries.json: skill-creator's eval-set format (skills/skill-creator/SKILL.md,
 * "Step 1: Generate trigger eval queries"; run_eval.py and run_loop.py read it with
 * json.loads; anthropics/skills b0cbd3df1533b396d281a6886d5132f623393a9c). Reading, the words
 * and places of every refusal, and writing it back with the keys other tools added.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import {
  parseTriggerQueries,
  serializeTriggerQueries,
  TRIGGER_QUERIES_PATH,
  type TriggerQuery,
} from '../../../shared/triggers/queries';

const FILE = 'pdf/evals/trigger-queries.json';

function refusal(text: string): { says: string; line: number; column: number } {
  const read = parseTriggerQueries(text, FILE);
  if (read.ok) throw new Error(`read ${JSON.stringify(text)}`);
  return { says: english(read.error.message), line: read.error.line, column: read.error.column };
}

function queries(text: string): TriggerQuery[] {
  const read = parseTriggerQueries(text, FILE);
  if (!read.ok) throw new Error(english(read.error.message));
  return read.queries;
}

// As skill-creator's review page exports it (assets/eval_review.html: JSON.stringify(data, null, 2)).
const SKILL_CREATOR_EXPORT = `[
  {
    "query": "Fill in the W-9 in my downloads folder and save a copy",
    "should_trigger": true
  },
  {
    "query": "What is the capital of France?",
    "should_trigger": false
  }
]`;

describe('parseTriggerQueries', () => {
  it('lives at evals/trigger-queries.json in the skill', () => {
    expect(TRIGGER_QUERIES_PATH).toBe('evals/trigger-queries.json');
  });

  it('reads skill-creator’s own export', () => {
    expect(queries(SKILL_CREATOR_EXPORT)).toEqual([
      {
        query: 'Fill in the W-9 in my downloads folder and save a copy',
        should_trigger: true,
        extra: {},
      },
      { query: 'What is the capital of France?', should_trigger: false, extra: {} },
    ]);
  });

  it('keeps other keys, in their order, whatever their values', () => {
    const [q] = queries(
      '[{"id": 7, "query": "merge these PDFs", "note": {"by": "ana", "tags": ["x"]}, "should_trigger": true, "weight": null}]',
    );
    expect(q?.extra).toEqual({ id: 7, note: { by: 'ana', tags: ['x'] }, weight: null });
    expect(Object.keys(q?.extra ?? {})).toEqual(['id', 'note', 'weight']);
  });

  it('reads an empty list as no queries', () => {
    expect(queries('[]\n')).toEqual([]);
  });

  it('accepts a BOM, and counts it as the editor does in lines and columns', () => {
    expect(queries(`\ufeff${SKILL_CREATOR_EXPORT}`)).toHaveLength(2);
    expect(refusal('\ufeff{}')).toMatchObject({ line: 1, column: 2 });
  });

  it('reads queries in Chinese, and ones 10 KB long', () => {
    const long = '请把这份合同里的所有日期改成 ISO 格式。'.repeat(500);
    expect(new TextEncoder().encode(long).length).toBeGreaterThan(10_000);
    const text = JSON.stringify([
      { query: '帮我把这几个 PDF 合并成一个', should_trigger: true },
      { query: long, should_trigger: false },
    ]);
    expect(queries(text).map((q) => q.query)).toEqual(['帮我把这几个 PDF 合并成一个', long]);
  });

  it('takes a repeated key by its last value, as json.loads does', () => {
    const [q] = queries('[{"query": "a", "should_trigger": false, "should_trigger": true}]');
    expect(q?.should_trigger).toBe(true);
  });

  it('keeps an extra key called __proto__ as a key', () => {
    const [q] = queries('[{"query": "a", "should_trigger": true, "__proto__": 1}]');
    expect(Object.keys(q?.extra ?? {})).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(q?.extra)).toBe(Object.prototype);
  });

  it('keeps a blank query for the editor (the row being written), and only for it', () => {
    const text = '[{"query": "  ", "should_trigger": true}]';
    const kept = parseTriggerQueries(text, 'f', { blanks: 'keep' });
    expect(kept.ok && kept.queries.map((q) => q.query)).toEqual(['  ']);
    expect(parseTriggerQueries(text, 'f').ok).toBe(false);
  });
});

describe('parseTriggerQueries refuses, saying where and what was expected', () => {
  it.each([
    [
      'an empty file',
      '  \n',
      1,
      1,
      'pdf/evals/trigger-queries.json is empty. It should hold a list of trigger queries, each with "query" and "should_trigger".',
    ],
    [
      'a comma before ]',
      '[\n  {"query": "a", "should_trigger": true},\n]',
      2,
      41,
      'pdf/evals/trigger-queries.json, line 2, column 41: this is not valid JSON: JSON allows no comma before ]: remove this comma.',
    ],
    [
      'a missing comma between items',
      '[\n  {"query": "a", "should_trigger": true}\n  {"query": "b", "should_trigger": true}\n]',
      3,
      3,
      'pdf/evals/trigger-queries.json, line 3, column 3: this is not valid JSON: a comma or a closing bracket (]) was expected after the list item, but found “{”.',
    ],
    [
      'a missing comma between keys',
      '[{"query": "a" "should_trigger": true}]',
      1,
      16,
      'pdf/evals/trigger-queries.json, line 1, column 16: this is not valid JSON: a comma or a closing brace was expected after the value, but found “"”.',
    ],
    [
      'a missing colon',
      '[{"query" "a"}]',
      1,
      11,
      'pdf/evals/trigger-queries.json, line 1, column 11: this is not valid JSON: a colon (:) was expected after the key, but found “"”.',
    ],
    [
      'an unquoted key',
      '[{query: "a"}]',
      1,
      3,
      'pdf/evals/trigger-queries.json, line 1, column 3: this is not valid JSON: a key in double quotes was expected, but found “query”.',
    ],
    [
      'single quotes',
      "[{'query': 'a'}]",
      1,
      3,
      'pdf/evals/trigger-queries.json, line 1, column 3: this is not valid JSON: text must be in double quotes ("), not single quotes.',
    ],
    [
      'a comment',
      '[\n  // positives\n]',
      2,
      3,
      'pdf/evals/trigger-queries.json, line 2, column 3: this is not valid JSON: JSON allows no comments.',
    ],
    [
      'Python’s True',
      '[{"query": "a", "should_trigger": True}]',
      1,
      35,
      'pdf/evals/trigger-queries.json, line 1, column 35: this is not valid JSON: True is how Python writes it; JSON writes true.',
    ],
    [
      'text not closed on its line',
      '[{"query": "merge\nthese", "should_trigger": true}]',
      1,
      12,
      'pdf/evals/trigger-queries.json, line 1, column 12: this is not valid JSON: the text in quotes that starts here is not closed on its line (a line break inside text is written \\n).',
    ],
    [
      'a tab inside quotes',
      '[{"query": "a\tb", "should_trigger": true}]',
      1,
      14,
      'pdf/evals/trigger-queries.json, line 1, column 14: this is not valid JSON: the character U+0009 must be written as an escape inside quotes (a tab as \\t).',
    ],
    [
      'a Windows path’s backslash',
      '[{"query": "open C:\\Users\\me", "should_trigger": true}]',
      1,
      20,
      'pdf/evals/trigger-queries.json, line 1, column 20: this is not valid JSON: \\U is not an escape JSON knows (a backslash is written \\\\).',
    ],
    [
      'a number JSON does not write',
      '[{"query": "a", "should_trigger": true, "weight": 01}]',
      1,
      51,
      'pdf/evals/trigger-queries.json, line 1, column 51: this is not valid JSON: 01 is not a number as JSON writes numbers.',
    ],
    [
      'something after the list',
      '[]\n[]',
      2,
      1,
      'pdf/evals/trigger-queries.json, line 2, column 1: this is not valid JSON: the JSON is complete before this point, but “[” follows it.',
    ],
    [
      'a file cut short',
      '[\r\n  {"query": "a",',
      2,
      17,
      'pdf/evals/trigger-queries.json, line 2, column 17: this is not valid JSON: a key in double quotes was expected, but found the end of the file.',
    ],
    [
      'an object at the top',
      '{"queries": []}',
      1,
      1,
      'pdf/evals/trigger-queries.json, line 1, column 1: the file should hold a list of trigger queries in square brackets, but it holds an object.',
    ],
    [
      'an item that is text',
      '[\n  {"query": "a", "should_trigger": true},\n  "merge these PDFs"\n]',
      3,
      3,
      'pdf/evals/trigger-queries.json, line 3, column 3: item 2 should be an object with "query" and "should_trigger", but it is the text “merge these PDFs”.',
    ],
    [
      'no query',
      '[\n  {"prompt": "a", "should_trigger": true}\n]',
      2,
      3,
      'pdf/evals/trigger-queries.json, line 2, column 3: item 1 has no "query". Add the request a user would type, as "query": "…".',
    ],
    [
      'a query that is a number',
      '[{"query": 42, "should_trigger": true}]',
      1,
      12,
      'pdf/evals/trigger-queries.json, line 1, column 12: the "query" of item 1 should be text in double quotes, but it is the number 42.',
    ],
    [
      'a blank query',
      '[{"query": "  ", "should_trigger": true}]',
      1,
      12,
      'pdf/evals/trigger-queries.json, line 1, column 12: the "query" of item 1 is empty. Write the request a user would type, or remove the item.',
    ],
    [
      'no should_trigger',
      '[{"query": "a"}]',
      1,
      2,
      'pdf/evals/trigger-queries.json, line 1, column 2: item 1 has no "should_trigger". Add "should_trigger": true if the skill should be chosen for this request, or false if not.',
    ],
    [
      'should_trigger in quotes',
      '[{"query": "a", "should_trigger": "false"}]',
      1,
      35,
      'pdf/evals/trigger-queries.json, line 1, column 35: the "should_trigger" of item 1 should be true or false (without quotes), but it is the text “false”.',
    ],
    [
      'should_trigger null',
      '[{"query": "a", "should_trigger": null}]',
      1,
      35,
      'pdf/evals/trigger-queries.json, line 1, column 35: the "should_trigger" of item 1 should be true or false (without quotes), but it is null.',
    ],
  ])('%s', (_name, text, line, column, says) => {
    expect(refusal(text)).toEqual({ says, line, column });
  });

  it('shows at most 40 characters of a long text it quotes', () => {
    const { says } = refusal(`["${'a'.repeat(100)}"]`);
    expect(says).toContain(`the text “${'a'.repeat(40)}…”.`);
  });
});

describe('serializeTriggerQueries', () => {
  it('writes skill-creator’s export byte for byte, with a final newline', () => {
    expect(serializeTriggerQueries(queries(SKILL_CREATOR_EXPORT))).toBe(
      `${SKILL_CREATOR_EXPORT}\n`,
    );
  });

  it('round-trips extra keys: query and should_trigger first, the rest in order', () => {
    const text =
      '[{"id": 1, "query": "合并 PDF", "should_trigger": true, "note": "from support", "tags": ["a", "b"]}]';
    const written = serializeTriggerQueries(queries(text));
    expect(written).toBe(
      '[\n  {\n    "query": "合并 PDF",\n    "should_trigger": true,\n    "id": 1,\n    "note": "from support",\n    "tags": [\n      "a",\n      "b"\n    ]\n  }\n]\n',
    );
    expect(queries(written)).toEqual(queries(text));
    expect(serializeTriggerQueries(queries(written))).toBe(written);
  });

  it('lets the query’s own fields win over extra keys named like them', () => {
    const written = serializeTriggerQueries([
      { query: 'a', should_trigger: true, extra: { query: 'b', should_trigger: false, x: 1 } },
    ]);
    expect(JSON.parse(written)).toEqual([{ query: 'a', should_trigger: true, x: 1 }]);
  });

  it('writes an empty list as []', () => {
    expect(serializeTriggerQueries([])).toBe('[]\n');
  });
});
