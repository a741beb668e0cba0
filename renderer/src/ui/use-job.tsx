/**
 * A long call the page follows and can stop (the service's jobs, shared/node/service/jobs.ts):
 * `run` gives the call a new job's name and counts its steps from the jobProgress event while it
 * runs; `stop` asks the service to stop it. `JobProgressLine` shows the count.
 */
import { useRef, useState } from 'react';
import type { EventPayload } from '../../../shared/ipc/contract';
import { studio } from '../state/studio';

/** Steps done of all, and what some jobs add: failures so far, the optimizer's round. */
export type JobProgress = Omit<EventPayload<'jobProgress'>, 'job'>;

/** A job's state and the ways to run and stop it. */
export interface Job {
  /** Set while the job has reported. */
  progress: JobProgress | undefined;
  /** A call is running under the job (so Stop can reach it). */
  running: boolean;
  run: <T>(call: (job: string) => Promise<T>) => Promise<T>;
  stop: () => void;
}

/** One job at a time, for a dialog's call. */
export function useJob(): Job {
  const [progress, setProgress] = useState<JobProgress>();
  const job = useRef<string>(undefined);
  const run = async <T,>(call: (job: string) => Promise<T>): Promise<T> => {
    const id = crypto.randomUUID();
    job.current = id;
    const off = studio().on('jobProgress', (p) => {
      if (p.job !== id) return;
      const { job: _, ...progress } = p;
      setProgress(progress);
    });
    try {
      return await call(id);
    } finally {
      off();
      job.current = undefined;
      setProgress(undefined);
    }
  };
  const stop = () => {
    if (job.current) void studio().cancelJob({ job: job.current });
  };
  return { progress, running: job.current !== undefined, run, stop };
}

/** "Writing 3 of 12 files…" with a bar. */
export function JobProgressLine({ text, progress }: { text: string; progress: JobProgress }) {
  return (
    <p className="muted" role="status">
      {text}
      <progress max={progress.total} value={progress.done} />
    </p>
  );
}
