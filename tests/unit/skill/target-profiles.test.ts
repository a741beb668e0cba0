/**
 * The profiles of the agents added as targets (Codex, OpenCode, GitHub Copilot, Gemini CLI):
 * whether each loads a skill (no error) or skips it (an error), case by case. Every expected
 * outcome comes from the agent's own loader, cited beside it; for Codex and OpenCode the repo's
 * simulators of their loaders (themselves held to recorded goldens in tests/agent/) are asked
 * too, so a profile that drifts from what the agent does fails here.
 */
import { describe, expect, it } from 'vitest';
import { readCodexFrontmatter } from '../../../shared/agent/codex/frontmatter';
import { readOpenCodeSkill } from '../../../shared/agent/opencode/skills';
import { parseSkillFile, validateSkill } from '../../../shared/skill/index';
import type { ProfileId } from '../../../shared/skill/types';

type Agent = Extract<ProfileId, 'codex' | 'opencode' | 'copilot' | 'gemini-cli'>;
type Outcome = 'loads' | 'skipped';

const GOOD =
  'Formats expense reports as CSV files for accounting. Use when the user asks to export or tidy up their expenses.';
const skill = (frontmatter: string, body = '# Expenses\n\nSteps.\n') =>
  `---\n${frontmatter}\n---\n\n${body}`;

const outcome = (text: string, profile: ProfileId): Outcome => {
  const result = validateSkill(parseSkillFile(text), 'expense-report', profile);
  return result.diagnostics.some((d) => d.severity === 'error') ? 'skipped' : 'loads';
};

// Codex 0.171.0: frontmatter read by its typed struct; the name falls back to the folder's and
// is refused past 64 characters (skills.ts `invalid name: exceeds maximum length of 64`).
const codexLoads = (text: string): Outcome => {
  const read = readCodexFrontmatter(text);
  if (!read.ok) return 'skipped';
  return [...(read.fields.name ?? '')].length > 64 ? 'skipped' : 'loads';
};
// OpenCode 1.18.33: a string name, a description absent or a string.
const openCodeLoads = (text: string): Outcome =>
  'reason' in readOpenCodeSkill(text, new Map()) ? 'skipped' : 'loads';

interface Case {
  what: string;
  text: string;
  expected: Partial<Record<Agent, Outcome>>;
}

const CASES: Case[] = [
  {
    what: 'a name with capitals',
    text: skill(`name: Expense-Report\ndescription: ${GOOD}`),
    // No loader checks the name's format: Codex (skills.ts: length only), OpenCode (any
    // string), VS Code (truncateAgentSkillName: tags removed, cut at 64), Gemini CLI
    // (loadSkillFromFile replaces :\/<>*?"| only).
    expected: { codex: 'loads', opencode: 'loads', copilot: 'loads', 'gemini-cli': 'loads' },
  },
  {
    what: 'no name',
    text: skill(`description: ${GOOD}`),
    // Codex: `name || folder name`. OpenCode: `typeof data.name !== 'string'` skips. VS Code:
    // `if (!name)` logs "missing name attribute" and skips. Gemini CLI: parseFrontmatter needs
    // a string name (the line reader finds no `name:` line either), so the skill is null.
    expected: { codex: 'loads', opencode: 'skipped', copilot: 'skipped', 'gemini-cli': 'skipped' },
  },
  {
    what: 'no description',
    text: skill('name: expense-report'),
    // Codex: "missing field `description`". OpenCode: an absent description is allowed. VS Code:
    // truncateAgentSkillDescription(undefined) is undefined, the skill kept. Gemini CLI: both
    // fields are required.
    expected: { codex: 'skipped', opencode: 'loads', copilot: 'loads', 'gemini-cli': 'skipped' },
  },
  {
    what: 'keys outside the specification',
    text: skill(`name: expense-report\ndescription: ${GOOD}\nversion: 1.2.0\nauthor: Ann`),
    // Each reads only its own fields (Codex's struct, OpenCode's data.name/description, VS
    // Code's header.name/description, Gemini CLI's destructured name and description).
    expected: { codex: 'loads', opencode: 'loads', copilot: 'loads', 'gemini-cli': 'loads' },
  },
  {
    what: 'flow-style YAML',
    text: skill(`name: expense-report\ndescription: ${GOOD}\nmetadata: {owner: finance}`),
    // Codex's YAML reader, js-yaml 3 (OpenCode) and js-yaml 4 (Gemini CLI) read flow style.
    expected: { codex: 'loads', opencode: 'loads', 'gemini-cli': 'loads' },
  },
  {
    what: 'a description over 1,024 characters',
    text: skill(`name: expense-report\ndescription: ${GOOD} ${'More detail. '.repeat(80)}`),
    // Codex cuts it to 1,024 with "..."; VS Code cuts it to 1,024; OpenCode and Gemini CLI
    // have no cap.
    expected: { codex: 'loads', opencode: 'loads', copilot: 'loads', 'gemini-cli': 'loads' },
  },
  {
    what: 'a 70-character name',
    text: skill(`name: ${'expense-'.repeat(8)}report\ndescription: ${GOOD}`),
    // Codex refuses a name past 64 characters; VS Code cuts it to 64; OpenCode and Gemini CLI
    // take any text.
    expected: { codex: 'skipped', opencode: 'loads', copilot: 'loads', 'gemini-cli': 'loads' },
  },
  {
    what: 'a byte-order mark',
    text: `\uFEFF${skill(`name: expense-report\ndescription: ${GOOD}`)}`,
    // Codex trims the first line with Rust's whitespace, which leaves U+FEFF, so it finds no
    // frontmatter; gray-matter strips it (OpenCode); Gemini CLI's /^---\r?\n/ does not match.
    expected: { codex: 'skipped', opencode: 'loads', 'gemini-cli': 'skipped' },
  },
  {
    what: 'an empty description',
    text: skill('name: expense-report\ndescription: ""'),
    // VS Code: `if (!description) return undefined`, the skill kept. Gemini CLI: `typeof
    // description === 'string'` holds for "". Codex keeps "" too (a present field).
    expected: { copilot: 'loads', 'gemini-cli': 'loads' },
  },
];

describe('the agents’ target profiles', () => {
  for (const { what, text, expected } of CASES)
    it(`grade ${what} as the agents load it (their simulators agreeing)`, () => {
      for (const [agent, wanted] of Object.entries(expected) as [Agent, Outcome][])
        expect({ agent, outcome: outcome(text, agent) }).toEqual({ agent, outcome: wanted });
      // The expectations agree with the repo's simulators of the Codex and OpenCode loaders.
      if (expected.codex) expect({ codex: codexLoads(text) }).toEqual({ codex: expected.codex });
      if (expected.opencode)
        expect({ opencode: openCodeLoads(text) }).toEqual({ opencode: expected.opencode });
    });

  it('load a skill the spec passes', () => {
    // A skill the spec passes loads in every agent added here (none adds a refusal of its own).
    const clean = skill(`name: expense-report\ndescription: ${GOOD}`);
    for (const agent of ['codex', 'opencode', 'copilot', 'gemini-cli'] as const)
      expect({ agent, outcome: outcome(clean, agent) }).toEqual({ agent, outcome: 'loads' });
  });
});
