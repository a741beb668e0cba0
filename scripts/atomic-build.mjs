// esbuild, but every output file is replaced atomically (written beside, then renamed), so a
// CLI or app already running from dist/ or out/, or a test spawning it while `npm start`
// rebuilds, never reads a half-written bundle.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Chunks a rebuild no longer makes are kept this long, for CLIs started just before it. */
const STALE_AFTER_MS = 10 * 60 * 1000;

/**
 * Builds with esbuild and writes the outputs atomically: chunks first, then the entries that
 * load them. With `staleIn` (a chunk folder), chunks left by earlier builds are removed once
 * no process started before this build can still want them.
 * @param {import('esbuild').BuildOptions} options
 * @param {{ staleIn?: string }} [more]
 */
export async function buildAtomically(options, more = {}) {
  const result = await build({ ...options, write: false });
  const chunkDir = more.staleIn === undefined ? undefined : resolve(more.staleIn);
  /** @param {string} path */
  const isChunk = (path) => chunkDir !== undefined && path.startsWith(`${chunkDir}/`);
  const files = [...result.outputFiles].sort(
    (a, b) => Number(isChunk(b.path)) - Number(isChunk(a.path)),
  );
  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temp = `${file.path}.${process.pid}.tmp`;
    // A script with a shebang stays executable: npm made the CLI's bin file so on install,
    // and replacing the file must not take that away.
    const executable = file.contents[0] === 0x23 && file.contents[1] === 0x21;
    writeFileSync(temp, file.contents, { mode: executable ? 0o755 : 0o644 });
    renameSync(temp, file.path);
  }
  if (chunkDir !== undefined) {
    const made = new Set(files.map((f) => f.path));
    for (const name of readdirSync(chunkDir)) {
      const path = join(chunkDir, name);
      if (!made.has(path) && Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS)
        rmSync(path, { force: true });
    }
  }
}
