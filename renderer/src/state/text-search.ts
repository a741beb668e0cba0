/**
 * The list's search in the skills' files (searchText): the name, folder and description are
 * matched at once in the page (visible-rows.ts), so a keystroke repaints the list without
 * waiting; the files are searched by the service (through its pre-index) once typing pauses
 * (DEBOUNCE_MS), and only the answer to the latest query is kept: the service stops the older
 * search of this page still running (it answers `superseded`), and an older answer arriving
 * late is dropped. A file changing on disk asks again for the query shown.
 */
import { create } from 'zustand';
import type { CallOutput } from '../../../shared/ipc/contract';
import { DEBOUNCE_MS, queryWords } from '../../../shared/studio/text-search';
import { errorText } from '../i18n/service-text';
import { bridge, studio } from './studio';

/** A skill found through its files, with the line shown under it. */
export type TextHit = CallOutput<'searchText'>['hits'][number];

interface TextSearchState {
  /** The query `hits` answer. */
  query: string;
  hits: ReadonlyMap<string, TextHit>;
  status: 'idle' | 'searching' | 'done' | 'failed';
  /** More skills matched than one answer holds (SEARCH_LIMIT). */
  truncated: boolean;
  error?: string;
}

/** The text search store. */
export const useTextSearch = create<TextSearchState>()(() => ({
  query: '',
  hits: new Map(),
  status: 'idle',
  truncated: false,
}));

let timer: ReturnType<typeof setTimeout> | undefined;
let asked = 0;
// This page's id as a searcher: the service stops a search of ours still running when the
// next one comes (only the latest answer is kept), and never another window's.
const asker = `page-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Searches the files for `query` once typing pauses. `keep` keeps the hits shown meanwhile
 * (the same query asked again after a change on disk), else they go at once with the query
 * they answered.
 */
export function searchTextSoon(query: string, keep = false): void {
  clearTimeout(timer);
  const mine = ++asked;
  if (queryWords(query).length === 0) {
    useTextSearch.setState({ query, hits: new Map(), status: 'idle', truncated: false });
    return;
  }
  if (!keep)
    useTextSearch.setState({ query, hits: new Map(), status: 'searching', truncated: false });
  timer = setTimeout(() => {
    studio()
      .searchText({ query, asker })
      .then(
        (result) => {
          if (mine !== asked || result.superseded === true) return;
          useTextSearch.setState({
            query,
            hits: new Map(result.hits.map((h) => [h.dir, h])),
            status: 'done',
            truncated: result.truncated,
          });
        },
        (error: unknown) => {
          if (mine === asked) useTextSearch.setState({ status: 'failed', error: errorText(error) });
        },
      );
  }, DEBOUNCE_MS);
}

/** Asks again for the query shown when files change or the page reconnects; returns the unsubscribe. */
export function wireTextSearch(): () => void {
  const again = () => {
    const { query } = useTextSearch.getState();
    if (queryWords(query).length > 0) searchTextSoon(query, true);
  };
  const offs = [studio().on('filesChanged', again), bridge().onReconnect(again)];
  return () => {
    clearTimeout(timer);
    for (const off of offs) off();
  };
}
