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
import {
  AGENT_IDS,
  type AgentId,
  type CallView,
  type CatalogueView,
  type LibrarySnapshot,
} from '../../agent/types';
import type { AgentSettings } from '../../agent/settings';
import type { ComparedSkill } from '../../agent/compare';
import { plainVerdict, TONE_MARKS } from '../../agent/plain-verdict';
import { parseSkillFile } from '../../skill/parse';
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
                            (--skill NAME [--args STRING] [--verdicts] | --catalog)
                            [--json] [agent settings]

Prints exactly what the agent's model sees: the catalogue of skills (--catalog), or the
result of its Skill tool called with --skill and --args. Skipped skills and notes go to
stderr; --json prints everything with character, line and token counts and budget checks.
With --verdicts it prints instead, for every agent (or --agent), one plain sentence on the
skill NAME: whether the agent lists it, loads it, and what becomes of its placeholders.

  --root DIR      a skills folder the agent is pointed at (repeatable, scanned in order)
  --agent ID      ${Object.keys(AGENTS).join(' | ')} (default: ${DEFAULT_AGENT})
  --skill NAME    the skill the model asks for ("" is allowed: the agent's own error;
                  codex, whose calls are the user's $mentions: "" makes --args the
                  whole message, every $name in it a mention)
  --args STRING   the args of the call (default: "")
  --catalog       print the catalogue instead of a call
  --verdicts      one sentence per agent on the skill (the first folder in the roots
                  whose name, or whose SKILL.md name, is NAME), marked ✓, ! or ✕
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
      flags: ['catalog', 'verdicts', 'json', 'help', ...AGENT_SETTING_FLAGS],
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
  const chosen = oneValue(args, 'agent', 'simulate');
  const agentId = chosen ?? DEFAULT_AGENT;
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
  if (catalog && args.flags.has('verdicts'))
    throw new UsageError('--verdicts goes with --skill, not --catalog.', 'simulate');

  const settings = agentSettingsFromArgs(args, agent.id);

  const library = readLibrarySnapshot(roots, io.cwd);
  if (args.flags.has('verdicts')) {
    const ids = chosen === undefined ? AGENT_IDS : [agent.id];
    return printVerdicts(io, library, ids, skill ?? '', oneValue(args, 'args', 'simulate') ?? '', {
      json: args.flags.has('json'),
      settings,
    });
  }
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

/** The verdicts' output: one line per agent, or their JSON; 1 when the skill is in no root. */
function printVerdicts(
  io: CliIo,
  library: LibrarySnapshot,
  ids: readonly AgentId[],
  name: string,
  callArgs: string,
  how: { json: boolean; settings: AgentSettings },
): number {
  const skill = findSkill(library, name);
  if (!skill) {
    io.stderr(`No skill folder named '${name}' (by folder or SKILL.md name) in the roots.\n`);
    return 1;
  }
  const verdicts = ids.map((id) => {
    const loaded = AGENTS[id].load(library, how.settings);
    const catalogue = loaded.catalogue();
    return plainVerdict(catalogue, loaded.call(name, callArgs), skill);
  });
  if (how.json) {
    const json = verdicts.map((v) => ({ agent: v.agent, tone: v.tone, sentence: v.sentence }));
    io.stdout(`${JSON.stringify(inEnglish({ skill, verdicts: json }), null, 2)}\n`);
  } else {
    for (const v of verdicts) io.stdout(`${TONE_MARKS[v.tone]} ${english(v.sentence)}\n`);
  }
  return 0;
}

/** The first skill folder of the roots, in order, named `name` by its folder or its SKILL.md. */
function findSkill(library: LibrarySnapshot, name: string): ComparedSkill | undefined {
  const folders = library.roots.flatMap((root) => root.skills);
  const found =
    folders.find((f) => f.name === name) ??
    folders.find((f) => f.skillMd && parseSkillFile(f.skillMd.text).data?.name === name);
  return found && { rel: found.rel === '' ? found.name : found.rel, dir: found.dir };
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
