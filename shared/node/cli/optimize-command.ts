/**
 * `skill-studio optimize-description`: skill-creator's description optimizer on the user's
 * model and the agent's exact listing (shared/node/triggers/optimize.ts). The options are
 * `triggers`' (trigger-args.ts), plus --rounds and --apply; it prints every candidate with its
 * train and test scores and a diff, and the one chosen by test score; --apply writes that one
 * into SKILL.md, changing nothing else.
 */
import { relative } from 'node:path';
import { english } from '../../i18n/catalogue';
import { outcomeMessage } from '../../models/outcome';
import { TRIGGER_QUERIES_PATH } from '../../triggers/queries';
import { applyDescription, type ApplyOutcome } from '../triggers/apply-description';
import { DEFAULT_ROUNDS, optimizeDescription, type OptimizeResult } from '../triggers/optimize';
import { parseArgs } from './args';
import type { CliIo } from './io';
import { optimizeJson, optimizeText, type Applied } from './optimize-report';
import {
  count,
  interruptible,
  keyOf,
  missingKey,
  TRIGGER_OPTIONS,
  TRIGGER_OPTIONS_HELP,
  TRIGGER_SETTINGS_HELP,
  runInputOf,
  triggerPlanOf,
  type TriggerPlan,
} from './trigger-args';

const NAME = 'optimize-description';

/** Help text of the command. */
export const OPTIMIZE_HELP = `Usage: skill-studio optimize-description SKILL_DIR --model NAME [--rounds N] [--apply]
                            [--provider P] [--api A] [--base-url URL] [--queries FILE]
                            [--agent ID] [--runs N] [--concurrency N] [--threshold X]
                            [--library ROOT...] [--json]

Improves the skill's description from its trigger tests, as Anthropic's skill-creator does:
the queries (SKILL_DIR/${TRIGGER_QUERIES_PATH} unless --queries) are split into train and
test (60/40 of each kind, seed 42); the current description and each candidate the model
writes from the train failures are run on both; the one chosen is the best on TEST queries,
never on train. Candidates over 1,024 characters, over the agents' listing caps or refused
by the validator are shown with their problems and not run.

${TRIGGER_OPTIONS_HELP}
  --rounds N          candidates to ask for after the current description (default: ${DEFAULT_ROUNDS});
                      stops early when every train query passes
  --apply             write the chosen description into SKILL.md (only that value changes);
                      refused when the current one was chosen or the file changed meanwhile
  --json              every candidate with its scores, reasoning, problems and diff

${TRIGGER_SETTINGS_HELP}

Exit codes: 0 the chosen description passes every test query, 1 it does not (or --apply was
refused), 2 usage error (nothing is sent), 3 the provider could not be used (why on stderr),
130 interrupted (the candidates so far are printed, nothing is applied).
`;

/** Runs `optimize-description`; returns the exit code. */
export async function optimizeCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const spec = {
    ...TRIGGER_OPTIONS,
    flags: [...TRIGGER_OPTIONS.flags, 'apply'],
    values: [...TRIGGER_OPTIONS.values, 'rounds'],
  };
  const args = parseArgs(argv, spec, NAME, io.cwd);
  if (args.flags.has('help')) {
    io.stdout(OPTIMIZE_HELP);
    return 0;
  }
  const plan = triggerPlanOf(args, io, NAME);
  const rounds = count(args, 'rounds', DEFAULT_ROUNDS, NAME);
  const key = keyOf(plan.connection, io.env ?? process.env);
  const noKey = missingKey(plan.connection, key);
  if (noKey) {
    io.stderr(`skill-studio ${NAME}: ${noKey}\n`);
    return 3;
  }

  const result: OptimizeResult = await interruptible((signal) =>
    optimizeDescription(
      { ...runInputOf(plan, key, io.cwd), threshold: plan.threshold, maxRounds: rounds },
      {
        signal,
        onProgress: (p) => {
          if (p.phase === 'improve')
            io.stderr(
              `${NAME}: round ${p.round} of ${p.maxRounds}: asking for a better description\n`,
            );
          else if (p.done === p.total)
            io.stderr(`${NAME}: round ${p.round}: ${p.done} requests done, ${p.failed} failed\n`);
        },
      },
    ),
  );

  const finished = result.exitReason === 'all-train-passed' || result.exitReason === 'max-rounds';
  const applied = args.flags.has('apply') && finished ? await apply(plan, result, io) : undefined;
  io.stdout(
    args.flags.has('json')
      ? `${JSON.stringify(optimizeJson(plan, result, applied), null, 2)}\n`
      : optimizeText(plan, result, applied),
  );
  if (result.prompt && !result.prompt.candidate)
    io.stderr(
      `warning: ${result.skillName} is not in the agent's listing: the model cannot choose it.\n`,
    );
  if (result.exitReason === 'failed' && result.failure) {
    io.stderr(`skill-studio ${NAME}: ${english(outcomeMessage(result.failure))}\n`);
    return 3;
  }
  if (result.exitReason === 'cancelled') return 130;
  if (applied && !applied.done) return 1;
  const test = result.chosen?.test?.summary;
  return test && test.passed === test.total ? 0 : 1;
}

async function apply(plan: TriggerPlan, result: OptimizeResult, io: CliIo): Promise<Applied> {
  const chosen = result.chosen;
  if (!chosen) return { done: false, words: 'Not applied: no description was run to the end.' };
  if (chosen.round === 0 || chosen.description === result.original)
    return {
      done: false,
      words:
        'Not applied: the current description scored best on the test queries; SKILL.md is unchanged.',
    };
  const file = relative(io.cwd, plan.skillMdPath) || plan.skillMdPath;
  const outcome = await applyDescription(plan.skillMdPath, plan.skillMdBytes, chosen.description);
  return { done: outcome.kind === 'written', words: applyWords(outcome, file, chosen.round) };
}

function applyWords(outcome: ApplyOutcome, file: string, round: number): string {
  switch (outcome.kind) {
    case 'written':
      return `Applied: ${file} now holds round ${round}'s description; nothing else in it changed.`;
    case 'unchanged':
      return `Not applied: ${file} already holds that description.`;
    case 'changed-since':
      return `Not applied: ${file} changed while the optimizer ran; run it again on the new file.`;
    case 'not-utf8':
      return `Not applied: ${file} is not UTF-8 text, and writing it would change its other bytes.`;
    case 'not-editable':
      return `Not applied to ${file}: ${outcome.reason}`;
  }
}
