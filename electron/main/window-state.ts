/**
 * Remembering where the window was: bounds and maximised state in the user-data folder, saved
 * when the window moves or closes, ignored if the saved place is off every screen.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rectangle } from 'electron';
import { parseBoundedJson } from '../../shared/json/bounded-json';

/** What is remembered. */
export interface WindowState {
  bounds?: Rectangle;
  maximized?: boolean;
}

const FILE = 'window-state.json';

/** The saved state, if it still fits one of the displays' work areas. */
export function loadWindowState(userData: string, workAreas: readonly Rectangle[]): WindowState {
  try {
    const state = parseBoundedJson(readFileSync(join(userData, FILE), 'utf8')) as WindowState;
    const b = state.bounds;
    const visible =
      b &&
      workAreas.some(
        (a) =>
          b.x < a.x + a.width &&
          b.x + b.width > a.x &&
          b.y < a.y + a.height &&
          b.y + b.height > a.y,
      );
    return visible ? state : {};
  } catch {
    return {};
  }
}

/** Saves the window's state whenever it changes. */
export function trackWindowState(window: Electron.BrowserWindow, userData: string): void {
  const save = () => {
    if (window.isDestroyed()) return;
    const state: WindowState = {
      bounds: window.getNormalBounds(),
      maximized: window.isMaximized(),
    };
    try {
      writeFileSync(join(userData, FILE), JSON.stringify(state));
    } catch {
      // Not being able to remember a window position is not worth bothering the user about.
    }
  };
  for (const event of ['resized', 'moved', 'maximize', 'unmaximize', 'close'] as const)
    window.on(event as 'close', save);
}
