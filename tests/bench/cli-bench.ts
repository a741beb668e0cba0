/**
 * `npm run bench` (cli): `skill-studio validate --all` of the generated 10,000-skill library as
 * a user runs it (a fresh process of the built CLI, start-up included; each of the library's
 * repositories a root, as a user adds clones), and with --json (every finding's fix written
 * out), against the reading floor measured in the same run (this process finding every
 * SKILL.md with the same discovery rules and reading each whole, nothing else), and against
 * skills-ref (the reference validator, Python) on the same skill folders when one is available.
 * Two more rows say how much of the floor's multiple a run spends before it checks anything:
 * the floor's own work in a fresh process, and validate --all's walk with nothing checked.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { walkSmall, WalkThread } from '../../shared/node/check/walk-thread';
import { SMALL_LIBRARY_FOLDERS } from '../../shared/node/cli/validate-command';
import { discoverSkills } from '../../shared/node/discover';
import { fenceOf } from '../../shared/node/link-fence';
import { corpusRoots, ensureCorpus } from './corpus';
import { buildFirst, fmt, inChild, procCpuMs, ResultTable, verdict } from './measure';

const COUNT = Number(process.env.BENCH_SKILLS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = process.cwd();
const cli = join(root, 'dist', 'skill-studio.mjs');
const self = fileURLToPath(import.meta.url);

/** Every SKILL.md found with discovery's rules and read whole: the floor's work. */
function readEverySkillMd(roots: readonly string[]): void {
  let bytes = 0;
  for (const root of roots)
    for (const s of discoverSkills(root).skills) {
      try {
        bytes += readFileSync(join(s.dir, s.skillMdName)).length;
      } catch {
        // A link that leads nowhere (the corpus has an agent's folder of them): found, unread.
      }
    }
  if (bytes === 0) throw new Error('the corpus is empty');
}

/**
 * validate --all's walk of `roots` as validate-command.ts makes it, with nothing checked: the
 * walking thread started, a lone root walked here up to a small library's size while it boots,
 * then (for a larger one) every skill read and listed there and sent here; with several roots,
 * each walked there from the start.
 */
async function walkAlone(roots: readonly string[]): Promise<void> {
  const fence = fenceOf(roots);
  // The check pool's worker, bundled beside this file by `npm run bench` (run-bench.mjs).
  const thread = WalkThread.start(new URL('./check-worker.mjs', import.meta.url));
  if (!thread) throw new Error('the walking thread cannot start (no check-worker.mjs here)');
  for (const root of roots) {
    if (roots.length === 1 && walkSmall(root, fence, SMALL_LIBRARY_FOLDERS)) continue;
    if (!(await thread.walk(root, fence, () => undefined)))
      throw new Error('the walking thread did not walk to the end');
  }
  thread.stop();
}

// Child modes, each a fresh process as the CLI is (timed by the parent, start-up included).
const mode = process.argv[2];
if (mode === '--floor-alone' || mode === '--walk-alone') {
  const childRoots = process.argv.slice(3);
  if (mode === '--floor-alone') readEverySkillMd(childRoots);
  else await walkAlone(childRoots);
  // inChild reads a JSON line; the parent only times the process.
  console.log('{}');
  process.exit(0);
}

buildFirst(['build-cli.mjs']);

console.log(`Generating (or reusing) a ${COUNT}-skill corpus...`);
const roots = corpusRoots(
  ensureCorpus(join(tmpdir(), 'skill-studio-bench', `corpus-${COUNT}`), COUNT),
);

/**
 * The floor: every SKILL.md found and read whole, in this (already started) process; its wall
 * time and its CPU time (user + system, this process's every thread).
 */
function readingFloor(): { ms: number; cpu: number } {
  const start = performance.now();
  const cpu = process.cpuUsage();
  readEverySkillMd(roots);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpu: (used.user + used.system) / 1000 };
}

/**
 * One `validate --all` (with --json when `json`) in a fresh process: its wall time, its CPU
 * time (every thread of it; undefined where /proc cannot say) and the summary line it printed
 * (the number of entries with --json).
 */
