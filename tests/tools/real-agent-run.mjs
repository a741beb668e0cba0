#!/usr/bin/env node
/**
 * One run of real agent mode (shared/node/triggers/real-agent.ts's runRealAgent) against the
 * mock model (mock-llm.mjs), both in this process, with a throwaway HOME holding the agent's
 * user configuration (pointed at the mock) and one personal skill, PERSONAL. Run it inside a
 * network namespace that has only loopback, so nothing can leave the machine:
 *
 *   unshare -rn sh -c 'ip link set lo up; exec node tests/tools/real-agent-run.mjs JSON'
 *
 * JSON: { bundle, agent, bin, rg?, scenario, query?, timeoutMs?, keepLog? }
 *   bundle    real-agent.ts bundled by esbuild to an ES module (bundleRealAgent below), or
 *             evals' agent-task.ts for the task scenarios
 *   scenario  this    the model calls the candidate by its temporary name (read from its request)
 *             other   the model calls PERSONAL
 *             late    the model first calls another tool (Bash, a shell command, glob), then
 *                     the candidate
 *             none    the model answers with text
 *             hang    the model never answers (the run meets its time limit)
 *             cancel  the model never answers; the run is cancelled at its first request
 *             task-with     an eval's run (runAgentTask) with the skill: the model calls it,
 *                           then a shell command writes report.md and changes the input file
 *             task-without  the same run without the skill: only the command
 *   rg        (OpenCode) a folder holding `rg`, put on PATH
 * Prints one JSON line: { result, pid, survivors (pids of the CLI's process group still alive
 * once the run returned), requests (how many the mock had), tmp, home }.
 *
 * The user's configuration each agent reads, as a person sets up a provider (the project is
 * runRealAgent's, so nothing goes there):
 *   claude-code  ANTHROPIC_BASE_URL and ANTHROPIC_API_KEY
 *   codex        $CODEX_HOME/config.toml with a [model_providers.mock] (Responses API)
 *   opencode     $XDG_CONFIG_HOME/opencode/opencode.json with an openai-compatible provider
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startMockModel } from './mock-llm.mjs';

/** The personal skill in the throwaway HOME. */
export const PERSONAL = 'personal-notes';
/** The candidate skill. */
export const CANDIDATE =
  '---\nname: expenses\ndescription: File expense reports. Use when the user asks to do their expenses.\n---\n\n# Expenses\n\nAsk for the receipts, then fill in the report.\n';
const PERSONAL_MD = `---\nname: ${PERSONAL}\ndescription: Keep personal notes. Use when the user asks to note something.\n---\n\n# Notes\n`;

/**
 * Bundles real-agent.ts (or `entry`, evals' agent-task.ts) to `out` (an .mjs file) with
 * esbuild, for plain Node to import.
 */
export async function bundleRealAgent(root, out, entry = 'shared/node/triggers/real-agent.ts') {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: out,
    logLevel: 'error',
    // Some bundled CommonJS requires node builtins.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return out;
}

/** The agent's personal skills folder in `home`, as agents.ts resolves it. */
const PERSONAL_DIR = {
  'claude-code': (home) => join(home, '.claude/skills'),
  codex: (home) => join(home, '.agents/skills'),
  opencode: (home) => join(home, '.config/opencode/skills'),
};

