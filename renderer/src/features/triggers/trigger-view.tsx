/**
 * Trigger tests of the selected skill: will an agent's model choose it for a request? The
 * skill's queries, a run against a connected model with the agent's exact listing, the kept
 * runs compared over time, and the description optimizer. Runs and the optimizer are jobs of
 * the service followed by trigger-jobs.ts: they go on while the user looks elsewhere, and
 * Cancel keeps what finished.
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
import { OptimizeSection } from './optimize-section';
import { QueriesSection } from './queries-section';
import { ResultsSection } from './results-section';
import { RunSection } from './run-section';
import { runSetupOf, useTriggerSetup } from './trigger-setup';
import { loadRuns, runTriggerTest, useTriggerJobs, useTriggerTask } from './trigger-jobs';
import { useTriggerQueries } from './use-trigger-queries';
import './triggers.css';

const NO_RUNS: TriggerRunRecord[] = [];

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
  const runs = useTriggerJobs((s) => s.runs[dir]) ?? NO_RUNS;
  const [shown, setShown] = useState<string>();
  const [error, setError] = useState<string>();
  const runTask = useTriggerTask(dir, 'run');
  const optimizeTask = useTriggerTask(dir, 'optimize');
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
  // Read again on every visit: a run may have ended (or been kept by another window) since.
  useEffect(() => {
    void loadRuns(dir);
  }, [dir]);

  // A run reads the queries on disk: unsaved ones are saved first, or nothing runs.
  const saveQueries = async () => {
    if (await queries.save()) return true;
    toast(t('triggers.saveFirst'), 'error');
    return false;
  };

  const run = async () => {
    if (!(await saveQueries())) return;
    const record = await runTriggerTest(runSetupOf(dir, setup));
    if (record) setShown(record.id);
  };

  const showFile = () => {
    void useEditor
      .getState()
      .openFile(queries.path)
      .then(() => useUi.getState().setView('edit'));
  };

  const ready = setup.connection !== '' && queries.queries.length > 0;
  return (
    <div className="task-view">
      <header className="skill-header">
        <h1 className="skill-title">
          {t('triggers.heading', { name: entry?.name ?? entry?.folderName ?? '' })}
        </h1>
        <p className="field-hint">{t('triggers.intro')}</p>
      </header>
      <div className="task-body">
        <ErrorNote message={error ?? runTask.error} />
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
          queryCount={queries.queries.length}
          task={runTask}
          onRun={() => void run()}
          onConnect={() => setConnecting(true)}
          busy={optimizeTask.running}
        />
        <ResultsSection runs={runs} shown={shown} onShow={setShown} />
        <OptimizeSection
          dir={dir}
          task={optimizeTask}
          ready={ready}
          beforeRun={saveQueries}
          busy={runTask.running}
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
