// Bundles the CLI (shared/node/cli/bin.ts and the core it uses) into one ESM file, so
// `npx skill-studio` starts fast with no TypeScript loader. Runs on `npm install` (prepare).
import { buildAtomically } from './atomic-build.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await buildAtomically({
  entryPoints: [`${root}shared/node/cli/bin.ts`],
  outfile: `${root}dist/skill-studio.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Runtime dependencies stay in node_modules; only our own code is bundled.
  packages: 'external',
  banner: { js: '#!/usr/bin/env node' },
  sourcemap: true,
  logLevel: 'warning',
});
