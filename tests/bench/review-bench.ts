/**
 * `npm run bench review`: `skill-studio review --all --json` of the generated 10,000-skill
 * library (a fresh process of the built CLI, start-up included; each repository a root), against
 * the reading floor measured in the same run: every skill found with discovery's rules and every
 * file of its folder read once, nothing else (issue 39: "within 4x the time of reading every file
 * of it once"). A second row gives the floor's work in a fresh process, start-up included.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { discoverSkills } from '../../shared/node/discover';
import { corpusRoots, ensureCorpus } from './corpus';
import { buildFirst, fmt, inChild, procCpuMs, ResultTable, verdict } from './measure';

const COUNT = Number(process.env.BENCH_SKILLS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = process.cwd();
const cli = join(root, 'dist', 'skill-studio.mjs');
const self = fileURLToPath(import.meta.url);

/** Every file of every skill folder found, read once (a file of nested skills counted once). */
function readEverySkillFile(roots: readonly string[]): { files: number; bytes: number } {
  const seen = new Set<string>();
  let bytes = 0;
  const walk = (dir: string, depth: number) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // As the review's reader: no version-control data, no links followed, 8 levels down.
      if (entry.isDirectory() && entry.name !== '.git' && depth < 8) walk(path, depth + 1);
      else if (entry.isFile() && !seen.has(path)) {
        seen.add(path);
        bytes += readFileSync(path).length;
      }
    }
  };
  for (const r of roots) for (const skill of discoverSkills(r).skills) walk(skill.dir, 0);
  if (bytes === 0) throw new Error('the corpus is empty');
  return { files: seen.size, bytes };
}

// Child mode: the floor's work in a fresh process (timed by the parent, start-up included).
if (process.argv[2] === '--floor-alone') {
  readEverySkillFile(process.argv.slice(3));
  console.log('{}');
  process.exit(0);
}

buildFirst(['build-cli.mjs']);

console.log(`Generating (or reusing) a ${COUNT}-skill corpus...`);
const roots = corpusRoots(
  ensureCorpus(join(tmpdir(), 'skill-studio-bench', `corpus-${COUNT}`), COUNT),
);

function readingFloor(): { ms: number; cpu: number; files: number; bytes: number } {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const read = readEverySkillFile(roots);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpu: (used.user + used.system) / 1000, ...read };
}

/** One `review --all --json` in a fresh process: wall time, CPU time, skills and findings. */
function reviewAll(): { ms: number; cpu: number | undefined; skills: number; findings: number } {
  const start = performance.now();
  const cpuBefore = procCpuMs('children');
  const run = spawnSync(process.execPath, [cli, 'review', '--json', '--all', ...roots], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const ms = performance.now() - start;
  const cpuAfter = procCpuMs('children');
  // Exit 1 is "findings at or above high"; anything else is a failure.
  if (run.status !== 0 && run.status !== 1) throw new Error(`review --all failed:\n${run.stderr}`);
  const report = JSON.parse(run.stdout) as { findings: unknown[] }[];
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return {
    ms,
    cpu,
    skills: report.length,
    findings: report.reduce((n, s) => n + s.findings.length, 0),
  };
}

// Interleaved, so a busy moment on the machine falls on both sides alike; the minimum of each.
const warm = readingFloor();
const floors: number[] = [];
const floorCpus: number[] = [];
const ours: number[] = [];
const ourCpus: number[] = [];
const alone: number[] = [];
let last = { skills: 0, findings: 0 };
for (let i = 0; i < RUNS; i++) {
  const reading = readingFloor();
  floors.push(reading.ms);
  floorCpus.push(reading.cpu);
  const run = reviewAll();
  ours.push(run.ms);
  if (run.cpu !== undefined) ourCpus.push(run.cpu);
  last = run;
  const start = performance.now();
  inChild(self, ['--floor-alone', ...roots]);
  alone.push(performance.now() - start);
}
console.log(
  `Reviewed ${last.skills} skills (${last.findings} findings); the floor read ${warm.files} files, ${fmt(warm.bytes / 1e6, 1)} MB`,
);

const floor = Math.min(...floors);
const best = Math.min(...ours);
const table = new ResultTable();
table.add(
  `review --all --json, ${COUNT} skills in ${roots.length} roots (process start included)`,
  `${fmt(best, 0)} ms`,
  `${fmt(floor, 0)} ms reading floor (find skills + read every file once)`,
  fmt(best / floor),
  verdict(best / floor <= 4, 'within 4x of the floor (issue 39)'),
);
if (ourCpus.length > 0) {
  const floorCpu = Math.min(...floorCpus);
  const cpu = Math.min(...ourCpus);
  table.add(
    '...its CPU time (user + system, every thread)',
    `${fmt(cpu, 0)} ms`,
    `${fmt(floorCpu, 0)} ms the floor's`,
    fmt(cpu / floorCpu),
  );
}
table.add(
  "...the floor's work alone, in a fresh node process",
  `${fmt(Math.min(...alone), 0)} ms`,
  `${fmt(floor, 0)} ms reading floor`,
  fmt(Math.min(...alone) / floor),
);
table.print();
