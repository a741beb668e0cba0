/**
 * A store read in full from the service (a call) and also told its full state by an event: a
 * report heard while the read is under way is at least as new as what the read brings back
 * (the call and the event stream are separate channels, so the answer can be the older of the
 * two), and the answer must not put the older state back. Either the answer is newer and the
 * state did not change in between, or it changed and that change's own report is on its way.
 */

/** Counts full-state reports, so a read can tell whether one was heard while it ran. */
export interface ReportRace {
  /** Notes a full-state report (call it where the event is applied). */
  reported(): void;
  /** Runs `read`; its answer, or undefined when a report was heard meanwhile. */
  read<T>(read: () => Promise<T>): Promise<T | undefined>;
}

/** A counter of full-state reports for one store. */
export function reportRace(): ReportRace {
  let reports = 0;
  return {
    reported: () => {
      reports++;
    },
    read: async (read) => {
      const before = reports;
      const value = await read();
      return reports === before ? value : undefined;
    },
  };
}
