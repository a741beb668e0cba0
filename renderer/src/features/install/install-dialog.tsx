/**
 * Installing one skill, or a bundle of marked ones, into agents' folders: where (my folders or
 * a project), for which agents (each labelled "Claude Code (personal)" with its folder and who
 * else reads it), copy or link; then what happened to each, with conflicts and refusals to
 * settle; and, for one skill, its installed copies with their sync state and actions. While
 * it runs it counts the targets done, and Stop leaves the rest unwritten.
 */
import { useEffect, useId, useState } from 'react';
import { AGENT_TARGETS, type Scope, type TargetId } from '../../../../shared/install/agents';
import type { TargetOutcome } from '../../../../shared/install/outcomes';
import { baseName } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { useInstalls } from '../../state/installs-store';
import { useLibrary } from '../../state/library-store';
import { bridge, studio } from '../../state/studio';
import { ChoiceGroup } from '../../ui/choice-group';
import { FormDialog } from '../../ui/form-dialog';
import { ErrorNote, useAction } from '../../ui/use-action';
import { JobProgressLine, useJob } from '../../ui/use-job';
import { InstallResults, type Retry } from './install-results';
import { InstalledCopies } from './installed-copies';
import { ReviewGateNote } from '../review/review-gate';
import { useReviewGate } from '../review/use-review-gate';
import './install.css';

/** Props of the dialog. */
export interface InstallDialogProps {
  dirs: string[];
  onClose: () => void;
}

