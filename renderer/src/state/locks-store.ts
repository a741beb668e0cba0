/**
 * What the projects' skills-lock.json files say of the open libraries' skills, hydrated from
 * the service and kept live by its `lockedSkillsChanged` event (it watches the lock files and
 * the skills' folders).
 */
import { create } from 'zustand';
import type { EventPayload } from '../../../shared/ipc/contract';
import { reportRace } from './report-race';
import { bridge, studio } from './studio';

type LockView = EventPayload<'lockedSkillsChanged'>;
/** One recorded skill as the row shows it. */
export type LockedEntry = LockView['skills'][number];
/** A lock that is there but not read. */
export type UnusableLock = LockView['unusable'][number];

interface LocksState {
  /** By skill folder. */
  skills: Map<string, LockedEntry>;
  /** By library root. */
  unusable: Map<string, UnusableLock>;
  hydrate: () => Promise<void>;
  setView: (view: LockView) => void;
}

const race = reportRace();

const stateOf = (view: LockView) => ({
  skills: new Map(view.skills.map((s) => [s.dir, s])),
  unusable: new Map(view.unusable.map((u) => [u.library, u])),
});

/** The locks store. */
export const useLocks = create<LocksState>()((set) => ({
  skills: new Map(),
  unusable: new Map(),
  hydrate: async () => {
    const view = await race.read(() => studio().listLockedSkills({}));
    if (view) set(stateOf(view));
  },
  setView: (view) => {
    race.reported();
    set(stateOf(view));
  },
}));

/** Keeps the store current from the service's events; returns the unsubscribe. */
export function wireLockEvents(): () => void {
  const hydrate = () =>
    void useLocks
      .getState()
      .hydrate()
      .catch(() => undefined);
  hydrate();
  const offs = [
    studio().on('lockedSkillsChanged', (view) => useLocks.getState().setView(view)),
    bridge().onReconnect(hydrate),
  ];
  return () => {
    for (const off of offs) off();
  };
}
