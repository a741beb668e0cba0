/**
 * Where Monaco's web workers come from: bundled by Vite as ES module workers from the local
 * packages (no CDN, no blob: URLs, no eval), which the page's CSP (`worker-src 'self'`) allows.
 */

/** Creates the worker Monaco asks for by label. */
export function createMonacoWorker(label: string): Worker {
  switch (label) {
    case 'yaml':
      return new Worker(new URL('./yaml.worker.ts', import.meta.url), {
        type: 'module',
        name: label,
      });
    case 'json':
      return new Worker(
        new URL('monaco-editor/esm/vs/language/json/json.worker.js', import.meta.url),
        { type: 'module', name: label },
      );
    default:
      return new Worker(new URL('monaco-editor/esm/vs/editor/editor.worker.js', import.meta.url), {
        type: 'module',
        name: label,
      });
  }
}

/** Installs `self.MonacoEnvironment`, which Monaco reads before it starts any worker. */
export function installMonacoEnvironment(): void {
  self.MonacoEnvironment = { getWorker: (_workerId, label) => createMonacoWorker(label) };
}
