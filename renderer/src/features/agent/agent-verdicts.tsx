/**
 * The agent view's opening: one sentence per agent saying in plain words whether it lists the
 * skill, whether it loads it, and what becomes of its placeholders (shared/agent/plain-verdict.ts),
 * each with a way to see exactly what that agent's model reads.
 */
import { plainVerdict } from '../../../../shared/agent/plain-verdict';
import { useMessageText, useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { ErrorNote } from '../../ui/use-action';
import { AGENT_LABELS, type AgentId } from './agent-choice';
import { formatNumber } from './agent-format';
import type { AgentViews } from './use-all-agents';

// A shape beside the colour, so the tone reads without colour too.
const MARKS = { good: '✓', warning: '!', bad: '✕' } as const;

/** Every agent's verdict on the skill in `dir` (`rel` below its root). */
export function AgentVerdicts({
  views,
  error,
  rel,
  dir,
  selected,
  onSelect,
}: {
  views: AgentViews[] | undefined;
  error: string | undefined;
  rel: string;
  dir: string;
  selected: AgentId;
  onSelect: (agent: AgentId) => void;
}) {
  const t = useT();
  const say = useMessageText();
  const locale = useUi((s) => s.locale);
  return (
    <section className="agent-section" aria-labelledby="agent-verdicts">
      <h2 id="agent-verdicts">{t('agent.verdicts.heading')}</h2>
      <ErrorNote message={error} />
      {!views ? (
        <p className="muted" aria-busy="true">
          {t('agent.loading')}
        </p>
      ) : (
        <ul className="agent-verdicts" data-testid="agent-verdicts">
          {views.map(({ catalogue, call }) => {
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
                  {MARKS[v.tone]}
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
      )}
    </section>
  );
}
