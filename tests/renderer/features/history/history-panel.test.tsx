// @vitest-environment happy-dom
/**
 * The History panel (features/history) over a stand-in for the service that answers as the
 * contract (shared/ipc/history-calls.ts) says: each version in words (the words for
 * what made it), its name, what changed; Restore sends the hashes the page showed of the disk
 * (`expect`), says so with Undo, which restores the version before over what the restore wrote;
 * a refused restore names the files that changed on disk and offers Reload. English and Chinese.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallInput, CallOutput, StudioApi } from '../../../../shared/ipc/contract';
import { HistoryPanel } from '../../../../renderer/src/features/history/history-panel';
import { installBridge } from '../../../../renderer/src/state/studio';
import { useUi } from '../../../../renderer/src/state/ui-store';
import { Toasts, useToasts } from '../../../../renderer/src/ui/toasts';

const DIR = '/lib/s';
const hash = (c: string) => c.repeat(64);
const HOUR = 3_600_000;

type Version = CallOutput<'listHistory'>['versions'][number];
const versions: Version[] = [
  {
    id: 'v3',
    at: Date.now() - 60_000,
    kind: 'form',
    changes: [
      { path: 'SKILL.md', change: 'changed', lines: { added: 3, removed: 1 } },
      { path: 'notes.md', change: 'added' },
    ],
    files: 2,
  },
  {
    id: 'v2',
    at: Date.now() - 2 * HOUR,
    kind: 'optimizer',
    name: 'Sent to the team',
    changes: [{ path: 'SKILL.md', change: 'changed', lines: { added: 1, removed: 1 } }],
    files: 1,
  },
  { id: 'v1', at: Date.now() - 3 * HOUR, kind: 'first-seen', changes: [], files: 1 },
];
const filesOf: Record<string, { path: string; hash: string }[]> = {
  v3: [
    { path: 'SKILL.md', hash: hash('c') },
    { path: 'notes.md', hash: hash('d') },
  ],
  v2: [{ path: 'SKILL.md', hash: hash('b') }],
  v1: [{ path: 'SKILL.md', hash: hash('a') }],
  v4: [{ path: 'SKILL.md', hash: hash('b') }],
};

const UNLINKED = [{ dir: '/old/place/s', versions: 4, last: Date.now() - 3 * HOUR }];

function fakeStudio(restoreOk = true, unlinked: typeof UNLINKED = []) {
  const restoreVersion = vi.fn((input: CallInput<'restoreVersion'>) =>
    Promise.resolve(
      restoreOk
        ? { ok: true as const, version: input.version === 'v3' ? 'v5' : 'v4', written: [] }
        : { ok: false as const, changed: ['SKILL.md'] },
    ),
  );
  const api = {
    listHistory: () => Promise.resolve({ versions, damage: null, unlinked }),
    versionFiles: ({ version }: { version: string }) =>
      Promise.resolve({
        files: (filesOf[version] ?? []).map((f) => ({
          ...f,
          size: 1,
          executable: false,
          kept: 'whole' as const,
        })),
      }),
    gitHistory: () => Promise.resolve({ state: 'no-git' as const, commits: [], uncommitted: [] }),
    restoreVersion,
    nameVersion: vi.fn((input: CallInput<'nameVersion'>) =>
      Promise.resolve({ version: input.version }),
    ),
    linkHistory: vi.fn(() => Promise.resolve({ versions: 4 })),
    on: () => () => undefined,
  };
  installBridge({
    api: api as unknown as StudioApi,
    host: 'browser',
    onReconnect: () => () => undefined,
  });
  return Object.assign(restoreVersion, { api });
}

function mount() {
  render(
    <>
      <HistoryPanel dir={DIR} openPath={undefined} />
      <Toasts />
    </>,
  );
}

afterEach(() => {
  cleanup();
  useToasts.setState({ toasts: [] });
  useUi.setState({ locale: 'en' });
});

describe('the History panel', () => {
  it('says what made each version, its name, when, and what changed', async () => {
    fakeStudio();
    mount();
    const items = await screen.findAllByRole('listitem');
    const [newest, named, first] = items.map((i) => i.textContent);
    expect(newest).toContain('Changed in the form');
    expect(newest).toContain('1 minute ago');
    expect(newest).toContain('SKILL.md +3 −1, notes.md added');
    expect(named).toContain('Description from the optimizer');
    expect(named).toContain('Sent to the team');
    expect(named).toContain('2 hours ago');
    expect(first).toContain('As first seen');
    expect(first).toContain('No file changed');
    expect(screen.getByText('Git is not installed, so only the studio’s own history is shown.'));
  });

  it('restores what the page showed, and Undo restores the version before', async () => {
    const restoreVersion = fakeStudio();
    mount();
    const [, named] = await screen.findAllByRole('listitem');
    if (!named) throw new Error('no second version');
    fireEvent.click(within(named).getByRole('button', { name: 'Restore' }));
    await vi.waitFor(() => expect(restoreVersion).toHaveBeenCalledTimes(1));
    expect(restoreVersion.mock.calls[0]?.[0]).toEqual({
      dir: DIR,
      version: 'v2',
      expect: { 'SKILL.md': hash('c'), 'notes.md': hash('d') },
    });
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(screen.getByText('Restored to the version of 2 hours ago.'));
    fireEvent.click(undo);
    await vi.waitFor(() => expect(restoreVersion).toHaveBeenCalledTimes(2));
    expect(restoreVersion.mock.calls[1]?.[0]).toEqual({
      dir: DIR,
      version: 'v3',
      expect: { 'SKILL.md': hash('b') },
    });
  });

  it('says which files changed on disk when the restore is refused, and offers Reload', async () => {
    fakeStudio(false);
    mount();
    const [, , first] = await screen.findAllByRole('listitem');
    if (!first) throw new Error('no first version');
    fireEvent.click(within(first).getByRole('button', { name: 'Restore' }));
    expect(
      await screen.findByText(
        'Nothing was restored: SKILL.md changed on disk since the history was shown.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Reload' }));
  });

  it('takes a name away, and says the version may now be cleared', async () => {
    const { api } = fakeStudio();
    mount();
    const [newest, named] = await screen.findAllByRole('listitem');
    if (!newest || !named) throw new Error('no versions');
    expect(within(newest).queryByRole('button', { name: 'Remove the name' })).toBeNull();
    fireEvent.click(within(named).getByRole('button', { name: 'Remove the name' }));
    await vi.waitFor(() =>
      expect(api.nameVersion).toHaveBeenCalledWith({ dir: DIR, version: 'v2', name: null }),
    );
    expect(
      await screen.findByText(
        'The name "Sent to the team" was removed: this version may now be cleared when space is needed.',
      ),
    );
  });

  it('offers the history of a same-named skill whose folder went away, and takes it in', async () => {
    const { api } = fakeStudio(true, UNLINKED);
    mount();
    const offer = await screen.findByRole('region', { name: 'Earlier history of this skill' });
    expect(offer.textContent).toContain(
      'A skill of this name was kept at /old/place/s (4 versions), and that folder is gone.',
    );
    expect(offer.textContent).toContain('Last kept 3 hours ago.');
    fireEvent.click(within(offer).getByRole('button', { name: 'Add to this history' }));
    await vi.waitFor(() =>
      expect(api.linkHistory).toHaveBeenCalledWith({ dir: DIR, from: '/old/place/s' }),
    );
    expect(await screen.findByText('4 earlier versions were added to this history.'));
  });

  it('speaks Chinese', async () => {
    fakeStudio();
    useUi.setState({ locale: 'zh' });
    mount();
    const [newest] = await screen.findAllByRole('listitem');
    expect(newest?.textContent).toContain('在表单中修改');
    expect(newest?.textContent).toContain('1分钟前');
    expect(screen.getByRole('region', { name: '历史' }));
  });

  it('offers an earlier history in Chinese', async () => {
    fakeStudio(true, UNLINKED);
    useUi.setState({ locale: 'zh' });
    mount();
    const offer = await screen.findByRole('region', { name: '此技能更早的历史' });
    expect(offer.textContent).toContain(
      '同名技能曾保存在 /old/place/s（4 个版本），该文件夹已不存在。',
    );
    expect(within(offer).getByRole('button', { name: '加入此历史' }));
  });
});
