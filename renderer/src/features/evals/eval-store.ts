/**
 * A skill's evals as the view edits them, and its eval runs, kept by skill folder outside the
 * view: the draft survives leaving the Evals tab, and a run (a service job) goes on with its
 * progress and Cancel when the view is left and found again. Saves are conditional on the
 * hash read (saveEvals), so a change on disk meanwhile is a conflict, never overwritten.
 */
import { create } from 'zustand';
import type { EvalsFile } from '../../../../shared/evals/evals-file';
import type { CallInput, CallOutput } from '../../../../shared/ipc/contract';
import { errorText } from '../../i18n/service-text';
import { studio } from '../../state/studio';
import type { JobProgress } from '../../ui/use-job';
import { emptyEvals, forSaving } from './eval-edit';

type Read = CallOutput<'readEvals'>;
/** A run's answer. */
export type EvalRun = CallOutput<'runEvals'>;
/** The workspace's iterations. */
export type Iterations = CallOutput<'listEvalIterations'>;
/** One iteration read whole. */
export type Iteration = CallOutput<'readEvalIteration'>;

/** The evals of one skill. */
export interface SkillEvals {
  /** What readEvals answered last. */
  read?: Read;
  /** The evals being edited (the file's, or a new file's when there is none). */
  draft?: EvalsFile;
  dirty: boolean;
  /** The file changed on disk since it was read: the save was refused. */
  conflict: boolean;
  error?: string;
}

interface Going {
  job: string;
  progress?: JobProgress;
}

interface EvalState {
  skills: Record<string, SkillEvals>;
  /** By skill folder: the run going now. */
  going: Record<string, Going>;
  /** By skill folder: why the last run failed. */
  runErrors: Record<string, string>;
  /** By skill folder: the last run's answer. */
  lastRun: Record<string, EvalRun>;
  iterations: Record<string, Iterations>;
  /** By skill folder: the iteration read for review. */
  shown: Record<string, Iteration & { iteration: number }>;
}

/** The store. */
export const useEvals = create<EvalState>()(() => ({
  skills: {},
  going: {},
  runErrors: {},
  lastRun: {},
  iterations: {},
  shown: {},
}));

const NONE: SkillEvals = { dirty: false, conflict: false };

const patch = (dir: string, change: Partial<SkillEvals>) => {
  useEvals.setState((s) => ({
    skills: { ...s.skills, [dir]: { ...(s.skills[dir] ?? NONE), ...change } },
  }));
};

/** The skill's evals, or a blank state. */
export const skillEvals = (s: EvalState, dir: string): SkillEvals => s.skills[dir] ?? NONE;

/** Reads the skill's evals file (again); an unsaved draft is kept unless `replace`. */
export async function loadEvals(dir: string, name: string, replace = false): Promise<void> {
  try {
    const read = await studio().readEvals({ dir });
    const now = skillEvals(useEvals.getState(), dir);
    const keep = now.dirty && !replace;
    const fresh = read.read?.ok ? read.read.file : read.read ? undefined : emptyEvals(name);
    patch(dir, {
      read,
      ...(!keep && { draft: fresh, dirty: false, conflict: false }),
      error: undefined,
    });
  } catch (e) {
    patch(dir, { error: errorText(e) });
  }
}

/** Puts `draft` in place of the skill's evals (unsaved). */
export function editEvals(dir: string, draft: EvalsFile): void {
  patch(dir, { draft, dirty: true });
}

/** Saves the draft if it changed; true when the file on disk holds it. */
export async function saveEvals(dir: string): Promise<boolean> {
  const now = skillEvals(useEvals.getState(), dir);
  if (!now.dirty) return now.draft !== undefined && now.read?.read?.ok !== false;
  if (!now.draft || !now.read) return false;
  const file = forSaving(now.draft);
  try {
    const saved = await studio().saveEvals({ dir, file, baseHash: now.read.hash });
    if (!saved.ok) {
      patch(dir, { conflict: true });
      return false;
    }
    // Edits made while the save was on its way stay unsaved.
    const after = skillEvals(useEvals.getState(), dir);
    patch(dir, {
      read: { ...now.read, hash: saved.hash, read: { ok: true, file } },
      ...(after.draft === now.draft && { draft: file, dirty: false }),
      conflict: false,
      error: undefined,
    });
    return true;
  } catch (e) {
    patch(dir, { error: errorText(e) });
    return false;
  }
}

let listening = false;
// Progress events reach the run going under their id, wherever its view is.
function listen(): void {
  if (listening) return;
  listening = true;
  studio().on('jobProgress', ({ job, ...progress }) => {
    useEvals.setState((s) => {
      const at = Object.entries(s.going).find(([, g]) => g.job === job)?.[0];
      return at === undefined ? s : { going: { ...s.going, [at]: { job, progress } } };
    });
  });
}

function without<T>(record: Record<string, T>, k: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== k));
}

/** Runs the skill's evals, unless a run of it is going; its iteration is then shown. */
export async function runEvals(
  input: Omit<CallInput<'runEvals'>, 'job'>,
): Promise<EvalRun | undefined> {
  listen();
  const { dir } = input;
  if (useEvals.getState().going[dir]) return undefined;
  const job = crypto.randomUUID();
  useEvals.setState((s) => ({
    going: { ...s.going, [dir]: { job } },
    runErrors: without(s.runErrors, dir),
  }));
  try {
    const run = await studio().runEvals({ ...input, job });
    useEvals.setState((s) => ({ lastRun: { ...s.lastRun, [dir]: run } }));
    await loadIterations(dir);
    await showIteration(dir, run.iteration);
    return run;
  } catch (e) {
    useEvals.setState((s) => ({ runErrors: { ...s.runErrors, [dir]: errorText(e) } }));
    return undefined;
  } finally {
    useEvals.setState((s) => ({ going: without(s.going, dir) }));
  }
}

/** Asks the service to stop the skill's run (the runs that finished are kept). */
export function stopEvals(dir: string): void {
  const going = useEvals.getState().going[dir];
  if (going) void studio().cancelJob({ job: going.job });
}

/** Reads the skill's iterations (again); the newest is shown when none is. */
export async function loadIterations(dir: string): Promise<void> {
  try {
    const list = await studio().listEvalIterations({ dir });
    useEvals.setState((s) => ({ iterations: { ...s.iterations, [dir]: list } }));
    const newest = list.iterations[list.iterations.length - 1];
    if (newest && !useEvals.getState().shown[dir]) await showIteration(dir, newest.iteration);
  } catch (e) {
    useEvals.setState((s) => ({ runErrors: { ...s.runErrors, [dir]: errorText(e) } }));
  }
}

/** Reads one iteration whole for the review. */
export async function showIteration(dir: string, iteration: number): Promise<void> {
  try {
    const read = await studio().readEvalIteration({ dir, iteration });
    useEvals.setState((s) => ({ shown: { ...s.shown, [dir]: { ...read, iteration } } }));
  } catch (e) {
    useEvals.setState((s) => ({ runErrors: { ...s.runErrors, [dir]: errorText(e) } }));
  }
}

/** The skill's run as the view shows it. */
export function useEvalTask(dir: string) {
  const going = useEvals((s) => s.going[dir]);
  const error = useEvals((s) => s.runErrors[dir]);
  return {
    running: going !== undefined,
    progress: going?.progress,
    error,
    stop: () => {
      stopEvals(dir);
    },
  };
}
