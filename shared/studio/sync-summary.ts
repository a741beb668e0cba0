/**
 * A library skill's installed copies summed up for its row in the list: the state that most
 * needs the user (a copy changed there before one that is merely outdated, both before "in
 * sync"), and how many copies there are.
 */
import type { InstalledCopy } from '../install/outcomes';
import type { SyncState } from '../install/sync-state';

// Most urgent first: work that could be lost, then copies that are broken, then updates.
const URGENCY: readonly SyncState[] = [
  'both-changed',
  'changed-there',
  'unrecorded',
  'link-broken',
  'missing',
  'source-gone',
  'outdated',
  'same',
  'linked',
];

/** The copies of one skill summed up. */
export interface CopySummary {
  count: number;
  /** The most urgent state among them. */
  state: SyncState;
}

/** Every library skill's summary, by its folder. */
export function summarizeCopies(copies: readonly InstalledCopy[]): Map<string, CopySummary> {
  const out = new Map<string, CopySummary>();
  for (const copy of copies) {
    const known = out.get(copy.dir);
    if (!known) out.set(copy.dir, { count: 1, state: copy.state });
    else
      out.set(copy.dir, {
        count: known.count + 1,
        state:
          URGENCY.indexOf(copy.state) < URGENCY.indexOf(known.state) ? copy.state : known.state,
      });
  }
  return out;
}
