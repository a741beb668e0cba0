/**
 * How the user last set up a trigger test (agent, model, runs, competitors, concurrency,
 * threshold, rounds) and the prices they typed per model, remembered between runs like the
 * agent view's choice. The run and the optimizer read the same setup.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { TriggerAgentId } from '../../../../shared/agent/skill-tools';
import type { TRIGGER_COMPETITORS } from '../../../../shared/ipc/trigger-calls';
import { DEFAULT_ROUNDS } from '../../../../shared/triggers/improve';
import {
  DEFAULT_RUNS_PER_QUERY,
  DEFAULT_TRIGGER_THRESHOLD,
} from '../../../../shared/triggers/stats';

/** Which skills the skill competes with. */
export type Competitors = (typeof TRIGGER_COMPETITORS)[number];

/** A price per million tokens the user typed, in US dollars. */
export interface TypedPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

/** The setup of a run. */
export interface TriggerSetup {
  agent: TriggerAgentId;
  /** The model connection's id; empty until one is chosen. */
  connection: string;
  runs: number;
  competitors: Competitors;
  concurrency: number;
  threshold: number;
  rounds: number;
  /** By model name: the price the user set instead of the studio's table. */
  prices: Record<string, TypedPrice>;
}

interface SetupState extends TriggerSetup {
  change: (patch: Partial<TriggerSetup>) => void;
  setPrice: (model: string, price: TypedPrice | undefined) => void;
}

/** What a run and an optimization send of the setup, for the skill in `dir`. */
export const runSetupOf = (dir: string, s: TriggerSetup) => ({
  dir,
  agent: s.agent,
  connection: s.connection,
  runs: s.runs,
  competitors: s.competitors,
  concurrency: s.concurrency,
  threshold: s.threshold,
});

/** Requests at a time by default: four, as the benchmark measures. */
export const DEFAULT_CONCURRENCY = 4;

/** The trigger-test setup. */
export const useTriggerSetup = create<SetupState>()(
  persist(
    (set) => ({
      agent: 'claude-code',
      connection: '',
      runs: DEFAULT_RUNS_PER_QUERY,
      competitors: 'library',
      concurrency: DEFAULT_CONCURRENCY,
      threshold: DEFAULT_TRIGGER_THRESHOLD,
      rounds: DEFAULT_ROUNDS,
      prices: {},
      change: (patch) => set(patch),
      setPrice: (model, price) =>
        set((s) => ({
          prices: Object.fromEntries([
            ...Object.entries(s.prices).filter(([m]) => m !== model),
            ...(price ? [[model, price] as const] : []),
          ]),
        })),
    }),
    { name: 'skill-studio:trigger-setup', version: 1 },
  ),
);
