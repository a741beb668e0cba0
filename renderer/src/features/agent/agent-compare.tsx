/**
 * Every agent side by side for one skill: whether each lists it (as written, shortened, by
 * name only), hides it, skips it or never sees it, and why, with the catalogue entry each
 * model would read; then what each does with the text it loads (agent-compare-loads.tsx).
 * Outcomes that differ from most agents' are marked in words and colour.
 */
import { compareAgents, type Outcome } from '../../../../shared/agent/compare';
import { useMessageText, useT, type MessageKey } from '../../i18n/i18n';
import { ErrorNote } from '../../ui/use-action';
import { AGENT_LABELS } from './agent-choice';
import { LoadsTable } from './agent-compare-loads';
import type { AgentViews } from './use-all-agents';

const OUTCOME_KEYS: Record<Outcome, MessageKey> = {
  listed: 'agent.status.listed',
  cut: 'agent.status.cut',
  dropped: 'agent.status.dropped',
  hidden: 'agent.status.hidden',
  skipped: 'agent.outcome.skipped',
  'not-seen': 'agent.outcome.notSeen',
  'agent-fails': 'agent.outcome.agentFails',
};
const BADGE: Record<Outcome, string> = {
  listed: 'listed',
  cut: 'cut',
  dropped: 'dropped',
  hidden: 'hidden',
  skipped: 'dropped',
  'not-seen': 'dropped',
  'agent-fails': 'dropped',
};

/** An agent's verdict on a skill at start-up as a badge (the comparison's and the namesakes'). */
export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  const t = useT();
  return <span className={`badge badge-${BADGE[outcome]}`}>{t(OUTCOME_KEYS[outcome])}</span>;
}

/**
 * The comparison of the skill in folder `dir`, `rel` below its root, from every agent's views
 * (by its absolute folder: another library may hold a folder of the same path): at start-up,
 * then what each does with the text when it loads it.
 */
export function AgentCompare({
  rel,
  dir,
  views,
  error,
}: {
  rel: string;
  dir: string;
  views: AgentViews[] | undefined;
  error: string | undefined;
}) {
  const t = useT();
  const say = useMessageText();
  const verdicts =
    views &&
    compareAgents(
      views.map((v) => v.catalogue),
      { rel, dir },
    );
  return (
    <section className="agent-section" aria-labelledby="agent-compare">
      <h2 id="agent-compare">{t('agent.compare.heading')}</h2>
      <p className="field-hint">{t('agent.compare.hint')}</p>
      <ErrorNote message={error} />
      {!verdicts ? (
        <p className="muted" aria-busy="true">
          {t('agent.loading')}
        </p>
      ) : (
        <table className="agent-compare" data-testid="agent-compare">
          <thead>
            <tr>
              <th scope="col">{t('agent.pick')}</th>
              <th scope="col">{t('agent.compare.outcome')}</th>
              <th scope="col">{t('agent.compare.entry')}</th>
            </tr>
          </thead>
          <tbody>
            {verdicts.map((v) => (
              <tr
                key={v.agent}
                data-agent={v.agent}
                className={v.differs ? 'is-different' : undefined}
              >
                <th scope="row">
                  {AGENT_LABELS[v.agent]}
                  <span className="muted compare-version">{v.reproduces}</span>
                </th>
                <td>
                  <OutcomeBadge outcome={v.outcome} />
                  {v.differs && (
                    <span className="compare-differs">{t('agent.compare.differs')}</span>
                  )}
                  {v.why && <p className="compare-why">{say(v.why)}</p>}
                  {v.detail && <p className="compare-why mono">{v.detail}</p>}
                </td>
                <td>
                  {v.entry === undefined ? (
                    <span className="muted">{t('agent.compare.noEntry')}</span>
                  ) : (
                    <pre className="agent-text compare-entry">{v.entry}</pre>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {views && <LoadsTable calls={views.map((v) => v.call)} dir={dir} />}
    </section>
  );
}
