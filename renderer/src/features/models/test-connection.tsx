/**
 * Test connection for one connection: a job the page can stop (the service's jobs), shown
 * running with Stop, then what came of it in plain words (the core's outcome message, in the
 * UI's language). A stopped test says it was stopped.
 */
import { useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import type { ConnectionView } from '../../../../shared/ipc/model-calls';
import { useMessageText, useT } from '../../i18n/i18n';
import { studio } from '../../state/studio';
import { useJob } from '../../ui/use-job';
import { ErrorNote, useAction } from '../../ui/use-action';

/** Test connection and its outcome. */
export function TestConnection({ connection }: { connection: ConnectionView }) {
  const t = useT();
  const say = useMessageText();
  const job = useJob();
  const action = useAction();
  const [answer, setAnswer] = useState<CallOutput<'testModelConnection'>>();
  const run = () =>
    void action.run(async () => {
      setAnswer(undefined);
      setAnswer(
        await job.run((name) => studio().testModelConnection({ id: connection.id, job: name })),
      );
    });
  const ok = answer?.outcome.kind === 'ok';
  // A stop is the user's own doing: said plainly, not as a failure.
  const stopped = answer?.outcome.kind === 'cancelled';
  return (
    <div className="models-test">
      {action.busy ? (
        <>
          <p className="muted" role="status">
            {t('settings.models.testing', { label: connection.label })} <progress />
          </p>
          <button type="button" className="small" onClick={job.stop}>
            {t('settings.models.stop')}
          </button>
        </>
      ) : (
        <button type="button" className="small" onClick={run}>
          {t('settings.models.test')}
        </button>
      )}
      {answer && (
        <p
          role="status"
          data-testid="test-outcome"
          data-outcome={answer.outcome.kind}
          className={ok || stopped ? 'models-outcome-ok' : 'models-outcome-failed'}
        >
          {!stopped && (
            <>
              <strong>
                {t(ok ? 'settings.models.outcomeOk' : 'settings.models.outcomeFailed')}
              </strong>{' '}
            </>
          )}
          {say(answer.text)}
        </p>
      )}
      <ErrorNote message={action.error} />
    </div>
  );
}
