#!/usr/bin/env node
/**
 * Records what each real agent's CLI prints in real agent mode, into
 * tests/fixtures/real-agent/<agent>-<scenario>.jsonl and that folder's manifest.json: the event
 * logs shared/triggers/real-events.ts is tested on (tests/unit/triggers/real-events.test.ts).
 * Each run is runRealAgent itself (bundled by esbuild) on the released CLI against the mock
 * model, as real-agent-run.mjs sets them up, in a network namespace that has only loopback:
 *
 *   npm pack @anthropic-ai/claude-code-linux-x64@2.1.332 @openai/codex@0.171.0-linux-x64 \
 *     opencode-linux-x64@1.18.33                        (then untar each)
 *   unshare -rn sh -c 'ip link set lo up; node tests/tools/record-real-agent.mjs --agent claude-code --bin <package>/claude'
 *   unshare -rn sh -c 'ip link set lo up; node tests/tools/record-real-agent.mjs --agent codex --bin <package>/vendor/<triple>/bin/codex'
 *   unshare -rn sh -c 'ip link set lo up; node tests/tools/record-real-agent.mjs --agent opencode --bin <package>/bin/opencode --rg <dir with rg>'
 *
 * Scenarios (real-agent-run.mjs): this, late (another tool first, then the candidate), other
 * (a personal skill), none. The run's folders are written <TMP> (where runRealAgent made its
 * project) and <HOME> (the throwaway home), as record-helpers' hide() does; the candidate's
 * temporary name is kept, and the manifest says it per log with what the mock was scripted to
 * choose (`scripted`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleRealAgent, PERSONAL, runScenario } from './real-agent-run.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const agent = arg('--agent');
const bin = arg('--bin');
if (!['claude-code', 'codex', 'opencode'].includes(agent ?? '') || !bin) {
  console.error('usage: record-real-agent.mjs --agent claude-code|codex|opencode --bin PATH');
  process.exit(2);
}

// What the mock model was scripted to choose in each (not what the parser read: the test
// holds the parser to this).
const SCRIPTED = {
  this: { kind: 'this' },
  late: { kind: 'this' },
  other: { kind: 'other', skill: PERSONAL },
  none: { kind: 'none' },
};
const folder = join(repo, 'tests/fixtures/real-agent');
const manifestFile = join(folder, 'manifest.json');
let manifest = {};
try {
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
} catch {
  // First recording.
}
const work = mkdtempSync(join(tmpdir(), 'record-real-agent-'));
try {
  const bundle = await bundleRealAgent(repo, join(work, 'real-agent.mjs'));
  const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  const runs = {};
  for (const [scenario, scripted] of Object.entries(SCRIPTED)) {
    process.stderr.write(`${agent}: ${scenario}\n`);
    const out = await runScenario({
      bundle,
      agent,
      bin,
      rg: arg('--rg', ''),
      scenario,
      keepLog: true,
    });
    if (!out.result.ok) throw new Error(`${agent} ${scenario}: ${JSON.stringify(out.result)}`);
    const file = `${agent}-${scenario}.jsonl`;
    const log = out.result.log.replaceAll(out.tmp, '<TMP>').replaceAll(out.home, '<HOME>');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, file), log);
    runs[scenario] = { file, tempName: out.result.tempName, scripted };
  }
  manifest[agent] = {
    version,
    recordedWith: `node tests/tools/record-real-agent.mjs --agent ${agent} --bin <${version}>`,
    runs,
  };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  process.stderr.write(`wrote ${manifestFile}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
