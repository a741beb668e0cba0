/**
 * `skill-studio triggers`: would an agent's model choose this skill? Each trigger query is sent
 * `--runs` times with the agent's exact skill listing and skill tool; the result says per query
 * how often the model chose the skill, and over the run precision, recall and F1. --json prints
 * skill-creator's run_eval result shape plus each run's outcome.
 */
import { AGENT_LABELS } from '../../agent/types';
import { english } from '../../i18n/catalogue';
import { shownBaseUrl } from '../../models/connection';
import { outcomeMessage } from '../../models/outcome';
import { TRIGGER_QUERIES_PATH } from '../../triggers/queries';
import { scoreRuns, type TriggerScore } from '../../triggers/record';
import { readLibrarySnapshot } from '../library-snapshot';
import { runTriggers, type TriggerRunResult } from '../triggers/run-triggers';
import { parseArgs } from './args';
import type { CliIo } from './io';
import {
  keyOf,
  missingKey,
  TRIGGER_OPTIONS,
  TRIGGER_OPTIONS_HELP,
  TRIGGER_SETTINGS_HELP,
  triggerPlanOf,
  type TriggerPlan,
} from './trigger-args';

/** Help text of the command. */
export const TRIGGERS_HELP = `Usage: skill-studio triggers SKILL_DIR --model NAME [--provider P] [--api A]
                            [--base-url URL] [--queries FILE] [--agent ID] [--runs N]
                            [--concurrency N] [--threshold X] [--library ROOT...] [--json]

Asks a model whether it would choose the skill for each trigger query, with the skill
listing and skill tool of the agent, the way that agent asks its model. Reads the queries
from SKILL_DIR/${TRIGGER_QUERIES_PATH} (skill-creator's eval-set format) unless --queries.

${TRIGGER_OPTIONS_HELP}
  --json              skill-creator's result shape, with precision, recall and each run

${TRIGGER_SETTINGS_HELP}

Exit codes: 0 every query passed, 1 some failed, 2 usage error (a bad queries file
included: nothing is sent), 3 the provider could not be used (why on stderr),
130 interrupted (what finished is printed).
`;

/** Runs `triggers`; returns the exit code. */
export async function triggersCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, TRIGGER_OPTIONS, 'triggers', io.cwd);
  if (args.flags.has('help')) {
    io.stdout(TRIGGERS_HELP);
    return 0;
  }
  const plan = triggerPlanOf(args, io, 'triggers');
  const env = io.env ?? process.env;
  const key = keyOf(plan.connection, env);
  const noKey = missingKey(plan.connection, key);
  if (noKey) {
    io.stderr(`skill-studio triggers: ${noKey}\n`);
    return 3;
  }

  const controller = new AbortController();
  const interrupt = () => {
    controller.abort();
  };
  process.once('SIGINT', interrupt);
  let reported = 0;
  let result: TriggerRunResult;
  try {
    result = await runTriggers(
      {
        connection: plan.connection,
        key,
        agent: plan.agent,
        settings: plan.settings,
        library: readLibrarySnapshot(plan.roots, io.cwd),
        candidateDir: plan.skillDir,
        queries: plan.queries,
        runs: plan.runs,
        concurrency: plan.concurrency,
      },
      {
        signal: controller.signal,
        // A line at each tenth of the way, on stderr, so a long run is seen moving.
        onProgress: (p) => {
          const tenth = Math.floor((p.done * 10) / p.total);
          if (tenth === reported) return;
          reported = tenth;
          io.stderr(`triggers: ${p.done} of ${p.total} requests done, ${p.failed} failed\n`);
        },
      },
    );
  } finally {
    process.removeListener('SIGINT', interrupt);
  }

  const score = scoreRuns(result.queries, plan.threshold);
  const leftOut = result.prompt.leftOut.map(english);
  const notListed =
    result.prompt.candidate === undefined
      ? `${plan.name} is not in ${AGENT_LABELS[plan.agent]}'s listing of these libraries: the model cannot choose it.`
      : undefined;
  if (args.flags.has('json')) {
    io.stdout(`${JSON.stringify(jsonOf(plan, result, score, leftOut, notListed), null, 2)}\n`);
  } else {
    io.stdout(textOf(plan, result, score));
  }
  if (notListed) io.stderr(`warning: ${notListed}\n`);
  for (const line of leftOut) io.stderr(`note: ${line}\n`);

  const { stopped } = result;
  if (stopped?.kind === 'failed') {
    io.stderr(`skill-studio triggers: ${english(outcomeMessage(stopped.failure))}\n`);
    return 3;
  }
  const runs = result.queries.flatMap((q) => q.runs);
  const firstFailure = runs.find((r) => 'failure' in r);
  if (
    runs.length > 0 &&
    runs.every((r) => 'failure' in r) &&
    firstFailure &&
    'failure' in firstFailure
  ) {
    io.stderr(`skill-studio triggers: ${english(outcomeMessage(firstFailure.failure))}\n`);
    return 3;
  }
  if (stopped?.kind === 'cancelled') return 130;
  return score.summary.passed === score.summary.total ? 0 : 1;
}

