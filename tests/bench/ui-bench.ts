/**
 * `npm run bench` (ui): the real UI in Chromium against the real service. A 10,000-skill
 * library's first paint after the service is ready, and a search keystroke until the list
 * shows the result, each against the same on a 10-skill library in the same run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { memorySettings } from '../../shared/node/service/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { startWebHost } from '../../shared/node/web/web-host';
import { ensureCorpus } from './corpus';
import { fmt, percentile } from './measure';

const COUNT = Number(process.env.BENCH_SKILLS ?? 10_000);
// npm run bench runs from the repository root.
const root = process.cwd();
const rendererDir = join(root, 'dist', 'renderer');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  console.log(`Skipped: no Chromium at ${chromiumPath}.`);
  process.exit(0);
}
if (!existsSync(join(rendererDir, 'index.html'))) {
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build-renderer.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}

interface Opened {
  page: Page;
  close: () => Promise<void>;
  /** From navigation to the first skill row painted, in ms (measured in the page). */
  firstPaint: number;
}

async function open(browser: Browser, library: string): Promise<Opened> {
  const service = new StudioService({
    settings: memorySettings([library]),
    userData: join(tmpdir(), 'skill-studio-bench', 'ui-user-data'),
    watch: false,
  });
  await service.start();
  const host = await startWebHost({ service, rendererDir });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(host.url);
  await page.waitForSelector('.skill-row');
  // Measured in the page: navigation start to the frame after the first row exists.
  const firstPaint = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() => resolve(performance.now()));
      }),
  );
  return {
    page,
    firstPaint,
    close: async () => {
      await context.close();
      await host.close();
      await service.stop();
    },
  };
}

/** Times a search keystroke until the list has changed and the next frame is painted. */
async function keystrokes(page: Page, words: string[]): Promise<number[]> {
  const samples: number[] = [];
  for (const word of words) {
    samples.push(
      await page.evaluate(async (query) => {
        const input = document.querySelector<HTMLInputElement>('input[type="search"]');
        if (!input) throw new Error('no search box');
        // The native setter, as typing does: React notices the change and filters.
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called on the input below
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        const start = performance.now();
        setValue?.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        return performance.now() - start;
      }, word),
    );
  }
  return samples;
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const rows: string[][] = [['measure', 'result', 'baseline', 'ratio', 'target']];
const verdict = (ok: boolean, target: string) => `${target} ${ok ? 'ok' : 'MISSED'}`;
try {
  console.log(`Generating (or reusing) a ${COUNT}-skill corpus...`);
  const big = realpathSync(
    ensureCorpus(join(tmpdir(), 'skill-studio-bench', `corpus-${COUNT}`), COUNT),
  );
  const small = realpathSync(ensureCorpus(join(tmpdir(), 'skill-studio-bench', 'corpus-10'), 10));

  const paints = { big: [] as number[], small: [] as number[] };
  let bigPage: Opened | undefined;
  let smallPage: Opened | undefined;
  for (let run = 0; run < 3; run++) {
    await smallPage?.close();
    await bigPage?.close();
    smallPage = await open(browser, small);
    bigPage = await open(browser, big);
    paints.small.push(smallPage.firstPaint);
    paints.big.push(bigPage.firstPaint);
  }
  const paintBig = percentile(paints.big, 50);
  const paintSmall = percentile(paints.small, 50);
  rows.push([
    `first paint, ${COUNT} skills (service ready)`,
    `${fmt(paintBig, 0)} ms`,
    `${fmt(paintSmall, 0)} ms with 10 skills`,
    fmt(paintBig / paintSmall),
    verdict(paintBig < 1000, '< 1000 ms'),
  ]);

  // Each keystroke narrows or widens the search, as typing and deleting do.
  const words = [
    's',
    'sk',
    'ski',
    'skil',
    'skill',
    'skil',
    'ski',
    'sk',
    's',
    '',
    'r',
    're',
    'rep',
    're',
    'r',
    '',
  ];
  const typing = [...words, ...words, ...words];
  if (bigPage && smallPage) {
    const onBig = await keystrokes(bigPage.page, typing);
    const onSmall = await keystrokes(smallPage.page, typing);
    const p95 = percentile(onBig, 95);
    rows.push([
      'search keystroke → list painted, p50',
      `${fmt(percentile(onBig, 50), 1)} ms`,
      `${fmt(percentile(onSmall, 50), 1)} ms with 10 skills`,
      fmt(percentile(onBig, 50) / percentile(onSmall, 50)),
      '',
    ]);
    rows.push([
      'search keystroke → list painted, p95',
      `${fmt(p95, 1)} ms`,
      `${fmt(percentile(onSmall, 95), 1)} ms with 10 skills`,
      fmt(p95 / percentile(onSmall, 95)),
      verdict(p95 < 50, '< 50 ms'),
    ]);
    await bigPage.close();
    await smallPage.close();
  }
} finally {
  await browser.close();
}
const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  '));
