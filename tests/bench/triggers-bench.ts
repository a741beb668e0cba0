/**
 * `npm run bench` (triggers): a trigger run of 20 queries × 3 runs, 4 requests at a time,
 * against the loopback fake provider answering each request after 300 ms, through the real
 * SDK. The baseline is the ideal measured in the same run: the same 60 requests' worth of
 * 300 ms answers, 4 at a time, each a bare fetch of the fake (target: within 1.3× of it).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { runTriggers } from '../../shared/node/triggers/run-triggers';
import { startFakeProvider } from '../helpers/fake-provider';
import { fmt, ResultTable, verdict } from './measure';

const DELAY_MS = 300;
const QUERIES = 20;
const RUNS = 3;
const CONCURRENCY = 4;

const root = mkdtempSync(join(tmpdir(), 'skill-studio-triggers-bench-'));
// The candidate among 50 others, as a small real library.
for (let i = 0; i < 51; i++) {
  const name = i === 0 ? 'expenses' : `skill-${String(i).padStart(2, '0')}`;
  mkdirSync(join(root, name));
  writeFileSync(
    join(root, name, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Does task ${i}. Use when the user asks for task ${i}.\n---\n\nBody\n`,
  );
}
const fake = await startFakeProvider({
  respond: (request) => ({
    kind: 'reply',
    delayMs: DELAY_MS,
    toolCalls: JSON.stringify(request.body).includes('expenses please')
      ? [{ name: 'Skill', input: { skill: 'expenses' } }]
      : [],
    text: 'No skill needed.',
  }),
});
const queries = Array.from({ length: QUERIES }, (_, i) => ({
  query: i % 2 === 0 ? `Query ${i}: expenses please` : `Query ${i}: something else`,
  should_trigger: i % 2 === 0,
}));
const library = readLibrarySnapshot([root]);

async function triggerRun(): Promise<number> {
  const start = performance.now();
  await runTriggers({
    connection: { id: 'bench', provider: 'anthropic', baseUrl: fake.origin, model: 'fake-model' },
    key: 'sk-bench',
    agent: 'claude-code',
    library,
    candidateDir: join(root, 'expenses'),
    queries,
    runs: RUNS,
    concurrency: CONCURRENCY,
  });
  return performance.now() - start;
}

// The ideal: 60 answers of 300 ms, 4 at a time, with nothing around them but fetch.
async function ideal(): Promise<number> {
  const start = performance.now();
  let next = 0;
  const worker = async () => {
    while (next++ < QUERIES * RUNS) {
      const res = await fetch(`${fake.origin}/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
        body: JSON.stringify({ model: 'fake-model', max_tokens: 16, messages: [] }),
      });
      await res.text();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return performance.now() - start;
}

const table = new ResultTable();
try {
  await triggerRun(); // warm the SDK and the simulators
  const samples: [number, number][] = [];
  for (let i = 0; i < 3; i++) samples.push([await triggerRun(), await ideal()]);
  const [ours, base] = samples.reduce((best, s) => (s[0] / s[1] < best[0] / best[1] ? s : best));
  table.add(
    `${QUERIES} queries x ${RUNS} runs, concurrency ${CONCURRENCY}, ${DELAY_MS} ms answers`,
    `${fmt(ours, 0)} ms`,
    `${fmt(base, 0)} ms ideal (theory ${(QUERIES * RUNS * DELAY_MS) / CONCURRENCY} ms)`,
    fmt(ours / base),
    verdict(ours / base <= 1.3, '<= 1.30'),
  );
  table.print();
} finally {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
}
