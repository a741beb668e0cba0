/**
 * Monaco cancels work it has scheduled by rejecting a promise nobody waits on: the word
 * highlighter's Delayer (vs/base/common/async.js, Delayer.cancel rejects with a
 * CancellationError) when a view state is restored, a file is switched to or an editor is
 * disposed, as on a language switch. VS Code's workbench hands every unhandled rejection to
 * onUnexpectedError, which ignores cancellations; standalone Monaco installs no such handler,
 * so they reached the page as uncaught errors ("Canceled"). This is that handler, for
 * cancellations only: any other rejection still surfaces.
 */
import { isCancellationError } from 'monaco-editor/esm/vs/base/common/errors.js';

let installed = false;

/** Keeps Monaco's own cancellations from reaching the page as errors. Once per page. */
export function ignoreMonacoCancellations(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('unhandledrejection', (event) => {
    if (isCancellationError(event.reason)) event.preventDefault();
  });
}
