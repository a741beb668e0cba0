/**
 * Whether an installed copy of a skill is in step with the library, from content hashes
 * alone (never times): the library's version, the copy in the agent folder, and the version
 * the studio installed there last. What each state lets the user do follows from it.
 */

/** How a copy stands against the library. */
export type SyncState =
  /** The copy is the library's version. */
  | 'same'
  /** The library changed since it was installed; the copy did not: an update replaces it. */
  | 'outdated'
  /** The copy was changed in the agent folder; the library did not: it can be pulled back. */
  | 'changed-there'
  /** Both changed since it was installed: either way something would be replaced. */
  | 'both-changed'
  /** A link to the library's folder: always the library's version. */
  | 'linked'
  /** A link that no longer leads to the library's skill. */
  | 'link-broken'
  /** The studio installed it, but the folder is gone from the agent folder. */
  | 'missing'
  /** The library's skill is gone (renamed, moved or deleted) since it was installed. */
  | 'source-gone'
  /** A folder of that name the studio did not install, with other content. */
  | 'unrecorded';

/** The hashes and facts a state is worked out from. */
export interface SyncFacts {
  /** The library skill's hash as it would be installed; absent when the skill is gone. */
  library?: string;
  /** The copy's hash; absent when nothing is there. */
  copy?: string;
  /** The hash the studio recorded when it last installed or pulled back; absent when never. */
  base?: string;
  /** The copy is a link: whether it leads to the library's skill. */
  link?: { toLibrary: boolean };
}

/** The state of one copy. */
export function syncState(f: SyncFacts): SyncState {
  if (f.link) return f.link.toLibrary ? 'linked' : 'link-broken';
  if (f.copy === undefined) return 'missing';
  if (f.library === undefined) return 'source-gone';
  if (f.copy === f.library) return 'same';
  if (f.base === undefined) return 'unrecorded';
  if (f.copy === f.base) return 'outdated';
  if (f.library === f.base) return 'changed-there';
  return 'both-changed';
}

/** What the user can do with a copy in a state. */
export interface SyncActions {
  /** Replace the copy with the library's version (without asking: nothing there is lost). */
  update: boolean;
  /** Bring the copy's changes into the library. */
  pullBack: boolean;
  /** Replacing the copy would lose changes made there (ask first, keep them in the trash). */
  replaceLosesWork: boolean;
}

/** The actions a state allows. */
export function syncActions(state: SyncState): SyncActions {
  return {
    update: state === 'outdated' || state === 'missing' || state === 'link-broken',
    pullBack: state === 'changed-there' || state === 'both-changed' || state === 'unrecorded',
    replaceLosesWork:
      state === 'changed-there' || state === 'both-changed' || state === 'unrecorded',
  };
}

/** True when the copy needs nothing. */
export function inSync(state: SyncState): boolean {
  return state === 'same' || state === 'linked';
}
