/**
 * `skill-studio simulate`: exactly the text an agent's model would see, for the catalogue or
 * for a Skill tool call, and nothing else on stdout. --json adds counts, budgets, skipped
 * skills and notes.
 */

import { resolve } from 'node:path';
import { AGENTS, agentById, DEFAULT_AGENT } from '../../agent/registry';
import { bodyBudgets, catalogueBudgets, measureText } from '../../agent/measure';
import { english, inEnglish } from '../../i18n/catalogue';
import { loadTokenizer } from '../../agent/tokens';
import type { CallView, CatalogueView } from '../../agent/types';
import { readLibrarySnapshot } from '../library-snapshot';
import { oneValue, parseArgs } from './args';
import { UsageError, type CliIo } from './io';
import { isDirectory } from '../skill-folder';
import {
  AGENT_SETTING_FLAGS,
  AGENT_SETTING_VALUES,
  AGENT_SETTINGS_HELP,
  agentSettingsFromArgs,
} from './agent-settings-args';

/** Help text of the command. */
export const SIMULATE_HELP = `Usage: skill-studio simulate --root DIR [--root DIR...] [--agent ID]
                            (--skill NAME [--args STRING] | --catalog) [--json]
                            [agent settings]

Prints exactly what the agent's model sees: the catalogue of skills (--catalog), or the
result of its Skill tool called with --skill and --args. Skipped skills and notes go to
stderr; --json prints everything with character, line and token counts and budget checks.

  --root DIR      a skills folder the agent is pointed at (repeatable, scanned in order)
  --agent ID      ${Object.keys(AGENTS).join(' | ')} (default: ${DEFAULT_AGENT})
  --skill NAME    the skill the model asks for ("" is allowed: the agent's own error)
  --args STRING   the args of the call (default: "")
  --catalog       print the catalogue instead of a call
  --json          one JSON object instead of the text

Agent settings (the agent's own defaults when left out):
${AGENT_SETTINGS_HELP}

Exit codes: 0 the text was produced (agent errors included), 1 the agent fails to start,
2 usage error.
`;

/** Runs `simulate`; returns the exit code. */
export async function simulateCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(
    argv,
    {
      flags: ['catalog', 'json', 'help', ...AGENT_SETTING_FLAGS],
      values: ['root', 'agent', 'skill', 'args', ...AGENT_SETTING_VALUES],
      short: { h: 'help' },
    },
    'simulate',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(SIMULATE_HELP);
    return 0;
  }
  if (args.positionals.length > 0)
    throw new UsageError(
      `Unexpected argument '${args.positionals[0] ?? ''}'. Roots are given with --root.`,
      'simulate',
    );
  const roots = args.values.get('root') ?? [];
  if (roots.length === 0) throw new UsageError('Give at least one --root DIR.', 'simulate');
  for (const root of roots) {
    if (!isDirectory(resolve(io.cwd, root)))
      throw new UsageError(`Root '${root}' is not a folder that exists.`, 'simulate');
  }
  const agentId = oneValue(args, 'agent', 'simulate') ?? DEFAULT_AGENT;
  const agent = agentById(agentId);
  if (!agent)
    throw new UsageError(
      `Unknown agent '${agentId}'. Choose one of: ${Object.keys(AGENTS).join(', ')}.`,
      'simulate',
    );
  const skill = oneValue(args, 'skill', 'simulate');
  const catalog = args.flags.has('catalog');
  if (catalog === (skill !== undefined))
    throw new UsageError('Give either --skill NAME or --catalog.', 'simulate');
  if (catalog && args.values.has('args'))
    throw new UsageError('--args goes with --skill, not --catalog.', 'simulate');

  const settings = agentSettingsFromArgs(args, agent.id);

  const library = readLibrarySnapshot(roots, io.cwd);
  const loaded = agent.load(library, settings);
  const view = catalog
    ? loaded.catalogue()
    : loaded.call(skill ?? '', oneValue(args, 'args', 'simulate') ?? '');
  if (args.flags.has('json')) {
    // Messages are written in English, as the text of the view always was.
    const json = { ...(await withCounts(view)), settings };
    io.stdout(`${JSON.stringify(inEnglish(json), null, 2)}\n`);
    return view.failure ? 1 : 0;
  }
  if (view.failure) {
    io.stderr(`${english(view.failure)}\n`);
    return 1;
  }
  const text = 'parts' in view ? view.parts.map((p) => p.text).join('\n\n') : view.text;
  io.stdout(io.isTTY ? `${text}\n` : text);
  for (const s of view.skipped) io.stderr(`skipped ${s.folder}: ${english(s.reason)}\n`);
  for (const note of view.notes) io.stderr(`note: ${english(note)}\n`);
  return 0;
}

// The JSON form: the view plus sizes, budget checks and the tokenizer's one-off load time.
async function withCounts(view: CatalogueView | CallView) {
  const started = performance.now();
  await loadTokenizer();
  const tokenizerLoadMs = Math.round(performance.now() - started);
  if ('text' in view) {
    const measure = await measureText(view.text);
    return {
      kind: 'catalogue',
      ...view,
      measure,
      budgets: catalogueBudgets(view, measure),
      tokenizerLoadMs,
    };
  }
  const text = view.parts.map((p) => p.text).join('\n\n');
  const measure = await measureText(text);
  const budgets = view.skill ? await bodyBudgets(view.skill.body) : [];
  return { kind: 'call', ...view, text, measure, budgets, tokenizerLoadMs };
}
