/**
 * A skill's versions (or one file's) as the service lists them, read again whenever the
 * service says the skill's history changed, or the user asks to reload.
 */
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { errorText } from '../../i18n/service-text';
import { studio } from '../../state/studio';

/** What the panel shows while reading, once read, or why it could not be. */
export type HistoryRead =
  | { state: 'loading' }
  | { state: 'ok'; list: CallOutput<'listHistory'> }
  | { state: 'failed'; reason: string };

/** Bumped to read every shown history again (the Reload of a refused restore). */
export const useHistoryReload = create<{ tick: number; reload: () => void }>()((set) => ({
  tick: 0,
  reload: () => set((s) => ({ tick: s.tick + 1 })),
}));

/** The versions of the skill in `dir`, of `file` only when given. */
export function useHistory(dir: string, file: string | undefined): HistoryRead {
  const [read, setRead] = useState<HistoryRead>({ state: 'loading' });
  const [seq, setSeq] = useState(0);
  const tick = useHistoryReload((s) => s.tick);
  useEffect(
    () =>
      studio().on('historyChanged', (event) => {
        if (event.dir === dir) setSeq((n) => n + 1);
      }),
    [dir],
  );
  useEffect(() => {
    let live = true;
    studio()
      .listHistory({ dir, ...(file !== undefined && { file }) })
      .then(
        (list) => {
          if (live) setRead({ state: 'ok', list });
        },
        (error: unknown) => {
          if (live) setRead({ state: 'failed', reason: errorText(error) });
        },
      );
    return () => {
      live = false;
    };
  }, [dir, file, seq, tick]);
  return read;
}
