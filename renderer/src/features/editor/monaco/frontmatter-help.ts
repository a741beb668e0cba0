/**
 * Hover help and key completion in the SKILL.md frontmatter, from monaco-yaml and the
 * frontmatter schema. monaco-yaml only serves models of language `yaml`, so each SKILL.md
 * gets a hidden YAML "shadow" model (shadow-frontmatter.ts) with the same line and column
 * numbers, and the `skill-md` providers ask monaco-yaml's own providers about the shadow.
 */
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import { configureMonacoYaml, type MonacoYaml, type MonacoYamlOptions } from 'monaco-yaml';
import type { Locale } from '../../../i18n/define';
import { createMonacoWorker } from './environment';
import { frontmatterSchema } from './frontmatter-schema';
import { SKILL_MD_LANGUAGE } from './language-for';
import { frontmatterLines, shadowText } from './shadow-frontmatter';

// Shadow models are named so, and the schema applies to exactly these names.
const SHADOW_SUFFIX = '.skill-frontmatter.yaml';
const SCHEMA_URI = 'https://agentskills.io/specification';

interface Shadow {
  model: monaco.editor.ITextModel;
  /** The SKILL.md version the shadow was last made from. */
  version: number;
}

const shadows = new WeakMap<monaco.editor.ITextModel, Shadow>();
let shadowCount = 0;
let hoverProvider: monaco.languages.HoverProvider | undefined;
let completionProvider: monaco.languages.CompletionItemProvider | undefined;
// monaco-yaml as configured for this Monaco (its providers and its worker), while in use.
let yaml: MonacoYaml | undefined;
// The namespace monaco-yaml registers on, and this Monaco's language: to configure it again.
let configure: (() => MonacoYaml) | undefined;

function options(forLocale: Locale): MonacoYamlOptions {
  return {
    // The studio's validator is the source of truth; a second opinion would disagree.
    validate: false,
    format: { enable: false },
    hover: true,
    completion: true,
    hoverSchemaSource: false,
    enableSchemaRequest: false,
    schemas: [
      {
        uri: SCHEMA_URI,
        fileMatch: [`*${SHADOW_SUFFIX}`],
        schema: frontmatterSchema(forLocale),
      },
    ],
  };
}

/**
 * monaco-yaml 5.5.1 starts its worker with the older `createWebWorker({ moduleId, label,
 * createData })`. monaco-editor's full entry (editor.main.js) adapts that call; the lean
 * editor.api this app imports does not, so the same adapter lives here: start the worker,
 * send the two messages monaco-worker-manager's `initialize` waits for, then hand it over.
 */
function createLegacyWebWorker(opts: monaco.editor.IWebWorkerOptions) {
  const worker = Promise.resolve(createMonacoWorker(opts.label ?? 'yaml')).then((w) => {
    w.postMessage('ignore');
    w.postMessage(opts.createData);
    return w;
  });
  return monaco.editor.createWebWorker({
    worker,
    host: opts.host as unknown,
    keepIdleModels: opts.keepIdleModels ?? false,
  });
}

/**
 * Sets up monaco-yaml (for .yaml files and the shadows) and the `skill-md` hover and
 * completion that delegate to it, in `locale` (this Monaco's language). Once per Monaco.
 */
export function registerFrontmatterHelp(locale: Locale): void {
  // monaco-yaml registers its providers on the namespace it is given: this one hands them on
  // to Monaco unchanged and keeps a reference, so skill-md can call them on the shadow.
  const capturing = {
    ...monaco,
    editor: { ...monaco.editor, createWebWorker: createLegacyWebWorker },
    languages: {
      ...monaco.languages,
      registerHoverProvider(
        selector: monaco.languages.LanguageSelector,
        provider: monaco.languages.HoverProvider,
      ) {
        hoverProvider = provider;
        return monaco.languages.registerHoverProvider(selector, provider);
      },
      registerCompletionItemProvider(
        selector: monaco.languages.LanguageSelector,
        provider: monaco.languages.CompletionItemProvider,
      ) {
        completionProvider = provider;
        return monaco.languages.registerCompletionItemProvider(selector, provider);
      },
    },
  } as typeof monaco;
  configure = () => configureMonacoYaml(capturing, options(locale));
  yaml = configure();

  monaco.languages.registerHoverProvider(SKILL_MD_LANGUAGE, {
    provideHover(model, position, token, context) {
      const shadow = shadowAt(model, position);
      return shadow && hoverProvider?.provideHover(shadow, position, token, context);
    },
  });
  monaco.languages.registerCompletionItemProvider(SKILL_MD_LANGUAGE, {
    triggerCharacters: [' ', ':'],
    provideCompletionItems(model, position, context, token) {
      const shadow = shadowAt(model, position);
      return shadow && completionProvider?.provideCompletionItems(shadow, position, context, token);
    },
  });
}

/**
 * Stops this Monaco's YAML help while the other language's Monaco is in use: monaco-yaml's
 * providers go and its worker is terminated (it would otherwise idle for two minutes, and the
 * copy itself, an evaluated module graph, stays loaded for a switch back).
 */
export function releaseFrontmatterHelp(): void {
  yaml?.dispose();
  yaml = undefined;
  hoverProvider = undefined;
  completionProvider = undefined;
}

/** Brings the YAML help back when this Monaco is in use again (a new worker on first use). */
export function resumeFrontmatterHelp(): void {
  yaml ??= configure?.();
}

/** The up-to-date shadow of a SKILL.md model when `position` is inside its frontmatter. */
function shadowAt(
  model: monaco.editor.ITextModel,
  position: monaco.IPosition,
): monaco.editor.ITextModel | undefined {
  const lineAt = (line: number) => model.getLineContent(line);
  const block = frontmatterLines(model.getLineCount(), lineAt);
  if (!block || position.lineNumber < block.first || position.lineNumber > block.last)
    return undefined;
  let shadow = shadows.get(model);
  if (!shadow) {
    const uri = monaco.Uri.from({
      scheme: 'inmemory',
      authority: 'skill-studio',
      path: `/${++shadowCount}${SHADOW_SUFFIX}`,
    });
    shadow = { model: monaco.editor.createModel('', 'yaml', uri), version: -1 };
    shadows.set(model, shadow);
    const owned = shadow.model;
    model.onWillDispose(() => {
      owned.dispose();
    });
  }
  // Made on demand, so typing in a long body costs nothing until help is asked for.
  if (shadow.version !== model.getVersionId()) {
    const text = shadowText(model.getLineCount(), lineAt);
    if (text !== shadow.model.getValue()) shadow.model.setValue(text);
    shadow.version = model.getVersionId();
  }
  return shadow.model;
}
