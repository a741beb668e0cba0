/**
 * What an agent's model sees of the selected skill: its line in the catalogue at start-up,
 * and the exact tool result when the skill loads with the given arguments, with sizes and
 * budget checks. Re-asked whenever the agent, the arguments or the skill on disk change.
 */
import { useId, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { useMessageText, useT, type MessageKey } from '../../i18n/i18n';
import { useDirtyIn, useEditor } from '../../state/editor-store';
import { findEntry, useLibrary } from '../../state/library-store';
import { toast } from '../../ui/toasts';
import { useDiskChanges } from '../../state/disk-changes';
import { useTargets } from '../../state/targets-store';
import { AGENT_LABELS, AGENT_IDS, shownAgent, useAgentChoice, type AgentId } from './agent-choice';
import { ErrorNote } from '../../ui/use-action';
import { AgentCompare } from './agent-compare';
import { Budgets, Extras, Measure } from './agent-details';
import { AgentVerdicts } from './agent-verdicts';
import { useAllAgents } from './use-all-agents';
import { AgentSettingsPanel } from './agent-settings';
import { relBelow, verdictOf } from '../../../../shared/agent/compare';
import type { CatalogueEntry } from '../../../../shared/agent/types';
import { AgentNamesakes, useLibraryName } from './agent-namesakes';
import './agent.css';

type Simulation = CallOutput<'simulate'>;

/** The agent view of a skill. */
export function AgentView({ dir }: { dir: string }) {
  const t = useT();
  const { agent: picked, args, compare, setAgent, setArgs, setCompare } = useAgentChoice();
  // Two selections: findEntry makes a new pair each time, which would render without end.
  const entry = useLibrary((s) => findEntry(s.lists, dir)?.entry);
  const root = useLibrary((s) => findEntry(s.lists, dir)?.root);
  const dirty = useDirtyIn(dir);
  // Chosen places only: until then the view opens on HelloAgents and lists every agent alike.
  const chosenPlaces = useTargets((s) => (root === undefined ? undefined : s.byRoot[root]));
  const agent = shownAgent(picked, chosenPlaces);
  const ids = { agent: useId(), args: useId() };
  const name = entry?.name ?? entry?.folderName ?? '';
  // The agent reads the files on disk: ask again whenever they change, or the settings do.
  const changedOnDisk = useDiskChanges([dir]);
  // Every agent at once, for the verdicts that open the view, Compare agents and the chosen agent.
  const all = useAllAgents(name, args, changedOnDisk);
  const chosen = all.answers?.get(agent);
  const catalogue = chosen?.catalogue;
  const call = chosen?.call;
  const error = all.error;

  const copy = (text: string) => {
    void navigator.clipboard.writeText(text).then(() => toast(t('agent.copied')));
  };

  const single = (
    <>
      <ErrorNote message={error} />
      {!catalogue || !call ? (
        <p className="muted" aria-busy="true">
          {t('agent.loading')}
        </p>
      ) : (
        <>
          <h2 className="agent-exact-heading" data-testid="agent-exact-heading">
            {t('agent.exact.heading', { agent: AGENT_LABELS[agent] })}
          </h2>
          <p className="field-hint">{t('agent.exact.hint')}</p>
          <SkillStatus simulation={catalogue} rel={relBelow(root, dir)} dir={dir} />
          <AgentNamesakes catalogue={catalogue} call={call} dir={dir} name={name} />
          <Reproduces agent={agent} version={catalogue.view.reproduces} />
          <AgentSettingsPanel agent={agent} />
          <CatalogueSection
            simulation={catalogue}
            rel={relBelow(root, dir)}
            dir={dir}
            onCopy={copy}
          />
          <CallSection simulation={call} dir={dir} onCopy={copy} />
        </>
      )}
    </>
  );

  return (
    <div className="agent-view">
      <header className="skill-header">
        <h1 className="skill-title">{t('agent.heading')}</h1>
        <button
          type="button"
          className="small"
          aria-pressed={compare}
          onClick={() => setCompare(!compare)}
        >
          {t('agent.compare.toggle')}
        </button>
        {!compare && (
          <>
            <label htmlFor={ids.agent} title={t('help.tip.agent')}>
              {t('agent.pick')}
            </label>
            <select
              id={ids.agent}
              value={agent}
              title={t(`help.tip.agent.${agent}`)}
              onChange={(e) => setAgent(e.target.value as AgentId)}
            >
              {AGENT_IDS.map((id) => (
                <option key={id} value={id} title={t(`help.tip.agent.${id}`)}>
                  {AGENT_LABELS[id]}
                </option>
              ))}
            </select>
          </>
        )}
        {/* Both views load the skill with these words: the comparison shows what each makes of them. */}
        <label htmlFor={ids.args} title={t('agent.argsHint')}>
          {t('agent.args')}
        </label>
        {/* The placeholder is short enough to show whole; the full sentence is the tooltip. */}
        <input
          id={ids.args}
          className="agent-args mono"
          value={args}
          title={t('agent.argsHint')}
          placeholder={t('agent.argsPlaceholder')}
          onChange={(e) => setArgs(e.target.value)}
        />
      </header>
      <div className="agent-body">
        {dirty && <UnsavedBanner dir={dir} />}
        {compare ? (
          <AgentCompare rel={relBelow(root, dir)} dir={dir} views={all.views} error={all.error} />
        ) : (
          <>
            <AgentVerdicts
              views={all.views}
              error={all.error}
              rel={relBelow(root, dir)}
              dir={dir}
              selected={agent}
              onSelect={setAgent}
              targets={chosenPlaces ?? []}
            />
            {single}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The agent reads the files on disk: the banner says so and saves the skill's files at once
 * (what the view shows follows the save through the watcher).
 */
function UnsavedBanner({ dir }: { dir: string }) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    void useEditor
      .getState()
      .saveAll(dir)
      .finally(() => setSaving(false));
  };
  return (
    <div className="banner banner-warning agent-unsaved" role="status">
      <p>{t('agent.unsaved')}</p>
      <button type="button" className="small primary" disabled={saving} onClick={save}>
        {saving ? t('agent.saving') : t('agent.save')}
      </button>
    </div>
  );
}

/**
 * First, in words: whether the agent lists the open skill, lists it shortened or by name only,
 * leaves it out or skips it at start-up, and why (the same verdicts as the catalogue's marks).
 */
function SkillStatus({
  simulation,
  rel,
  dir,
}: {
  simulation: Simulation;
  rel: string;
  dir: string;
}) {
  const t = useT();
  const say = useMessageText();
  if (simulation.kind !== 'catalogue') return null;
  const view = simulation.view;
  const agent = AGENT_LABELS[view.agent];
  // By its absolute folder: a skill of the same name or path in another library is another
  // skill, whatever the agent makes of it (agent-namesakes.tsx says which one it loads).
  const { outcome, why } = verdictOf(view, { rel, dir });
  const sentence =
    outcome === 'not-seen' || outcome === 'agent-fails'
      ? t('agent.summary.absent', { agent })
      : t(`agent.summary.${outcome}` as MessageKey, { agent });
  return (
    <p className="agent-summary" role="status" data-testid="agent-summary">
      <strong>{sentence}</strong>
      {why && ` ${say(why)}`}
    </p>
  );
}

/** Which release of the agent the view reproduces (the hardening is the studio's own). */
export function Reproduces({ agent, version }: { agent: AgentId; version: string }) {
  const t = useT();
  return (
    <p className="field-hint" data-testid="reproduces">
      {agent === 'hello-agents-hardened'
        ? t('agent.notAnAgent')
        : t('agent.reproduces', { version })}
    </p>
  );
}

function CatalogueSection({
  simulation,
  rel,
  dir,
  onCopy,
}: {
  simulation: Simulation;
  rel: string;
  dir: string;
  onCopy: (text: string) => void;
}) {
  const t = useT();
  const say = useMessageText();
  if (simulation.kind !== 'catalogue') return null;
  const view = simulation.view;
  const mine = view.entries.find((e) => (e.dir !== undefined ? e.dir === dir : e.folder === rel));
  const lines = view.text.split('\n');
  const marked = markedLines(view.text, lines, mine);
  return (
    <section className="agent-section" aria-labelledby="agent-catalogue">
      <header className="agent-section-header">
        <h2 id="agent-catalogue">{t('agent.catalogue')}</h2>
        <button type="button" className="small" onClick={() => onCopy(view.text)}>
          {t('agent.copy')}
        </button>
      </header>
      <p className="field-hint">{t('agent.catalogueHint')}</p>
      {view.failure && (
        <p className="form-error">{t('agent.failure', { message: say(view.failure) })}</p>
      )}
      <p>
        {mine ? (
          <span className={`badge badge-${mine.status}`}>
            {t(`agent.status.${mine.status}` as MessageKey)}
          </span>
        ) : (
          <span className="badge badge-dropped">{t('agent.notInCatalogue')}</span>
        )}{' '}
        {mine?.note && say(mine.note)}
      </p>
      <pre className="agent-text" data-testid="catalogue-text">
        {lines.map((line, i) => (
          <span key={i} className={marked.has(i) ? 'is-mine' : undefined}>
            {line}
            {'\n'}
          </span>
        ))}
      </pre>
      <Measure simulation={simulation} />
      <Budgets simulation={simulation} />
      <Extras notes={view.notes} skipped={view.skipped} />
    </section>
  );
}

/**
 * The catalogue lines of the open skill's entry: where its own text is (a namesake's line
 * would also hold its name), else the first line naming it.
 */
function markedLines(text: string, lines: string[], mine: CatalogueEntry | undefined): Set<number> {
  if (!mine) return new Set();
  const at = mine.text === undefined || mine.text === '' ? -1 : text.indexOf(mine.text);
  if (at < 0) {
    const line = lines.findIndex((l) => l.includes(mine.name));
    return new Set(line < 0 ? [] : [line]);
  }
  const first = text.slice(0, at).split('\n').length - 1;
  const count = mine.text?.split('\n').length ?? 1;
  return new Set(Array.from({ length: count }, (_, i) => first + i));
}

/** Which skill answered the call, when it is not the open one (a namesake the agent prefers). */
function CallOther({ answered, dir }: { answered: { dir: string } | undefined; dir: string }) {
  const t = useT();
  const libraryName = useLibraryName();
  const lists = useLibrary((s) => s.lists);
  if (!answered || answered.dir === dir) return null;
  const found = findEntry(lists, answered.dir);
  if (!found) return null;
  return (
    <p className="banner banner-warning" data-testid="call-other">
      {t('agent.callOther', { library: libraryName(found.root), folder: found.entry.rel })}
    </p>
  );
}

function CallSection({
  simulation,
  dir,
  onCopy,
}: {
  simulation: Simulation;
  dir: string;
  onCopy: (text: string) => void;
}) {
  const t = useT();
  const say = useMessageText();
  if (simulation.kind !== 'call') return null;
  const view = simulation.view;
  const text = view.parts.map((p) => p.text).join('\n\n');
  // An agent with no tool to call (skills-ref only writes the catalogue) says so, in place of
  // an empty result with a size of 0 characters.
  if (view.parts.length === 0 && !view.failure)
    return (
      <section className="agent-section" aria-labelledby="agent-call">
        <h2 id="agent-call">{t('agent.call')}</h2>
        <p className="field-hint" data-testid="no-call">
          {t('agent.noCall', { agent: AGENT_LABELS[view.agent] })}
        </p>
        <Extras notes={view.notes} skipped={[]} />
      </section>
    );
  return (
    <section className="agent-section" aria-labelledby="agent-call">
      <header className="agent-section-header">
        <h2 id="agent-call">{t('agent.call')}</h2>
        <button type="button" className="small" onClick={() => onCopy(text)}>
          {t('agent.copy')}
        </button>
      </header>
      <p className="field-hint">{t('agent.callHint')}</p>
      <CallOther answered={view.skill} dir={dir} />
      {view.failure && (
        <p className="form-error">{t('agent.failure', { message: say(view.failure) })}</p>
      )}
      {view.parts.map((part, i) => (
        <div key={i} className="agent-part">
          {view.parts.length > 1 && (
            <h3 className="muted">{t('agent.part', { index: i + 1, role: say(part.role) })}</h3>
          )}
          <pre className={`agent-text${view.ok ? '' : ' is-error'}`} data-testid="call-text">
            {part.text}
          </pre>
        </div>
      ))}
      <Measure simulation={simulation} />
      <Budgets simulation={simulation} />
      <Extras notes={view.notes} skipped={view.skipped} />
    </section>
  );
}
