/**
 * The history calls (history-calls.ts). A skeleton: every call refuses until the store lands.
 */
import type { StudioHandlers } from '../../../ipc/contract';

/** The calls of this group. */
export type HistoryCalls =
  | 'listHistory'
  | 'versionFiles'
  | 'readVersion'
  | 'restoreVersion'
  | 'nameVersion'
  | 'linkHistory'
  | 'readHistorySettings'
  | 'setHistorySettings';

const notYet = () => Promise.reject(new Error('history: not built yet'));

/** The handlers of the history calls. */
export function historyHandlers(): Pick<StudioHandlers, HistoryCalls> {
  return {
    listHistory: notYet,
    versionFiles: notYet,
    readVersion: notYet,
    restoreVersion: notYet,
    nameVersion: notYet,
    linkHistory: notYet,
    readHistorySettings: notYet,
    setHistorySettings: notYet,
  };
}
