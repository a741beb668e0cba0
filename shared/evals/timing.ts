/**
 * timing.json as skill-creator keeps it for a run (anthropics/skills
 * 9d2f1ae187231d8199c64b5b762e1bdf2244733d, skills/skill-creator/references/schemas.md,
 * "timing.json"): the executor's tokens and duration, when it and the grader started and
 * ended. aggregate_benchmark.py reads `total_duration_seconds` as the run's time and
 * `total_tokens` as its tokens. The studio keeps the seconds unrounded (skill-creator's example
 * rounds to tenths; an API answer often takes less than one).
 */

/** timing.json. */
export interface Timing {
  total_tokens: number;
  duration_ms: number;
  total_duration_seconds: number;
  executor_start: string;
  executor_end: string;
  executor_duration_seconds: number;
  grader_start?: string;
  grader_end?: string;
  grader_duration_seconds?: number;
}

/** A moment as schemas.md writes it: ISO 8601 in UTC, to the second. */
export function isoSecond(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The timing of a run whose executor ran from `start` to `end` and used `tokens`. */
export function timingOf(input: {
  tokens: number;
  start: Date;
  end: Date;
  grader?: { start: Date; end: Date };
}): Timing {
  const ms = Math.max(0, input.end.getTime() - input.start.getTime());
  const { grader } = input;
  return {
    total_tokens: input.tokens,
    duration_ms: ms,
    total_duration_seconds: ms / 1000,
    executor_start: isoSecond(input.start),
    executor_end: isoSecond(input.end),
    executor_duration_seconds: ms / 1000,
    ...(grader && {
      grader_start: isoSecond(grader.start),
      grader_end: isoSecond(grader.end),
      grader_duration_seconds: Math.max(0, grader.end.getTime() - grader.start.getTime()) / 1000,
    }),
  };
}
