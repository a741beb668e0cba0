/**
 * The real desktop app, end to end through Playwright's Electron driver: one window on
 * app://studio, no Node in the page, window.studio from the preload talking to the real
 * service, which opened the bundled examples on first run.
 *
 * It needs the Electron binary (absent on our build machines: its download is blocked) and a
 * display (xvfb-run -a on a headless Linux). Without either it is skipped and says why.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { _electron } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findElectron } from '../../scripts/electron-binary.mjs';
import { tempTree } from '../helpers/temp';

const root = join(import.meta.dirname, '..', '..');
const found = findElectron(root);
const noDisplay =
  process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
const skipReason =
  'missing' in found
    ? `${found.missing}; set ELECTRON_PATH or run npm start once to fetch it`
    : noDisplay
      ? 'no display; run the tests under xvfb-run -a'
      : undefined;

interface StudioWindow {
  studio: {
    listLibraries(input: object): Promise<{ root: string }[]>;
    listSkills(input: object): Promise<{ skills: { name: string }[] }[]>;
    readFile(input: { path: string }): Promise<unknown>;
  };
}

describe.skipIf(skipReason !== undefined)(
  `the real desktop app${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it('opens one guarded window whose preload reaches the real service', async () => {
      const built = spawnSync(process.execPath, [join(root, 'scripts', 'build-electron.mjs')]);
      expect(built.status).toBe(0);
      const userData = tempTree({});
      const app = await _electron.launch({
        executablePath: 'path' in found ? found.path : '',
        args: [root],
        env: { ...process.env, SKILL_STUDIO_USER_DATA: userData },
      });
      try {
        const page = await app.firstWindow();
        expect(page.url()).toMatch(/^app:\/\/studio\//);
        expect(
          await page.evaluate(() => typeof (globalThis as { require?: unknown }).require),
        ).toBe('undefined');
        const libraries = await page.evaluate(() =>
          (globalThis as unknown as StudioWindow).studio.listLibraries({}),
        );
        expect(libraries.map((l) => l.root)).toEqual([join(userData, 'skills')]);
        const lists = await page.evaluate(() =>
          (globalThis as unknown as StudioWindow).studio.listSkills({}),
        );
        expect(lists[0]?.skills.map((s) => s.name)).toContain('csv-report');
        // A path outside every library is refused by the service, through the real IPC.
        const outside = await page.evaluate(() =>
          (globalThis as unknown as StudioWindow).studio.readFile({ path: '/etc/passwd' }).then(
            () => 'read',
            (error: unknown) => String(error),
          ),
        );
        expect(outside).not.toBe('read');
        expect(app.windows()).toHaveLength(1);
      } finally {
        await app.close();
      }
    }, 60_000);
  },
);
