/**
 * Skill lists read from the service while its `skillsChanged` deltas keep coming. A list is a
 * snapshot taken when the service answered, and the call and the event stream are separate
 * channels: a delta can arrive before the answer it is not in (and, for a library not listed
 * yet, find nothing to apply to), so putting the answer in place would quietly undo it, and a
 * skill copied in while the studio starts would never show. Deltas heard while any read is under
 * way are kept and applied again, in the order heard, on top of every list that lands. Applying
 * one to a list that already has it changes nothing (added and changed replace by folder,
 * removed removes), so the list ends as the latest report says.
 */
import type { EventPayload } from '../../../shared/ipc/contract';
import type { SkillListEntry } from '../../../shared/ipc/contract';
import { applySkillsDelta } from '../../../shared/studio/library-list';

type Delta = EventPayload<'skillsChanged'>;

/** Brings a just-read list of the library at `root` up to the deltas heard meanwhile. */
export type CatchUp = (root: string, skills: SkillListEntry[]) => SkillListEntry[];

let reading = 0;
let heard: Delta[] = [];

/** Notes a delta (before it is applied to the store), in case a read under way predates it. */
export function heardDelta(delta: Delta): void {
  if (reading > 0) heard.push(delta);
}

/**
 * Runs `read` (calls that list skills); `land` puts what it read in the store, each list passed
 * through `catchUp`. Resolves to what was read; `land` is not called when `read` fails.
 */
export async function readLists<T>(
  read: () => Promise<T>,
  land: (value: T, catchUp: CatchUp) => void,
): Promise<T> {
  reading++;
  try {
    const value = await read();
    land(value, (root, skills) =>
      heard.reduce(
        (list, delta) => (delta.root === root ? applySkillsDelta(list, delta) : list),
        skills,
      ),
    );
    return value;
  } finally {
    reading--;
    // Once no read is under way, every list in the store has every delta heard.
    if (reading === 0) heard = [];
  }
}
