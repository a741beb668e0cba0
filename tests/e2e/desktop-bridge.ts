/**
 * The desktop host for e2e tests without the Electron binary (it cannot be downloaded here):
 * the page gets the `window.studio` the preload (electron/preload/index.ts) builds, one method
 * per call resolving with the envelope the service's process answers on the window's port
 * (service-process.ts: dispatchCall on the service's handlers), and on() fed by the service's
 * events as that port carries them. Native dialogs are the main process's own nativePicker
 * (electron/main/host-calls.ts) over a stand-in for Electron's dialog module that records what
 * it was asked and answers with the path the test chose.
 */
import type { Dialog } from 'electron';
import type { Page } from 'playwright-core';
import { nativePicker } from '../../electron/main/host-calls';
import { CALL_NAMES } from '../../shared/ipc/contract';
import { dispatchCall } from '../../shared/ipc/dispatch';
import type { ServiceOptions, StudioService } from '../../shared/node/service/studio-service';

/** What the stand-in save dialog was opened with, and the file it answers with. */
export interface SaveDialog {
  /** The path the next save dialog returns (null: the user cancels). */
  answer: string | null;
  /** The defaultPath of each save dialog opened. */
  asked: (string | undefined)[];
}

/** A pickPath handler for the service: the real nativePicker over a recording dialog. */
export function desktopPicker(save: SaveDialog): NonNullable<ServiceOptions['pickPath']> {
  const dialog = {
    showSaveDialog: (options: { defaultPath?: string }) => {
      save.asked.push(options.defaultPath);
      return Promise.resolve({ canceled: save.answer === null, filePath: save.answer ?? '' });
    },
    showOpenDialog: () => Promise.resolve({ canceled: true, filePaths: [] }),
  } as unknown as Dialog;
  return nativePicker(dialog, () => undefined);
}

/** Gives the page, before its scripts run, the preload's `window.studio` over `service`. */
export async function installDesktopBridge(page: Page, service: StudioService): Promise<void> {
  await page.exposeFunction('__studioCall', (name: string, input: unknown) =>
    dispatchCall(service.handlers, name as (typeof CALL_NAMES)[number], input),
  );
  service.events.onAny((event, payload) => {
    page
      .evaluate(([e, p]) => window.__studioEmit?.(e, p), [event, payload] as const)
      .catch(() => undefined); // the page may be closing
  });
  await page.addInitScript((names: readonly string[]) => {
    const listeners = new Map<string, Set<(payload: unknown) => void>>();
    const api: Record<string, unknown> = Object.fromEntries(
      names.map((name) => [name, (input: unknown) => window.__studioCall?.(name, input)]),
    );
    api.on = (event: string, listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    };
    window.__studioEmit = (event: string, payload: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    };
    (window as unknown as { studio: unknown }).studio = api;
  }, CALL_NAMES);
}

declare global {
  interface Window {
    __studioCall?: (name: string, input: unknown) => Promise<unknown>;
    __studioEmit?: (event: string, payload: unknown) => void;
  }
}
