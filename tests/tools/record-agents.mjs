#!/usr/bin/env node
/**
 * Records what the real agents send their model for every case in agent-cases.mjs, and writes
 * tests/fixtures/agent-recordings/<agent>.json: the goldens the simulators are checked against.
 * Each agent runs as released (its npm package), against a mock model on loopback
 * (mock-llm.mjs) that answers with the case's tool calls, in a fresh project and home folder;
 * nothing leaves the machine. Each agent is set up as agent-runs.mjs says (its config files,
 * environment and where the library goes), shared with record-skill-tools.mjs.
 *
 *   npm pack opencode-linux-x64@1.18.33 @openai/codex@0.171.0-linux-x64 \
 *     @anthropic-ai/claude-code-linux-x64@2.1.332       (then untar each)
 *   node tests/tools/record-agents.mjs --agent opencode --bin <package>/bin/opencode --rg <dir with rg>
 *   node tests/tools/record-agents.mjs --agent claude-code --bin <package>/claude
 *   node tests/tools/record-agents.mjs --agent codex --bin <package>/vendor/<triple>/bin/codex
 *   node tests/tools/record-agents.mjs --agent gemini-cli --bin <package>/bundle/gemini.js
 *     (npm pack @google/gemini-cli@0.61.0, untarred; run by this Node)
 *   node tests/tools/record-agents.mjs --agent skills-ref --bin <agentskills checkout>/skills-ref/src \
 *     [--python /usr/bin/python3]
 *
 * With --scopes, SCOPE_CASES (Claude Code's personal and project folders at once) are recorded
 * into the file's `scopes`. With --settings, the catalogues of SETTINGS_CASES are recorded instead (into the same file's
 * `settings`), each with the agent set up its own way: Claude Code's keys in the user's
 * ~/.claude/settings.json, Codex's system skills as `[skills.bundled] enabled` and its model as
 * `model` in config.toml; Codex's run also records `defaultModel`, the model it asks the mock for
 * when config.toml names none. The other recordings run Codex on gpt-5.5 (the file's `model`).
 *
 * skills-ref is run from its source (agentskills/agentskills, never copied here) by Python with
 * strictyaml: its `to-prompt` on every skill folder of a library in path order, and on each
 * folder alone (SINGLES), the way cli.py's to_prompt_cmd does (SKILL.md paths taken as their
 * folder; a SkillError printed as "Error: ..." with exit status 1).
 *
 * Claude Code runs a `context: fork` skill in a sub-agent: the mock tells its requests from the
 * main conversation's (they lack the prompt) and answers them with SUB_AGENT_ANSWER and no tool
 * call, and the call is recorded as the sub-agent's first message, then the main tool result.
 *
 * OpenCode lists a skill's files with ripgrep and downloads it when it is not on PATH: --rg
 * names a folder holding an `rg` (Codex's package ships one under vendor/<triple>/codex-path).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CASES,
  LIBRARIES,
  materialize,
  ORDERED,
  SCOPE_CASES,
  SETTINGS_CASES,
  SINGLES,
} from './agent-cases.mjs';
import { AGENT_RUNS } from './agent-runs.mjs';
import { startMockModel } from './mock-llm.mjs';
import {
  diagnostics,
  hide,
  runAgent,
  skillFolders,
  SKILLS_REF_SCRIPT,
  textOf,
  workspace,
} from './record-helpers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const agentId = arg('--agent');
const bin = arg('--bin');
const only = arg('--library');
if (!agentId || !bin || !CASES[agentId]) {
  console.error('usage: record-agents.mjs --agent opencode|claude-code|codex --bin PATH');
  process.exit(2);
}

const PROMPT = 'Use the skills.';

// The model each agent's recordings run on (the file's `model`) unless --model; a Codex run
// takes a settings case's model instead.
// Gemini CLI: a Gemini 3 model, whose prompt (snippets.ts) every default and auto model gets.
const RECORDING_MODEL = { codex: 'gpt-5.5', 'gemini-cli': 'gemini-3.1-pro-preview' };
const codexModel = () => settings.codex?.model ?? arg('--model', RECORDING_MODEL.codex);

// What the user types for a Codex call: `$skill args`, or, with no skill, the args alone (a
// mention anywhere in the message).
const codexPrompt = (c) => (c.skill ? `$${c.skill}${c.args ? ` ${c.args}` : ''}` : c.args);

/** The AgentSettings patch of the settings case being recorded (none: the agent's defaults). */
let settings = {};
/** A personal library (Claude Code's ~/.claude/skills) recorded beside the project's, if any. */
let personal;

