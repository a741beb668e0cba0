/**
 * runRealAgent on the released CLIs (Claude Code 2.1.332, Codex 0.171.0, OpenCode 1.18.33),
 * each in a network namespace with loopback only (`unshare -rn`), against the mock model
 * (tests/tools/mock-llm.mjs) in the same namespace, with a throwaway HOME: real-agent-run.mjs
 * runs both and prints what it found. The model calls the candidate by its temporary name
 * (this), a personal skill (other), answers text (none), never answers (the time limit ends the
 * CLI's whole process group), or the run is cancelled at its first request (the same).
 *
 * The CLIs come from SKILL_STUDIO_AGENT_BINS, their paths joined by ":" (each known by its file
 * name: claude, codex, opencode), e.g. from `npm pack` of the platform packages:
 *   SKILL_STUDIO_AGENT_BINS=<claude-code-linux-x64>/claude:<codex>/vendor/x86_64-unknown-linux-musl/bin/codex:<opencode-linux-x64>/bin/opencode
 * OpenCode needs `rg`: SKILL_STUDIO_AGENT_RG names its folder (default: `rg` on PATH, else the
 * one the Codex package ships beside its binary, ../codex-path).
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealAgentId } from '../../../../shared/triggers/real-events';
import { bundleRealAgent, groupMembers, PERSONAL } from '../../../tools/real-agent-run.mjs';

const repo = join(__dirname, '../../../..');
const COMMANDS: Record<RealAgentId, string> = {
  'claude-code': 'claude',
  codex: 'codex',
  opencode: 'opencode',
};
const given = (process.env.SKILL_STUDIO_AGENT_BINS ?? '').split(':').filter(Boolean);
const binOf = (agent: RealAgentId) => given.find((p) => basename(p) === COMMANDS[agent]);

// Why an agent's tests cannot run here, in words, or undefined.
function missing(agent: RealAgentId): string | undefined {
  const bin = binOf(agent);
  if (process.platform !== 'linux') return 'needs Linux (unshare -rn, /proc)';
  if (!bin)
    return `SKILL_STUDIO_AGENT_BINS has no path ending in /${COMMANDS[agent]} (set it to the released CLIs joined by ":")`;
  if (!existsSync(bin)) return `${bin} (from SKILL_STUDIO_AGENT_BINS) does not exist`;
  if (spawnSync('unshare', ['-rn', 'true']).status !== 0)
    return 'unshare -rn fails here (user and network namespaces are not allowed)';
  if (agent === 'opencode' && !rgFolder())
    return 'no rg: set SKILL_STUDIO_AGENT_RG to a folder holding rg';
  return undefined;
}

function rgFolder(): string | undefined {
  if (process.env.SKILL_STUDIO_AGENT_RG) return process.env.SKILL_STUDIO_AGENT_RG;
  const onPath = spawnSync('sh', ['-c', 'command -v rg'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return dirname(onPath);
  const codex = binOf('codex');
  const beside = codex && join(dirname(codex), '../codex-path');
  return beside && existsSync(join(beside, 'rg')) ? beside : undefined;
}

let work = '';
let bundle = '';
beforeAll(async () => {
  if (!given.length) return;
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
async function run(agent: RealAgentId, scenario: string, extra: object = {}): Promise<Out> {
  const opts = { bundle, agent, bin: binOf(agent), rg: rgFolder() ?? '', scenario, ...extra };
  const script = join(repo, 'tests/tools/real-agent-run.mjs');
  const { stdout } = await promisify(execFile)(
    'unshare',
    [
      '-rn',
      'sh',
      '-c',
      'ip link set lo up && exec "$0" "$@"',
      process.execPath,
      script,
      JSON.stringify(opts),
    ],
    { encoding: 'utf8', timeout: 150_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Out;
}

describe.each(['claude-code', 'codex', 'opencode'] as const)('%s', (agent) => {
  const why = missing(agent);
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
