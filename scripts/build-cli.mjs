// Bundles the CLI (shared/node/cli/bin.ts and the core it uses) into ESM files, so
// `npx skill-studio` starts fast with no TypeScript loader. Runs on `npm install` (prepare).
// The entry is dist/skill-studio.mjs; each command is a chunk under dist/cli/ loaded when it
// runs, so a quick `validate` does not load the web server or the zip libraries.
import { buildAtomically } from './atomic-build.mjs';
import { LAZY_YAML_ALIAS } from './lazy-yaml.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await buildAtomically(
  {
    entryPoints: {
      'skill-studio': `${root}shared/node/cli/bin.ts`,
      // The check pool's worker thread, beside the chunks it shares with the CLI.
      'cli/check-worker': `${root}shared/node/check/check-worker.ts`,
      // The service's process, which `serve` starts beside the web host.
      'cli/service-process': `${root}shared/node/process/service-main.ts`,
    },
    outdir: `${root}dist`,
    // Named by content: a rebuild never changes a chunk a running CLI may still load.
    chunkNames: 'cli/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Runtime dependencies stay in node_modules; only our own code is bundled.
    packages: 'external',
    // The YAML libraries only fixes and agent views use, loaded on first call (lazy-yaml.mjs).
    alias: LAZY_YAML_ALIAS,
    // The shebang comes from bin.ts, so only the entry has one.
    sourcemap: true,
    logLevel: 'warning',
  },
  { staleIn: `${root}dist/cli` },
);
