/**
 * Evals of the selected skill: does the agent do the task better with the skill than without
 * it? The skill's evals/evals.json edited as a list, a run with and without the skill against
 * a connected model (a service job followed by eval-store.ts, so it goes on while the user
 * looks elsewhere), and the review of each iteration of the workspace beside the skill.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ConnectionView } from '../../../../shared/ipc/model-calls';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { useEditor } from '../../state/editor-store';
import { findEntry, useLibrary } from '../../state/library-store';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { toast } from '../../ui/toasts';
import { ErrorNote } from '../../ui/use-action';
import { inputFiles } from './eval-edit';
import { EstimateDialog, type EvalEstimate } from './estimate-dialog';
import { EvalRunSection, type AgentCli } from './eval-run-section';
import { useEvalSetup } from './eval-setup';
import {
  editEvals,
  loadEvals,
  loadIterations,
  runEvals,
  saveEvals,
  showIteration,
  skillEvals,
  useEvals,
  useEvalTask,
} from './eval-store';
import { EvalsSection } from './evals-section';
import { ReviewSection } from './review-section';
import './evals.css';

const ModelsDialog = lazy(() =>
  import('../models/models-dialog').then((loaded) => ({ default: loaded.ModelsDialog })),
);

/** The evals view of a skill. */
export function EvalView({ dir }: { dir: string }) {
  const t = useT();
  const entry = useLibrary((s) => findEntry(s.lists, dir)?.entry);
  const name = entry?.name ?? entry?.folderName ?? '';
  const evals = useEvals((s) => skillEvals(s, dir));
  const iterations = useEvals((s) => s.iterations[dir]);
  const shown = useEvals((s) => s.shown[dir]);
  const lastRun = useEvals((s) => s.lastRun[dir]);
  const detail = useEditor((s) => s.details[dir]);
  const setup = useEvalSetup();
  const task = useEvalTask(dir);
  const [connections, setConnections] = useState<ConnectionView[]>();
  const [connecting, setConnecting] = useState(false);
  const [clis, setClis] = useState<AgentCli[]>();
  const [estimate, setEstimate] = useState<EvalEstimate>();
  const [error, setError] = useState<string>();
  // The saved version compared with, for this skill only ('' : without the skill).
  const [versus, setVersus] = useState({ dir, version: '' });
  const against = versus.dir === dir ? versus.version : '';
  const onAgainst = useCallback((version: string) => setVersus({ dir, version }), [dir]);

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
    studio()
      .findAgentClis({})
      .then(
        (found) => setClis(found.agents),
        () => setClis([]),
      );
  }, []);
  // Read again on every visit: the file or the workspace may have changed since.
  useEffect(() => {
    void loadEvals(dir, name);
    void loadIterations(dir);
  }, [dir, name]);
  useEffect(() => {
    if (!detail) void useEditor.getState().openSkill(dir);
  }, [detail, dir]);
  const offered = inputFiles((detail?.files ?? []).filter((f) => !f.link).map((f) => f.path));

  const save = async () => {
    const ok = await saveEvals(dir);
    if (ok) toast(t('evalView.saved'));
    return ok;
  };

  const asked = {
    dir,
    agent: setup.agent,
    connection: setup.connection,
    ...(setup.grader !== '' && { graderConnection: setup.grader }),
    runs: setup.runs,
    ...(setup.real && { real: true }),
    ...(against !== '' && { against: { version: against } }),
  };
  // A run reads the evals on disk: unsaved ones are saved first, or nothing runs; then what
  // the run will take is shown for the user to confirm.
  const prepare = async () => {
    if (!(await saveEvals(dir))) {
      toast(t('evalView.saveFirst'), 'error');
      return;
    }
    setError(undefined);
    try {
      setEstimate(await studio().estimateEvals(asked));
    } catch (e) {
      setError(errorText(e));
    }
  };
  const run = () => void runEvals({ ...asked, concurrency: setup.concurrency });

  const showFile = () => {
    const path = evals.read?.path;
    if (!path) return;
    void useEditor
      .getState()
      .openFile(path)
      .then(() => useUi.getState().setView('edit'));
  };

  return (
    <div className="task-view">
      <header className="skill-header">
        <h1 className="skill-title">{t('evalView.heading', { name })}</h1>
        <p className="field-hint">{t('evalView.intro')}</p>
      </header>
      <div className="task-body">
        <ErrorNote message={error} />
        <EvalsSection
          dir={dir}
          evals={evals}
          offered={offered}
          connection={setup.connection}
          onChange={(file) => editEvals(dir, file)}
          onSave={() => void save()}
          onReload={() => void loadEvals(dir, name, true)}
          onShowFile={showFile}
        />
        <EvalRunSection
          dir={dir}
          asked={setup.connection === '' ? undefined : asked}
          evalsVersion={evals.read?.hash ?? ''}
          against={against}
          onAgainst={onAgainst}
          connections={connections}
          clis={clis}
          evalCount={evals.draft?.evals.length ?? 0}
          unsaved={evals.dirty}
          task={task}
          onRun={() => void prepare()}
          onConnect={() => setConnecting(true)}
        />
        <ReviewSection
          dir={dir}
          iterations={iterations}
          shown={shown}
          lastRun={lastRun}
          onShow={(n) => void showIteration(dir, n)}
          onRecorded={() => {
            if (shown) void showIteration(dir, shown.iteration);
          }}
        />
      </div>
      {estimate && (
        <EstimateDialog
          estimate={estimate}
          evals={evals.draft?.evals.length ?? 0}
          runs={setup.runs}
          versus={against !== ''}
          onConfirm={run}
          onClose={() => setEstimate(undefined)}
        />
      )}
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
