/**
 * The blind A/B pick of an eval (skill-creator's blind comparison): the two configurations'
 * outputs of one run, in an order decided by a coin toss and not shown, the user's note, and
 * the pick recorded through recordFeedback into the iteration's feedback.json. Only after the
 * pick is the user told which answer was which.
 */
import { useId, useState } from 'react';
import type { Configuration } from '../../../../shared/evals/benchmark';
import { evalMessage } from '../../../../shared/evals/messages';
import { useMessageText, useT } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { studio } from '../../state/studio';
import { ErrorNote } from '../../ui/use-action';
import { blindOrder, type BlindOrder } from './eval-edit';
import { RunOutputs, type FoundRun } from './run-output';

/** Props of the pick. */
export interface BlindPickProps {
  dir: string;
  iteration: number;
  evalId: number;
  /** The run compared. */
  run: number;
  /** The two configurations compared (with and without the skill, or now and saved). */
  pair: readonly [Configuration, Configuration];
  /** Each one's runs, in the pair's order. */
  runs: readonly [FoundRun[], FoundRun[]];
  onRecorded: () => void;
}

/** The pick. */
export function BlindPick(props: BlindPickProps) {
  const { dir, iteration, evalId, run, pair, runs, onRecorded } = props;
  const t = useT();
  const say = useMessageText();
  const noteId = useId();
  const [order, setOrder] = useState<BlindOrder>();
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [a, b] = order ?? pair;
  const runsOf = (c: Configuration) => (c === pair[0] ? runs[0] : runs[1]);
  const runA = runsOf(a).find((r) => r.run === run);
  const runB = runsOf(b).find((r) => r.run === run);
  if (!runs[0].some((r) => r.run === run) || !runs[1].some((r) => r.run === run)) return null;

  const pick = async (picked: Configuration, other: Configuration) => {
    setBusy(true);
    setError(undefined);
    try {
      const { reviews } = await studio().recordFeedback({
        dir,
        iteration,
        evalId,
        picked: { configuration: picked, run },
        other: { configuration: other, run },
        note,
      });
      setDone(
        t('evalView.picked', {
          configuration: say(evalMessage(`evals.configuration.${picked}`)),
          count: reviews,
        }),
      );
      setOrder(undefined);
      setNote('');
      onRecorded();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (!order)
    return (
      <div className="eval-blind">
        <button
          type="button"
          onClick={() => {
            setDone(undefined);
            setOrder(blindOrder(Math.random(), pair));
          }}
        >
          {t('evalView.blind')}
        </button>
        {done && (
          <p role="status" className="field-hint">
            {done}
          </p>
        )}
      </div>
    );

  return (
    <div className="eval-blind" data-testid="evals-blind">
      <p className="field-hint">{t('evalView.blindHint')}</p>
      <div className="eval-sides">
        <section className="eval-side" aria-label={t('evalView.outputA')}>
          <h4>{t('evalView.outputA')}</h4>
          <RunOutputs run={runA} />
        </section>
        <section className="eval-side" aria-label={t('evalView.outputB')}>
          <h4>{t('evalView.outputB')}</h4>
          <RunOutputs run={runB} />
        </section>
      </div>
      <label htmlFor={noteId}>{t('evalView.note')}</label>
      <textarea id={noteId} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      <ErrorNote message={error} />
      <div className="task-actions">
        <button type="button" disabled={busy} onClick={() => void pick(a, b)}>
          {t('evalView.pickA')}
        </button>
        <button type="button" disabled={busy} onClick={() => void pick(b, a)}>
          {t('evalView.pickB')}
        </button>
        <button type="button" disabled={busy} onClick={() => setOrder(undefined)}>
          {t('evalView.cancel')}
        </button>
      </div>
    </div>
  );
}
