#!/usr/bin/env node
/**
 * The process entry of `skill-studio` (bundled to dist/skill-studio.mjs).
 */
import { runCli } from './main';

void runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  isTTY: process.stdout.isTTY,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // Bundled beside this file (scripts/build-cli.mjs).
  checkWorker: new URL('./cli/check-worker.mjs', import.meta.url),
}).then((code) => {
  process.exitCode = code;
});
