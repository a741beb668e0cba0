/**
 * The toast after a file is deleted offers Undo (issue 37), which puts it back from the trash
 * by the id trashEntry gave, refusing rather than replacing something that took its place.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioApi } from '../../../../shared/ipc/contract';
import { deleteEntry } from '../../../../renderer/src/features/files/entry-actions';
import { installBridge } from '../../../../renderer/src/state/studio';
import { useToasts } from '../../../../renderer/src/ui/toasts';

afterEach(() => {
  useToasts.setState({ toasts: [] });
});

describe('Undo after a delete', () => {
  it('restores the deleted file from the trash by its id', async () => {
    const restoreTrash = vi.fn(() => Promise.resolve({ path: '/lib/s/notes.md' }));
    const api = {
      trashEntry: () => Promise.resolve({ where: 'studio-trash' as const, id: 'trash-7' }),
      restoreTrash,
      readSkill: () => Promise.reject(new Error('not needed')),
    };
    installBridge({
      api: api as unknown as StudioApi,
      host: 'browser',
      onReconnect: () => () => undefined,
    });
    await deleteEntry('/lib/s', 'notes.md');
    const [shown] = useToasts.getState().toasts;
    expect(shown?.text).toBe('notes.md deleted. Restore it from the Trash.');
    expect(shown?.action?.label).toBe('Undo');
    shown?.action?.run();
    await vi.waitFor(() =>
      expect(restoreTrash).toHaveBeenCalledWith({ id: 'trash-7', conflict: 'refuse' }),
    );
  });
});
