// Builds the UI (renderer/) with Vite into dist/renderer, which the desktop app serves over
// app://studio and `skill-studio serve` over HTTP.
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await build({ configFile: `${root}vite.config.ts`, logLevel: 'warn' });
