/**
 * Monaco, set up once for the studio. This module is loaded on demand (load-monaco.ts), so
 * the ~4 MB editor is fetched when an editor is first shown, not with the library.
 *
 * Versions: monaco-editor is pinned to 0.54.0 together with monaco-yaml 5.5.1 because
 * monaco-yaml is broken on 0.55+ (monaco-yaml issue #272): 0.55 changed
 * `editor.createWebWorker` to take a ready Worker and no longer passes `createData`, so
 * monaco-yaml's worker never starts. Upgrade the two together, and only once monaco-yaml
 * supports the new API.
 *
 * Size: the full `monaco-editor` entry registers ~80 languages (16 MB of chunks); this one
 * imports the editor API, the editor's features (editor.all) and only the languages the
 * studio opens.
 */
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import 'monaco-editor/esm/vs/editor/editor.all.js';
import 'monaco-editor/esm/vs/basic-languages/markdown/markdown.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/yaml/yaml.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/python/python.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/shell/shell.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/javascript/javascript.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/typescript/typescript.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/html/html.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/css/css.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/xml/xml.contribution.js';
// JSON has no Monarch grammar in basic-languages; its language service brings colouring and
// syntax checks (in the `json` worker).
import 'monaco-editor/esm/vs/language/json/monaco.contribution.js';
import type { Locale } from '../../../i18n/define';
import { EditorSession, type EditorSessionOptions } from './editor-session';
import { DiffSession, type DiffSessionOptions } from './diff-session';
import { installMonacoEnvironment } from './environment';
import { registerFrontmatterHelp, setFrontmatterLocale } from './frontmatter-help';
import { SKILL_MD_LANGUAGE } from './language-for';
import { registerQuickFixes } from './quick-fixes';
import { skillMdConfiguration, skillMdTokens } from './skill-md-language';
import { followDocumentTheme } from './theme';

/** What the React components use of Monaco. */
export interface MonacoApi {
  createEditor(host: HTMLElement, options: EditorSessionOptions): EditorSession;
  createDiff(host: HTMLElement, options: DiffSessionOptions): DiffSession;
  setLocale(locale: Locale): void;
}

let api: MonacoApi | undefined;

/** Sets Monaco up (once) and returns what the components need. */
export function setupMonaco(locale: Locale): MonacoApi {
  if (api) return api;
  installMonacoEnvironment();
  monaco.languages.register({
    id: SKILL_MD_LANGUAGE,
    filenames: ['SKILL.md', 'skill.md'],
    aliases: ['SKILL.md'],
  });
  monaco.languages.setMonarchTokensProvider(SKILL_MD_LANGUAGE, skillMdTokens);
  monaco.languages.setLanguageConfiguration(SKILL_MD_LANGUAGE, skillMdConfiguration);
  // Markdown colours a fenced block by the name after the fence; skills write ```bash.
  monaco.languages.register({ id: 'shell', aliases: ['bash', 'zsh'] });
  registerFrontmatterHelp(locale);
  registerQuickFixes();
  followDocumentTheme();
  api = {
    createEditor: (host, options) => new EditorSession(host, options),
    createDiff: (host, options) => new DiffSession(host, options),
    setLocale: setFrontmatterLocale,
  };
  return api;
}
