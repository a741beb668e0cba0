// @vitest-environment happy-dom
/**
 * Settings → History… over a stand-in for the service that answers as the contract says
 * (shared/ipc/history-calls.ts: readHistorySettings and setHistorySettings with the space used):
 * the space used in words, the three limits as read, a value the contract would refuse is
 * refused in the form with its range, and Save sends the typed limits. English and Chinese.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallInput, StudioApi } from '../../../../shared/ipc/contract';
import { HistorySettingsDialog } from '../../../../renderer/src/features/history/history-settings-dialog';
import { installBridge } from '../../../../renderer/src/state/studio';
import { useUi } from '../../../../renderer/src/state/ui-store';
import { Toasts, useToasts } from '../../../../renderer/src/ui/toasts';

const READ = {
  maxMb: 500,
  maxAgeDays: 90,
  binaryMaxMb: 20,
  usedBytes: 3 * 1024 * 1024,
  versions: 42,
};

function fakeStudio() {
  const setHistorySettings = vi.fn((input: CallInput<'setHistorySettings'>) =>
    Promise.resolve({ ...READ, ...input }),
  );
  installBridge({
    api: {
      readHistorySettings: () => Promise.resolve(READ),
      setHistorySettings,
      on: () => () => undefined,
    } as unknown as StudioApi,
    host: 'browser',
    onReconnect: () => () => undefined,
  });
  return setHistorySettings;
}

afterEach(() => {
  cleanup();
  useToasts.setState({ toasts: [] });
  useUi.setState({ locale: 'en' });
});

describe('the history settings', () => {
  it('shows the space used and the limits, refuses what the service would, saves the rest', async () => {
    const set = fakeStudio();
    const onClose = vi.fn();
    render(
      <>
        <HistorySettingsDialog onClose={onClose} />
        <Toasts />
      </>,
    );
    expect((await screen.findByRole('note')).textContent).toBe(
      'The history takes 3.0 MiB now, in 42 versions.',
    );
    const space = screen.getByLabelText('Space it may take (MB)');
    expect((space as HTMLInputElement).value).toBe('500');
    const save = screen.getByRole('button', { name: 'Save' });
    // Under the contract's 10 MB: said in the form, and nothing is sent.
    fireEvent.change(space, { target: { value: '5' } });
    expect(screen.getByText('Type a whole number from 10 to 1000000.')).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(space, { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Keep unnamed versions for (days, 0 for always)'), {
      target: { value: '0' },
    });
    fireEvent.click(save);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(set).toHaveBeenCalledWith({ maxMb: 1000, maxAgeDays: 0, binaryMaxMb: 20 });
    expect(await screen.findByText(/History settings saved/)).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    fakeStudio();
    useUi.setState({ locale: 'zh' });
    render(<HistorySettingsDialog onClose={() => undefined} />);
    expect((await screen.findByRole('note')).textContent).toBe(
      '历史现在占用 3.0 MiB，共 42 个版本。',
    );
    expect(screen.getByRole('dialog', { name: '历史设置' })).toBeTruthy();
  });
});
