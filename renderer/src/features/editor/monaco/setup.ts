/**
 * Monaco, set up once for the studio. This module is loaded on demand (load-monaco.ts), so
 * the ~4 MB editor is fetched when an editor is first shown, not with the library. It is the
 * entry of one Monaco per UI language: the Chinese one is this same graph imported as
 * `./setup?monaco-locale=zh` (scripts/monaco-per-locale.ts), so everything below, and every
 * module of this folder, exists once per language, each set up for its own.
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
// The command palette (F1, and "Command Palette" in the context menu), Go to Line (Ctrl+G)
// and the palette's "?" list, as edcore.main.js adds them; not its token inspector or symbols
// (no language here provides symbols).
import 'monaco-editor/esm/vs/editor/standalone/browser/quickAccess/standaloneHelpQuickAccess.js';
import 'monaco-editor/esm/vs/editor/standalone/browser/quickAccess/standaloneGotoLineQuickAccess.js';
import 'monaco-editor/esm/vs/editor/standalone/browser/quickAccess/standaloneCommandsQuickAccess.js';
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
import { ignoreMonacoCancellations } from './cancellations';
import { EditorSession, type EditorSessionOptions } from './editor-session';
import { DiffSession, type DiffSessionOptions } from './diff-session';
import { installMonacoEnvironment } from './environment';
import {
  registerFrontmatterHelp,
  releaseFrontmatterHelp,
  resumeFrontmatterHelp,
} from './frontmatter-help';
import type { EditorHandover } from './handover';
import { SKILL_MD_LANGUAGE } from './language-for';
import { registerQuickFixes } from './quick-fixes';
import { chooseTabMode, chosenTabMode } from './tab-guard';
import { skillMdConfiguration, skillMdTokens } from './skill-md-language';
import { followDocumentTheme } from './theme';

/** What the React components use of Monaco (of one language). */
export interface MonacoApi {
  /** The language Monaco's own words are in. */
  locale: Locale;
  /** A code editor; `carried` is what the editor it replaces (the other language's) handed over. */
  createEditor(
    host: HTMLElement,
    options: EditorSessionOptions,
    carried?: EditorHandover,
  ): EditorSession;
  createDiff(host: HTMLElement, options: DiffSessionOptions): DiffSession;
  /** What Tab does by the user's choice (Ctrl+M), to carry it to the other language's Monaco. */
  tabMovesFocus(): boolean;
  setTabMovesFocus(tabMovesFocus: boolean): void;
  /** The other language's Monaco is in use now: let go of what can go (the YAML worker). */
  release(): void;
  /** In use again after a release. */
  resume(): void;
}

let api: MonacoApi | undefined;

/** Sets this Monaco up (once), speaking `locale`, and returns what the components need. */
export function setupMonaco(locale: Locale): MonacoApi {
  if (api) return api;
  installMonacoEnvironment();
  ignoreMonacoCancellations();
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
    locale,
    createEditor: (host, options, carried) => new EditorSession(host, options, carried),
    createDiff: (host, options) => new DiffSession(host, options),
    tabMovesFocus: chosenTabMode,
    setTabMovesFocus: chooseTabMode,
    release: releaseFrontmatterHelp,
    resume: resumeFrontmatterHelp,
  };
  return api;
}
