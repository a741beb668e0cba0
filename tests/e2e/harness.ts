/**
 * End-to-end harness: the real renderer (dist/renderer, built by `npm test`) in Debian's
 * Chromium, against a real StudioService behind the real web host, on a temp copy of the
 * bundled library. Each test gets its own library, user-data folder, host and browser context.
 */
import { cpSync, existsSync, mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach } from 'vitest';
import { memorySettings } from '../../shared/node/service/settings';
import { StudioService, type ServiceOptions } from '../../shared/node/service/studio-service';
import { startWebHost, type WebHost } from '../../shared/node/web/web-host';
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

let browser: Browser | undefined;
const running: { host: WebHost; service: StudioService; context: BrowserContext }[] = [];

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
}

/** Starts a service, the web host and a page on them. */
export async function openStudio(options: StudioOptions = {}): Promise<Studio> {
  const root = realpathSync(tempTree(options.files ?? {}));
  if (!options.files) cpSync(join(repoRoot, 'skills'), root, { recursive: true });
  const userData = join(tempTree(), 'user-data');
  mkdirSync(userData);
  const home = realpathSync(tempTree());
  const service = new StudioService({
    settings: memorySettings([root, ...(options.extraRoots ?? [])]),
    userData,
    agentEnv: { home, platform: process.platform, vars: {} },
    ...(options.desktop && { pickPath: desktopPicker(options.desktop) }),
    ...options.service,
  });
  await service.start();
  await service.whenWatching();
  const host = await startWebHost({ service, rendererDir });
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
  running.push({ host, service, context });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  if (options.desktop) await installDesktopBridge(page, service);
  await page.goto(host.url);
  return { page, root, service, url: host.url, home, problems };
}

/** The skill rows of the library list. */
export function skills(page: Page): Locator {
  return page.getByRole('listbox', { name: /Skills|技能/ }).getByRole('option');
}
