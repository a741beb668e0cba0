/**
 * How the user last set up an eval run (agent, model, grader, runs each, calls at a time),
 * remembered between runs like the trigger tests' setup.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { TriggerAgentId } from '../../../../shared/agent/skill-tools';

/** Runs of each eval in each configuration by default: skill-creator's three. */
export const DEFAULT_EVAL_RUNS = 3;
/** Calls at a time by default, as trigger tests. */
export const DEFAULT_EVAL_CONCURRENCY = 4;

/** The setup of a run. */
export interface EvalSetup {
  agent: TriggerAgentId;
  /** The model connection's id; empty until one is chosen. */
  connection: string;
  /** The grader's connection; empty for the same as the model. */
  grader: string;
  runs: number;
  concurrency: number;
  /** Real agent mode: the agent's own CLI does the tasks (the agent must have one). */
  real: boolean;
}

interface SetupState extends EvalSetup {
  change: (patch: Partial<EvalSetup>) => void;
}

/** The eval-run setup. */
export const useEvalSetup = create<SetupState>()(
  persist(
    (set) => ({
      agent: 'claude-code',
      connection: '',
      grader: '',
      runs: DEFAULT_EVAL_RUNS,
      concurrency: DEFAULT_EVAL_CONCURRENCY,
      real: false,
      change: (patch) => set(patch),
    }),
    { name: 'skill-studio:eval-setup', version: 1 },
  ),
);
