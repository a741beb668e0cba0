/**
 * Suggesting trigger queries (shared/triggers/suggest.ts): the prompt carries the skill,
 * skill-creator's guidance, the language rule and the queries to avoid; the reader keeps what
 * the page can review and refuses in words what it cannot read.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import type { ModelReply } from '../../../shared/models/request';
import {
  MAX_SUGGESTIONS,
  readSuggestions,
  SUGGEST_TOOL,
  suggestRequest,
} from '../../../shared/triggers/suggest';

const input = {
  name: 'expenses',
  description: 'File expense reports. Use for receipts and reimbursements.',
  skillMd: '---\nname: expenses\n---\n# Expenses\n\nScan receipts into the ledger sheet.\n',
  language: 'en' as const,
  existing: ['Do my expenses', 'Merge two PDF files'],
};
const prompt = (over: Partial<typeof input> | { language: 'zh' } = {}) =>
  suggestRequest({ ...input, ...over }).messages[0]?.text ?? '';
const viaTool = (value: unknown): ModelReply => ({
  toolCalls: [{ name: SUGGEST_TOOL, input: value, inputIsJson: true }],
  text: '',
});
const q = (query: string, should_trigger = true) => ({ query, should_trigger });

describe('suggestRequest', () => {
  it('holds the skill, skill-creator guidance and the propose_queries tool', () => {
    const request = suggestRequest(input);
    const text = prompt();
    expect(text).toContain('"expenses"');
    expect(text).toContain(input.description);
    expect(text).toContain('Scan receipts into the ledger sheet.');
    expect(text).toContain('near-misses');
    expect(text).toContain('Q4 sales final FINAL v2.xlsx');
    expect(request.tools.map((t) => t.name)).toEqual([SUGGEST_TOOL]);
    expect(request.messages).toHaveLength(1);
  });

  it('lists the existing queries to avoid, and says nothing of them when there are none', () => {
    expect(prompt()).toMatch(
      /Do not repeat them[\s\S]*- "Do my expenses"\n- "Merge two PDF files"/,
    );
    expect(prompt({ existing: [] })).not.toContain('existing_queries');
  });

  it('asks for English, or half in Chinese when the UI is in Chinese', () => {
    expect(prompt()).toContain('Write every query in English.');
    expect(prompt()).not.toContain('Chinese');
    expect(prompt({ language: 'zh' })).toContain('half in Simplified Chinese');
  });
});

describe('readSuggestions', () => {
  it('reads the tool call, trimmed', () => {
    const read = readSuggestions(
      viaTool({ queries: [q(' scan my receipts '), q('merge pdfs', false)] }),
      [],
    );
    expect(read).toEqual({ ok: true, queries: [q('scan my receipts'), q('merge pdfs', false)] });
  });

  it('reads a JSON list from the text when the model did not call the tool', () => {
    const reply = {
      toolCalls: [],
      text: 'Here:\n```json\n[{"query": "a", "should_trigger": false}]\n```',
    };
    expect(readSuggestions(reply, [])).toEqual({ ok: true, queries: [q('a', false)] });
  });

  it('drops blanks, repeats of each other and of the existing ones, folded', () => {
    const read = readSuggestions(
      viaTool({
        queries: [q('  '), q('DO MY EXPENSES '), q('New one'), q('new ONE', false), q('other')],
      }),
      ['do my expenses'],
    );
    expect(read).toEqual({ ok: true, queries: [q('New one'), q('other')] });
  });

  it('keeps Chinese queries as they are', () => {
    const read = readSuggestions(
      viaTool({ queries: [q('帮我把这些发票报销一下'), q('合并两个 PDF', false)] }),
      [],
    );
    expect(read).toEqual({
      ok: true,
      queries: [q('帮我把这些发票报销一下'), q('合并两个 PDF', false)],
    });
  });

  it('drops a query over 10 KB (counted in UTF-8) and caps the list', () => {
    const long = '报'.repeat(3414); // 10,242 bytes
    const fits = 'a'.repeat(10 * 1024);
    expect(readSuggestions(viaTool({ queries: [q(long), q(fits)] }), [])).toEqual({
      ok: true,
      queries: [q(fits)],
    });
    const many = Array.from({ length: 40 }, (_, i) => q(`query ${i}`));
    const read = readSuggestions(viaTool({ queries: many }), []);
    expect(read.ok && read.queries).toHaveLength(MAX_SUGGESTIONS);
  });

  it('refuses a reply with no tool call and no JSON, in words', () => {
    const read = readSuggestions({ toolCalls: [], text: 'Sure! Here are some ideas: ...' }, []);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(english(read.message)).toMatch(/without calling propose_queries/);
    const broken = readSuggestions(
      { toolCalls: [{ name: SUGGEST_TOOL, input: '{"queries": [', inputIsJson: false }], text: '' },
      [],
    );
    expect(!broken.ok && english(broken.message)).toMatch(/not valid JSON/);
  });

  it('refuses a list of the wrong shape, keeping well-formed items beside bad ones', () => {
    for (const value of [
      { queries: 'none' },
      42,
      { queries: [{ query: 'a', should_trigger: 'yes' }] },
    ]) {
      const read = readSuggestions(viaTool(value), []);
      expect(!read.ok && english(read.message), JSON.stringify(value)).toMatch(
        /not a list of queries/,
      );
    }
    const mixed = readSuggestions(viaTool({ queries: [{ query: 1 }, q('fine')] }), []);
    expect(mixed).toEqual({ ok: true, queries: [q('fine')] });
  });
});
