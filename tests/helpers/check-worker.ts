/**
 * The check pool's worker script for tests: bundled from shared/node/check/check-worker.ts as
 * the CLI's build bundles it (a worker thread runs JavaScript, not the TypeScript the tests
 * import), into node_modules so its bare imports resolve as the repo's do.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '../..');
const out = join(root, 'node_modules/.cache/skill-studio-tests', String(process.pid));

/** Builds the worker once per test process; returns its URL. */
export async function checkWorkerUrl(): Promise<URL> {
  const outfile = join(out, 'check-worker.mjs');
  await build({
    entryPoints: [join(root, 'shared/node/check/check-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return pathToFileURL(outfile);
}

/** A stand-in worker script with `source` as its body (a worker that fails in some way). */
export function fakeWorkerUrl(name: string, source: string): URL {
  mkdirSync(out, { recursive: true });
  const file = join(out, `${name}.mjs`);
  writeFileSync(file, `import { parentPort } from 'node:worker_threads';\n${source}\n`);
  return pathToFileURL(file);
}