/** The environment a throwaway HOME gives the agent, its configuration pointed at `port`. */
export function throwawayHome(agent, home, port, rg = '') {
  const personal = join(PERSONAL_DIR[agent](home), PERSONAL);
  mkdirSync(personal, { recursive: true });
  writeFileSync(join(personal, 'SKILL.md'), PERSONAL_MD);
  const env = { PATH: `${rg ? `${rg}:` : ''}${process.env.PATH}`, HOME: home };
  if (agent === 'claude-code')
    return {
      ...env,
      ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}`,
      ANTHROPIC_API_KEY: 'sk-ant-real-agent-test',
      DISABLE_TELEMETRY: '1',
      DISABLE_AUTOUPDATER: '1',
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    };
  if (agent === 'codex') {
    const codexHome = join(home, '.codex');
    mkdirSync(codexHome, { recursive: true });
    writeFileSync(
      join(codexHome, 'config.toml'),
      [
        'model = "gpt-5.5"',
        'model_provider = "mock"',
        'check_for_update_on_startup = false',
        '[model_providers.mock]',
        'name = "mock"',
        `base_url = "http://127.0.0.1:${port}/v1"`,
        'wire_api = "responses"',
        'env_key = "MOCK_API_KEY"',
        '',
      ].join('\n'),
    );
    return { ...env, CODEX_HOME: codexHome, MOCK_API_KEY: 'real-agent-test' };
  }
  const config = join(home, '.config/opencode');
  mkdirSync(config, { recursive: true });
  writeFileSync(
    join(config, 'opencode.json'),
    JSON.stringify({
      $schema: 'https://opencode.ai/config.json',
      autoupdate: false,
      share: 'disabled',
      provider: {
        mock: {
          npm: '@ai-sdk/openai-compatible',
          name: 'Mock',
          options: { baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'real-agent-test' },
          models: { m: { name: 'm', limit: { context: 200000, output: 8000 }, tool_call: true } },
        },
      },
      model: 'mock/m',
      small_model: 'mock/m',
    }),
  );
  return {
    ...env,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local/share'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_STATE_HOME: join(home, '.local/state'),
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_AUTOUPDATE: '1',
  };
}

const TEMP_NAME = /[a-z0-9-]*-skill-studio-[0-9a-f]{6}/;

/** The skill call the model makes for `skill` (a name, or a function of the request body). */
function skillCall(agent, pick) {
  return (body) => {
    const name = pick(body);
    if (agent === 'claude-code') return { name: 'Skill', input: { skill: name }, index: 1 };
    if (agent === 'opencode') return { name: 'skill', input: { name }, index: 1 };
    // Codex opens the SKILL.md its listing names: a short path (r0/...) under a root its
    // "Skill roots" table gives ("- `r0` = `/path`").
    const text = JSON.stringify(body);
    const short = new RegExp(`(r\\d+)/${name}/SKILL\\.md`).exec(text);
    const root = short && new RegExp(`\`${short[1]}\` = \`([^\`]+)\``).exec(text)?.[1];
    const file = root ? `${root}/${name}/SKILL.md` : `${name}/SKILL.md`;
    return { name: 'exec_command', input: { cmd: `cat ${file}` }, index: 1 };
  };
}

/** The processes whose process group is `pgid` (Linux's /proc). */
export function groupMembers(pgid) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command (which may hold spaces): state ppid pgrp ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') found.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** The shell command the model runs in a task scenario, as each agent's tool takes it. */
const WRITE =
  "printf 'March total: 42\\n' > report.md && printf 'checked\\n' >> evals/files/receipts.csv";
const WRITE_CALL = {
  'claude-code': { name: 'Bash', input: { command: WRITE, description: 'Write the report' } },
  codex: { name: 'exec_command', input: { cmd: WRITE } },
  opencode: { name: 'bash', input: { command: WRITE, description: 'Write the report' } },
};

