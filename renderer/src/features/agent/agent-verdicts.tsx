/**
 * The agent view's opening: one sentence per agent saying in plain words whether it lists the
 * skill, whether it loads it, and what becomes of its placeholders (shared/agent/plain-verdict.ts),
 * each with a way to see exactly what that agent's model reads.
 */
import { plainVerdict, TONE_MARKS } from '../../../../shared/agent/plain-verdict';
import { agentsOfTargets } from '../../../../shared/agent/target-agents';
import type { ProfileId } from '../../../../shared/skill/types';
import { useMessageText, useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { ErrorNote } from '../../ui/use-action';
import { AGENT_LABELS, type AgentId } from './agent-choice';
import { formatNumber } from './agent-format';
import type { AgentViews } from './use-all-agents';

/** Every agent's verdict on the skill in `dir` (`rel` below its root). */
export function AgentVerdicts({
  views,
  error,
  rel,
  dir,
  selected,
  onSelect,
  targets,
}: {
  views: AgentViews[] | undefined;
  error: string | undefined;
  rel: string;
  dir: string;
  selected: AgentId;
  onSelect: (agent: AgentId) => void;
  /** Where the user chose to use the library's skills: their agents' verdicts come first. */
  targets: readonly ProfileId[];
}) {
  const t = useT();
  const say = useMessageText();
  const locale = useUi((s) => s.locale);
  // The places the user ships to first: those are the verdicts that matter to them.
  const wanted = agentsOfTargets(targets);
  const used = (views ?? [])
    .filter((v) => wanted.includes(v.catalogue.agent))
    .sort((a, b) => wanted.indexOf(a.catalogue.agent) - wanted.indexOf(b.catalogue.agent));
  const others = (views ?? []).filter((v) => !wanted.includes(v.catalogue.agent));
  const list = (shown: AgentViews[]) => (
    <ul className="agent-verdicts">
      {shown.map(({ catalogue, call }) => {
        const v = plainVerdict(catalogue, call, { rel, dir }, (n) => formatNumber(n, locale));
        const label = AGENT_LABELS[v.agent];
        return (
          <li
            key={v.agent}
            data-agent={v.agent}
            data-tone={v.tone}
            className={`verdict verdict-${v.tone}${v.agent === selected ? ' is-selected' : ''}`}
          >
            <span className="verdict-mark" aria-hidden="true">
              {TONE_MARKS[v.tone]}
            </span>
            <p className="verdict-sentence">
              <span className="visually-hidden">{t(`agent.verdicts.tone.${v.tone}`)} </span>
              {say(v.sentence)}
            </p>
            <button
              type="button"
              className="small"
              aria-pressed={v.agent === selected}
              onClick={() => onSelect(v.agent)}
            >
              {t('agent.verdicts.show', { agent: label })}
            </button>
          </li>
        );
      })}
    </ul>
  );
  return (
    <section className="agent-section" aria-labelledby="agent-verdicts">
      <h2 id="agent-verdicts">{t('agent.verdicts.heading')}</h2>
      <ErrorNote message={error} />
      {!views ? (
        <p className="muted" aria-busy="true">
          {t('agent.loading')}
        </p>
      ) : (
        <div data-testid="agent-verdicts">
          {used.length > 0 && others.length > 0 ? (
            <>
              <h3 className="agent-verdicts-group">{t('agent.verdicts.used')}</h3>
              {list(used)}
              <h3 className="agent-verdicts-group">{t('agent.verdicts.others')}</h3>
              {list(others)}
            </>
          ) : (
            list(views)
          )}
        </div>
      )}
    </section>
  );
}
