/**
 * The UI benches' page: Chromium with the studio's real UI on a library, served by the real
 * service through the web host (ui-bench.ts, visual-bench.ts). `startBrowser` builds the UI and
 * the CLI first and returns undefined where there is no Chromium (the bench says so and ends).
 */
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { memorySettings } from '../../shared/node/service/settings/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { startWebHost } from '../../shared/node/web/web-host';
import { localEndpoint } from '../../shared/node/process/service-endpoint';
import { forkService } from '../../shared/node/process/fork-service';
import { ServiceSupervisor } from '../../shared/node/process/service-supervisor';
import type { Opened } from './ui-underlines';
import { buildFirst } from './measure';

// npm run bench runs from the repository root.
const root = process.cwd();
const rendererDir = join(root, 'dist', 'renderer');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Builds the UI and the CLI, then starts Chromium; undefined (said) when there is none. */
export async function startBrowser(): Promise<Browser | undefined> {
  if (!existsSync(chromiumPath)) {
    console.log(`Skipped: no Chromium at ${chromiumPath}.`);
    return undefined;
  }
  // The CLI's build holds the service process's entry (dist/cli/service-process.mjs).
  buildFirst(['build-renderer.mjs', 'build-cli.mjs']);
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

// A returning user's page: the first-run guide would stand over the list and the editor.
const UI_PREFS = { guideDismissed: true };

/**
 * The studio's page on `library`. `served`: the service in a process of its own, as `serve`
 * and the desktop app run it, so the page's host is not kept busy by the background check;
 * else in this process, where the rows after the first paint can ask it when its search
 * pre-index is built.
 */
export async function open(browser: Browser, library: string, served: boolean): Promise<Opened> {
  const userData = realpathSync(mkdtempSync(join(tmpdir(), 'skill-studio-ui-bench-data-')));
  let supervisor: ServiceSupervisor | undefined;
  let service: StudioService | undefined;
  if (served) {
    writeFileSync(
      join(userData, 'settings.json'),
      JSON.stringify({ roots: [library], uiPrefs: UI_PREFS }),
    );
    supervisor = new ServiceSupervisor({
      spawn: () => forkService(join(root, 'dist', 'cli', 'service-process.mjs')),
      service: { userData, settings: { kind: 'file' }, hostEvents: true },
      log: () => undefined,
    });
  } else {
    const settings = memorySettings([library]);
    await settings.write({ ...settings.read(), uiPrefs: UI_PREFS });
    service = new StudioService({ settings, userData, watch: false });
    await service.start();
  }
  const endpoint = supervisor ?? localEndpoint(service as StudioService);
  const host = await startWebHost({ service: endpoint, rendererDir });
  await supervisor?.start();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  // Measured in the page: navigation start to the frame after the first row exists, looked
  // for at every frame from the start, and the same for the whole list (the first screenful
  // of each library is read before the rest).
  // (Asking once Playwright had seen the row added the round trips to this process, busy with
  // the service's background check, to the time.)
  await page.addInitScript(() => {
    const w = window as unknown as { firstRowPaint?: number; wholePaint?: number };
    let row = false;
    let whole = false;
    const look = () => {
      if (!row && document.querySelector('.skill-row') !== null) {
        row = true;
        requestAnimationFrame(() => (w.firstRowPaint = performance.now()));
      }
      if (row && !whole && document.querySelector('[data-listed="whole"]') !== null) {
        whole = true;
        requestAnimationFrame(() => (w.wholePaint = performance.now()));
      }
      if (!whole) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(host.url);
  // The rows below are measured on the whole list.
  await page.waitForFunction(
    () => (window as unknown as { wholePaint?: number }).wholePaint !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  const [firstPaint, whole] = await page.evaluate(() => {
    const w = window as unknown as { firstRowPaint?: number; wholePaint?: number };
    return [w.firstRowPaint ?? NaN, w.wholePaint ?? NaN];
  });
  return {
    page,
    ...(service && { service }),
    firstPaint,
    whole,
    close: async () => {
      await context.close();
      await host.close();
      await (supervisor ?? service)?.stop();
      rmSync(userData, { recursive: true, force: true });
    },
  };
}
