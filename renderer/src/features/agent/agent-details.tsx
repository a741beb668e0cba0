/**
 * The details under each part of the agent view: sizes, budget checks and notes. Today's exact
 * words stay; a budget check leads with whether it matters, and a note in an agent's own
 * terms (a settings key, a root alias) has its meaning in plain words behind "In plain words".
 */
import type { CallOutput } from '../../../../shared/ipc/contract';
import type { Message } from '../../../../shared/i18n/message';
import { useMessageText, useT, type MessageKey } from '../../i18n/i18n';
import { useFolderLabel } from './agent-namesakes';

type Simulation = CallOutput<'simulate'>;

/** The sizes of a view's text. */
export function Measure({ simulation }: { simulation: Simulation }) {
  const t = useT();
  const m = simulation.measure;
  return (
    <p className="measure muted" data-testid="measure">
      {t('agent.measure', { characters: m.characters, lines: m.lines, tokens: m.tokens })}
    </p>
  );
}

// Whether a budget check changes what the agent does, said first (measure.ts's codes).
const PLAIN_BUDGETS: Partial<Record<string, MessageKey>> = {
  'catalogue-per-skill': 'agent.plain.budget.perSkill',
  'catalogue-share': 'agent.plain.budget.share',
  'body-lines': 'agent.plain.budget.body',
  'body-tokens': 'agent.plain.budget.body',
};

/** The budget checks that found something, each led by whether it matters. */
export function Budgets({ simulation }: { simulation: Simulation }) {
  const t = useT();
  const say = useMessageText();
  const findings = simulation.budgets.filter((b) => b.level !== 'ok');
  if (findings.length === 0) return null;
  return (
    <ul className="field-findings">
      {findings.map((b) => {
        const plain = PLAIN_BUDGETS[b.code];
        return (
          <li
            key={b.code + JSON.stringify(b.message)}
            className={`finding finding-${b.level === 'error' ? 'error' : 'warning'}`}
            data-code={b.code}
          >
            {plain && (
              <strong className="finding-plain" data-testid="budget-plain">
                {t(plain)}{' '}
              </strong>
            )}
            {say(b.message)}
          </li>
        );
      })}
    </ul>
  );
}

// The notes written in an agent's own terms, and what each means (shared/agent/messages.ts ids).
const PLAIN_NOTES: Partial<Record<string, MessageKey>> = {
  'agent.claude.listing-budget': 'agent.plain.note.listingBudget',
  'agent.claude.listing-cap': 'agent.plain.note.listingCap',
  'agent.claude.listing-usage': 'agent.plain.note.listingUsage',
  'agent.codex.usage-on': 'agent.plain.note.usageInstructions',
  'agent.codex.usage-off': 'agent.plain.note.usageInstructions',
  'agent.codex.roots': 'agent.plain.note.roots',
  'agent.codex.budget': 'agent.plain.note.codexBudget',
  'agent.codex.system-skills': 'agent.plain.note.systemSkills',
  'agent.codex.system-skills-off': 'agent.plain.note.systemSkills',
};

/** A view's notes and the folders the agent passed over. */
export function Extras({
  notes,
  skipped,
}: {
  notes: Message[];
  skipped: { folder: string; dir?: string; reason: Message }[];
}) {
  const t = useT();
  const say = useMessageText();
  const label = useFolderLabel();
  return (
    <>
      {/* Open: the notes say what changes what the model sees ("OpenCode passes no arguments"). */}
      {notes.length > 0 && (
        <details open>
          <summary>{t('agent.notes')}</summary>
          <ul>
            {notes.map((n, i) => {
              const plain = PLAIN_NOTES[n.id];
              return (
                <li key={i}>
                  {say(n)}
                  {plain && (
                    <details className="note-plain">
                      <summary>{t('agent.plain.summary')}</summary>
                      <p>{t(plain)}</p>
                    </details>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      )}
      {skipped.length > 0 && (
        <details>
          <summary>
            {t('agent.skipped')} ({skipped.length})
          </summary>
          <ul>
            {skipped.map((s) => (
              <li key={s.dir ?? s.folder}>
                <span className="mono" title={s.dir}>
                  {label(s.folder, s.dir)}
                </span>
                : {say(s.reason)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
