/**
 * A child process's script for the kill tests: `source` (TypeScript importing repo files by
 * absolute path) bundled into one runnable .mjs, as the tests' children run JavaScript, not
 * TypeScript. It is written beside the test's temp files, so the repo's node_modules are named
 * for the packages it uses.
 */
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

/** Bundles `source` into `outfile` (an .mjs in a temp folder), ready to spawn with node. */
export async function bundleChildScript(outfile: string, source: string): Promise<void> {
  await build({
    stdin: { contents: source, resolveDir: dirname(outfile), loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    external: ['node:*'],
    nodePaths: [join(import.meta.dirname, '../../node_modules')],
  });
}

/** The absolute path of a repo file, quoted for an import in a child's source. */
export function repoImport(rel: string): string {
  return JSON.stringify(join(import.meta.dirname, '../..', rel));
}
