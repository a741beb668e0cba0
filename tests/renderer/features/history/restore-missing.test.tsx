// @vitest-environment happy-dom
/**
 * "Restore from history" on a finding about a missing file, over a stand-in for the service
 * that answers as the contract says (listHistory for one file lists the versions that changed
 * it, newest first): offered only when a version held the file, it restores the newest copy
 * (not the deletion after it) with `expect` saying no file is there now, the conditional
 * write the History panel uses.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallInput, CallOutput, StudioApi } from '../../../../shared/ipc/contract';
import { RestoreMissing } from '../../../../renderer/src/features/history/restore-missing';
import { installBridge } from '../../../../renderer/src/state/studio';

const DIR = '/lib/s';
type Version = CallOutput<'listHistory'>['versions'][number];
const at = Date.now();
const deleted: Version = {
  id: 'v3',
  at,
  kind: 'delete',
  changes: [{ path: 'references/guide.md', change: 'removed' }],
  files: 1,
};
const saved: Version = {
  id: 'v2',
  at: at - 1000,
  kind: 'save',
  changes: [{ path: 'references/guide.md', change: 'changed', lines: { added: 1, removed: 0 } }],
  files: 2,
};

function fakeStudio(versions: Version[]) {
  const restoreVersion = vi.fn((_: CallInput<'restoreVersion'>) =>
    Promise.resolve({ ok: true as const, version: 'v4', written: ['references/guide.md'] }),
  );
  installBridge({
    api: {
      listHistory: () => Promise.resolve({ versions, damage: null, unlinked: [] }),
      restoreVersion,
      readFile: ({ path }: { path: string }) =>
        Promise.resolve({ kind: 'text', path, text: 'guide\n', hash: 'a'.repeat(64), size: 6 }),
      on: () => () => undefined,
    } as unknown as StudioApi,
    host: 'browser',
    onReconnect: () => () => undefined,
  });
  return restoreVersion;
}

afterEach(cleanup);

describe('Restore from history on a missing file', () => {
  it('restores the newest version that held the file, expecting no file there now', async () => {
    const restoreVersion = fakeStudio([deleted, saved]);
    render(<RestoreMissing dir={DIR} file="references/guide.md" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore from history' }));
    await vi.waitFor(() => expect(restoreVersion).toHaveBeenCalled());
    expect(restoreVersion.mock.calls[0]?.[0]).toEqual({
      dir: DIR,
      version: 'v2',
      file: 'references/guide.md',
      expect: { 'references/guide.md': null },
    });
  });

  it('is not offered when no version held the file', async () => {
    const restoreVersion = fakeStudio([]);
    render(<RestoreMissing dir={DIR} file="references/guide.md" />);
    // The list has come back (nothing to wait for on screen): the button never shows.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button')).toBeNull();
    expect(restoreVersion).not.toHaveBeenCalled();
  });
});
