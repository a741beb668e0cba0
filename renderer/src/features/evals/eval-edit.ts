/**
 * The evals view's changes to a skill's evals as pure functions (rule 7): a new eval numbered
 * after the others, suggestions renumbered so no id repeats, the input files a skill offers,
 * what a save writes (blank expectations dropped), and the blind pair of a review.
 */
import {
  EVAL_FILES_FOLDER,
  type EvalCase,
  type EvalsFile,
} from '../../../../shared/evals/evals-file';
import type { Configuration } from '../../../../shared/evals/benchmark';

/** The id after the largest one (1 for the first eval), as skill-creator numbers them. */
export function nextEvalId(evals: readonly EvalCase[]): number {
  return evals.reduce((most, e) => Math.max(most, e.id), 0) + 1;
}

/** A blank eval, numbered after the others, with one expectation to fill in. */
export function blankEval(evals: readonly EvalCase[]): EvalCase {
  return {
    id: nextEvalId(evals),
    prompt: '',
    expected_output: '',
    files: [],
    expectations: [''],
    extra: {},
  };
}

/** `file` with `suggested` added after its evals, renumbered after them where ids clash. */
export function withSuggestions(file: EvalsFile, suggested: readonly EvalCase[]): EvalsFile {
  const evals = [...file.evals];
  for (const s of suggested) {
    const id = evals.some((e) => e.id === s.id) ? nextEvalId(evals) : s.id;
    evals.push({ ...s, id });
  }
  return { ...file, evals };
}

/** `file` with `change` applied to the eval `id`. */
export function changeEval(
  file: EvalsFile,
  id: number,
  change: (e: EvalCase) => EvalCase,
): EvalsFile {
  return { ...file, evals: file.evals.map((e) => (e.id === id ? change(e) : e)) };
}

/** What a save writes: expectations left blank are not expectations. */
export function forSaving(file: EvalsFile): EvalsFile {
  return {
    ...file,
    evals: file.evals.map((e) => ({
      ...e,
      expectations: e.expectations.filter((x) => x.trim() !== ''),
    })),
  };
}

/** The skill's files an eval can take as input: those under evals/files/, sorted. */
export function inputFiles(paths: readonly string[]): string[] {
  return paths.filter((p) => p.startsWith(`${EVAL_FILES_FOLDER}/`)).sort();
}

/** `files` with `path` added or taken out. */
export const toggleFile = (files: readonly string[], path: string): string[] =>
  files.includes(path) ? files.filter((f) => f !== path) : [...files, path];

/** An empty evals file for the skill named `name`. */
export const emptyEvals = (name: string): EvalsFile => ({ skill_name: name, evals: [], extra: {} });

/** Which configuration is shown as A in a blind pair; the other is B. */
export type BlindOrder = readonly [Configuration, Configuration];

/** A coin toss for a blind pair (`random` in [0, 1)), so the user cannot learn the side. */
export const blindOrder = (
  random: number,
  [first, second]: BlindOrder = ['with_skill', 'without_skill'],
): BlindOrder => (random < 0.5 ? [first, second] : [second, first]);
