// `npm run bench`: bundles the TypeScript benchmarks with esbuild and runs them with Node.
// Results are ratios against baselines measured in the same run, never pass/fail tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { LAZY_YAML_ALIAS } from './lazy-yaml.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const benches = [
  'cli-bench',
  'core-bench',
  'agent-bench',
  'service-bench',
  'package-bench',
  'triggers-bench',
  'ui-bench',
  'library-bench',
  'history-bench',
  'files-bench',
  'visual-bench',
  'review-bench',
];
const only = process.argv[2];
// Inside node_modules so the bundle's bare imports (yaml) resolve as they do for the repo.
const out = join(root, 'node_modules/.cache/skill-studio-bench');
mkdirSync(out, { recursive: true });
let status = 0;
try {
  // The check pool's worker, beside the benchmarks (the cli bench walks a library with it).
  await build({
    entryPoints: [join(root, 'shared/node/check/check-worker.ts')],
    outfile: join(out, 'check-worker.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // As the CLI's build: the YAML libraries only fixes use are loaded on first call.
    alias: LAZY_YAML_ALIAS,
    logLevel: 'warning',
  });
  for (const name of benches.filter((b) => !only || b.includes(only))) {
    const outfile = join(out, `${name}.mjs`);
    await build({
      entryPoints: [join(root, 'tests/bench', `${name}.ts`)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      // The service and the CLI as they ship: the YAML libraries loaded on first call.
      alias: LAZY_YAML_ALIAS,
      logLevel: 'warning',
    });
    // Ratios are measured within one run; the load says how busy the machine was around it.
    console.log(
      `\n== ${name} (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    const result = spawnSync(process.execPath, ['--expose-gc', outfile], {
      stdio: 'inherit',
      cwd: root,
    });
    status ||= result.status ?? 1;
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
process.exitCode = status;
