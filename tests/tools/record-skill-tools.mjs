#!/usr/bin/env node
/**
 * Records the tool through which each agent's model picks a skill, as the real agent sends it,
 * and where the agent puts the skill listing in that request, into
 * tests/fixtures/agent-recordings/skill-tools.json: the recording trigger tests (issue 35) hold
 * the studio's copies to (tests/agent/skill-tools.test.ts). Each released agent runs once, set
 * up as for its goldens (agent-runs.mjs), against a mock model on loopback (mock-llm.mjs) that
 * answers "done", on LIBRARY (two skills) with PROMPT as the user's message; the FIRST main
 * request it sends (the first that carries its tools: OpenCode sends a title request without
 * them before it) is read. HelloAgents has no CLI: its SimpleAgent is run from a checkout of its
 * source by hello-agents-skill-tool.py, which keeps what the agent hands its LLM client. Run
 * each agent inside a network namespace that has only loopback:
 *
 *   unshare -rn sh -c 'ip link set lo up; node tests/tools/record-skill-tools.mjs --agent claude-code --bin <package>/claude'
 *   unshare -rn sh -c 'ip link set lo up; node tests/tools/record-skill-tools.mjs --agent codex --bin <package>/vendor/<triple>/bin/codex'
 *   unshare -rn sh -c 'ip link set lo up; node tests/tools/record-skill-tools.mjs --agent opencode --bin <package>/bin/opencode --rg <dir with rg>'
 *   git clone https://github.com/jjyaoao/HelloAgents && git -C HelloAgents checkout V1.0.0
 *   unshare -rn sh -c 'ip link set lo up; node tests/tools/record-skill-tools.mjs --agent hello-agents --bin HelloAgents --python <python with pydantic 2 and PyYAML>'
 *
 * (the packages as in record-agents.mjs's header). Per agent it writes:
 *   version       the agent's `--version` (HelloAgents: its __version__ and the checkout's tag)
 *   recordedWith  the command
 *   wireApi       anthropic-messages, openai-responses or openai-chat
 *   requestIndex  which request of the run was read
 *   model         the model it named (OpenCode's is the mock provider's `m`)
 *   promptAsSent  the user's message as the request holds it (OpenCode's `run` quotes it)
 *   tool          the skill tool's entry of the request's `tools`, exactly as sent: Claude Code's
 *                 `Skill`, OpenCode's and HelloAgents' chat-completions function tool (`skill`,
 *                 `Skill`), Codex's `exec_command` (it has no skill tool: its model opens SKILL.md
 *                 with a shell command)
 *   otherTools    the other tools' names in order (a tool without a name, such as Codex's
 *                 tool_search, by its `type`)
 *   listing       where the skill listing sits: `placement` (`message` or `tool-description`),
 *                 the JSON path of the text holding it (`at`), that text's `role`, whether it
 *                 comes after the user's message (`afterPrompt`), the characters of other text
 *                 before and after it in the same text, and the listing itself
 *   leftOut       what a trigger test leaves out, in characters: the agent's own system and
 *                 developer text (`systemText`, the listing not counted), the other messages'
 *                 text (`otherMessageText`, the user's message not counted), the other tools'
 *                 definitions as JSON (`otherToolsJson`), and each text's share (`parts`)
 * Characters are code points, counted with the run's folders written as <PROJECT>, <ROOT> and
 * <HOME> (record-helpers' hide()), as everywhere in the recording.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { materialize } from './agent-cases.mjs';
import { AGENT_RUNS } from './agent-runs.mjs';
import { startMockModel } from './mock-llm.mjs';
import { hide, runAgent, workspace } from './record-helpers.mjs';
import { SKILL_TOOL_AGENTS } from './skill-tool-requests.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const agentId = arg('--agent');
const bin = arg('--bin');
if (!agentId || !bin || !SKILL_TOOL_AGENTS[agentId]) {
  console.error(
    `usage: record-skill-tools.mjs --agent ${Object.keys(SKILL_TOOL_AGENTS).join('|')} --bin PATH`,
  );
  process.exit(2);
}

/** The user's message: one a listed skill covers. */
const PROMPT = 'Please do my expenses for March.';

/** The library each agent is given: two skills. */
const LIBRARY = {
  'expenses/SKILL.md':
    '---\nname: expenses\ndescription: File expense reports. Use when the user asks to do their expenses.\n---\n\n# Expenses\n\nAsk for the receipts, then fill in the report.\n',
  'pdf/SKILL.md':
    '---\nname: pdf\ndescription: Work with PDF files (read, merge, split). Use when the user mentions a PDF.\n---\n\n# PDF\n\nUse the pdf tools.\n',
};

