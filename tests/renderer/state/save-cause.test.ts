/**
 * The cause a save tells the service (saveFile's `cause`, one of SAVE_CAUSES in
 * shared/studio/history/version.ts), so the history says what made a version: the form, a fix,
 * the optimizer, or a plain save when the user typed or edits of two kinds were mixed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioApi } from '../../../shared/ipc/contract';
import { useEditor } from '../../../renderer/src/state/editor-store';
import { installBridge } from '../../../renderer/src/state/studio';

const PATH = '/lib/s/SKILL.md';
const TEXT = '---\nname: s\ndescription: d\n---\n# S\n';

function fakeStudio() {
  let n = 0;
  const saveFile = vi.fn((_: { path: string; text: string; cause?: string }) =>
    Promise.resolve({ ok: true as const, hash: `h${++n}` }),
  );
  const readFile = vi.fn(() =>
    Promise.resolve({ kind: 'text' as const, path: PATH, text: TEXT, hash: 'h0', size: 1 }),
  );
  installBridge({
    api: { saveFile, readFile } as unknown as StudioApi,
    host: 'browser',
    onReconnect: () => () => undefined,
  });
  return saveFile;
}

afterEach(() => {
  useEditor.getState().closeFile(PATH);
});

describe('the cause of a save', () => {
  it.each([['form'], ['fix'], ['optimizer']] as const)(
    'is %s when only that edited',
    async (cause) => {
      const saveFile = fakeStudio();
      await useEditor.getState().openFile(PATH);
      useEditor.getState().edit(PATH, `${TEXT}a\n`, cause);
      useEditor.getState().edit(PATH, `${TEXT}ab\n`, cause);
      expect(await useEditor.getState().save(PATH)).toBe('saved');
      expect(saveFile.mock.calls[0]?.[0].cause).toBe(cause);
    },
  );

  it('is a plain save when the user typed, or two kinds were mixed, and starts over after', async () => {
    const saveFile = fakeStudio();
    await useEditor.getState().openFile(PATH);
    useEditor.getState().edit(PATH, `${TEXT}a\n`);
    await useEditor.getState().save(PATH);
    useEditor.getState().edit(PATH, `${TEXT}b\n`, 'form');
    useEditor.getState().edit(PATH, `${TEXT}c\n`, 'fix');
    await useEditor.getState().save(PATH);
    useEditor.getState().edit(PATH, `${TEXT}d\n`, 'fix');
    await useEditor.getState().save(PATH);
    expect(saveFile.mock.calls.map((c) => c[0].cause)).toEqual(['save', 'save', 'fix']);
  });
});
