/**
 * Compare agents, second part: what each agent does with the skill's text when it loads it.
 * Per agent, what each placeholder becomes (the user's words, the skill's folder, or as
 * written) and how many of the skill's other files the loaded text lists; a cell unlike most
 * agents' is marked in words and colour, as the start-up table marks its rows.
 */
import type { LoadRow, PlaceholderFate } from '../../../../shared/agent/compare-loads';
import { compareLoads } from '../../../../shared/agent/compare-loads';
import type { CallView } from '../../../../shared/agent/types';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { AGENT_LABELS } from './agent-choice';
import { formatNumber } from './agent-format';

const NOT_LOADED: Record<LoadRow['loads'], MessageKey> = {
  this: 'agent.loads.fails',
  other: 'agent.loads.other',
  fails: 'agent.loads.fails',
  'no-tool': 'agent.loads.noTool',
};

/** What a placeholder becomes with one agent, in words (the comparison's cells, Visual's chips). */
export function fateWords(
  t: ReturnType<typeof useT>,
  fate: Pick<PlaceholderFate, 'becomes' | 'word'>,
): string {
  switch (fate.becomes) {
    case 'word':
      return fate.word === 0
        ? t('agent.loads.firstWord')
        : t('agent.loads.word', { n: (fate.word ?? 0) + 1 });
    case 'arguments':
      return t('agent.loads.arguments');
    case 'skill-dir':
      return t('agent.loads.skillDir');
    case 'session-id':
      return t('agent.loads.sessionId');
    case 'effort':
      return t('agent.loads.effort');
    case 'as-written':
      return t('agent.loads.asWritten');
  }
}

function FateText({ fate }: { fate: PlaceholderFate }) {
  const t = useT();
  return <>{fateWords(t, fate)}</>;
}

function Differs({ differs }: { differs: boolean }) {
  const t = useT();
  return differs ? <span className="compare-differs">{t('agent.compare.differs')}</span> : null;
}

function FilesCell({ row }: { row: LoadRow }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const f = row.files;
  if (!f) return <span className="muted">–</span>;
  const total = formatNumber(f.total, locale);
  return (
    <>
      {f.total === 0
        ? t('agent.loads.noFiles')
        : f.shown === 0
          ? t('agent.loads.filesNone')
          : f.shown < f.total
            ? t('agent.loads.filesSome', { shown: formatNumber(f.shown, locale), total })
            : t('agent.loads.filesAll', { count: f.total, total })}
      <Differs differs={f.differs} />
    </>
  );
}

/** The loads of `calls` (every agent asked for the skill in `dir`), side by side. */
export function LoadsTable({ calls, dir }: { calls: CallView[]; dir: string }) {
  const t = useT();
  const { placeholders, rows } = compareLoads(calls, dir);
  return (
    <>
      <h3 id="agent-compare-loads">{t('agent.loads.heading')}</h3>
      <p className="field-hint">{t('agent.loads.hint')}</p>
      {placeholders.length === 0 && (
        <p className="field-hint" data-testid="no-placeholders">
          {t('agent.loads.noPlaceholders')}
        </p>
      )}
      <table
        className="agent-compare agent-loads"
        data-testid="agent-compare-loads"
        aria-labelledby="agent-compare-loads"
      >
        <thead>
          <tr>
            <th scope="col">{t('agent.pick')}</th>
            {placeholders.map((p) => (
              <th key={p} scope="col" className="mono">
                {p}
              </th>
            ))}
            <th scope="col">{t('agent.loads.files')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.agent} data-agent={row.agent}>
              <th scope="row">{AGENT_LABELS[row.agent]}</th>
              {row.loads === 'this' ? (
                <>
                  {placeholders.map((p) => {
                    const fate = row.placeholders[p];
                    return (
                      <td
                        key={p}
                        data-placeholder={p}
                        className={fate?.differs ? 'is-different' : undefined}
                      >
                        {fate ? <FateText fate={fate} /> : <span className="muted">–</span>}
                        {fate && <Differs differs={fate.differs} />}
                      </td>
                    );
                  })}
                  <td className={row.files?.differs ? 'is-different' : undefined}>
                    <FilesCell row={row} />
                  </td>
                </>
              ) : (
                <td colSpan={placeholders.length + 1} className="muted">
                  {t(NOT_LOADED[row.loads])}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
