// @vitest-environment happy-dom
/**
 * A connection's key field (key-field.tsx): what was typed is sent once and the field emptied
 * at once; where keys are kept weakly, Save waits for the user to choose to keep it anyway;
 * a set key shows only "set", with Replace and Remove.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioApi } from '../../../../shared/ipc/contract';
import type { ConnectionView } from '../../../../shared/ipc/model-calls';
import { KeyField } from '../../../../renderer/src/features/models/key-field';
import { installBridge } from '../../../../renderer/src/state/studio';

const KEY = 'sk-field-0123456789';

function bridge() {
  const setModelKey = vi.fn(() => Promise.resolve({ key: 'set' as const }));
  const clearModelKey = vi.fn(() => Promise.resolve({ key: 'not-set' as const }));
  installBridge({
    api: { setModelKey, clearModelKey } as unknown as StudioApi,
    host: 'browser',
    onReconnect: () => () => undefined,
  });
  return { setModelKey, clearModelKey };
}

const connection = (key: ConnectionView['key']): ConnectionView => ({
  id: 'c1',
  label: 'Work',
  provider: 'anthropic',
  model: 'm',
  key,
});

afterEach(cleanup);

describe('KeyField', () => {
  it('sends the key once and empties the field at once', async () => {
    const { setModelKey } = bridge();
    render(<KeyField connection={connection('not-set')} weak={false} />);
    expect(screen.getByText('Key: not set')).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>('Key for Work');
    expect(field.type).toBe('password');
    fireEvent.change(field, { target: { value: KEY } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(field.value).toBe('');
    expect(setModelKey).toHaveBeenCalledWith({ id: 'c1', key: KEY });
    await vi.waitFor(() => expect(setModelKey).toHaveBeenCalledTimes(1));
    expect(document.body.innerHTML).not.toContain(KEY);
  });

  it('where keys are kept weakly, saves only once the user chose to', () => {
    const { setModelKey } = bridge();
    render(<KeyField connection={connection('not-set')} weak />);
    fireEvent.change(screen.getByLabelText('Key for Work'), { target: { value: KEY } });
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save key' });
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Keep the key here anyway'));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(setModelKey).toHaveBeenCalledWith({ id: 'c1', key: KEY, weakStorageOk: true });
  });

  it('a set key shows only "set"; Replace opens the field, Remove clears it', () => {
    const { clearModelKey } = bridge();
    render(<KeyField connection={connection('set')} weak={false} />);
    expect(screen.getByText('Key: set')).toBeTruthy();
    expect(screen.queryByLabelText('Key for Work')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    expect(clearModelKey).toHaveBeenCalledWith({ id: 'c1' });
    fireEvent.click(screen.getByRole('button', { name: 'Replace key' }));
    expect(screen.getByLabelText<HTMLInputElement>('Key for Work').value).toBe('');
  });
});
