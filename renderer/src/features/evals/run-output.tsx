/**
 * One run of an eval as the review shows it: its output files (text shown, others named), and
 * when it is not blind, each expectation's verdict with the grader's quoted evidence, its time
 * and tokens.
 */
import type { CallOutput } from '../../../../shared/ipc/contract';
import { useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { formatMeasure } from './eval-format';

/** A run as readEvalIteration gives it. */
export type FoundRun =
  CallOutput<'readEvalIteration'>['evals'][number]['configurations'][number]['runs'][number];

/** The outputs of `run`. */
export function RunOutputs({ run }: { run: FoundRun | undefined }) {
  const t = useT();
  if (!run || run.outputs.length === 0) return <p className="muted">{t('evalView.noOutput')}</p>;
  return (
    <>
      {run.outputs.map((o) => (
        <figure key={o.path} className="eval-output">
          <figcaption>{o.path}</figcaption>
          {o.text !== undefined && (
            // A long answer scrolls in its own box, which the keyboard reaches.
            <pre tabIndex={0}>{o.text}</pre>
          )}
        </figure>
      ))}
    </>
  );
}

/** The grading of `run`: each expectation passed or failed, with its evidence. */
export function RunGrading({ run }: { run: FoundRun | undefined }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const grading = run?.grading;
  const timing = run?.timing;
  return (
    <>
      {grading ? (
        <>
          <p>
            {t('evalView.passedOf', {
              passed: grading.summary.passed,
              total: grading.summary.total,
            })}
          </p>
          <ul className="eval-grades">
            {grading.expectations.map((e) => (
              <li key={e.text} className={e.passed ? 'grade-pass' : 'grade-fail'}>
                <strong className={e.passed ? 'eval-verdict-pass' : 'eval-verdict-fail'}>
                  {e.passed ? t('evalView.pass') : t('evalView.fail')}
                </strong>{' '}
                {e.text}
                <div className="field-hint">{t('evalView.evidence', { text: e.evidence })}</div>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">{t('evalView.notGraded')}</p>
      )}
      {timing &&
        (timing.total_duration_seconds !== undefined || timing.total_tokens !== undefined) && (
          <p className="field-hint">
            {t('evalView.runTiming', {
              seconds: formatMeasure('time_seconds', timing.total_duration_seconds ?? 0, locale),
              tokens: formatMeasure('tokens', timing.total_tokens ?? 0, locale),
            })}
          </p>
        )}
    </>
  );
}
