/**
 * Trigger tests of the selected skill: will an agent's model choose it for a request? The
 * skill's queries, a run against a connected model with the agent's exact listing, the kept
 * runs compared over time, and the description optimizer. Runs and the optimizer are jobs of
 * the service: they go on while the user looks elsewhere in this view, and Cancel keeps what
 * finished.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ConnectionView } from '../../../../shared/ipc/model-calls';
import type { TriggerRunRecord } from '../../../../shared/triggers/record';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { useDiskChanges } from '../../state/disk-changes';
import { useEditor } from '../../state/editor-store';
import { findEntry, useLibrary } from '../../state/library-store';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { toast } from '../../ui/toasts';
import { ErrorNote } from '../../ui/use-action';
import { useJob } from '../../ui/use-job';
import { OptimizeSection } from './optimize-section';
import { QueriesSection } from './queries-section';
import { ResultsSection } from './results-section';
import { RunSection } from './run-section';
import { useTriggerSetup } from './trigger-setup';
import { useTriggerQueries } from './use-trigger-queries';
import './triggers.css';

const ModelsDialog = lazy(() =>
  import('../models/models-dialog').then((loaded) => ({ default: loaded.ModelsDialog })),
);

/** The trigger view of a skill. */
export function TriggerView({ dir }: { dir: string }) {
  const t = useT();
  const entry = useLibrary((s) => findEntry(s.lists, dir)?.entry);
  const queries = useTriggerQueries(dir);
  const setup = useTriggerSetup();
  const [connections, setConnections] = useState<ConnectionView[]>();
  const [connecting, setConnecting] = useState(false);
  const [runs, setRuns] = useState<TriggerRunRecord[]>([]);
  const [shown, setShown] = useState<string>();
  const [error, setError] = useState<string>();
  const runJob = useJob();
  const optimizeJob = useJob();
  const changedOnDisk = useDiskChanges([dir]);

  const loadConnections = useCallback(() => {
    studio()
      .listModelConnections({})
      .then(
        (list) => setConnections(list.connections),
        (e: unknown) => setError(errorText(e)),
      );
  }, []);
  useEffect(loadConnections, [loadConnections]);
  useEffect(() => {
    let stale = false;
    studio()
      .listTriggerRuns({ dir })
      .then(
        (list) => {
          if (!stale) setRuns(list);
        },
        (e: unknown) => {
          if (!stale) setError(errorText(e));
        },
      );
    return () => {
      stale = true;
    };
  }, [dir]);

  // A run reads the queries on disk: unsaved ones are saved first, or nothing runs.
  const saveQueries = async () => {
    if (await queries.save()) return true;
    toast(t('triggers.saveFirst'), 'error');
    return false;
  };

  const run = async () => {
    setError(undefined);
    if (!(await saveQueries())) return;
    try {
      const record = await runJob.run((job) =>
        studio().runTriggerTest({
          dir,
          agent: setup.agent,
          connection: setup.connection,
          runs: setup.runs,
          competitors: setup.competitors,
          concurrency: setup.concurrency,
          threshold: setup.threshold,
          job,
        }),
      );
      setRuns((list) => [record, ...list.filter((r) => r.id !== record.id)]);
      setShown(record.id);
    } catch (e) {
      setError(errorText(e));
    }
  };

  const showFile = () => {
    void useEditor
      .getState()
      .openFile(queries.path)
      .then(() => useUi.getState().setView('edit'));
  };

  const ready = setup.connection !== '' && queries.queries.length > 0;
  return (
    <div className="triggers-view">
      <header className="skill-header">
        <h1 className="skill-title">
          {t('triggers.heading', { name: entry?.name ?? entry?.folderName ?? '' })}
        </h1>
        <p className="field-hint">{t('triggers.intro')}</p>
      </header>
      <div className="triggers-body">
        <ErrorNote message={error} />
        <QueriesSection
          queries={queries}
          connection={setup.connection}
          dir={dir}
          onShowFile={showFile}
        />
        <RunSection
          dir={dir}
          connections={connections}
          queriesVersion={`${String(changedOnDisk)}:${String(queries.dirty)}`}
          unsaved={queries.dirty}
          job={runJob}
          onRun={() => void run()}
          onConnect={() => setConnecting(true)}
          busy={optimizeJob.running}
        />
        <ResultsSection runs={runs} shown={shown} onShow={setShown} />
        <OptimizeSection
          dir={dir}
          job={optimizeJob}
          ready={ready}
          beforeRun={saveQueries}
          busy={runJob.running}
        />
      </div>
      {connecting && (
        <Suspense fallback={null}>
          <ModelsDialog
            onClose={() => {
              setConnecting(false);
              loadConnections();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