function validateAll(json: boolean): { ms: number; cpu: number | undefined; summary: string } {
  const start = performance.now();
  const cpuBefore = procCpuMs('children');
  const run = spawnSync(
    process.execPath,
    [cli, 'validate', ...(json ? ['--json'] : []), '--all', ...roots],
    { encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  const ms = performance.now() - start;
  const cpuAfter = procCpuMs('children');
  const summary = json
    ? `${(JSON.parse(run.stdout) as unknown[]).length} entries`
    : (run.stdout.trimEnd().split('\n').pop() ?? '');
  if (!json && !summary.startsWith('Checked '))
    throw new Error(`validate --all failed:\n${run.stderr}`);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { ms, cpu, summary };
}

/** One child mode's wall time, spawn to exit. */
function alone(childMode: '--floor-alone' | '--walk-alone'): number {
  const start = performance.now();
  inChild(self, [childMode, ...roots]);
  return performance.now() - start;
}

// Interleaved, so a busy moment on the machine falls on all sides alike; the minimum of each.
readingFloor();
const floors: number[] = [];
const floorCpus: number[] = [];
const ours: number[] = [];
const ourCpus: number[] = [];
const jsons: number[] = [];
const jsonCpus: number[] = [];
const floorsAlone: number[] = [];
const walksAlone: number[] = [];
let summary = '';
for (let i = 0; i < RUNS; i++) {
  const reading = readingFloor();
  floors.push(reading.ms);
  floorCpus.push(reading.cpu);
  const run = validateAll(false);
  ours.push(run.ms);
  if (run.cpu !== undefined) ourCpus.push(run.cpu);
  summary = run.summary;
  const withJson = validateAll(true);
  jsons.push(withJson.ms);
  if (withJson.cpu !== undefined) jsonCpus.push(withJson.cpu);
  floorsAlone.push(alone('--floor-alone'));
  walksAlone.push(alone('--walk-alone'));
}
const floor = Math.min(...floors);
const best = Math.min(...ours);
console.log(summary);

const table = new ResultTable();
const floorCpu = Math.min(...floorCpus);
// The targets of issue 34 (part 5), for a library of the real repositories' shape.
for (const [measure, samples, cpus] of [
  [
    `validate --all, ${COUNT} skills in ${roots.length} roots (process start included)`,
    ours,
    ourCpus,
  ],
  ['validate --json --all, same roots (every fix written out)', jsons, jsonCpus],
] as const) {
  const ms = Math.min(...samples);
  table.add(
    measure,
    `${fmt(ms, 0)} ms`,
    `${fmt(floor, 0)} ms reading floor (find + read every SKILL.md)`,
    fmt(ms / floor),
    verdict(ms / floor <= 6, 'within 6x of the floor'),
  );
  // Steadier than wall time where the machine's speed drifts, and what two cores can share out.
  if (cpus.length > 0) {
    const cpu = Math.min(...cpus);
    const of = `${fmt(floorCpu, 0)} ms the floor's`;
    table.add(
      '...its CPU time (user + system, every thread)',
      `${fmt(cpu, 0)} ms`,
      of,
      fmt(cpu / floorCpu),
    );
  }
}
// Where the 3x goes before any check: starting Node and running the floor's walk and reads
// cold, and validate --all's own walk (each SKILL.md read and checked to be inside the library,
// every file's size taken, all of it sent to the checking thread) with nothing checked.
for (const [measure, samples] of [
  ["...the floor's work alone, in a fresh node process", floorsAlone],
  ["...validate --all's walk alone, fresh process, nothing checked", walksAlone],
] as const) {
  const ms = Math.min(...samples);
  table.add(measure, `${fmt(ms, 0)} ms`, `${fmt(floor, 0)} ms reading floor`, fmt(ms / floor), '');
}

// skills-ref: its validate() over the same folders in one Python process (its CLI takes one
// skill per process). SKILLS_REF_SRC is the skills-ref/src folder of agentskills/agentskills.
const refSrc = process.env.SKILLS_REF_SRC;
const python = process.env.SKILLS_REF_PYTHON ?? 'python3';
const REF_DRIVER = `
import sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from skills_ref.validator import validate
dirs = [d for d in sys.stdin.read().split('\\n') if d]
start = time.perf_counter()
invalid = sum(1 for d in dirs if validate(Path(d)))
print(len(dirs), invalid, (time.perf_counter() - start) * 1000)
`;
const refSkip =
  refSrc === undefined
    ? 'SKILLS_REF_SRC is not set (the skills-ref/src folder of agentskills/agentskills)'
    : spawnSync(
          python,
          ['-c', 'import sys; sys.path.insert(0, sys.argv[1]); import skills_ref', refSrc],
          {
            encoding: 'utf8',
          },
        ).status !== 0
      ? `${python} cannot import skills_ref from ${refSrc} (it needs strictyaml: apt-get install python3-strictyaml)`
      : undefined;
if (refSrc === undefined || refSkip !== undefined) {
  table.add('skills-ref validate, same skills', 'skipped', refSkip ?? '', '', '');
} else {
  const dirs = roots.flatMap((r) => discoverSkills(r).skills.map((s) => s.dir));
  const start = performance.now();
  const cpuBefore = procCpuMs('children');
  const ref = spawnSync(python, ['-c', REF_DRIVER, refSrc], {
    input: dirs.join('\n'),
    encoding: 'utf8',
  });
  const refMs = performance.now() - start;
  const cpuAfter = procCpuMs('children');
  if (ref.status !== 0) throw new Error(`skills-ref failed:\n${ref.stderr}`);
  const [checked = '', invalid = ''] = ref.stdout.trim().split(' ');
  const ourInvalid = /(\d+) invalid/.exec(summary)?.[1];
  // The same verdicts, counted: skills-ref's invalid skills against the studio's.
  console.log(`skills-ref: ${checked} checked, ${invalid} invalid; studio: ${ourInvalid} invalid`);
  table.add(
    `skills-ref validate, same ${checked} skills (one Python process)`,
    `${fmt(refMs, 0)} ms`,
    `${fmt(best, 0)} ms validate --all`,
    fmt(refMs / best),
    verdict(refMs / best >= 8 && invalid === ourInvalid, '>= 8x slower, same verdicts'),
  );
  if (cpuBefore !== undefined && cpuAfter !== undefined && ourCpus.length > 0) {
    const cpu = Math.min(...ourCpus);
    table.add(
      "...its CPU time, against validate --all's",
      `${fmt(cpuAfter - cpuBefore, 0)} ms`,
      `${fmt(cpu, 0)} ms`,
      fmt((cpuAfter - cpuBefore) / cpu),
    );
  }
}
table.print();