const AGENTS = {
  opencode: {
    ...AGENT_RUNS.opencode,
    run: (ws, root, _calls, mock) =>
      AGENT_RUNS.opencode.run(ws, root, mock, {
        bin,
        prompt: PROMPT,
        rg: arg('--rg', ''),
        loaded: true,
      }),
    toolCall: (c) => ({ name: 'skill', input: { name: c.skill } }),
    catalogue(requests) {
      const main = requests.find((r) => r.body?.tools?.some((t) => t.function?.name === 'skill'));
      const system = textOf(main?.body.messages?.[0]?.content);
      const start = system.indexOf('Skills provide specialized instructions');
      if (start < 0) return null;
      const endTag = system.indexOf('</available_skills>', start);
      const end =
        endTag >= 0
          ? endTag + '</available_skills>'.length
          : system.indexOf('No skills are currently available.', start) +
            'No skills are currently available.'.length;
      return system.slice(start, end);
    },
    calls(requests, count) {
      const last = requests.at(-1)?.body;
      return Array.from({ length: count }, (_, i) => {
        const message = last?.messages?.find(
          (m) => m.role === 'tool' && m.tool_call_id === `call_${i}`,
        );
        return message ? { parts: [{ role: 'tool result', text: textOf(message.content) }] } : null;
      });
    },
  },

  'claude-code': {
    ...AGENT_RUNS['claude-code'],
    // One run per call: a second call of the same skill in a session reads differently
    // ("Re-invocation of /name"), and the API request merges consecutive user messages.
    perCall: true,
    run: (ws, root, _call, mock) =>
      AGENT_RUNS['claude-code'].run(ws, root, mock, {
        bin,
        prompt: PROMPT,
        model: arg('--model'),
        settings,
      }),
    toolCall: (c) => ({ name: 'Skill', input: { skill: c.skill, args: c.args } }),
    // The main conversation holds the prompt; a request without it is a sub-agent's (a
    // `context: fork` skill runs in one), answered with text so it never calls the skill again.
    isMain: (body) =>
      (body.messages ?? []).some(
        (m) =>
          m.role === 'user' &&
          (m.content === PROMPT ||
            (Array.isArray(m.content) && m.content.some((p) => p.text === PROMPT))),
      ),
    catalogue(requests) {
      const main = requests.find(
        (r) => r.body?.tools?.some((t) => t.name === 'Skill') && this.isMain(r.body),
      );
      const header = 'The following skills are available for use with the Skill tool:';
      for (const m of main?.body.messages ?? []) {
        const text = textOf(m.content);
        const start = text.indexOf(header);
        if (start < 0) continue;
        // The listing runs to the first blank line after its entries.
        const end = text.indexOf('\n\n', start + header.length + 2);
        return text.slice(start, end < 0 ? text.length : end);
      }
      return null;
    },
    calls(requests, count) {
      const main = requests.filter((r) => r.body?.messages && this.isMain(r.body));
      const last = main.at(-1)?.body;
      // A forked skill's sub-agent: its first request's first user message ends with what the
      // skill gave it (the parts before are Claude Code's own reminders, as in any session).
      const sub = requests.find((r) => r.body?.messages && !this.isMain(r.body))?.body;
      const given = sub?.messages?.find((m) => m.role === 'user')?.content;
      const forked = Array.isArray(given)
        ? [{ role: 'sub-agent prompt (context: fork)', text: textOf([given.at(-1)]) }]
        : [];
      return Array.from({ length: count }, (_, i) => {
        for (const m of last?.messages ?? []) {
          if (!Array.isArray(m.content)) continue;
          const at = m.content.findIndex(
            (p) => p.type === 'tool_result' && p.tool_use_id === `toolu_${i}`,
          );
          if (at < 0) continue;
          const result = m.content[at];
          const parts = [
            ...forked,
            {
              role: result.is_error ? 'tool result (is_error)' : 'tool result',
              text: textOf(result.content),
            },
          ];
          for (const p of m.content.slice(at + 1)) {
            if (p.type === 'tool_result') break;
            parts.push({ role: 'user message (hidden from the user)', text: textOf([p]) });
          }
          return { parts };
        }
        return null;
      });
    },
  },

  codex: {
    ...AGENT_RUNS.codex,
    perCall: true,
    run: (ws, root, call, mock) =>
      AGENT_RUNS.codex.run(ws, root, mock, {
        bin,
        prompt: call ? codexPrompt(call) : PROMPT,
        // The default-model run names none, so Codex picks its own.
        model: settings.codex?.model === null ? null : codexModel(),
        settings,
      }),
    // The Skills section, after the skill part of the model's base instructions when it has
    // one (from "# Using skills" to the next top-level heading), a blank line between.
    catalogue(requests) {
      const texts = (requests[0]?.body?.input ?? []).flatMap((item) =>
        item.role === 'developer' ? (item.content ?? []).map((c) => c.text ?? '') : [],
      );
      const base = texts.find((t) => /^# Using skills$/m.test(t));
      const start = base?.search(/^# Using skills$/m) ?? -1;
      const rest = start >= 0 ? base.slice(start) : '';
      const next = rest.slice(1).search(/^# /m);
      const usingSkills = (next >= 0 ? rest.slice(0, next + 1) : rest).trimEnd();
      const skills = texts.find((t) => t.includes('<skills_instructions>'));
      const parts = [usingSkills, skills].filter(Boolean);
      return parts.length > 0 ? parts.join('\n\n') : null;
    },
    mention(requests, prompt) {
      const parts = [];
      let seen = false;
      for (const item of requests[0]?.body?.input ?? []) {
        if (item.role !== 'user') continue;
        for (const c of item.content ?? []) {
          if (c.text === prompt) seen = true;
          if (seen)
            parts.push({
              role: parts.length === 0 ? 'user message' : 'user message (injected by Codex)',
              text: c.text,
            });
        }
      }
      return { parts };
    },
  },
  'gemini-cli': {
    ...AGENT_RUNS['gemini-cli'],
    run: (ws, root, _calls, mock) =>
      AGENT_RUNS['gemini-cli'].run(ws, root, mock, {
        bin,
        prompt: PROMPT,
        model: arg('--model', RECORDING_MODEL['gemini-cli']),
      }),
    toolCall: (c) => ({ name: 'activate_skill', input: { name: c.skill } }),
    // The main loop's requests (streamGenerateContent); its system instruction holds the skills
    // section, from its heading to </available_skills>.
    main: (requests) => requests.filter((r) => r.url.includes(':streamGenerateContent')),
    catalogue(requests) {
      const system = (this.main(requests)[0]?.body?.systemInstruction?.parts ?? [])
        .map((p) => p.text ?? '')
        .join('');
      const start = system.indexOf('# Available Agent Skills');
      if (start < 0) return null;
      const end = system.indexOf('</available_skills>', start) + '</available_skills>'.length;
      return system.slice(start, end);
    },
    // The activate_skill declaration as the model gets it (its description and enum name every skill).
    tool(requests) {
      const tools = this.main(requests)[0]?.body?.tools ?? [];
      return (
        tools
          .flatMap((t) => t.functionDeclarations ?? [])
          .find((f) => f.name === 'activate_skill') ?? null
      );
    },
    calls(requests, count) {
      const last = this.main(requests).at(-1)?.body;
      const responses = (last?.contents ?? []).flatMap((c) =>
        (c.parts ?? []).flatMap((p) => (p.functionResponse ? [p.functionResponse] : [])),
      );
      return Array.from({ length: count }, (_, i) => {
        const r = responses.find((f) => f.id === `call_${i}`)?.response;
        if (!r) return null;
        return r.error !== undefined
          ? { parts: [{ role: 'tool result (error)', text: String(r.error) }] }
          : { parts: [{ role: 'tool result', text: String(r.output) }] };
      });
    },
  },
  'skills-ref': {
    root: (ws) => join(ws.project, 'lib'),
    async run(ws, root, folders) {
      const args = [
        '-c',
        SKILLS_REF_SCRIPT,
        bin,
        JSON.stringify(folders.map((rel) => join(root, rel))),
      ];
      const result = await runAgent(arg('--python', '/usr/bin/python3'), args, {
        cwd: ws.project,
        env: process.env,
      });
      if (result.code !== 0) throw new Error(result.stderr);
      return JSON.parse(result.stdout);
    },
  },
};

// The run's folders hidden, and Gemini CLI's install folder (its built-in skills live there).
const scrub = (text, ws, root) => {
  const hidden = hide(text, ws, root);
  return agentId === 'gemini-cli' && typeof hidden === 'string'
    ? hidden.replaceAll(dirname(bin), '<BUNDLE>')
    : hidden;
};

async function recordLibrary(name, calls, spec = LIBRARIES[name]) {
  const agent = AGENTS[agentId];
  const out = { catalogue: null, diagnostics: [], calls: [] };
  const runs = agent.perCall ? [null, ...calls] : [calls];
  for (const step of runs) {
    const ws = workspace();
    const root = agent.root(ws);
    mkdirSync(root, { recursive: true });
    materialize(spec, root);
    if (personal) {
      const mine = join(ws.home, '.claude/skills');
      mkdirSync(mine, { recursive: true });
      materialize(personal, mine);
    }
    const asked = step === null ? [] : agent.perCall ? [step] : step;
    const scripted = agent.toolCall
      ? asked.map((c, index) => ({ ...agent.toolCall(c), index }))
      : [];
    const mock = await startMockModel(scripted, { isMain: agent.isMain?.bind(agent) });
    try {
      const result = await agent.run(ws, root, step, mock);
      if (mock.requests.length === 0)
        throw new Error(`${agentId} sent no request for ${name}: ${result.stderr.slice(-2000)}`);
      if (step === null || !agent.perCall) {
        out.catalogue = scrub(agent.catalogue(mock.requests), ws, root);
        if (agent.tool)
          out.tool = JSON.parse(scrub(JSON.stringify(agent.tool(mock.requests)), ws, root));
        out.diagnostics = diagnostics(result.stderr, ws, root);
        // What OpenCode holds after loading (`opencode debug skill`), without the bodies.
        if (result.loaded)
          out.loaded = JSON.parse(hide(result.loaded, ws, root)).map(({ content: _, ...s }) => s);
      }
      const views = agent.mention
        ? asked.map((c) => agent.mention(mock.requests, codexPrompt(c)))
        : agent.calls(mock.requests, asked.length);
      views.forEach((view, i) =>
        out.calls.push({
          ...asked[i],
          parts: view ? view.parts.map((p) => ({ ...p, text: scrub(p.text, ws, root) })) : null,
        }),
      );
    } finally {
      await mock.close();
      rmSync(ws.base, { recursive: true, force: true });
    }
  }
  return out;
}

// The model named in the first request of a Codex run on the empty library.
async function requestedModel() {
  const ws = workspace();
  mkdirSync(AGENTS.codex.root(ws), { recursive: true });
  const mock = await startMockModel([]);
  try {
    await AGENTS.codex.run(ws, AGENTS.codex.root(ws), null, mock);
    return mock.requests[0]?.body?.model ?? null;
  } finally {
    await mock.close();
    rmSync(ws.base, { recursive: true, force: true });
  }
}

async function recordPrompt(name, folders) {
  const ws = workspace();
  const root = AGENTS['skills-ref'].root(ws);
  mkdirSync(root, { recursive: true });
  materialize(LIBRARIES[name], root);
  try {
    const result = await AGENTS['skills-ref'].run(ws, root, folders);
    return {
      folders,
      stdout: hide(result.stdout ?? '', ws, root),
      stderr: hide(result.stderr ?? '', ws, root),
      ...(result.crash !== undefined && { crash: hide(result.crash, ws, root) }),
      code: result.code,
    };
  } finally {
    rmSync(ws.base, { recursive: true, force: true });
  }
}

const version =
  agentId === 'skills-ref'
    ? `skills-ref ${execFileSync('git', ['-C', bin, 'log', '-1', '--format=%h %cs', '--', '.'], { encoding: 'utf8' }).trim()} on ${execFileSync(arg('--python', '/usr/bin/python3'), ['-c', 'import importlib.metadata as m; print("strictyaml", m.version("strictyaml"), "ruamel.yaml", m.version("ruamel.yaml"))'], { encoding: 'utf8' }).trim()}`
    : agentId === 'gemini-cli'
      ? execFileSync(process.execPath, [bin, '--version'], { encoding: 'utf8' }).trim()
      : execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
const file = join(here, '../fixtures/agent-recordings', `${agentId}.json`);
let previous = {};
try {
  previous = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  // First recording.
}
const libraries = { ...(previous.libraries ?? {}) };
const singles = { ...(previous.singles ?? {}) };
const settingsRecorded = { ...(previous.settings ?? {}) };
const ordered = [];
const scopesRecorded = { ...(previous.scopes ?? {}) };
let defaultModel = previous.defaultModel;
if (agentId === 'skills-ref') {
  for (const name of CASES[agentId]) {
    if (only && only !== name) continue;
    libraries[name] = await recordPrompt(name, skillFolders(LIBRARIES[name]));
  }
  for (const [name, folders] of Object.entries(SINGLES[agentId])) {
    if (only && only !== name) continue;
    for (const rel of folders) singles[`${name}/${rel}`] = await recordPrompt(name, [rel]);
  }
  for (const [name, lists] of Object.entries(ORDERED[agentId] ?? {})) {
    if (only && only !== name) continue;
    for (const folders of lists)
      ordered.push({ library: name, ...(await recordPrompt(name, folders)) });
  }
} else if (process.argv.includes('--scopes')) {
  for (const [label, scope] of Object.entries(SCOPE_CASES[agentId] ?? {})) {
    process.stderr.write(`${agentId}: scopes ${label}\n`);
    personal = scope.personal;
    scopesRecorded[label] = await recordLibrary(label, scope.calls, scope.project);
  }
  personal = undefined;
} else if (process.argv.includes('--settings')) {
  for (const [label, { settings: patch, libraries: names }] of Object.entries(
    SETTINGS_CASES[agentId] ?? {},
  )) {
    settings = patch;
    const recorded = { settings: patch, libraries: {} };
    for (const name of names) {
      process.stderr.write(`${agentId}: ${name} under ${label}\n`);
      recorded.libraries[name] = await recordLibrary(name, []);
    }
    settingsRecorded[label] = recorded;
  }
  settings = {};
  // Which model Codex runs when config.toml names none: the model its first request asks for.
  if (agentId === 'codex') {
    settings = { codex: { model: null } };
    defaultModel = await requestedModel();
    settings = {};
  }
} else {
  for (const [name, calls] of Object.entries(CASES[agentId])) {
    if (only && only !== name) continue;
    process.stderr.write(`${agentId}: ${name} (${calls.length} calls)\n`);
    libraries[name] = await recordLibrary(name, calls);
  }
}
mkdirSync(dirname(file), { recursive: true });
writeFileSync(
  file,
  `${JSON.stringify(
    {
      agent: agentId,
      version,
      recordedWith: `node tests/tools/record-agents.mjs --agent ${agentId} --bin <${agentId} ${version}>`,
      model: arg('--model') ?? RECORDING_MODEL[agentId] ?? null,
      ...(defaultModel !== undefined && { defaultModel }),
      libraries,
      ...(agentId === 'skills-ref' && { singles, ordered }),
      ...(Object.keys(settingsRecorded).length > 0 && { settings: settingsRecorded }),
      ...(Object.keys(scopesRecorded).length > 0 && { scopes: scopesRecorded }),
    },
    null,
    2,
  )}\n`,
);
process.stderr.write(`wrote ${file}\n`);
