/**
 * feedback.json, where a review of an iteration's outputs is kept, in skill-creator's form
 * (anthropics/skills 9d2f1ae187231d8199c64b5b762e1bdf2244733d, skills/skill-creator/SKILL.md,
 * "Step 5: Read the feedback": `{"reviews": [{"run_id", "feedback", "timestamp"}], "status":
 * "complete"}`, in the iteration's folder; eval-viewer/generate_review.py names a run by its
 * folder below the iteration, "/" turned to "-": eval-1-with_skill-run-2). A blind pick is a
 * review of the run the user preferred, with `preferred_over` naming the other run of the pair:
 * skill-creator's viewer reads `run_id` and `feedback` and passes over the extra key.
 */
import type { Configuration } from './benchmark';
import { isoSecond } from './timing';

/** One review. */
export interface Review {
  run_id: string;
  feedback: string;
  timestamp: string;
  /** A blind pick: the run this one was preferred over. */
  preferred_over?: string;
}

/** feedback.json. */
export interface FeedbackFile {
  reviews: Review[];
  status: string;
  [key: string]: unknown;
}

/** A run's id as generate_review.py forms it. */
export function runId(evalId: number, configuration: Configuration, run: number): string {
  return `eval-${evalId}-${configuration}-run-${run}`;
}

/**
 * feedback.json with `review` added after the reviews it holds; `existing` is the file's
 * parsed JSON (undefined when there is none). Returns undefined when `existing` is not a
 * feedback file (an object with a list of reviews): it is not overwritten.
 */
export function withReview(existing: unknown, review: Review): FeedbackFile | undefined {
  if (existing === undefined) return { reviews: [review], status: 'complete' };
  if (typeof existing !== 'object' || existing === null || Array.isArray(existing))
    return undefined;
  const reviews = (existing as { reviews?: unknown }).reviews;
  if (!Array.isArray(reviews)) return undefined;
  return { ...existing, reviews: [...(reviews as Review[]), review], status: 'complete' };
}

/** A blind pick of `picked` over `other`, with the user's note. */
export function blindPick(picked: string, other: string, note: string, date: Date): Review {
  return { run_id: picked, feedback: note, timestamp: isoSecond(date), preferred_over: other };
}
