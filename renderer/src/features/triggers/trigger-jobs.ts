/**
 * Trigger runs and optimizations outlive the view that started them: they are service jobs,
 * and this store follows them by skill, so leaving the Tests tab (or the skill) and coming
 * back shows the run still going, with its progress and Cancel, and its result when it ends.
 * A skill has at most one run and one optimization going at a time.
 */
import { create } from 'zustand';
import type { CallInput, CallOutput } from '../../../../shared/ipc/contract';
import type { TriggerRunRecord } from '../../../../shared/triggers/record';
import { errorText } from '../../i18n/service-text';
import { studio } from '../../state/studio';
import type { JobProgress } from '../../ui/use-job';

/** The two long tasks of a skill's tests. */
export type TriggerTask = 'run' | 'optimize';

/** What the optimizer found. */
export type Optimized = CallOutput<'optimizeTriggerDescription'>;

interface Going {
  job: string;
  progress?: JobProgress;
}

interface TriggerJobsState {
  /** By skill folder: its kept runs, newest first (absent until read). */
  runs: Record<string, TriggerRunRecord[]>;
  /** By skill folder and task: the job going now. */
  going: Record<string, Going>;
  /** By skill folder: the last optimization's result. */
  optimized: Record<string, Optimized>;
  /** By skill folder and task: why the last one failed. */
  errors: Record<string, string>;
}

const key = (dir: string, task: TriggerTask) => `${task}\n${dir}`;

/** The store. */
export const useTriggerJobs = create<TriggerJobsState>()(() => ({
  runs: {},
  going: {},
  optimized: {},
  errors: {},
}));

let listening = false;
// Progress events reach the job going under their id, wherever its view is.
function listen(): void {
  if (listening) return;
  listening = true;
  studio().on('jobProgress', ({ job, ...progress }) => {
    useTriggerJobs.setState((s) => {
      const at = Object.entries(s.going).find(([, g]) => g.job === job)?.[0];
      return at === undefined ? s : { going: { ...s.going, [at]: { job, progress } } };
    });
  });
}

function without<T>(record: Record<string, T>, k: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== k));
}

/** Runs `call` as the skill's `task`, unless one is going already. */
async function track<T>(
  dir: string,
  task: TriggerTask,
  call: (job: string) => Promise<T>,
): Promise<T | undefined> {
  listen();
  const k = key(dir, task);
  if (useTriggerJobs.getState().going[k]) return undefined;
  const job = crypto.randomUUID();
  useTriggerJobs.setState((s) => ({
    going: { ...s.going, [k]: { job } },
    errors: without(s.errors, k),
  }));
  try {
    return await call(job);
  } catch (error) {
    useTriggerJobs.setState((s) => ({ errors: { ...s.errors, [k]: errorText(error) } }));
    return undefined;
  } finally {
    useTriggerJobs.setState((s) => ({ going: without(s.going, k) }));
  }
}

/** Reads the skill's kept runs (again). */
export async function loadRuns(dir: string): Promise<void> {
  try {
    const runs = await studio().listTriggerRuns({ dir });
    useTriggerJobs.setState((s) => ({ runs: { ...s.runs, [dir]: runs } }));
  } catch (error) {
    useTriggerJobs.setState((s) => ({
      errors: { ...s.errors, [key(dir, 'run')]: errorText(error) },
    }));
  }
}

/** Runs a trigger test of the skill; its record joins the skill's runs when it ends. */
export async function runTriggerTest(
  input: Omit<CallInput<'runTriggerTest'>, 'job'>,
): Promise<TriggerRunRecord | undefined> {
  const record = await track(input.dir, 'run', (job) => studio().runTriggerTest({ ...input, job }));
  if (record)
    useTriggerJobs.setState((s) => ({
      runs: {
        ...s.runs,
        [input.dir]: [record, ...(s.runs[input.dir] ?? []).filter((r) => r.id !== record.id)],
      },
    }));
  return record;
}

/** Improves the skill's description; the result is kept for the skill until the next one. */
export async function optimizeDescription(
  input: Omit<CallInput<'optimizeTriggerDescription'>, 'job'>,
): Promise<void> {
  const found = await track(input.dir, 'optimize', (job) =>
    studio().optimizeTriggerDescription({ ...input, job }),
  );
  if (found)
    useTriggerJobs.setState((s) => ({ optimized: { ...s.optimized, [input.dir]: found } }));
}

/** Asks the service to stop the skill's `task` (what finished is kept). */
export function stopTask(dir: string, task: TriggerTask): void {
  const going = useTriggerJobs.getState().going[key(dir, task)];
  if (going) void studio().cancelJob({ job: going.job });
}

/** The skill's `task` as the view shows it. */
export function useTriggerTask(dir: string, task: TriggerTask) {
  const going = useTriggerJobs((s) => s.going[key(dir, task)]);
  const error = useTriggerJobs((s) => s.errors[key(dir, task)]);
  return {
    running: going !== undefined,
    progress: going?.progress,
    error,
    stop: () => {
      stopTask(dir, task);
    },
  };
}

/** What a section needs of a task: whether it runs, how far, and Stop. */
export type { TaskState } from '../../ui/task-progress';
