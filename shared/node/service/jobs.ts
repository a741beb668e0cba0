/**
 * Long calls the page can follow and stop: a call given a `job` (an id the caller chooses)
 * runs under it, tells how far it is (the jobProgress event: steps done of all) and stops at
 * its next step once cancelJob names it. What a stopped call had finished stays as it was;
 * each call says what stopping leaves (an import places nothing, a copy keeps what it copied).
 * A cancel may overtake its call (the browser host sends each over its own request): a job
 * named before it runs starts stopped.
 */
import type { EventPayload, StudioHandlers } from '../../ipc/contract';

type JobProgress = EventPayload<'jobProgress'>;

/** What a progress report may say besides the steps: failures so far, cost so far, the optimizer's round. */
export type ProgressDetail = Pick<JobProgress, 'failed' | 'round' | 'cost'>;

/** What a job's work is given. */
export interface JobControl {
  /** Aborted once the job is cancelled: the work stops at its next step. */
  signal: AbortSignal;
  /**
   * Steps done of all, with `detail` passed on as it is (reported at most every PROGRESS_MS,
   * a report held back going out when the interval ends; always the last step, and always a
   * report whose round or phase differs from the last sent).
   */
  progress: (done: number, total: number, detail?: ProgressDetail) => void;
}

/** How often a job's progress goes out at most (ms). */
const PROGRESS_MS = 100;
/** Cancels of jobs not running kept for their call to come (the oldest dropped first). */
const EARLY_CANCELS = 64;

/** The calls of this group. */
export type JobCalls = 'cancelJob';

/** The jobs running now. */
export class Jobs {
  private readonly running = new Map<string, AbortController>();
  private readonly cancelledEarly = new Set<string>();

  constructor(private readonly emit: (progress: JobProgress) => void) {}

  /** Runs `work` as the job `job` (none: as a plain call, with a signal nothing aborts). */
  async run<T>(job: string | undefined, work: (control: JobControl) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    // The same id twice at once is one caller's mistake: the later run is the one named.
    if (job !== undefined) this.running.set(job, controller);
    if (job !== undefined && this.cancelledEarly.delete(job)) controller.abort();
    let last = 0;
    let lastStage = '';
    // A report held back by the interval goes out at its end: work that then waits (requests
    // that hang) must not leave the page showing an older count.
    let held: JobProgress | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = (report: JobProgress) => {
      clearTimeout(timer);
      timer = undefined;
      held = undefined;
      last = Date.now();
      this.emit(report);
    };
    try {
      return await work({
        signal: controller.signal,
        progress: (done, total, detail = {}) => {
          if (job === undefined) return;
          const report: JobProgress = {
            job,
            done,
            total,
            ...(detail.failed !== undefined && { failed: detail.failed }),
            ...(detail.cost !== undefined && { cost: detail.cost }),
            ...(detail.round && { round: { ...detail.round } }),
          };
          // A new round or phase is news even within the interval (the page names the stage).
          const stage = detail.round ? JSON.stringify(detail.round) : '';
          const wait = PROGRESS_MS - (Date.now() - last);
          if (done < total && stage === lastStage && wait > 0) {
            held = report;
            timer ??= setTimeout(() => {
              if (held) send(held);
            }, wait);
            return;
          }
          lastStage = stage;
          send(report);
        },
      });
    } finally {
      clearTimeout(timer);
      if (job !== undefined && this.running.get(job) === controller) this.running.delete(job);
    }
  }

  /** The cancelJob handler. */
  handlers(): Pick<StudioHandlers, JobCalls> {
    return {
      cancelJob: ({ job }) => {
        const controller = this.running.get(job);
        controller?.abort();
        if (controller === undefined) this.cancelEarly(job);
        return Promise.resolve({ cancelled: controller !== undefined });
      },
    };
  }

  private cancelEarly(job: string): void {
    this.cancelledEarly.add(job);
    if (this.cancelledEarly.size <= EARLY_CANCELS) return;
    const oldest = this.cancelledEarly.values().next();
    if (!oldest.done) this.cancelledEarly.delete(oldest.value);
  }
}
