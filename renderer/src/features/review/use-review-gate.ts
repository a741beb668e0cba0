/**
 * The security review before an install or a package of skills in the library: every skill
 * reviewed afresh as the step opens (its files may have changed since), with a count while it
 * runs, and what the findings ask (shared/studio/review-gate.ts). `ready()` waits for it, so
 * nothing goes on before the review has answered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { gateOfReviews, type ReviewGate } from '../../../../shared/studio/review-gate';
import { findEntry, useLibrary } from '../../state/library-store';
import { reviewSkills, useReviews } from '../../state/review-store';
import type { GateReview } from './review-gate';

/** The review of `dirs` for a gate. */
export interface ReviewGateState {
  /** Each skill's review; undefined while they run. */
  reviews: GateReview[] | undefined;
  /** Skills reviewed so far of all. */
  done: number;
  total: number;
  /** What the findings ask; undefined while the reviews run. */
  gate: ReviewGate | undefined;
  /** The gate once every review has answered. */
  ready: () => Promise<ReviewGate>;
}

/** Reviews `dirs` as the step opens and whenever the set changes. */
export function useReviewGate(dirs: readonly string[]): ReviewGateState {
  const key = dirs.join('\n');
  const [state, setState] = useState<{ key: string; done: number; reviews?: GateReview[] }>({
    key,
    done: 0,
  });
  const pending = useRef<Promise<ReviewGate>>(undefined);
  useEffect(() => {
    let stale = false;
    const list = key.split('\n');
    let done = 0;
    setState({ key, done: 0 });
    const run = reviewSkills(list, () => {
      done++;
      if (!stale) setState((s) => ({ ...s, done }));
    }).then((results) => {
      const { lists } = useLibrary.getState();
      const byDir = useReviews.getState().byDir;
      const reviews = list.map((dir, i): GateReview => {
        const entry = findEntry(lists, dir)?.entry;
        const failed = byDir[dir];
        return {
          key: dir,
          name: entry?.name ?? entry?.folderName ?? dir,
          ...(results[i] !== undefined && { findings: results[i] }),
          ...(failed?.status === 'failed' && { error: failed.error }),
        };
      });
      if (!stale) setState({ key, done, reviews });
      return gateOfReviews(results);
    });
    pending.current = run;
    return () => {
      stale = true;
    };
  }, [key]);
  const ready = useCallback(() => pending.current ?? Promise.resolve<ReviewGate>('confirm'), []);
  const reviews = state.key === key ? state.reviews : undefined;
  return {
    reviews,
    done: state.key === key ? state.done : 0,
    total: dirs.length,
    gate: reviews && gateOfReviews(reviews.map((r) => r.findings)),
    ready,
  };
}
