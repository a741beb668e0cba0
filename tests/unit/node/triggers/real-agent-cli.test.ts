/**
 * runRealAgent on the released CLIs (Claude Code 2.1.332, Codex 0.171.0, OpenCode 1.18.33),
 * each in a network namespace with loopback only (`unshare -rn`), against the mock model
 * (tests/tools/mock-llm.mjs) in the same namespace, with a throwaway HOME: real-agent-run.mjs
 * runs both and prints what it found. The model calls the candidate by its temporary name
 * (this), a personal skill (other), answers text (none), never answers (the time limit ends the
 * CLI's whole process group), or the run is cancelled at its first request (the same).
 *
 * The CLIs come from SKILL_STUDIO_AGENT_BINS (tests/helpers/real-agent-cli.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealAgentId } from '../../../../shared/triggers/real-events';
import { agentBinsGiven, missingAgent, runAgentScenario } from '../../../helpers/real-agent-cli';
import { bundleRealAgent, groupMembers, PERSONAL } from '../../../tools/real-agent-run.mjs';

const repo = join(__dirname, '../../../..');

let work = '';
let bundle = '';
beforeAll(async () => {
  if (!agentBinsGiven) return;
  work = mkdtempSync(join(tmpdir(), 'real-agent-cli-'));
  bundle = String(await bundleRealAgent(repo, join(work, 'real-agent.mjs')));
});
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

interface Out {
  result: {
    ok: boolean;
    kind?: string;
    outcome?: unknown;
    loadedSkills?: string[];
    tempName: string;
  };
  pid: number;
  survivors: number[];
  requests: number;
}

// One scenario in its own loopback-only namespace.
const run = (agent: RealAgentId, scenario: string, extra: object = {}) =>
  runAgentScenario<Out>(bundle, agent, scenario, extra);

describe.each(['claude-code', 'codex', 'opencode'] as const)('%s', (agent) => {
  const why = missingAgent(agent);
  // Each run starts a CLI; several run at once on a small machine.
  describe.skipIf(why !== undefined)(
    why ? `skipped: ${why}` : 'the released CLI',
    { timeout: 180_000 },
    () => {
      it.concurrent(
        'the candidate called by its temporary name: this, with the personal skill loaded',
        async () => {
          const out = await run(agent, 'this');
          expect(out.result).toMatchObject({ ok: true, outcome: { kind: 'this' } });
          expect(out.result.tempName).toMatch(/^expenses-skill-studio-[0-9a-f]{6}$/);
          expect(out.result.loadedSkills).toContain(PERSONAL);
          expect(out.result.loadedSkills).not.toContain(out.result.tempName);
          expect(out.survivors).toEqual([]);
        },
      );

      it.concurrent('another tool first, then the candidate: still this', async () => {
        expect((await run(agent, 'late')).result).toMatchObject({
          ok: true,
          outcome: { kind: 'this' },
        });
      });

      it.concurrent('a personal skill called: other, named', async () => {
        expect((await run(agent, 'other')).result).toMatchObject({
          ok: true,
          outcome: { kind: 'other', skill: PERSONAL, known: true },
        });
      });

      it.concurrent('a text answer: none', async () => {
        expect((await run(agent, 'none')).result).toMatchObject({
          ok: true,
          outcome: { kind: 'none', text: 'done' },
        });
      });

      it.concurrent(
        'a model that never answers: timeout, and no process of the group survives',
        async () => {
          const out = await run(agent, 'hang', { timeoutMs: 45_000 });
          expect(out.requests).toBeGreaterThan(0);
          expect(out.result).toMatchObject({ ok: false, kind: 'timeout' });
          expect(out.survivors).toEqual([]);
          expect(groupMembers(out.pid)).toEqual([]);
        },
      );

      it.concurrent(
        'cancelled at its first request: cancelled, and no process of the group survives',
        async () => {
          const out = await run(agent, 'cancel');
          expect(out.result).toMatchObject({ ok: false, kind: 'cancelled' });
          expect(out.survivors).toEqual([]);
          expect(groupMembers(out.pid)).toEqual([]);
        },
      );
    },
  );
});
