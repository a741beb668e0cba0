/**
 * What `optimize-description` prints: the split, every candidate with its train and test
 * scores, its reasoning, its problems and a word diff against the current description, and the
 * chosen one; as text, or all of it as JSON.
 */
import { AGENT_LABELS } from '../../agent/types';
import { english, inEnglish } from '../../i18n/catalogue';
import { shownBaseUrl } from '../../models/connection';
import { outcomeMessage } from '../../models/outcome';
import { wordDiff, wordDiffText } from '../../triggers/word-diff';
import type { OptimizeCandidate, OptimizeResult } from '../triggers/optimize';
import type { TriggerScore } from '../../triggers/record';
import type { TriggerPlan } from './trigger-args';

/** What --apply did, in words, if it was asked. */
export type Applied = { done: boolean; words: string } | undefined;

const ratio = (n: number | null) => (n === null ? '-' : n.toFixed(2));
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const fraction = (s: TriggerScore | undefined) =>
  s ? `${s.summary.passed}/${s.summary.total}` : '-';
const title = (c: OptimizeCandidate) =>
  `Round ${c.round}${c.round === 0 ? ' (current)' : ''}${c.attempt === 2 ? ', asked again' : ''}`;

/** The report as text. */
export function optimizeText(plan: TriggerPlan, result: OptimizeResult, applied: Applied): string {
  const { connection } = plan;
  const lines = [
    `${result.skillName}: optimizing the description with ${AGENT_LABELS[plan.agent]}'s listing, ${connection.model} at ${shownBaseUrl(connection)}, ${plan.runs} runs per query, threshold ${plan.threshold}`,
    `Split as skill-creator splits it (seed 42, 40% of each kind held out): ${result.split.train.length} train, ${result.split.test.length} test`,
  ];
  for (const [set, queries] of [
    ['train', result.split.train],
    ['test ', result.split.test],
  ] as const)
    for (const q of queries)
      lines.push(
        `  ${set}  ${q.should_trigger ? 'should trigger    ' : 'should not trigger'}  ${oneLine(q.query)}`,
      );
  for (const c of result.candidates) {
    lines.push('');
    if (c.ran)
      lines.push(
        `${title(c)}: train ${fraction(c.train)}, test ${fraction(c.test)} (test F1 ${ratio(c.test?.metrics.f1 ?? null)})${c.partial ? ', cut short' : ''}`,
      );
    else lines.push(`${title(c)}: not run`);
    if (c.description !== '') lines.push(`  ${oneLine(c.description)}`);
    if (c.reasoning !== '') lines.push(`  reasoning: ${oneLine(c.reasoning)}`);
    if (c.round > 0 && c.description !== '')
      lines.push(`  diff: ${wordDiffText(wordDiff(result.original, c.description))}`);
    for (const p of c.problems)
      lines.push(`  ${p.blocking ? 'problem' : 'note'}: ${oneLine(english(p.message))}`);
  }
  lines.push('');
  const chosen = result.chosen;
  lines.push(
    chosen
      ? `Chosen by test score: round ${chosen.round}${chosen.round === 0 ? ' (the current description)' : ''}, test ${fraction(chosen.test)}, train ${fraction(chosen.train)}`
      : 'No description was run to the end: none is chosen.',
  );
  if (chosen) lines.push(`  ${oneLine(chosen.description)}`);
  lines.push(stopWords(result));
  if (applied) lines.push(applied.words);
  return `${lines.join('\n')}\n`;
}

function stopWords(result: OptimizeResult): string {
  switch (result.exitReason) {
    case 'all-train-passed':
      return 'Stopped early: every train query passed.';
    case 'max-rounds':
      return 'Stopped after the last round.';
    case 'cancelled':
      return 'Interrupted: the candidates above are those tried so far.';
    case 'failed':
      return 'Stopped: the provider could not be used (see below).';
  }
}

const scoreJson = (s: TriggerScore | undefined) =>
  s
    ? {
        results: s.results.map(({ takenBy, failures, ...r }) => ({
          ...r,
          taken_by: takenBy,
          failures: failures.map(english),
        })),
        summary: s.summary,
        precision: s.metrics.precision,
        recall: s.metrics.recall,
        f1: s.metrics.f1,
      }
    : null;

/** The report as JSON (everything the text shows, and each query's result). */
export function optimizeJson(plan: TriggerPlan, result: OptimizeResult, applied: Applied) {
  return {
    skill_name: result.skillName,
    original_description: result.original,
    split: result.split,
    targets: result.targets,
    candidates: result.candidates.map((c) => ({
      round: c.round,
      attempt: c.attempt,
      description: c.description,
      reasoning: c.reasoning,
      ran: c.ran,
      partial: c.partial ?? false,
      problems: c.problems.map((p) => ({
        code: p.code,
        ...(p.rule && { rule: p.rule }),
        ...(p.agent && { agent: p.agent }),
        blocking: p.blocking,
        message: inEnglish(p.message),
      })),
      train: scoreJson(c.train),
      test: scoreJson(c.test),
      diff: c.round === 0 ? [] : wordDiff(result.original, c.description),
    })),
    chosen: result.chosen
      ? {
          round: result.chosen.round,
          attempt: result.chosen.attempt,
          description: result.chosen.description,
        }
      : null,
    exit_reason: result.exitReason,
    agent: plan.agent,
    provider: plan.connection.provider,
    model: plan.connection.model,
    base_url: shownBaseUrl(plan.connection),
    runs_per_query: plan.runs,
    threshold: plan.threshold,
    left_out: (result.prompt?.leftOut ?? []).map(english),
    ...(applied && { applied: applied.done, apply_note: applied.words }),
    ...(result.failure && { stopped: english(outcomeMessage(result.failure)) }),
  };
}
