/** A running task's named progress bar and the words of how far it is (a run, an optimization). */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import type { TaskState } from './trigger-jobs';

/** Shown while `task` runs; `children` says how far, once it has reported. */
export function TaskProgress({ task, children }: { task: TaskState; children: ReactNode }) {
  const t = useT();
  if (!task.running) return null;
  const { progress } = task;
  return (
    <div className="triggers-progress" role="status" aria-live="polite">
      <progress
        aria-label={t('triggers.progressLabel')}
        max={progress?.total ?? 1}
        value={progress?.done ?? 0}
      />
      <span>{progress ? children : t('triggers.starting')}</span>
    </div>
  );
}