/** Runs one scenario (the options of the JSON above) and gives what main() prints. */
export async function runScenario(opts) {
  if (opts.scenario.startsWith('task-')) return runTask(opts);
  const { runRealAgent } = await import(pathToFileURL(opts.bundle).href);
  const base = mkdtempSync(join(tmpdir(), 'skill-studio-real-run-'));
  const home = join(base, 'home');
  const tmp = join(base, 'tmp');
  const skillDir = join(base, 'library/expenses');
  mkdirSync(tmp, { recursive: true });
  mkdirSync(skillDir, { recursive: true });
  writeFileSync(join(skillDir, 'SKILL.md'), CANDIDATE);
  const abort = new AbortController();
  const candidate = skillCall(
    opts.agent,
    (body) => TEMP_NAME.exec(JSON.stringify(body))?.[0] ?? '',
  );
  const scripted =
    {
      this: [candidate],
      late: [LOOK_AROUND[opts.agent], candidate],
      other: [skillCall(opts.agent, () => PERSONAL)],
    }[opts.scenario] ?? [];
  const hang = opts.scenario === 'hang' || opts.scenario === 'cancel';
  const mock = await startMockModel(scripted, {
    hang,
    onRequest: () => {
      if (opts.scenario === 'cancel') abort.abort();
    },
  });
  let pid;
  try {
    const env = throwawayHome(opts.agent, home, mock.port, opts.rg);
    const result = await runRealAgent({
      agent: opts.agent,
      bin: opts.bin,
      skillDir,
      query: opts.query ?? 'Please do my expenses for March.',
      timeoutMs: opts.timeoutMs ?? 120_000,
      env,
      signal: abort.signal,
      tmpRoot: tmp,
      keepLog: opts.keepLog === true,
      onSpawn: (p) => (pid = p),
    });
    const survivors = pid === undefined ? [] : groupMembers(pid);
    return { result, pid, survivors, requests: mock.requests.length, tmp, home };
  } finally {
    await mock.close();
    rmSync(base, { recursive: true, force: true });
  }
}

/**
 * An eval's run through the agent (evals' runAgentTask): the input file given, the files the
 * agent made read back; also what is left in the temporary root and whether the skill's own
 * folder is as it was (nothing written outside the project).
 */
async function runTask(opts) {
  const { runAgentTask } = await import(pathToFileURL(opts.bundle).href);
  const base = mkdtempSync(join(tmpdir(), 'skill-studio-task-run-'));
  const home = join(base, 'home');
  const tmp = join(base, 'tmp');
  const skillDir = join(base, 'library/expenses');
  mkdirSync(tmp, { recursive: true });
  mkdirSync(skillDir, { recursive: true });
  writeFileSync(join(skillDir, 'SKILL.md'), CANDIDATE);
  const withSkill = opts.scenario === 'task-with';
  const candidate = skillCall(
    opts.agent,
    (body) => TEMP_NAME.exec(JSON.stringify(body))?.[0] ?? '',
  );
  const write = { ...WRITE_CALL[opts.agent], index: withSkill ? 2 : 1 };
  const mock = await startMockModel(withSkill ? [candidate, write] : [write]);
  try {
    const env = throwawayHome(opts.agent, home, mock.port, opts.rg);
    const result = await runAgentTask({
      agent: opts.agent,
      bin: opts.bin,
      skillDir,
      skill: withSkill ? skillDir : undefined,
      prompt: 'Please do my expenses for March.',
      files: [{ path: 'evals/files/receipts.csv', bytes: Buffer.from('date,amount\n') }],
      timeoutMs: opts.timeoutMs ?? 120_000,
      env,
      tmpRoot: tmp,
    });
    const files = result.ok
      ? result.files.map((f) => ({ path: f.path, text: Buffer.from(f.bytes).toString('utf8') }))
      : [];
    return {
      result: { ...result, ...(result.ok && { files }) },
      leftInTmp: readdirSync(tmp),
      skillFolder: readdirSync(skillDir),
      skillSeen: mock.requests.some((r) => TEMP_NAME.test(JSON.stringify(r.body))),
      requests: mock.requests.length,
    };
  } finally {
    await mock.close();
    rmSync(base, { recursive: true, force: true });
  }
}

/** A first tool call that is not a skill's (skill-creator's tester stopped at such a call). */
const LOOK_AROUND = {
  'claude-code': { name: 'Bash', input: { command: 'ls', description: 'List files' }, index: 0 },
  codex: { name: 'exec_command', input: { cmd: 'ls' }, index: 0 },
  opencode: { name: 'glob', input: { pattern: '*' }, index: 0 },
};

async function main() {
  const out = await runScenario(JSON.parse(process.argv[2] ?? '{}'));
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
