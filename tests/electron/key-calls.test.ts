/**
 * The keychain's host calls (key-calls.ts) on safeStorage: the backend is asked on Linux only
 * (the method exists nowhere else), and what it encrypts travels as base64 both ways.
 */
import { describe, expect, it, vi } from 'vitest';
import { keyCalls } from '../../electron/main/key-calls';

const safeStorage = {
  isEncryptionAvailable: vi.fn(() => true),
  getSelectedStorageBackend: vi.fn(() => 'basic_text' as const),
  encryptString: vi.fn((text: string) => Buffer.from(`x${text}`)),
  decryptString: vi.fn((bytes: Buffer) => bytes.toString().slice(1)),
};

describe('keyCalls', () => {
  it('names the backend on Linux, and nowhere else', async () => {
    expect(await keyCalls(safeStorage, 'linux').keyStorage({})).toEqual({
      available: true,
      backend: 'basic_text',
    });
    safeStorage.getSelectedStorageBackend.mockClear();
    for (const platform of ['darwin', 'win32'] as const)
      expect(await keyCalls(safeStorage, platform).keyStorage({})).toEqual({
        available: true,
        backend: '',
      });
    expect(safeStorage.getSelectedStorageBackend).not.toHaveBeenCalled();
  });

  it('encrypts to base64 and decrypts from it', async () => {
    const calls = keyCalls(safeStorage, 'linux');
    const { encrypted } = await calls.encryptKey({ key: 'sk-1' });
    expect(Buffer.from(encrypted, 'base64').toString()).toBe('xsk-1');
    expect(await calls.decryptKey({ encrypted })).toEqual({ key: 'sk-1' });
  });
});
