/** A running task's named progress bar and the words of how far it is (a run, an optimization). */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import type { JobProgress } from './use-job';

/** What a section needs of a long task the service runs: whether it runs, how far, and Stop. */
export interface TaskState {
  running: boolean;
  progress: JobProgress | undefined;
  error: string | undefined;
  stop: () => void;
}

/** Shown while `task` runs; `children` says how far, once it has reported. */
export function TaskProgress({ task, children }: { task: TaskState; children: ReactNode }) {
  const t = useT();
  if (!task.running) return null;
  const { progress } = task;
  return (
    <div className="task-progress" role="status" aria-live="polite">
      <progress
        aria-label={t('app.callsDone')}
        max={progress?.total ?? 1}
        value={progress?.done ?? 0}
      />
      <span>{progress ? children : t('app.starting')}</span>
    </div>
  );
}
