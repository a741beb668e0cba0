/**
 * How each released agent is set up and run against the mock model (mock-llm.mjs) for a
 * recording: its config files, its environment, where the library goes and the command. Shared
 * by record-agents.mjs (the goldens of the views) and record-skill-tools.mjs (each agent's skill
 * tool), so both record the agent set up the same way. The library sits where the agent reads
 * skills:
 *   opencode     `skills.paths` in opencode.json (external .claude/.agents scans switched off)
 *   claude-code  <project>/.claude/skills
 *   codex        <project>/.agents/skills
 *   gemini-cli   <project>/.gemini/skills (the folder trusted, so its project skills load)
 *
 * `run(ws, root, mock, options)` runs the agent once in the workspace `ws` (record-helpers'
 * workspace()) with the library at `root`, and gives what it printed. Options:
 *   bin       the agent's executable
 *   prompt    the user's message
 *   rg        (OpenCode) a folder holding an `rg`: OpenCode lists a skill's files with ripgrep
 *             and downloads it when it is not on PATH (Codex's package ships one under
 *             vendor/<triple>/codex-path)
 *   loaded    (OpenCode) also run `opencode debug skill` first, its output as `loaded`
 *   model     (Claude Code) `--model`, none when undefined; (Codex) `model` in config.toml,
 *             none when null (Codex then picks its own)
 *   settings  the AgentSettings patch of a settings case: Claude Code's keys go in the user's
 *             ~/.claude/settings.json, Codex's system skills in `[skills.bundled] enabled`
 *   (Gemini CLI) `bin` is the package's bundle/gemini.js, run by this Node; `model` its `-m`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAgent } from './record-helpers.mjs';

/** Per agent: where its library goes in a workspace, and one run of it. */
export const AGENT_RUNS = {
  opencode: {
    root: (ws) => join(ws.project, 'lib'),
    async run(ws, root, mock, { bin, prompt, rg = '', loaded = false }) {
      writeFileSync(
        join(ws.project, 'opencode.json'),
        JSON.stringify({
          $schema: 'https://opencode.ai/config.json',
          autoupdate: false,
          share: 'disabled',
          skills: { paths: [root] },
          provider: {
            mock: {
              npm: '@ai-sdk/openai-compatible',
              name: 'Mock',
              options: { baseURL: `http://127.0.0.1:${mock.port}/v1`, apiKey: 'recording' },
              models: {
                m: { name: 'm', limit: { context: 200000, output: 8000 }, tool_call: true },
              },
            },
          },
          model: 'mock/m',
          small_model: 'mock/m',
        }),
      );
      const env = {
        PATH: `${rg}:${process.env.PATH}`,
        HOME: ws.home,
        XDG_CONFIG_HOME: join(ws.home, '.config'),
        XDG_DATA_HOME: join(ws.home, '.local/share'),
        XDG_CACHE_HOME: join(ws.home, '.cache'),
        XDG_STATE_HOME: join(ws.home, '.local/state'),
        OPENCODE_DISABLE_MODELS_FETCH: '1',
        OPENCODE_DISABLE_AUTOUPDATE: '1',
        OPENCODE_DISABLE_SHARE: '1',
        OPENCODE_DISABLE_EXTERNAL_SKILLS: '1',
      };
      const listed = loaded
        ? await runAgent(bin, ['debug', 'skill'], { cwd: ws.project, env })
        : undefined;
      const result = await runAgent(bin, ['run', '--print-logs', '--log-level', 'WARN', prompt], {
        cwd: ws.project,
        env,
      });
      return listed ? { ...result, loaded: listed.stdout } : result;
    },
  },

  'claude-code': {
    root: (ws) => join(ws.project, '.claude/skills'),
    async run(ws, _root, mock, { bin, prompt, model, settings = {} }) {
      if (settings.claudeCode) {
        mkdirSync(join(ws.home, '.claude'), { recursive: true });
        writeFileSync(join(ws.home, '.claude/settings.json'), JSON.stringify(settings.claudeCode));
      }
      const env = {
        PATH: process.env.PATH,
        HOME: ws.home,
        ANTHROPIC_BASE_URL: `http://127.0.0.1:${mock.port}`,
        ANTHROPIC_API_KEY: 'sk-ant-recording',
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        DISABLE_TELEMETRY: '1',
        DISABLE_AUTOUPDATER: '1',
        CLAUDE_CODE_DISABLE_BUNDLED_SKILLS: '1',
        CLAUDE_CODE_DISABLE_CLAUDE_API_SKILL: '1',
        CLAUDE_CODE_DISABLE_POLICY_SKILLS: '1',
      };
      return runAgent(
        bin,
        [
          '-p',
          prompt,
          '--output-format',
          'json',
          '--allowedTools',
          'Skill',
          ...(model ? ['--model', model] : []),
        ],
        { cwd: ws.project, env },
      );
    },
  },

  codex: {
    root: (ws) => join(ws.project, '.agents/skills'),
    async run(ws, _root, mock, { bin, prompt, model, settings = {} }) {
      const codexHome = join(ws.home, '.codex');
      mkdirSync(codexHome, { recursive: true });
      writeFileSync(
        join(codexHome, 'config.toml'),
        [
          ...(model === null ? [] : [`model = "${model}"`]),
          'model_provider = "mock"',
          'approval_policy = "never"',
          'sandbox_mode = "read-only"',
          'check_for_update_on_startup = false',
          '',
          '[skills.bundled]',
          `enabled = ${settings.codex?.bundledSystemSkills === true}`,
          '',
          '[model_providers.mock]',
          'name = "mock"',
          `base_url = "http://127.0.0.1:${mock.port}/v1"`,
          'wire_api = "responses"',
          'env_key = "MOCK_API_KEY"',
          '',
        ].join('\n'),
      );
      const env = {
        PATH: process.env.PATH,
        HOME: ws.home,
        CODEX_HOME: codexHome,
        MOCK_API_KEY: 'recording',
      };
      return runAgent(bin, ['exec', '--skip-git-repo-check', prompt], { cwd: ws.project, env });
    },
  },

  'gemini-cli': {
    root: (ws) => join(ws.project, '.gemini/skills'),
    async run(ws, _root, mock, { bin, prompt, model }) {
      mkdirSync(join(ws.home, '.gemini'), { recursive: true });
      // An API key (the gateway auth a base URL would pick is refused headless), and nothing
      // that phones home: usage statistics, telemetry, update checks.
      writeFileSync(
        join(ws.home, '.gemini/settings.json'),
        JSON.stringify({
          security: { auth: { selectedType: 'gemini-api-key' } },
          privacy: { usageStatisticsEnabled: false },
          telemetry: { enabled: false },
          general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
        }),
      );
      const env = {
        PATH: process.env.PATH,
        HOME: ws.home,
        GEMINI_API_KEY: 'recording',
        GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${mock.port}`,
        // Headless runs refuse an untrusted folder; a trusted one loads .gemini/skills.
        GEMINI_CLI_TRUST_WORKSPACE: 'true',
        GEMINI_CLI_NO_RELAUNCH: 'true',
      };
      // --yolo: tool calls run without the confirmation step (activate_skill asks otherwise).
      return runAgent(
        process.execPath,
        [bin, '-p', prompt, '--yolo', ...(model ? ['-m', model] : [])],
        { cwd: ws.project, env },
      );
    },
  },
};
