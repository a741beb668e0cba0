// `npm test`: builds the CLI and the UI, runs every test (unit and browser) and ends with one
// plain line "N passed, N failed" totalled over all of them (CI reads that line), exiting
// non-zero on any failure. Extra arguments go to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!ensureDependencies(root)) process.exit(1);
const work = mkdtempSync(join(tmpdir(), 'skill-studio-tests-'));
const totals = { passed: 0, failed: 0, files: 0 };
/** @type {string[]} */
const failures = [];

/**
 * Runs a command in the repo root, streaming its output; returns its exit status.
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

/**
 * Runs vitest with a JSON report next to the usual console output and adds its counts.
 * @param {string[]} extraArgs
 */
function vitest(extraArgs) {
  const report = join(work, 'vitest.json');
  // A run that writes no report must not be credited with the last one's.
  rmSync(report, { force: true });
  const status = run(process.execPath, [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extraArgs,
  ]);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.files += json.numTotalTestSuites;
    reportSkipped(json);
    failures.push(...failuresOf(json));
    // A suite that fails to load has no failed tests but still fails the run.
    if (status !== 0 && json.numFailedTests === 0) totals.failed += 1;
  } catch {
    console.error('vitest wrote no report: counting the run as one failure.');
    totals.failed += 1;
  }
}

/**
 * Lists skipped tests by full name: their names say why (e.g. no Electron binary here), and
 * the default reporter does not show them.
 * @param {{ testResults: { assertionResults: { status: string, fullName: string }[] }[] }} json
 */
function reportSkipped(json) {
  const skipped = json.testResults.flatMap((file) =>
    file.assertionResults.filter((t) => t.status === 'skipped' || t.status === 'pending'),
  );
  if (skipped.length === 0) return;
  console.log(`\nSkipped (${skipped.length}):`);
  for (const test of skipped) console.log(`  - ${test.fullName}`);
}

/**
 * Each failed test by file and full name, with its message's first lines: printed last, next
 * to the totals, because CI keeps only the tail of the output and the reporter's own account
 * of a failure scrolls away above thousands of passing lines.
 * @param {{ testResults: { name: string, assertionResults: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} json
 */
function failuresOf(json) {
  return json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => {
        const message = (t.failureMessages?.[0] ?? '').split('\n').slice(0, 6).join('\n      ');
        return `  - ${file.name.slice(root.length)} > ${t.fullName}\n      ${message}`;
      }),
  );
}

try {
  // The CLI tests run the built CLI; the browser tests load the built UI.
  /** @type {[string, string][]} */
  const builds = [
    ['the CLI', 'scripts/build-cli.mjs'],
    ['the UI', 'scripts/build-renderer.mjs'],
  ];
  const broken = builds.filter(([, script]) => run(process.execPath, [join(root, script)]) !== 0);
  for (const [what] of broken) console.error(`Building ${what} failed.`);
  if (broken.length > 0) totals.failed += broken.length;
  else {
    const args = process.argv.slice(2);
    if (args.some((a) => a.startsWith('--project'))) vitest(args);
    else {
      // The tests that rebuild the CLI and the UI go last, one at a time (vite.config.ts says
      // why). A file filter may match only one of the two runs...
      vitest(['--project', 'unit', '--project', 'e2e', '--passWithNoTests', ...args]);
      vitest(['--project', 'builds', '--no-file-parallelism', '--passWithNoTests', ...args]);
    }
    // ...but one that matches nothing at all is a mistake, not a pass.
    if (totals.files === 0) {
      console.error('No test file matched: counting the run as one failure.');
      totals.failed += 1;
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) console.log(`\nFailed (${failures.length}):\n${failures.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 ? 1 : 0;
