/**
 * Skill lists read from the service while its `skillsChanged` events keep coming. A list is a
 * snapshot of a version: every change event of that version or older is in it, every newer one
 * is not. An event older than the list it meets is dropped. The call and the event stream can
 * be separate channels (the web host's HTTP answer and its WebSocket), so an event can arrive
 * before the answer it is not in, and for a library not listed yet find nothing to apply to:
 * events heard while any read is under way are kept, and each list that lands takes those newer
 * than itself, in version order.
 */
import type { EventPayload, SkillListEntry } from '../../../shared/ipc/contract';
import { applySkillsDelta } from '../../../shared/studio/library-list';

type Delta = EventPayload<'skillsChanged'>;

/** A library's list at a version. */
export interface VersionedList {
  skills: SkillListEntry[];
  version: number;
}

/** Brings a just-read list of the library at `root` up to the events heard meanwhile. */
export type CatchUp = (root: string, list: VersionedList) => VersionedList;

let reading = 0;
let heard: Delta[] = [];

/** Notes an event (before it is applied to the store), in case a read under way predates it. */
export function heardDelta(delta: Delta): void {
  if (reading > 0) heard.push(delta);
}

/** `list` with `delta` applied, if the delta is newer than it (else `list` itself). */
export function applyNewer<L extends VersionedList>(list: L, delta: Delta): L {
  if (delta.version <= list.version) return list;
  return { ...list, skills: applySkillsDelta(list.skills, delta), version: delta.version };
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
    land(value, (root, list) =>
      heard
        .filter((d) => d.root === root)
        .sort((a, b) => a.version - b.version)
        .reduce(applyNewer, list),
    );
    return value;
  } finally {
    reading--;
    // Once no read is under way, every list in the store has every event heard.
    if (reading === 0) heard = [];
  }
}
