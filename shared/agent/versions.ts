/**
 * Which release (or commit) of each agent its view reproduces, and where its goldens come
 * from. The README's agent table, docs/agents.md and shared/agent/README.md say the same; when
 * an agent changes, re-record (tests/tools/record-agents.mjs) and update all three.
 */
import type { AgentId } from './types';

/** One line per view: the agent and version it reproduces. */
export const REPRODUCES: Record<AgentId, string> = {
  'hello-agents': 'HelloAgents v1.0.0 (jjyaoao/HelloAgents, the seed)',
  'hello-agents-hardened':
    "not an agent: the studio's suggested hardening of HelloAgents v1.0.0's SkillTool",
  'claude-code': 'Claude Code 2.1.332 (npm @anthropic-ai/claude-code@2.1.332)',
  codex: 'Codex 0.171.0 (npm @openai/codex@0.171.0)',
  opencode: 'OpenCode 1.18.33 (npm opencode-ai@1.18.33)',
  'gemini-cli': 'Gemini CLI 0.61.0 (npm @google/gemini-cli@0.61.0)',
  'copilot-vscode':
    'GitHub Copilot in VS Code, from its source (microsoft/vscode chat core 00eacc9 and extensions/copilot 0835bac; microsoft/vscode-copilot-chat 31acd00, v0.42.2026032703), not recorded',
  openclaw: 'OpenClaw / pi (badlogic/pi-mono 83378aa, @mariozechner/pi-coding-agent 0.58.3)',
  'skills-ref':
    'skills-ref (agentskills/agentskills 547831f, 2025-12-18; run on strictyaml 1.6.1, ruamel.yaml 0.17.21)',
};
