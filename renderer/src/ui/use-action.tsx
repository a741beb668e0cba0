/**
 * A user action that calls the studio: busy while it runs (so its button cannot be pressed
 * twice), and its failure kept as a message to show next to it.
 */
import { useState } from 'react';
import { errorText } from '../i18n/service-text';

/** The state of an action and the way to run it. */
export interface Action {
  busy: boolean;
  error: string | undefined;
  /** Runs `work`; a thrown error becomes `error`. Resolves true when it succeeded. */
  run: (work: () => Promise<void>) => Promise<boolean>;
  setError: (message: string | undefined) => void;
}

/** An action's busy and error state. */
export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, setError };
}

/** A failure message, announced when it appears; nothing when there is none. */
export function ErrorNote({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