const ratio = (n: number | null) => (n === null ? '-' : n.toFixed(2));

function textOf(plan: TriggerPlan, result: TriggerRunResult, score: TriggerScore): string {
  const { connection } = plan;
  const lines = [
    `${plan.name}: ${AGENT_LABELS[plan.agent]}'s listing, ${connection.model} at ${shownBaseUrl(connection)}, ${plan.runs} runs per query, threshold ${plan.threshold}`,
  ];
  for (const r of score.results) {
    const extra = [
      ...r.takenBy.map((t) => `${t.skill}${t.known ? '' : ' (no such skill)'} took it ${t.count}x`),
      ...(r.errors > 0 ? [`${r.errors} failed`] : []),
    ];
    const query = r.query.length > 80 ? `${r.query.slice(0, 79)}…` : r.query;
    lines.push(
      `${r.pass === null ? 'NONE' : r.pass ? 'PASS' : 'FAIL'}  ${r.triggers}/${r.runs}  ${r.should_trigger ? 'should trigger    ' : 'should not trigger'}  ${query.replace(/\s+/g, ' ')}${extra.length > 0 ? `  (${extra.join(', ')})` : ''}`,
    );
  }
  lines.push(
    `Passed ${score.summary.passed} of ${score.summary.total}. Precision ${ratio(score.metrics.precision)}, recall ${ratio(score.metrics.recall)}, F1 ${ratio(score.metrics.f1)}.`,
  );
  if (result.stopped?.kind === 'cancelled')
    lines.push('Interrupted: the runs above are those that finished.');
  return `${lines.join('\n')}\n`;
}

function jsonOf(
  plan: TriggerPlan,
  result: TriggerRunResult,
  score: TriggerScore,
  leftOut: string[],
  notListed: string | undefined,
) {
  return {
    skill_name: plan.name,
    description: plan.description,
    results: score.results.map(({ takenBy, failures, ...r }, i) => ({
      ...r,
      taken_by: takenBy,
      failures: failures.map(english),
      outcomes: (result.queries[i]?.runs ?? []).map((run) =>
        'outcome' in run
          ? run.outcome
          : { kind: 'failed', reason: english(outcomeMessage(run.failure)) },
      ),
    })),
    summary: score.summary,
    precision: score.metrics.precision,
    recall: score.metrics.recall,
    f1: score.metrics.f1,
    agent: plan.agent,
    provider: plan.connection.provider,
    model: plan.connection.model,
    base_url: shownBaseUrl(plan.connection),
    runs_per_query: plan.runs,
    threshold: plan.threshold,
    left_out: leftOut,
    ...(notListed && { not_listed: notListed }),
    ...(result.stopped && {
      stopped:
        result.stopped.kind === 'cancelled'
          ? 'interrupted'
          : english(outcomeMessage(result.stopped.failure)),
    }),
  };
}
