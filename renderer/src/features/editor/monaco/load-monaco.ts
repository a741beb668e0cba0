/**
 * Loads Monaco on first use, as its own chunk. Components get `undefined` until it is there,
 * or the error when it could not load (they then fall back to a plain text area).
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../i18n/define';
import { useUi } from '../../../state/ui-store';
import type { MonacoApi } from './setup';

let loading: Promise<MonacoApi> | undefined;

/** Loads and sets up Monaco once; later calls get the same promise. */
export function loadMonaco(locale: Locale): Promise<MonacoApi> {
  loading ??= (locale === 'zh' ? import('./nls-zh') : Promise.resolve())
    .then(() => import('./setup'))
    .then((m) => m.setupMonaco(locale));
  return loading;
}

/** The loaded Monaco (undefined while loading), or why it failed; follows the UI language. */
export function useMonaco(): { api?: MonacoApi; error?: unknown } {
  const locale = useUi((s) => s.locale);
  const [state, setState] = useState<{ api?: MonacoApi; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    loadMonaco(useUi.getState().locale).then(
      (api) => {
        if (live) setState({ api });
      },
      (error: unknown) => {
        console.error('The code editor could not load:', error);
        if (live) setState({ error });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    state.api?.setLocale(locale);
  }, [state.api, locale]);
  return state;
}
