/**
 * The kinds of work a check pool runs, by name: a worker thread is sent a kind and plain data,
 * and runs the same function this thread would.
 */
import { validateTask } from './validate-task';

/** Every task kind and the function that does one task of it. */
export const TASKS = {
  validate: validateTask,
} as const;

/** A kind of task. */
export type TaskKind = keyof typeof TASKS;
/** What one task of a kind is given. */
export type TaskIn<K extends TaskKind> = Parameters<(typeof TASKS)[K]>[0];
/** What one task of a kind gives back. */
export type TaskOut<K extends TaskKind> = ReturnType<(typeof TASKS)[K]>;

/** Runs a batch of tasks of one kind, in order. */
export function runBatch<K extends TaskKind>(kind: K, tasks: readonly TaskIn<K>[]): TaskOut<K>[] {
  const run = TASKS[kind] as (task: TaskIn<K>) => TaskOut<K>;
  return tasks.map(run);
}
