/**
 * The verdict for each place a skill will be used, in full sentences (the editor, the package
 * view): "Claude Code: ready." "Claude.ai upload: refused: The name ...". Until the library's
 * places are chosen, it says so and offers the choice.
 */
import type { TargetCheck } from '../../../../shared/skill/targets';
import type { Diagnostic, ProfileId } from '../../../../shared/skill/types';
import { verdictOf, type Verdict } from '../../../../shared/skill/summary';
import { useMessageText, useT } from '../../i18n/i18n';
import { openTargets, useTargets } from '../../state/targets-store';
import { fullVerdict, shortVerdict } from './verdict-words';
import './targets.css';

/** Props of the verdicts. */
export interface TargetVerdictsProps {
  /** The library the skill is in (whose places they are). */
  root: string | undefined;
  /** Each place's findings, in the places' order (full sentences)... */
  byTarget?: readonly { target: ProfileId; diagnostics: readonly Diagnostic[] }[];
  /** ...or, when the findings themselves are not at hand, each place's graded check. */
  checks?: readonly TargetCheck[];
}

interface Line {
  target: ProfileId;
  verdict: Verdict;
  text: string;
}

/** One line per place. */
export function TargetVerdicts({ root, byTarget, checks }: TargetVerdictsProps) {
  const t = useT();
  const text = useMessageText();
  const chosen = useTargets((s) => (root === undefined ? undefined : s.byRoot[root]));
  const lines: Line[] = byTarget
    ? byTarget.map(({ target, diagnostics }) => ({
        target,
        verdict: verdictOf(diagnostics),
        text: fullVerdict(t, text, target, diagnostics),
      }))
    : (checks ?? []).map(({ target, check }) => ({
        target,
        verdict: check.verdict,
        text: shortVerdict(t, target, check),
      }));
  return (
    <div className="target-verdicts" data-testid="target-verdicts">
      {!chosen && root !== undefined && (
        <p className="target-prompt">
          <span>{t('targets.untilChosen')}</span>{' '}
          <button type="button" className="link-button" onClick={() => openTargets(root)}>
            {t('targets.choose')}
          </button>
        </p>
      )}
      <ul aria-label={t('targets.listLabel')}>
        {lines.map(({ target, verdict, text: said }) => (
          <li key={target} data-target={target} data-verdict={verdict}>
            <span className={`status-dot status-${verdict}`} aria-hidden="true" />
            <span>{said}</span>
          </li>
        ))}
      </ul>
      {chosen && root !== undefined && (
        <button
          type="button"
          className="link-button target-change"
          aria-label={`${t('targets.change')} ${t('targets.question')}`}
          onClick={() => openTargets(root)}
        >
          {t('targets.change')}
        </button>
      )}
    </div>
  );
}
