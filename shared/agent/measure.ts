/**
 * Counts and budget checks for what an agent shows its model: characters, lines and
 * ≈ tokens, against each agent's real limits and the specification's advice.
 */
import type { Message } from '../i18n/message';
import { codePointLength } from '../py/index';
import { agentMessage } from './messages';
import { countTokens } from './tokens';
import type { AgentId, CatalogueView } from './types';

/** Sizes of one text. */
export interface TextMeasure {
  /** Characters as a person counts them (code points). */
  characters: number;
  /** UTF-16 units: what JavaScript agents (Claude Code, OpenCode) count as length. */
  utf16: number;
  lines: number;
  /** ≈ tokens with the o200k tokenizer. */
  tokens: number;
}

/** One budget check and how the text fares against it. */
export interface BudgetFinding {
  level: 'ok' | 'warning' | 'error';
  code: string;
  message: Message;
}

/** Measures a text (loads the tokenizer on first use). */
export async function measureText(text: string): Promise<TextMeasure> {
  return {
    characters: codePointLength(text),
    utf16: text.length,
    lines: text === '' ? 0 : text.split('\n').length,
    tokens: await countTokens(text),
  };
}

/** The context window budgets are computed against, in tokens. */
export const CONTEXT_WINDOW = 200_000;

// Share of the context window each agent gives its skill listing (Claude Code: 1%, at four
// characters per token; Codex: about 2%). HelloAgents has no limit; 1% is the advice shown.
const CATALOGUE_SHARE: Partial<Record<AgentId, number>> = { 'claude-code': 0.01, codex: 0.02 };

/** Checks a catalogue against the agent's listing budget and the context window. */
export function catalogueBudgets(
  view: CatalogueView,
  measure: TextMeasure,
  contextWindow = CONTEXT_WINDOW,
): BudgetFinding[] {
  const agent: AgentId = view.agent;
  const skills = view.entries.filter((e) => e.status !== 'hidden').length;
  const share = measure.tokens / contextWindow;
  const limit = CATALOGUE_SHARE[agent] ?? 0.01;
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
  const findings: BudgetFinding[] = [
    {
      level: share > limit ? 'warning' : 'ok',
      code: 'catalogue-share',
      message: agentMessage('agent.budget.catalogue-share', {
        skills,
        tokens: measure.tokens,
        share: pct(share),
        window: contextWindow.toLocaleString('en-US'),
        budget: pct(limit),
      }),
    },
  ];
  const perSkill = skills > 0 ? measure.tokens / skills : 0;
  if (perSkill > 100) {
    findings.push({
      level: 'warning',
      code: 'catalogue-per-skill',
      message: agentMessage('agent.budget.per-skill', { tokens: Math.round(perSkill) }),
    });
  }
  // Entries the agent shortened or left out: why a skill may never be picked.
  for (const e of view.entries) {
    if (e.status === 'listed') continue;
    findings.push({
      level: 'warning',
      code: `entry-${e.status}`,
      message: agentMessage('agent.budget.entry', {
        name: e.name,
        note: e.note ?? agentMessage(`agent.entry.${e.status}`),
      }),
    });
  }
  return findings;
}

/** The specification's advice for a loaded body: under 500 lines and 5,000 tokens. */
export async function bodyBudgets(body: string): Promise<BudgetFinding[]> {
  const m = await measureText(body);
  return [
    {
      level: m.lines > 500 ? 'warning' : 'ok',
      code: 'body-lines',
      message: agentMessage('agent.budget.body-lines', { lines: m.lines }),
    },
    {
      level: m.tokens > 5000 ? 'warning' : 'ok',
      code: 'body-tokens',
      message: agentMessage('agent.budget.body-tokens', { tokens: m.tokens }),
    },
  ];
}
