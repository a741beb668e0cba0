/** The middle of the window: the selected skill in the chosen view. */
import { AgentView } from '../features/agent/agent-view';
import { EditView } from '../features/editor/edit-view';
import { EvalView } from '../features/evals/eval-view';
import { PackageView } from '../features/packaging/package-view';
import { ReviewView } from '../features/review/review-view';
import { TriggerView } from '../features/triggers/trigger-view';
import { useT } from '../i18n/i18n';
import { useLibrary } from '../state/library-store';
import { useUi } from '../state/ui-store';

/** The main area. */
export function MainArea() {
  const t = useT();
  const selected = useLibrary((s) => s.selected);
  const view = useUi((s) => s.view);
  return (
    <main
      id="main"
      className="main-area"
      role="tabpanel"
      aria-labelledby={`tab-${view}`}
      tabIndex={-1}
    >
      {selected === undefined ? (
        <p className="app-message">{t('app.noSkill')}</p>
      ) : view === 'edit' ? (
        <EditView key={selected} dir={selected} />
      ) : view === 'agent' ? (
        <AgentView key={selected} dir={selected} />
      ) : view === 'triggers' ? (
        <TriggerView key={selected} dir={selected} />
      ) : view === 'evals' ? (
        <EvalView key={selected} dir={selected} />
      ) : view === 'review' ? (
        <ReviewView key={selected} dir={selected} />
      ) : (
        <PackageView key={selected} dir={selected} />
      )}
    </main>
  );
}