/** The install dialog. */
export function InstallDialog({ dirs, onClose }: InstallDialogProps) {
  const t = useT();
  const view = useInstalls((s) => s.agents);
  const libraries = useLibrary((s) => s.libraries);
  const [scope, setScope] = useState<Scope>('personal');
  const [projects, setProjects] = useState<string[]>(() => libraries.map((l) => l.root));
  const [project, setProject] = useState<string | undefined>(libraries[0]?.root);
  const [chosen, setChosen] = useState<TargetId[]>([]);
  const [mode, setMode] = useState<'copy' | 'link'>('copy');
  const [results, setResults] = useState<TargetOutcome[]>([]);
  const job = useJob();
  const action = useAction();
  const projectId = useId();
  const agentsHint = useId();
  // The security review of what is to be installed, shown before it is (issue 39).
  const review = useReviewGate(dirs);

  useEffect(() => {
    void useInstalls.getState().loadAgents();
  }, []);

  const targets = AGENT_TARGETS.filter((a) => a.installs[scope] !== undefined);
  const folderOf = (id: TargetId) =>
    view?.agents.find((a) => a.id === id)?.folders.find((f) => f.installsHere && f.scope === scope);
  const nameOf = (id: TargetId) => AGENT_TARGETS.find((a) => a.id === id)?.name ?? id;
  const scopeWord = t(`install.scopeWord.${scope}`);

  // `anyway`: the button said "Install anyway", after the high findings were shown.
  const install = (retry?: Retry, anyway = false) =>
    action.run(async () => {
      if (!retry && chosen.length === 0) {
        action.setError(t('install.pickAgent'));
        return;
      }
      // A retry settles an install that already went on; a first try waits for the review.
      if (!retry && (await review.ready()) === 'confirm' && !anyway) return;
      const outcomes = await job.run((id) =>
        studio().installSkills({
          dirs: retry ? [retry.dir] : dirs,
          agents: retry ? [retry.agent] : chosen,
          scope,
          ...(scope === 'project' && project !== undefined && { project }),
          mode,
          conflict: retry?.overwrite ? 'overwrite' : 'refuse',
          ...(retry?.rename !== undefined && { rename: retry.rename }),
          ...(retry?.force && { force: true }),
          job: id,
        }),
      );
      // A retry's outcome takes the place of the one it settles.
      setResults((old) =>
        retry
          ? [...old.filter((o) => !(o.dir === retry.dir && o.agent === retry.agent)), ...outcomes]
          : outcomes,
      );
    });

  const pickProject = async () => {
    const picked = await studio().pickPath({ kind: 'folder', title: t('install.project') });
    if (picked.path === null) return;
    const path = picked.path;
    setProjects((old) => (old.includes(path) ? old : [...old, path]));
    setProject(path);
  };

  const anyway = review.gate === 'confirm';
  const title =
    dirs.length === 1
      ? t('install.title', { name: baseName(dirs[0] ?? '') })
      : t('install.titleMany', { count: dirs.length });
  return (
    <FormDialog
      title={title}
      wide
      onClose={onClose}
      cancel={t('install.close')}
      confirm={
        action.busy
          ? t('install.installing')
          : anyway
            ? t('reviewGate.installAnyway')
            : t('install.confirm')
      }
      onConfirm={() => void install(undefined, anyway)}
      danger={anyway}
      focusCancel={false}
      busy={action.busy}
      stop={{ label: t('install.stop'), onStop: job.stop }}
      // Nothing to install into yet: the button is off and the agents' list says why.
      disabled={(scope === 'project' && project === undefined) || chosen.length === 0}
    >
      <ReviewGateNote
        reviews={review.reviews}
        done={review.done}
        total={review.total}
        anyway={t('reviewGate.installAnyway')}
      />
      <ChoiceGroup
        look="segmented"
        label={t('install.where')}
        value={scope}
        onChange={(s) => {
          setScope(s);
          setChosen([]);
        }}
        options={(['personal', 'project'] as const).map((s) => ({
          value: s,
          label: t(`install.scope.${s}`),
        }))}
      />
      {scope === 'project' && (
        <div className="field install-project">
          <label htmlFor={projectId}>{t('install.project')}</label>
          <select id={projectId} value={project ?? ''} onChange={(e) => setProject(e.target.value)}>
            {projects.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          {bridge().host === 'desktop' && (
            <button type="button" onClick={() => void pickProject()}>
              {t('install.projectPick')}
            </button>
          )}
          {projects.length === 0 && <p className="field-hint">{t('install.projectNone')}</p>}
        </div>
      )}
      <fieldset
        className="field install-agents"
        aria-describedby={chosen.length === 0 ? agentsHint : undefined}
      >
        <legend>{t('install.agents')}</legend>
        {targets.map((agent) => {
          const folder = scope === 'personal' ? folderOf(agent.id) : undefined;
          const others = (folder?.readBy ?? []).filter((id) => id !== agent.id).map(nameOf);
          const where =
            scope === 'personal' ? (folder?.display ?? '') : (agent.installs.project?.rel ?? '');
          return (
            <label key={agent.id} className="install-agent">
              <input
                type="checkbox"
                checked={chosen.includes(agent.id)}
                onChange={(e) =>
                  setChosen((old) =>
                    e.target.checked ? [...old, agent.id] : old.filter((id) => id !== agent.id),
                  )
                }
              />
              <span>
                {t('install.target', { agent: agent.name, scope: scopeWord })}
                <span className="muted">
                  {' '}
                  {where}
                  {folder && !folder.exists && ` · ${t('install.notThere')}`}
                  {others.length > 0 &&
                    ` · ${t('install.alsoRead', { agents: others.join(', ') })}`}
                </span>
              </span>
            </label>
          );
        })}
        {chosen.length === 0 && (
          <p id={agentsHint} className="field-hint">
            {t('install.pickAgentFirst')}
          </p>
        )}
      </fieldset>
      <ChoiceGroup
        look="segmented"
        label={t('install.mode')}
        value={mode}
        onChange={setMode}
        options={(['copy', 'link'] as const).map((m) => ({
          value: m,
          label: t(`install.mode.${m}`),
        }))}
      />
      <p className="field-hint">{t(`install.modeHint.${mode}`)}</p>
      {job.progress && job.progress.total > 1 && (
        <JobProgressLine
          text={t('install.progress', { done: job.progress.done, total: job.progress.total })}
          progress={job.progress}
        />
      )}
      {/* Its own failure line, above the results (which say how each install went). */}
      <ErrorNote message={action.error} />
      <InstallResults
        results={results}
        folders={view?.agents.flatMap((a) => a.folders) ?? []}
        busy={action.busy}
        onRetry={(retry) => void install(retry)}
        onKeep={(o) => setResults((old) => old.filter((r) => r !== o))}
      />
      <InstalledCopies dirs={dirs} />
    </FormDialog>
  );
}
