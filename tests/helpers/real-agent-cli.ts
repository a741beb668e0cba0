/**
 * The released agent CLIs for tests that run them (trigger tests' and evals' real agent mode):
 * which are given, why one cannot run here, and one scenario of tests/tools/real-agent-run.mjs
 * in a network namespace of its own with loopback only (`unshare -rn`), so nothing can leave
 * the machine.
 *
 * The CLIs come from SKILL_STUDIO_AGENT_BINS, their paths joined by ":" (each known by its file
 * name: claude, codex, opencode), e.g. from `npm pack` of the platform packages:
 *   SKILL_STUDIO_AGENT_BINS=<claude-code-linux-x64>/claude:<codex>/vendor/x86_64-unknown-linux-musl/bin/codex:<opencode-linux-x64>/bin/opencode
 * OpenCode needs `rg`: SKILL_STUDIO_AGENT_RG names its folder (default: `rg` on PATH, else the
 * one the Codex package ships beside its binary, ../codex-path).
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { RealAgentId } from '../../shared/triggers/real-events';

const repo = join(import.meta.dirname, '../..');
const COMMANDS: Record<RealAgentId, string> = {
  'claude-code': 'claude',
  codex: 'codex',
  opencode: 'opencode',
};
const given = (process.env.SKILL_STUDIO_AGENT_BINS ?? '').split(':').filter(Boolean);

/** Whether any CLI is given (the tests bundle their code only then). */
export const agentBinsGiven = given.length > 0;

/** The given CLI of `agent`, if any. */
export const binOf = (agent: RealAgentId) => given.find((p) => basename(p) === COMMANDS[agent]);

/** Why an agent's tests cannot run here, in words, or undefined. */
export function missingAgent(agent: RealAgentId): string | undefined {
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

/** Runs one scenario of real-agent-run.mjs in its own loopback-only namespace; what it printed. */
export async function runAgentScenario<T>(
  bundle: string,
  agent: RealAgentId,
  scenario: string,
  extra: object = {},
): Promise<T> {
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
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as T;
}
