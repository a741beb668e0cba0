/**
 * An estimate kept live as the user changes a long task's setup (the trigger tests' and the
 * evals' run sections): asked again a moment after the last change (so typing a number asks
 * once), an answer that arrives after a newer change is dropped, and a refusal is said in
 * words instead of an estimate.
 */
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../i18n/service-text';

/** How long after the last change the estimate is asked for. */
export const ESTIMATE_DELAY_MS = 150;

/** The estimate and why there is none. */
export interface LiveEstimate<T> {
  estimate: T | undefined;
  problem: string | undefined;
}

/**
 * The answer of `ask` for the setup `key` names (undefined: nothing to estimate); asked again
 * whenever `key` changes. `ask` is read when the estimate is asked, never as a dependency.
 */
export function useLiveEstimate<T>(
  key: string | undefined,
  ask: () => Promise<T>,
): LiveEstimate<T> {
  const [live, setLive] = useState<LiveEstimate<T>>({ estimate: undefined, problem: undefined });
  const asker = useRef(ask);
  useEffect(() => {
    asker.current = ask;
  });
  useEffect(() => {
    if (key === undefined) {
      setLive({ estimate: undefined, problem: undefined });
      return undefined;
    }
    let stale = false;
    const timer = setTimeout(() => {
      asker.current().then(
        (estimate) => {
          if (!stale) setLive({ estimate, problem: undefined });
        },
        (error: unknown) => {
          if (!stale) setLive({ estimate: undefined, problem: errorText(error) });
        },
      );
    }, ESTIMATE_DELAY_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [key]);
  return live;
}
