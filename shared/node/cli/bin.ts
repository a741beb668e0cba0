#!/usr/bin/env node
/**
 * The process entry of `skill-studio` (bundled to dist/skill-studio.mjs).
 */
import { runCli } from './main';

/**
 * A stream's writer that goes quiet once its reader has gone (`skill-studio … | head`): the
 * command still finishes what it was doing (an install half done is worse than output
 * unread) and ends with its own exit code, instead of dying of an unhandled EPIPE.
 */
function writerTo(stream: NodeJS.WriteStream): (text: string) => void {
  let gone = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    gone = true;
  });
  return (text) => {
    if (!gone) stream.write(text);
  };
}

void runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  isTTY: process.stdout.isTTY,
  stdout: writerTo(process.stdout),
  stderr: writerTo(process.stderr),
  // Bundled beside this file (scripts/build-cli.mjs).
  checkWorker: new URL('./cli/check-worker.mjs', import.meta.url),
}).then((code) => {
  process.exitCode = code;
});
