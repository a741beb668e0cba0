/** Monaco's colours follow the app's theme: `data-theme` on <html>, set by the app. */
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';

/** The Monaco theme for the document's current `data-theme`. */
export function monacoTheme(): 'vs' | 'vs-dark' {
  return document.documentElement.dataset.theme === 'dark' ? 'vs-dark' : 'vs';
}

/** Applies the theme now and whenever `data-theme` changes. Once per page. */
export function followDocumentTheme(): void {
  let current = monacoTheme();
  monaco.editor.setTheme(current);
  new MutationObserver(() => {
    const next = monacoTheme();
    if (next === current) return;
    current = next;
    monaco.editor.setTheme(next);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
