// @vitest-environment happy-dom
/**
 * The folder browser asks for home as it opens. That answer can come after the user has typed a
 * folder and pressed Enter (a slow disk, a busy host): it must neither replace what was typed
 * nor the listing asked for later. The stand-in service answers in the order the test says.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOutput, StudioApi } from '../../../../shared/ipc/contract';
import { FolderBrowser } from '../../../../renderer/src/features/library/folder-browser';
import { installBridge } from '../../../../renderer/src/state/studio';

type Listing = CallOutput<'browseFolders'>;
const listing = (path: string): Listing => ({
  path,
  home: '/home/zoe',
  parent: '/',
  folders: [],
  more: 0,
  skill: false,
});

afterEach(cleanup);

describe('the folder browser', () => {
  it('keeps the typed folder when home answers after it', async () => {
    const answers = new Map<string, (l: Listing) => void>();
    const browseFolders = vi.fn(
      ({ path }: { path?: string }) =>
        new Promise<Listing>((resolve) => answers.set(path ?? '~', resolve)),
    );
    installBridge({
      api: { browseFolders } as unknown as StudioApi,
      host: 'browser',
      onReconnect: () => () => undefined,
    });
    const shown: (string | undefined)[] = [];
    render(<FolderBrowser onListing={(l) => shown.push(l?.path)} />);
    const field = screen.getByLabelText('Folder');
    fireEvent.change(field, { target: { value: '/data/alpha-skills' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await waitFor(() => expect(answers.size).toBe(2));
    answers.get('/data/alpha-skills')?.(listing('/data/alpha-skills'));
    await waitFor(() => expect(shown).toEqual(['/data/alpha-skills']));
    // The late answer for home (act waits until React has taken it in) changes nothing.
    await act(async () => {
      answers.get('~')?.(listing('/home/zoe'));
      await Promise.resolve();
    });
    expect(shown).toEqual(['/data/alpha-skills']);
    expect((field as HTMLInputElement).value).toBe('/data/alpha-skills');
  });
});
