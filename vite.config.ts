import { defineConfig } from 'vitest/config';

/**
 * One Vite config for the repo. Today it only configures Vitest; the renderer build (React +
 * Monaco) joins it when the UI lands, so tests and the app share one module resolution.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
