/**
 * What a run will take, asked before it starts: the tasks (evals × with and without the skill
 * × runs), the grading calls, the tokens they hold and the cost at the models' prices
 * (estimateEvals; shared/evals/estimate.ts), as the trigger tests estimate theirs. Run starts
 * it; the dialog closes at once, the run goes on as the page's job.
 */
import type { CallOutput } from '../../../../shared/ipc/contract';
import { useT } from '../../i18n/i18n';
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
  onConfirm: () => void;
  onClose: () => void;
}

/** The estimate, and Run or Cancel. */
export function EstimateDialog({ estimate, evals, runs, onConfirm, onClose }: EstimateDialogProps) {
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
          {t('evalView.estimateCalls', {
            evals,
            runs,
            tasks: estimate.tasks,
            gradings: estimate.gradings,
            calls,
          })}
        </p>
        <p>
          {t(estimate.tasksCounted ? 'evalView.estimateTokens' : 'evalView.estimateGraderTokens', {
            input: formatCount(estimate.inputTokens, locale),
            output: formatCount(estimate.outputTokens, locale),
          })}{' '}
          <strong>
            {estimate.cost !== undefined
              ? t('evalView.estimateCost', { cost: formatCost(estimate.cost, locale) })
              : estimate.tasksCounted
                ? t('evalView.costUnknown')
                : estimate.graderCost !== undefined
                  ? t('evalView.estimateGraderCost', {
                      cost: formatCost(estimate.graderCost, locale),
                    })
                  : t('evalView.estimateAgentCost')}
          </strong>
        </p>
        <p className="field-hint">{t('evalView.estimateHint')}</p>
      </div>
    </FormDialog>
  );
}
