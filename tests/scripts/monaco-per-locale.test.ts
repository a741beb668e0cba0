/**
 * The Vite plugin that builds the Chinese copy of the editor's Monaco (scripts/monaco-per-locale.ts):
 * which imports of a copied module join the copy (Monaco, monaco-yaml and the editor's own
 * folder) and which stay single (the app's stores and core, style sheets, workers, the bundler's
 * helpers), and the copy's message table. The expected words are Monaco's own: monaco-editor
 * 0.54.0 esm/nls.messages.json (English) and esm/nls.messages.zh-cn.js at the same index.
 */
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MONACO_ZH_QUERY, monacoPerLocale } from '../../scripts/monaco-per-locale';

const root = join(import.meta.dirname, '..', '..');
const monacoFolder = join(root, 'renderer/src/features/editor/monaco');
const esm = join(root, 'node_modules/monaco-editor/esm');

type Resolved = { id: string; external?: boolean } | null;
type ResolveHook = (
  this: { resolve: (source: string, importer: string) => Promise<Resolved> },
  source: string,
  importer: string | undefined,
  options: object,
) => Promise<Resolved>;

/** The plugin's resolveId, with the bundler's resolution as plain path joining. */
async function resolve(source: string, importer: string | undefined): Promise<string | undefined> {
  const hook = monacoPerLocale().resolveId as unknown as ResolveHook;
  const context = {
    resolve: (s: string, i: string) =>
      Promise.resolve(
        s.startsWith('\0') ? { id: s } : { id: s.startsWith('/') ? s : join(dirname(i), s) },
      ),
  };
  const resolved = await hook.call(context, source, importer, {});
  return resolved?.id;
}

const copy = (file: string) => `${file}?${MONACO_ZH_QUERY}`;

describe('the Chinese copy of Monaco (monaco-per-locale)', () => {
  it("gives the copy's imports the query, and only those that belong to the editor", async () => {
    const setup = copy(join(monacoFolder, 'setup.ts'));
    const findWidget = join(esm, 'vs/editor/contrib/find/browser/findWidget.js');
    expect(await resolve('./editor-session', setup)).toBe(
      copy(join(monacoFolder, 'editor-session')),
    );
    expect(await resolve(findWidget, setup)).toBe(copy(findWidget));
    expect(await resolve('../nls.js', copy(join(esm, 'vs/editor/editor.api.js')))).toBe(
      copy(join(esm, 'vs/nls.js')),
    );
    // Single for the whole page: the app's own modules, styles, workers, the bundler's helpers.
    const store = join(root, 'renderer/src/state/ui-store.ts');
    expect(await resolve(store, setup)).toBe(store);
    const css = join(esm, 'vs/editor/contrib/find/browser/findWidget.css');
    expect(await resolve(css, copy(findWidget))).toBe(css);
    const worker = join(monacoFolder, 'yaml.worker.ts');
    expect(await resolve(worker, setup)).toBe(worker);
    const environment = join(monacoFolder, 'environment.ts');
    expect(await resolve(environment, setup)).toBe(environment);
    expect(await resolve('\0vite/preload-helper.js', setup)).toBe('\0vite/preload-helper.js');
    // The English graph is left to the bundler (the hook declines).
    expect(await resolve(findWidget, join(monacoFolder, 'setup.ts'))).toBeUndefined();
  });

  it("feeds the copy Monaco's Chinese table, and leaves the English one alone", async () => {
    const load = monacoPerLocale().load as (id: string) => string | null;
    const messages = join(esm, 'vs/nls.messages.js');
    expect(load(messages)).toBeNull();
    const source = load(copy(messages));
    expect(source).toEqual(expect.any(String));
    const table = (await import(
      `data:text/javascript;base64,${Buffer.from(source ?? '').toString('base64')}`
    )) as { getNLSMessages(): (string | null)[]; getNLSLanguage(): string };
    // 958 "Find / Replace", 959 "Find" (findWidget.js), 55 "editor" (screenReaderSupport.js).
    expect(table.getNLSMessages()[958]).toBe('查找/替换');
    expect(table.getNLSMessages()[959]).toBe('查找');
    expect(table.getNLSMessages()[55]).toBe('编辑器');
    expect(table.getNLSLanguage()).toBe('zh-cn');
  });
});
