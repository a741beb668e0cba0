/**
 * Evals' real agent mode (runAgentTask) on the released CLIs (Claude Code 2.1.332, Codex
 * 0.171.0, OpenCode 1.18.33), each in a loopback-only namespace against the mock model with a
 * throwaway HOME (tests/helpers/real-agent-cli.ts, tests/tools/real-agent-run.mjs). The model
 * calls the skill (with it), then runs a shell command that writes report.md and appends to the
 * eval's input file, then answers "done". The run's outputs are what the agent made or
 * changed, the temporary project is gone after, the skill's folder is untouched, and without
 * the skill the agent's requests never name it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealAgentId } from '../../../../shared/triggers/real-events';
import { agentBinsGiven, missingAgent, runAgentScenario } from '../../../helpers/real-agent-cli';
import { bundleRealAgent } from '../../../tools/real-agent-run.mjs';

const repo = join(__dirname, '../../../..');
let work = '';
let bundle = '';
beforeAll(async () => {
  if (!agentBinsGiven) return;
  work = mkdtempSync(join(tmpdir(), 'agent-task-cli-'));
  bundle = String(
    await bundleRealAgent(repo, join(work, 'agent-task.mjs'), 'shared/node/evals/agent-task.ts'),
  );
});
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

interface Out {
  result: { ok: boolean; answer?: string; files?: { path: string; text: string }[] };
  leftInTmp: string[];
  skillFolder: string[];
  skillSeen: boolean;
}

const run = (agent: RealAgentId, scenario: string) =>
  runAgentScenario<Out>(bundle, agent, scenario);

// What the command makes: a new file, and the input file with a line added.
const MADE = [
  { path: 'evals/files/receipts.csv', text: 'date,amount\nchecked\n' },
  { path: 'report.md', text: 'March total: 42\n' },
];

describe.each(['claude-code', 'codex', 'opencode'] as const)('%s', (agent) => {
  const why = missingAgent(agent);
  describe.skipIf(why !== undefined)(
    why ? `skipped: ${why}` : 'the released CLI',
    { timeout: 180_000 },
    () => {
      it.concurrent(
        'with the skill: it is called, and what the agent made is the output',
        async () => {
          const out = await run(agent, 'task-with');
          expect(out.result).toMatchObject({ ok: true, answer: 'done', files: MADE });
          expect(Object.keys(out.result).sort()).toEqual(['answer', 'durationMs', 'files', 'ok']);
          expect(out.skillSeen).toBe(true);
          expect(out.leftInTmp).toEqual([]);
          expect(out.skillFolder).toEqual(['SKILL.md']);
        },
      );

      it.concurrent('without the skill: never shown to the model, the same outputs', async () => {
        const out = await run(agent, 'task-without');
        expect(out.result).toMatchObject({ ok: true, answer: 'done', files: MADE });
        expect(out.skillSeen).toBe(false);
        expect(out.leftInTmp).toEqual([]);
      });
    },
  );
});
