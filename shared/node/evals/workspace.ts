/**
 * An evals workspace, laid out as skill-creator lays out its own (anthropics/skills
 * 9d2f1ae187231d8199c64b5b762e1bdf2244733d, skills/skill-creator/SKILL.md, "Running and
 * evaluating test cases"): beside the skill, never inside it, `<skill>-workspace/iteration-N/
 * eval-<id>/<configuration>/run-<k>/{outputs/, timing.json, grading.json}` with
 * `eval-<id>/eval_metadata.json` and `iteration-N/benchmark.json`. Reading follows
 * scripts/aggregate_benchmark.py's `load_run_results`, so skill-creator's own iterations open
 * too: eval folders `eval-*` directly in the iteration or under `runs/`, any configuration
 * folder (with_skill, without_skill, old_skill, …), runs `run-*` or one grading.json in the
 * configuration's folder. What cannot be read is left out of the answer, never fatal.
 */
import { lstat, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { writeFileAtomic } from '../atomic-file';
import { parseBoundedJson } from '../../json/bounded-json';

/** The workspace of the skill in `skillDir`: its sibling `<folder>-workspace`. */
export function workspaceOf(skillDir: string): string {
  return join(dirname(skillDir), `${basename(skillDir)}-workspace`);
}

/** The folder of iteration `n`. */
export const iterationDir = (workspace: string, n: number) => join(workspace, `iteration-${n}`);

/** The folder of one run. */
export function runDir(
  iteration: string,
  evalId: number,
  configuration: string,
  run: number,
): string {
  return join(iteration, `eval-${evalId}`, configuration, `run-${run}`);
}

const ITERATION = /^iteration-(\d+)$/;

/** The iterations in `workspace`, by number (none when it does not exist). */
export async function iterationNumbers(workspace: string): Promise<number[]> {
  const names = await readdir(workspace).catch(() => [] as string[]);
  return names
    .map((n) => ITERATION.exec(n)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .filter(Number.isSafeInteger)
    .sort((a, b) => a - b);
}

/**
 * Makes the next iteration's folder: one past the highest there, made without `recursive` so
 * two runs starting together cannot share one (the loser takes the number after).
 */
export async function newIteration(workspace: string): Promise<{ n: number; dir: string }> {
  await mkdir(workspace, { recursive: true });
  let n = ((await iterationNumbers(workspace)).at(-1) ?? 0) + 1;
  for (;;) {
    const dir = iterationDir(workspace, n);
    try {
      await mkdir(dir);
      return { n, dir };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
      n++;
    }
  }
}

/** Writes `value` as JSON (2-space indent, final newline) atomically, making its folder. */
export async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFileAtomic(file, new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`));
}

/** Writes text atomically, making its folder. */
export async function writeText(file: string, text: string): Promise<void> {
  await writeBytes(file, new TextEncoder().encode(text));
}

/** Writes bytes atomically, making the folders on the way. */
export async function writeBytes(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFileAtomic(file, bytes);
}

/** A file's JSON, or undefined when it is missing or not JSON. */
export async function readJsonFile(file: string): Promise<unknown> {
  try {
    return parseBoundedJson(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** An output file: its text when it is UTF-8 text of at most MAX_OUTPUT_BYTES. */
export interface OutputFile {
  path: string;
  bytes: number;
  text?: string;
}

/** The most of an output file returned as text. */
export const MAX_OUTPUT_BYTES = 256 * 1024;

/** One run as found on disk. */
export interface FoundRun {
  run: number;
  dir: string;
  grading?: unknown;
  timing?: unknown;
  outputs: OutputFile[];
}

/** One eval's folder as found on disk. */
export interface FoundEval {
  folder: string;
  /** eval_metadata.json's eval_id, else the number in the folder's name, else its index. */
  eval_id: number;
  metadata?: unknown;
  configurations: Record<string, FoundRun[]>;
}

/** An iteration as found on disk. */
export interface FoundIteration {
  dir: string;
  benchmark?: unknown;
  feedback?: unknown;
  evals: FoundEval[];
}

const isDir = (path: string) =>
  stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );

const sortedNames = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).sort();

/** Reads an iteration folder (see the header). */
export async function readIteration(dir: string): Promise<FoundIteration> {
  const runs = join(dir, 'runs');
  const search = (await isDir(runs)) ? runs : dir;
  const evalFolders = (await sortedNames(search)).filter((n) => n.startsWith('eval-'));
  const evals: FoundEval[] = [];
  for (const [index, folder] of evalFolders.entries()) {
    const evalDir = join(search, folder);
    if (!(await isDir(evalDir))) continue;
    const metadata = await readJsonFile(join(evalDir, 'eval_metadata.json'));
    evals.push({
      folder,
      eval_id: evalIdOf(metadata, folder, index),
      ...(metadata !== undefined && { metadata }),
      configurations: await configurationsOf(evalDir),
    });
  }
  const benchmark = await readJsonFile(join(dir, 'benchmark.json'));
  const feedback = await readJsonFile(join(dir, 'feedback.json'));
  return {
    dir,
    ...(benchmark !== undefined && { benchmark }),
    ...(feedback !== undefined && { feedback }),
    evals,
  };
}

function evalIdOf(metadata: unknown, folder: string, index: number): number {
  const id = (metadata as { eval_id?: unknown } | undefined)?.eval_id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  const named = /^eval-(\d+)(?:$|-)/.exec(folder)?.[1];
  return named === undefined ? index : Number(named);
}

async function configurationsOf(evalDir: string): Promise<Record<string, FoundRun[]>> {
  const out: Record<string, FoundRun[]> = {};
  for (const name of await sortedNames(evalDir)) {
    const configDir = join(evalDir, name);
    if (!(await isDir(configDir))) continue;
    const runNames = (await sortedNames(configDir)).filter((n) => /^run-\d+$/.test(n));
    const flat = await readJsonFile(join(configDir, 'grading.json'));
    if (runNames.length === 0 && flat === undefined) continue;
    const entries =
      runNames.length > 0
        ? runNames.map((n) => ({ run: Number(n.slice(4)), dir: join(configDir, n) }))
        : [{ run: 1, dir: configDir }];
    out[name] = await Promise.all(entries.map((e) => runOf(e.run, e.dir)));
  }
  return out;
}

async function runOf(run: number, dir: string): Promise<FoundRun> {
  const grading = await readJsonFile(join(dir, 'grading.json'));
  const timing = await readJsonFile(join(dir, 'timing.json'));
  return {
    run,
    dir,
    ...(grading !== undefined && { grading }),
    ...(timing !== undefined && { timing }),
    outputs: await outputsOf(join(dir, 'outputs')),
  };
}

async function outputsOf(dir: string, prefix = ''): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  for (const name of await sortedNames(dir)) {
    const path = join(dir, name);
    // lstat: a link in a run's outputs is not followed out of the workspace.
    const info = await lstat(path).catch(() => undefined);
    if (info?.isDirectory()) files.push(...(await outputsOf(path, `${prefix}${name}/`)));
    if (!info?.isFile()) continue;
    const file: OutputFile = { path: `${prefix}${name}`, bytes: info.size };
    if (info.size <= MAX_OUTPUT_BYTES) {
      const bytes = await readFile(path).catch(() => undefined);
      const text = bytes && textOf(bytes);
      if (text !== undefined) file.text = text;
    }
    files.push(file);
  }
  return files;
}

/** UTF-8 text with no NUL, or undefined. */
export function textOf(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\0') ? undefined : text;
  } catch {
    return undefined;
  }
}
