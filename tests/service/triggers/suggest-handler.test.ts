/**
 * suggestTriggerQueries in the service (suggest-handler.ts), against the fake provider through
 * the real SDKs: the model's propose_queries call read into new queries (none the skill has),
 * the UI's language asked for, a broken queries file no obstacle, Stop, a provider's refusal
 * and an unreadable answer in words without the key, and nothing ever written to the skill.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TextError } from '../../../shared/ipc/service-text';
import { startFakeProvider, type FakeProvider } from '../../helpers/fake-provider';
import { startConnectedService } from '../../helpers/service';
import { skillMd } from '../../helpers/temp';

const KEY = 'sk-suggest-service-0123456789';
const QUERIES_FILE = 'expenses/evals/trigger-queries.json';
const EXISTING = JSON.stringify([{ query: 'Do my expenses', should_trigger: true }]);
const PROPOSED = [
  { query: 'do my expenses', should_trigger: true },
  {
    query: 'i have 14 receipts from the Berlin trip in ~/Downloads, file them',
    should_trigger: true,
  },
  { query: '帮我把上周出差的发票整理成报销单', should_trigger: true },
  { query: 'Merge the Q3 expense PDFs into one file for the auditors', should_trigger: false },
];

let fake: FakeProvider;
let delayMs = 0;
beforeEach(async () => {
  delayMs = 0;
  fake = await startFakeProvider({
    respond: () => ({
      kind: 'reply',
      delayMs,
      toolCalls: [{ name: 'propose_queries', input: { queries: PROPOSED } }],
    }),
  });
});
afterEach(() => fake.close());

async function studio(queries = EXISTING) {
  const started = await startConnectedService(
    {
      'expenses/SKILL.md': skillMd('expenses', 'File expense reports. Use for receipts.'),
      [QUERIES_FILE]: queries,
    },
    fake.origin,
    KEY,
  );
  const input = {
    dir: join(started.root, 'expenses'),
    connection: started.connection,
    language: 'en' as const,
  };
  return { ...started, input };
}

const prompt = (i = 0) => JSON.stringify(fake.requests[i]?.body);

describe('suggesting trigger queries in the service', () => {
  it('reads the propose_queries call into new queries and writes nothing', async () => {
    const s = await studio();
    const before = readFileSync(join(s.root, QUERIES_FILE), 'utf8');
    const { queries } = await s.h.suggestTriggerQueries({ ...s.input, job: 'suggest-1' });
    expect(queries).toEqual(PROPOSED.slice(1));
    expect(prompt()).toContain('propose_queries');
    expect(prompt()).toContain('File expense reports. Use for receipts.');
    expect(prompt()).toContain('- \\"Do my expenses\\"');
    expect(prompt()).toContain('Write every query in English.');
    expect(readFileSync(join(s.root, QUERIES_FILE), 'utf8')).toBe(before);
    expect(readdirSync(join(s.root, 'expenses')).sort()).toEqual(['SKILL.md', 'evals']);
    expect(readdirSync(join(s.root, 'expenses/evals'))).toEqual(['trigger-queries.json']);
  });

  it('asks for half in Chinese when the UI is in Chinese', async () => {
    const s = await studio();
    await s.h.suggestTriggerQueries({ ...s.input, language: 'zh' });
    expect(prompt()).toContain('half in Simplified Chinese');
  });

  it('suggests even when the queries file cannot be read', async () => {
    const s = await studio('[{"query": "a", "should_trigger": "yes"');
    const { queries } = await s.h.suggestTriggerQueries(s.input);
    expect(queries).toEqual(PROPOSED);
    expect(prompt()).not.toContain('existing_queries');
  });

  it('stops on cancelJob and answers none', async () => {
    const s = await studio();
    delayMs = 5_000;
    const started = new Promise<void>((resolve) => {
      s.service.events.on('jobProgress', () => resolve());
    });
    const running = s.h.suggestTriggerQueries({ ...s.input, job: 'suggest-1' });
    await started;
    await s.h.cancelJob({ job: 'suggest-1' });
    expect(await running).toEqual({ queries: [] });
  });

  it('says in words, without the key, why the provider refused', async () => {
    const s = await studio();
    fake.script({ kind: 'fail', status: 401, message: `bad key ${KEY}` });
    const error: unknown = await s.h.suggestTriggerQueries(s.input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TextError);
    const { message, text } = error as TextError;
    expect(message).toMatch(/^No trigger queries were suggested\. .*key/);
    expect(text.id).toBe('trigger-suggest-failed');
    expect(message + JSON.stringify(text)).not.toContain(KEY);
  });

  it('refuses a reply that holds no queries, in words', async () => {
    const s = await studio();
    fake.script({ kind: 'reply', text: 'Sure, here are some ideas.' });
    await expect(s.h.suggestTriggerQueries(s.input)).rejects.toThrow(
      /No trigger queries were suggested\. The model answered without calling propose_queries/,
    );
  });
});
