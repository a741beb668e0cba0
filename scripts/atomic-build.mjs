// esbuild, but every output file is replaced atomically (written beside, then renamed), so a
// CLI or app already running from dist/ or out/, or a test spawning it while `npm start`
// rebuilds, never reads a half-written bundle.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Builds with esbuild and writes the outputs atomically.
 * @param {import('esbuild').BuildOptions} options
 */
export async function buildAtomically(options) {
  const result = await build({ ...options, write: false });
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temp = `${file.path}.${process.pid}.tmp`;
    // A script with a shebang stays executable: npm made the CLI's bin file so on install,
    // and replacing the file must not take that away.
    const executable = file.contents[0] === 0x23 && file.contents[1] === 0x21;
    writeFileSync(temp, file.contents, { mode: executable ? 0o755 : 0o644 });
    renameSync(temp, file.path);
  }
}
