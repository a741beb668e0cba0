/**
 * End-to-end harness: the real renderer (dist/renderer, built by `npm test`) in Debian's
 * Chromium, against a real StudioService behind the real web host, on a temp copy of the
 * bundled library. Each test gets its own library, user-data folder, host and browser context.
 */
import { cpSync, existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach } from 'vitest';
import {
  fileSettings,
  memorySettings,
  type SettingsStore,
} from '../../shared/node/service/settings/settings';
import { StudioService, type ServiceOptions } from '../../shared/node/service/studio-service';
import { startWebHost, type WebHost } from '../../shared/node/web/web-host';
import { localEndpoint } from '../../shared/node/process/service-endpoint';
import { tempTree } from '../helpers/temp';
import { desktopPicker, installDesktopBridge, type SaveDialog } from './desktop-bridge';

export const repoRoot = join(import.meta.dirname, '..', '..');
const rendererDir = join(repoRoot, 'dist', 'renderer');

/** Chromium's path: CHROMIUM_PATH, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why the browser tests cannot run here, or undefined when they can. */
export const e2eSkipReason = !existsSync(chromiumPath)
  ? `no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`
  : !existsSync(join(rendererDir, 'index.html'))
    ? 'the UI is not built (npm test builds it; or run npm run build:renderer)'
    : undefined;

// How long one Playwright action or read waits for its element (see openStudio).
const ACTION_TIMEOUT_MS = 15_000;

let browser: Browser | undefined;
/** What each test started: its browser context, its host and its service, closed in order. */
const running: { context: BrowserContext; host: WebHost; service: { stop(): Promise<void> } }[] =
  [];

afterEach(async () => {
  for (const r of running.splice(0)) {
    await r.context.close();
    await r.host.close();
    await r.service.stop();
  }
});

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

/** A studio for one test. */
export interface Studio {
  page: Page;
  /** The library folder (real path). */
  root: string;
  service: StudioService;
  url: string;
  /** The home folder agents' folders are in for this studio (a temp folder, never the real one). */
  home: string;
  /** Messages the page logged as errors, and failed requests: each test expects none. */
  problems: string[];
  /** The user-data folder (settings.json is there with `onDisk`). */
  userData: string;
  /**
   * Stops the service, host and browser context, runs `meanwhile` (what happens while the
   * studio is not running), and starts them again on the same folders.
   */
  restart: (meanwhile?: () => void) => Promise<Studio>;
}

/** Options of a studio. */
export interface StudioOptions {
  /** Files of the library; default: a copy of the bundled skills/. */
  files?: Record<string, string>;
  /** More libraries (folders) to open. */
  extraRoots?: string[];
  locale?: 'en' | 'zh';
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  /** Run the page as the desktop app (tests/e2e/desktop-bridge.ts), its save dialog this one. */
  desktop?: SaveDialog;
  /** What the host adds to the service (the desktop app's system trash, say). */
  service?: Partial<ServiceOptions>;
  /**
   * Start as a first run: the first-start guide opens. Without it the guide counts as already
   * dismissed (this is the one place that says so), so it covers no other test's page.
   */
  firstRun?: boolean;
  /** Keep the settings in a settings.json of the user-data folder, so `restart` reads them back. */
  onDisk?: boolean;
  /** Runs before the page is loaded (to route its requests), with the library's folder. */
  beforeLoad?: (page: Page, root: string) => Promise<void>;
}

/** Starts a service, the web host and a page on them. */
export async function openStudio(options: StudioOptions = {}): Promise<Studio> {
  const root = realpathSync(tempTree(options.files ?? {}));
  if (!options.files) cpSync(join(repoRoot, 'skills'), root, { recursive: true });
  const userData = join(tempTree(), 'user-data');
  mkdirSync(userData);
  const roots = [root, ...(options.extraRoots ?? [])];
  let settings = memorySettings(roots);
  if (options.onDisk) {
    writeFileSync(join(userData, 'settings.json'), JSON.stringify({ roots }));
    settings = fileSettings(userData);
  }
  // Into the store the service will really use: a test may bring its own (a settings file it
  // restarts on), and the guide would then stand over the page it clicks on.
  const used = options.service?.settings ?? settings;
  if (!options.firstRun) await used.write({ ...used.read(), uiPrefs: { guideDismissed: true } });
  const home = realpathSync(tempTree());
  return launch({ root, userData, home, settings }, options);
}

interface Place {
  root: string;
  userData: string;
  home: string;
  settings: SettingsStore;
}

async function launch(place: Place, options: StudioOptions): Promise<Studio> {
  const { root, userData, home, settings } = place;
  const service = new StudioService({
    settings,
    userData,
    agentEnv: { home, platform: process.platform, vars: {} },
    ...(options.desktop && { pickPath: desktopPicker(options.desktop) }),
    ...options.service,
  });
  await service.start();
  await service.whenWatching();
  const host = await startWebHost({ service: localEndpoint(service), rendererDir });
  const { page, context, problems } = await newPage(options);
  const run = { host, service, context };
  running.push(run);
  if (options.desktop) await installDesktopBridge(page, service);
  await options.beforeLoad?.(page, root);
  await page.goto(host.url);
  const restart = async (meanwhile?: () => void): Promise<Studio> => {
    running.splice(running.indexOf(run), 1);
    await context.close();
    await host.close();
    await service.stop();
    meanwhile?.();
    // What a new process has: the settings file as read from disk, a new port (so a new
    // origin, with empty storage) and a new browser profile.
    const again = options.onDisk ? fileSettings(userData) : settings;
    return launch({ ...place, settings: again }, options);
  };
  return { page, root, service, url: host.url, home, problems, userData, restart };
}

/** A new browser context and page, with the page's errors collected in `problems`. */
export async function newPage(
  options: Pick<StudioOptions, 'viewport' | 'locale' | 'colorScheme'> = {},
): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  browser ??= await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1400, height: 900 },
    locale: options.locale === 'zh' ? 'zh-CN' : 'en-US',
    colorScheme: options.colorScheme ?? 'light',
  });
  // A locator read that waits for its element (getAttribute, textContent, inputValue, click)
  // waits this long, not Playwright's 30 s: inside expect.poll, which tries at least twice (its
  // window, then once more), an element that never comes took 60 s, the whole test's budget,
  // and the test ended as a bare "Test timed out" that named nothing. Now it fails within
  // budget, with Playwright's message naming the locator it waited for.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { page, context, problems };
}

/** What a test started besides a page, to be closed after it (host, service, context). */
export function closeAfterTest(run: (typeof running)[number]): void {
  running.push(run);
}

/** The skill rows of the library list. */
export function skills(page: Page): Locator {
  return page.getByRole('listbox', { name: /Skills|技能/ }).getByRole('option');
}

const clocked = new WeakSet<Page>();

/**
 * Stops the page's clock (its timers: a toast's fade among them) until `page.clock.resume()`.
 * Installed on a loaded page, Playwright's clock sometimes stands a little ahead of what the
 * page said a moment before ("Cannot fast-forward to the past"): a wider step is tried then.
 */
export async function stopPageClock(page: Page): Promise<void> {
  if (!clocked.has(page)) await page.clock.install();
  clocked.add(page);
  for (const ahead of [1_000, 5_000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 30_000);
}
