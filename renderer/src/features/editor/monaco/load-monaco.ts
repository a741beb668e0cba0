/**
 * Loads Monaco on first use, as its own chunk: one Monaco per UI language, since Monaco words
 * its widgets once, when its modules are evaluated (scripts/monaco-per-locale.ts says how the
 * Chinese one is made). Components get `undefined` until the first is there, or the error when
 * it could not load (they then fall back to a plain text area); on a language switch they keep
 * the one they have until the other language's is loaded, then get it, and move their editors
 * over (code-editor.tsx).
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../i18n/define';
import { useUi } from '../../../state/ui-store';
import type { MonacoApi } from './setup';

type SetupModule = typeof import('./setup');

const IMPORTS: Readonly<Record<Locale, () => Promise<SetupModule>>> = {
  en: () => import('./setup'),
  // The same module graph again, as a second copy with Chinese messages (monaco-per-locale.ts).
  zh: async () => (await import('./setup?monaco-locale=zh')) as SetupModule,
};

const loading = new Map<Locale, Promise<MonacoApi>>();
// The Monaco last handed to components: what the user chose there carries to the next one.
let inUse: MonacoApi | undefined;

/** Loads and sets up the Monaco of `locale` once; later calls get the same promise. */
export function loadMonaco(locale: Locale): Promise<MonacoApi> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = IMPORTS[locale]().then((m) => m.setupMonaco(locale));
    // A failed load is tried again on the next switch; Chromium (150) keeps a module that
    // failed to fetch as failed for the page's life, so there only a reload loads it.
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/**
 * Starts loading the other language's Monaco while one is in use, when the user reaches the
 * language menu (pointer or focus): the first switch then waits for far less than fetching
 * and evaluating the whole editor. A failure here is silent; the switch itself tries again.
 */
export function preloadOtherMonaco(): void {
  if (!inUse) return;
  for (const locale of Object.keys(IMPORTS) as Locale[])
    if (locale !== inUse.locale) loadMonaco(locale).catch(() => undefined);
}

function handOut(api: MonacoApi): MonacoApi {
  if (inUse && inUse !== api) {
    api.setTabMovesFocus(inUse.tabMovesFocus());
    // Its editors and models move to this one (code-editor.tsx); its YAML worker has no user.
    inUse.release();
    api.resume();
  }
  inUse = api;
  return api;
}

/**
 * The Monaco of the UI language (undefined while the first loads), or why it failed. After a
 * switch, the other language's Monaco until this one is there; if it cannot load, that one
 * stays (in its language) and the failure is logged.
 */
export function useMonaco(): { api?: MonacoApi; error?: unknown } {
  const locale = useUi((s) => s.locale);
  const [state, setState] = useState<{ api?: MonacoApi; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    loadMonaco(locale).then(
      (api) => {
        if (live) setState({ api: handOut(api) });
      },
      (error: unknown) => {
        console.error('The code editor could not load:', error);
        if (live) setState((had) => (had.api ? had : { error }));
      },
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return state;
}
