import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { metaContentSecurityPolicy } from './shared/node/content-security-policy.ts';
import { monacoPerLocale } from './scripts/monaco-per-locale.ts';

/**
 * One Vite config for the repo: the renderer build (React + Monaco, into dist/renderer, which
 * both the desktop app and `skill-studio serve` load) and Vitest, so tests and the app share
 * one module resolution.
 */
/**
 * Tests that rebuild what other tests run: the CLI bundle and the UI in dist/. Run alongside
 * them, a rebuild empties dist/renderer under a browser test and rewrites the CLI under a CLI
 * test (and, on two busy cores, took `npm start` past its test's time).
 */
const REBUILDING = ['tests/scripts/start.test.ts', 'tests/electron/app-package.test.ts'];

/** Writes the studio's one content security policy into index.html's <meta>. */
function studioPolicy(): Plugin {
  return {
    name: 'studio-content-security-policy',
    transformIndexHtml: (html) => {
      if (!html.includes('%STUDIO_CSP%')) throw new Error('index.html lost its %STUDIO_CSP% meta');
      return html.replace('%STUDIO_CSP%', metaContentSecurityPolicy());
    },
  };
}

/**
 * js-yaml 3 (the OpenCode view's YAML) without esprima in the built UI: see
 * scripts/esprima-absent.cjs. Only the build: tests load js-yaml as Node does.
 */
function withoutEsprima(): Plugin {
  const standIn = fileURLToPath(new URL('./scripts/esprima-absent.cjs', import.meta.url));
  return {
    name: 'studio-without-esprima',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === 'esprima' ? standIn : undefined),
  };
}

export default defineConfig({
  root: 'renderer',
  // Relative: the browser host serves the page under a secret session path (/s/<token>/), the
  // desktop app at app://studio/; assets, chunks and workers must resolve from wherever it is.
  base: './',
  // monacoPerLocale: Monaco once per UI language, so its own words switch without a reload.
  plugins: [react(), studioPolicy(), monacoPerLocale(), withoutEsprima()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // Electron 40 and Debian's Chromium are both recent Chromium.
    target: 'chrome130',
    // Monaco is large by nature; it is split into its own chunk and loaded once.
    chunkSizeWarningLimit: 6000,
    sourcemap: false,
  },
  // Monaco's and monaco-yaml's workers are ES modules.
  worker: { format: 'es' },
  test: {
    root: '.',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // expect.poll waits for a state; its default 1 s is less than a busy two-core machine
    // takes to paint a view or load Monaco. A longer wait never fails a test that passes.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', ...REBUILDING],
        },
      },
      {
        // Run by `npm test` after the others (see scripts/run-tests.mjs).
        extends: true,
        test: { name: 'builds', include: REBUILDING },
      },
      {
        // The real UI in Chromium: slower, one browser per file.
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], testTimeout: 60_000 },
      },
    ],
  },
});