/** One run of a CLI agent: the requests it sent the mock model. */
async function runCli(ws, root) {
  const mock = await startMockModel([]);
  try {
    const result = await AGENT_RUNS[agentId].run(ws, root, mock, {
      bin,
      prompt: PROMPT,
      rg: arg('--rg', ''),
      // The model Codex's goldens run on (record-agents.mjs); the others run their default.
      model: agentId === 'codex' ? 'gpt-5.5' : undefined,
    });
    if (mock.requests.length === 0)
      throw new Error(`${agentId} sent no request: ${result.stderr.slice(-2000)}`);
    return mock.requests.map((r) => r.body);
  } finally {
    await mock.close();
  }
}

/** HelloAgents' run: the one call its SimpleAgent made, as a chat-completions request body. */
async function runHelloAgents(ws) {
  const out = join(ws.base, 'call.json');
  const python = arg('--python', 'python3');
  const result = await runAgent(
    python,
    [join(here, 'hello-agents-skill-tool.py'), bin, PROMPT, out],
    // The agent writes its traces, todos and sessions below the current folder.
    { cwd: ws.project, env: process.env },
  );
  if (result.code !== 0) throw new Error(result.stderr.slice(-2000));
  const recorded = JSON.parse(readFileSync(out, 'utf8'));
  const git = (...a) => execFileSync('git', ['-C', bin, ...a], { encoding: 'utf8' }).trim();
  return {
    bodies: recorded.calls,
    version: `hello-agents ${recorded.version} (jjyaoao/HelloAgents ${git('describe', '--tags')})`,
    source: {
      repository: 'jjyaoao/HelloAgents',
      commit: git('rev-parse', 'HEAD'),
      files: [
        'hello_agents/tools/builtin/skill_tool.py (SkillTool: name, description, get_parameters)',
        'hello_agents/core/agent.py (Agent._build_tool_schemas: ToolParameter list to function schema)',
        'hello_agents/agents/simple_agent.py (SimpleAgent.run: llm.invoke_with_tools)',
      ],
      python: execFileSync(python, ['--version'], { encoding: 'utf8' }).trim(),
      stoodIn: recorded.stoodIn,
    },
  };
}

const spec = SKILL_TOOL_AGENTS[agentId];
const ws = workspace();
let entry;
try {
  // HelloAgents reads Config's default skills_dir, "skills" below the folder it runs in.
  const root =
    agentId === 'hello-agents' ? join(ws.project, 'skills') : AGENT_RUNS[agentId].root(ws);
  mkdirSync(root, { recursive: true });
  materialize(LIBRARY, root);
  const run =
    agentId === 'hello-agents'
      ? await runHelloAgents(ws)
      : {
          bodies: await runCli(ws, root),
          version: execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim(),
        };
  const bodies = JSON.parse(hide(JSON.stringify(run.bodies), ws, root));
  const requestIndex = bodies.findIndex((body) => spec.isMain(body, PROMPT));
  if (requestIndex < 0) throw new Error(`${agentId}: no request carried its tools and the prompt`);
  entry = {
    version: run.version,
    recordedWith: `node tests/tools/record-skill-tools.mjs --agent ${agentId} --bin <${run.version}>`,
    ...(run.source && { source: run.source }),
    ...spec.read(bodies[requestIndex], PROMPT),
    requestIndex,
  };
} finally {
  rmSync(ws.base, { recursive: true, force: true });
}

const file = join(here, '../fixtures/agent-recordings/skill-tools.json');
let previous = {};
try {
  previous = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  // First recording.
}
// Every agent in the file answers the same prompt on the same library: a change starts afresh.
if (JSON.stringify([previous.prompt, previous.library]) !== JSON.stringify([PROMPT, LIBRARY])) {
  if (previous.agents) process.stderr.write('prompt or library changed: re-record every agent\n');
  previous = {};
}
writeFileSync(
  file,
  `${JSON.stringify(
    {
      prompt: PROMPT,
      library: LIBRARY,
      agents: { ...(previous.agents ?? {}), [agentId]: entry },
    },
    null,
    2,
  )}\n`,
);
process.stderr.write(`wrote ${agentId} into ${file}\n`);
