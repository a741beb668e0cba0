/**
 * The ui bench's Monaco rows (ui-bench.ts): a keystroke in the editor until the underlines
 * change, on a 30 KB and a 1 KB SKILL.md, and on the 30 KB one while a trigger test runs.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { StudioService } from '../../shared/node/service/studio-service';
import { startFakeProvider } from '../helpers/fake-provider';

/** A page of the studio on a library, as `open` starts it. */
export interface Opened {
  page: Page;
  /** The service, when it runs in this process (the rows after the first paint ask it). */
  service?: StudioService;
  close: () => Promise<void>;
  /** From navigation to the first skill rows painted, in ms (measured in the page). */
  firstPaint: number;
  /** From navigation to every skill listed (the list's counts shown), in ms. */
  whole: number;
}

/** A valid SKILL.md of about `kb` kilobytes (a long body of steps and a table). */
export function skillOfSize(name: string, kb: number): string {
  const lines = [
    `---`,
    `name: ${name}`,
    `description: Does a thing. Use when asked.`,
    `---`,
    '',
    '# Steps',
    '',
  ];
  for (let i = 1; lines.join('\n').length < kb * 1024; i++)
    lines.push(`${i}. Read the input, check column ${i} and write row ${i} of the report table.`);
  return `${lines.join('\n')}\n`;
}

/** Times each keystroke in the page from keydown to the error underline changing in the DOM. */
async function underlineLatencies(page: Page, skill: string): Promise<number[]> {
  await page.locator('.skill-row', { hasText: skill }).first().click();
  await page.locator('.monaco-editor .view-lines').first().waitFor();
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const state = { down: 0, deltas: [] as number[] };
    (window as unknown as { benchState: typeof state }).benchState = state;
    window.addEventListener('keydown', () => (state.down = performance.now()), true);
    let last = document.querySelectorAll('.squiggly-error').length;
    new MutationObserver(() => {
      const now = document.querySelectorAll('.squiggly-error').length;
      if (now === last) return;
      last = now;
      state.deltas.push(performance.now() - state.down);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  for (let i = 0; i < 15; i++) {
    for (const key of ['Shift+X', 'Backspace']) {
      const before = await page.evaluate(
        () => (window as unknown as { benchState: { deltas: number[] } }).benchState.deltas.length,
      );
      await page.keyboard.press(key);
      await page.waitForFunction(
        (n) =>
          (window as unknown as { benchState: { deltas: number[] } }).benchState.deltas.length > n,
        before,
      );
    }
  }
  const deltas = await page.evaluate(
    () => (window as unknown as { benchState: { deltas: number[] } }).benchState.deltas,
  );
  await page.reload();
  await page.waitForSelector('.skill-row');
  return deltas;
}

/**
 * Types a capital into the name (an error appears) and deletes it (it goes), on a 30 KB and
 * a 1 KB SKILL.md; then on the 30 KB one again while a trigger test runs in the service: 400
 * requests to the loopback fake provider, each answered after 300 ms, 4 at a time (the run is
 * cancelled once the typing is done, and must still be going then).
 */
export async function markerLatencies(
  open: (library: string) => Promise<Opened>,
): Promise<{ big: number[]; small: number[]; duringRun: number[]; requestsMeanwhile: number }> {
  const library = realpathSync(mkdtempSync(join(tmpdir(), 'skill-studio-ui-bench-')));
  for (const [name, kb] of [
    ['big', 30],
    ['small', 1],
  ] as const) {
    mkdirSync(join(library, name));
    writeFileSync(join(library, name, 'SKILL.md'), skillOfSize(name, kb));
  }
  mkdirSync(join(library, 'big', 'evals'));
  writeFileSync(
    join(library, 'big', 'evals', 'trigger-queries.json'),
    JSON.stringify(
      Array.from({ length: 20 }, (_, i) => ({
        query: `Request ${i}`,
        should_trigger: i % 2 === 0,
      })),
    ),
  );
  const fake = await startFakeProvider({
    respond: () => ({ kind: 'reply', delayMs: 300, text: 'No skill needed.' }),
  });
  const opened = await open(library);
  const { page } = opened;
  try {
    const big = await underlineLatencies(page, 'big');
    const small = await underlineLatencies(page, 'small');
    const h = (opened.service as StudioService).handlers;
    const { id } = await h.saveModelConnection({
      label: 'Fake',
      provider: 'anthropic',
      baseUrl: fake.origin,
      model: 'fake-model',
    });
    await h.setModelKey({ id, key: 'sk-bench' });
    const run = h.runTriggerTest({
      dir: join(library, 'big'),
      agent: 'claude-code',
      connection: id,
      runs: 20,
      competitors: 'library',
      concurrency: 4,
      threshold: 0.5,
      job: 'bench-run',
    });
    const duringRun = await underlineLatencies(page, 'big');
    await h.cancelJob({ job: 'bench-run' });
    const record = await run;
    const requestsMeanwhile = record.results.reduce((n, r) => n + r.runs + r.errors, 0);
    if (record.stopped?.kind !== 'cancelled')
      throw new Error('The trigger run ended before the typing did: make it longer.');
    return { big, small, duringRun, requestsMeanwhile };
  } finally {
    await opened.close();
    await fake.close();
    rmSync(library, { recursive: true, force: true });
  }
}
