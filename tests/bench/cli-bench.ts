/**
 * `npm run bench` (cli): `skill-studio validate --all` of the generated 10,000-skill library as
 * a user runs it (a fresh process of the built CLI, start-up included), against the reading
 * floor measured in the same run (this process finding every SKILL.md with the same discovery
 * rules and reading each whole, nothing else), and against skills-ref (the reference validator,
 * Python) on the same skill folders when one is available. Two more rows say how much of the
 * floor's multiple a run spends before it checks anything: the floor's own work in a fresh
 * process, and validate --all's walk with nothing checked.
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
import { ensureCorpus } from './corpus';
import { fmt, inChild, procCpuMs, ResultTable, verdict } from './measure';

const COUNT = Number(process.env.BENCH_SKILLS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = process.cwd();
const cli = join(root, 'dist', 'skill-studio.mjs');
const self = fileURLToPath(import.meta.url);

/** Every SKILL.md found with discovery's rules and read whole: the floor's work. */
function readEverySkillMd(corpus: string): void {
  let bytes = 0;
  for (const s of discoverSkills(corpus).skills)
    bytes += readFileSync(join(s.dir, s.skillMdName)).length;
  if (bytes === 0) throw new Error('the corpus is empty');
}

/**
 * validate --all's walk of `corpus` as validate-command.ts makes it, with nothing checked: the
 * walking thread started, the library walked here up to a small one's size while it boots,
 * then (for a larger one) every skill read and listed there and sent here.
 */
async function walkAlone(corpus: string): Promise<void> {
  const fence = fenceOf([corpus]);
  // The check pool's worker, bundled beside this file by `npm run bench` (scripts/run-bench.mjs).
  const thread = WalkThread.start(new URL('./check-worker.mjs', import.meta.url));
  if (!thread) throw new Error('the walking thread cannot start (no check-worker.mjs here)');
  const small = walkSmall(corpus, fence, SMALL_LIBRARY_FOLDERS);
  if (small) {
    thread.stop();
    return;
  }
  if (!(await thread.walk(corpus, fence, () => undefined)))
    throw new Error('the walking thread did not walk to the end');
}

// Child modes, each a fresh process as the CLI is (timed by the parent, start-up included).
const mode = process.argv[2];
if (mode === '--floor-alone' || mode === '--walk-alone') {
  const corpus = process.argv[3] ?? '';
  if (mode === '--floor-alone') readEverySkillMd(corpus);
  else await walkAlone(corpus);
  // inChild reads a JSON line; the parent only times the process.
  console.log('{}');
  process.exit(0);
}

// Always built first: a dist/ left by an earlier build would measure other code.
const built = spawnSync(process.execPath, [join(root, 'scripts', 'build-cli.mjs')], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(1);

console.log(`Generating (or reusing) a ${COUNT}-skill corpus...`);
const corpus = ensureCorpus(join(tmpdir(), 'skill-studio-bench', `corpus-${COUNT}`), COUNT);

/**
 * The floor: every SKILL.md found and read whole, in this (already started) process; its wall
 * time and its CPU time (user + system, this process's every thread).
 */
function readingFloor(): { ms: number; cpu: number } {
  const start = performance.now();
  const cpu = process.cpuUsage();
  readEverySkillMd(corpus);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpu: (used.user + used.system) / 1000 };
}

/**
 * One `validate --all` in a fresh process: its wall time, its CPU time (every thread of it;
 * undefined where /proc cannot say) and the summary line it printed.
 */
function validateAll(): { ms: number; cpu: number | undefined; summary: string } {
  const start = performance.now();
  const cpuBefore = procCpuMs('children');
  const run = spawnSync(process.execPath, [cli, 'validate', '--all', corpus], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const ms = performance.now() - start;
  const cpuAfter = procCpuMs('children');
  const summary = run.stdout.trimEnd().split('\n').pop() ?? '';
  if (!summary.startsWith('Checked ')) throw new Error(`validate --all failed:\n${run.stderr}`);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { ms, cpu, summary };
}

/** One child mode's wall time, spawn to exit. */
function alone(childMode: '--floor-alone' | '--walk-alone'): number {
  const start = performance.now();
  inChild(self, [childMode, corpus]);
  return performance.now() - start;
}

// Interleaved, so a busy moment on the machine falls on all sides alike; the minimum of each.
readingFloor();
const floors: number[] = [];
const floorCpus: number[] = [];
const ours: number[] = [];
const ourCpus: number[] = [];
const floorsAlone: number[] = [];
const walksAlone: number[] = [];
let summary = '';
for (let i = 0; i < RUNS; i++) {
  const reading = readingFloor();
  floors.push(reading.ms);
  floorCpus.push(reading.cpu);
  const run = validateAll();
  ours.push(run.ms);
  if (run.cpu !== undefined) ourCpus.push(run.cpu);
  summary = run.summary;
  floorsAlone.push(alone('--floor-alone'));
  walksAlone.push(alone('--walk-alone'));
}
const floor = Math.min(...floors);
const best = Math.min(...ours);
console.log(summary);

const table = new ResultTable();
table.add(
  `validate --all, ${COUNT} skills (process start included)`,
  `${fmt(best, 0)} ms`,
  `${fmt(floor, 0)} ms reading floor (find + read every SKILL.md)`,
  fmt(best / floor),
  verdict(best / floor <= 3, 'within 3x of the floor'),
);
// Steadier than wall time where the machine's speed drifts, and what two cores can share out.
if (ourCpus.length > 0) {
  const cpu = Math.min(...ourCpus);
  const floorCpu = Math.min(...floorCpus);
  table.add(
    '...its CPU time (user + system, every thread)',
    `${fmt(cpu, 0)} ms`,
    `${fmt(floorCpu, 0)} ms the floor's`,
    fmt(cpu / floorCpu),
    '',
  );
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
  const dirs = discoverSkills(corpus).skills.map((s) => s.dir);
  const start = performance.now();
  const ref = spawnSync(python, ['-c', REF_DRIVER, refSrc], {
    input: dirs.join('\n'),
    encoding: 'utf8',
  });
  const refMs = performance.now() - start;
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
    verdict(refMs / best >= 15 && invalid === ourInvalid, '>= 15x slower, same verdicts'),
  );
}
table.print();
