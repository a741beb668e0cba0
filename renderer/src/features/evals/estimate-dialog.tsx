/**
 * What a run will take, asked before it starts: the tasks (evals × with and without the skill
 * × runs), the grading calls, the tokens they hold and the cost at the models' prices
 * (estimateEvals; shared/evals/estimate.ts), as the trigger tests estimate theirs. Run starts
 * it; the dialog closes at once, the run goes on as the page's job. The run section shows the
 * same estimate live beside Run (EstimateLine); the dialog stays as the last look before money
 * is spent, after unsaved evals are saved (the live one reads the evals on disk).
 */
import type { CallOutput } from '../../../../shared/ipc/contract';
import type { Locale } from '../../i18n/define';
import { useT, type Translate } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { FormDialog } from '../../ui/form-dialog';
import { formatCost, formatCount } from '../../ui/number-format';

/** An eval run's estimate. */
export type EvalEstimate = CallOutput<'estimateEvals'>;

/** Props of the dialog. */
export interface EstimateDialogProps {
  estimate: EvalEstimate;
  evals: number;
  runs: number;
  /** Compared with a saved version (new_skill / old_skill), not with no skill. */
  versus: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The estimate, and Run or Cancel. */
export function EstimateDialog(props: EstimateDialogProps) {
  const { estimate, evals, runs, versus, onConfirm, onClose } = props;
  const t = useT();
  const locale = useUi((s) => s.locale);
  const calls = estimate.tasks + estimate.gradings;
  return (
    <FormDialog
      title={t('evalView.estimateTitle')}
      onClose={onClose}
      cancel={t('evalView.estimateCancel')}
      confirm={t('evalView.estimateRun', { calls })}
      onConfirm={() => {
        onConfirm();
        onClose();
      }}
    >
      <div data-testid="evals-estimate">
        <p>
          {t(versus ? 'evalView.estimateCallsVersion' : 'evalView.estimateCalls', {
            evals,
            runs,
            tasks: estimate.tasks,
            gradings: estimate.gradings,
            calls,
          })}
        </p>
        <p>
          {tokensText(estimate, t, locale)} <strong>{costText(estimate, t, locale)}</strong>
        </p>
        <p className="field-hint">{t('evalView.estimateHint')}</p>
      </div>
    </FormDialog>
  );
}

/** The tokens an estimate counts, in words (the grader's alone when an agent does the tasks). */
export function tokensText(estimate: EvalEstimate, t: Translate, locale: Locale): string {
  return t(estimate.tasksCounted ? 'evalView.estimateTokens' : 'evalView.estimateGraderTokens', {
    input: formatCount(estimate.inputTokens, locale),
    output: formatCount(estimate.outputTokens, locale),
  });
}

/** What a run will cost, or why that is not known. */
export function costText(estimate: EvalEstimate, t: Translate, locale: Locale): string {
  if (estimate.cost !== undefined)
    return t('evalView.estimateCost', { cost: formatCost(estimate.cost, locale) });
  if (estimate.tasksCounted) return t('evalView.costUnknown');
  return estimate.graderCost !== undefined
    ? t('evalView.estimateGraderCost', { cost: formatCost(estimate.graderCost, locale) })
    : t('evalView.estimateAgentCost');
}

/** The estimate in one line beside Run: the calls, the tokens and the cost. */
export function EstimateLine({ estimate }: { estimate: EvalEstimate }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  return (
    <span className="field-hint" data-testid="evals-live-estimate" role="status">
      {t('evalView.liveEstimate', { calls: estimate.tasks + estimate.gradings })} ·{' '}
      {tokensText(estimate, t, locale)} <strong>{costText(estimate, t, locale)}</strong>
    </span>
  );
}
