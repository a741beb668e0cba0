/**
 * A second, Chinese copy of the code editor's Monaco, so a language switch can swap Monaco's
 * own words (find widget, context menu, command palette, hovers) without reloading the page.
 *
 * Why a copy: monaco-editor 0.54 words its UI through `nls.localize(index, english)`, which
 * looks the index up in `getNLSMessages()` (esm/vs/nls.js, lookupMessage), and most modules
 * call it once, into module-level constants and registrations, as they are evaluated
 * (findWidget.js: `const NLS_FIND_INPUT_LABEL = nls.localize(959, "Find")`; every editor
 * action's label when it is registered). A module graph evaluated once speaks one language for
 * the page's life; Monaco has no switch of its own (VS Code restarts for a language change).
 *
 * How: an import of the editor's entry with `?monaco-locale=zh` (load-monaco.ts) is resolved
 * as usual, and everything it imports, and they import, in node_modules (monaco-editor,
 * monaco-yaml and their dependencies) and in renderer/src/features/editor/monaco/, gets the same
 * query: a distinct module id, so the bundler (and a dev server) makes an independent second
 * graph with its own services, registries and editors. The app's own modules (stores, i18n,
 * the core in shared/) are never given the query and stay single. Style sheets and the web
 * workers are not copied either: they hold no words and no state.
 *
 * The copy's messages: its esm/vs/nls.messages.js (Monaco's seam for the message table, which
 * reads `globalThis._VSCODE_NLS_MESSAGES`) is replaced by one that returns the Chinese table of
 * esm/nls.messages.zh-cn.js as a constant of its own. The English graph reads the global, which
 * nothing sets, and so falls back to Monaco's English; neither graph depends on what the other
 * has evaluated, or when.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The query that marks a module of the Chinese copy. */
export const MONACO_ZH_QUERY = 'monaco-locale=zh';

const MONACO_FOLDER = ['renderer', 'src', 'features', 'editor', 'monaco', ''].join(sep);
// Shared by both graphs: the workers' factory (each worker is its own bundle, and starting the
// English one from the Chinese editor changes nothing a user sees).
const SHARED_FILES = [`${MONACO_FOLDER}environment.ts`];

function clean(id: string): string {
  const at = id.indexOf('?');
  return at < 0 ? id : id.slice(0, at);
}

function isCopied(id: string): boolean {
  // Virtual modules (the bundler's helpers) are the bundler's, not the editor's.
  if (id.startsWith('\0')) return false;
  const file = clean(id);
  if (/\.(css|ttf|woff2?|svg|png)$/.test(file) || /\.worker\.[jt]s$/.test(file)) return false;
  if (SHARED_FILES.some((f) => file.endsWith(f))) return false;
  return file.includes(`${sep}node_modules${sep}`) || file.includes(MONACO_FOLDER);
}

function withQuery(id: string): string {
  return `${id}${id.includes('?') ? '&' : '?'}${MONACO_ZH_QUERY}`;
}

/**
 * The Chinese message table as a module: the array esm/nls.messages.zh-cn.js assigns to the
 * global, checked to be an array of strings (or null where a message has no translation, and
 * Monaco falls back to its English): a Monaco upgrade that changes the file's shape fails the
 * build here rather than showing English in the Chinese copy.
 */
function chineseMessagesModule(monacoEsm: string): string {
  const source = readFileSync(join(monacoEsm, 'nls.messages.zh-cn.js'), 'utf8');
  const start = source.indexOf('globalThis._VSCODE_NLS_MESSAGES=');
  const end = source.indexOf(';\nglobalThis._VSCODE_NLS_LANGUAGE=');
  if (start < 0 || end < start) throw new Error('nls.messages.zh-cn.js: the message table moved');
  const table = source.slice(start + 'globalThis._VSCODE_NLS_MESSAGES='.length, end);
  const parsed: unknown = JSON.parse(table);
  if (!Array.isArray(parsed) || !parsed.every((m) => m === null || typeof m === 'string'))
    throw new Error('nls.messages.zh-cn.js: the message table is not a list of strings');
  return [
    `const messages = ${table};`,
    'export function getNLSMessages() { return messages; }',
    "export function getNLSLanguage() { return 'zh-cn'; }",
  ].join('\n');
}

/** The Vite plugin that makes and feeds the Chinese copy of the editor's Monaco. */
export function monacoPerLocale(): Plugin {
  const monacoEsm = join(
    dirname(createRequire(import.meta.url).resolve('monaco-editor/package.json')),
    'esm',
  );
  const messagesFile = join(monacoEsm, 'vs', 'nls.messages.js');
  let chinese: string | undefined;
  return {
    name: 'monaco-per-locale',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes(MONACO_ZH_QUERY) || source.includes(MONACO_ZH_QUERY)) return null;
      const resolved = await this.resolve(source, clean(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !isCopied(resolved.id)) return resolved;
      return { ...resolved, id: withQuery(resolved.id) };
    },
    load(id) {
      if (!id.includes(MONACO_ZH_QUERY) || clean(id) !== messagesFile) return null;
      chinese ??= chineseMessagesModule(monacoEsm);
      return chinese;
    },
  };
}
