/**
 * `npm run bench visual`: the visual editor in Chromium against the real service (issue 40's
 * targets). A keystroke in Visual until the next frame is painted, on a 30 KB SKILL.md body,
 * against the same keystroke in Code (Monaco) on the same file; switching Code → Visual and
 * Visual → Code on the 30 KB file, against the same on a 1 KB one; and the first switch, which
 * fetches the editor's chunk, beside the bytes the page loads before it. First, without a
 * browser, the round trip over every SKILL.md body of the bench corpus: written back with no
 * edit (identical bytes expected) and with its first paragraph edited (only that paragraph's
 * bytes may differ), against reading the files.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { fmt, percentile, ResultTable, verdict } from './measure';
import { skillOfSize } from './ui-underlines';
import { open, startBrowser } from './ui-page';
import { ensureCorpus } from './corpus';
import { parseBody } from '../../shared/studio/markdown/body-blocks';
import { skillBodyStart } from '../../shared/studio/markdown/body-range';
import type { DocNode } from '../../shared/studio/markdown/doc-node';
import { spliceBody } from '../../shared/studio/markdown/splice';

const KEYS = 40;
const SWITCHES = 10;

type BenchWindow = { bench: { down: number; pending: boolean; deltas: number[] } };

/** Opens `skill` in the editor, in Code. */
async function openSkill(page: Page, skill: string): Promise<void> {
  await page.locator('.skill-row', { hasText: skill }).first().click();
  await page.getByRole('radio', { name: 'Code', exact: true }).waitFor();
  await choose(page, 'Code', '.monaco-editor .view-lines');
  await page.locator('.monaco-editor .view-lines', { hasText: `name: ${skill}` }).waitFor();
}

/**
 * Clicks the Code or Visual switch and times it, in the page, until `ready` shows and the
 * next frame is painted.
 */
async function choose(page: Page, name: 'Code' | 'Visual', ready: string): Promise<number> {
  return page.evaluate(
    async ([label, selector]) => {
      const radio = [...document.querySelectorAll<HTMLElement>('[role=radio]')].find(
        (r) => r.textContent.trim() === label,
      );
      if (!radio) throw new Error(`no ${label} switch`);
      const start = performance.now();
      radio.click();
      await new Promise<void>((resolve) => {
        const look = () =>
          document.querySelector(selector)?.checkVisibility()
            ? requestAnimationFrame(() => setTimeout(resolve, 0))
            : requestAnimationFrame(look);
        look();
      });
      return performance.now() - start;
    },
    [name, ready] as const,
  );
}

/**
 * Times keystrokes (a letter typed, then deleted) from keydown to the frame painted after the
 * editor's DOM (`surface`) changed, with the caret at the end of the tenth line or item.
 */
async function keystrokes(page: Page, surface: string, line: string): Promise<number[]> {
  await page.locator(line).nth(10).click();
  await page.keyboard.press('End');
  await page.evaluate((selector) => {
    const w = window as unknown as BenchWindow;
    w.bench = { down: 0, pending: false, deltas: [] };
    window.addEventListener(
      'keydown',
      () => {
        w.bench.down = performance.now();
        w.bench.pending = true;
      },
      true,
    );
    const target = document.querySelector(selector);
    if (!target) throw new Error(`no ${selector}`);
    new MutationObserver(() => {
      if (!w.bench.pending) return;
      w.bench.pending = false;
      // The frame after the change, painted.
      requestAnimationFrame(() =>
        setTimeout(() => w.bench.deltas.push(performance.now() - w.bench.down), 0),
      );
    }).observe(target, { subtree: true, childList: true, characterData: true });
  }, surface);
  for (let i = 0; i < KEYS / 2; i++) {
    for (const key of ['x', 'Backspace']) {
      const before = await page.evaluate(
        () => (window as unknown as BenchWindow).bench.deltas.length,
      );
      await page.keyboard.press(key);
      await page.waitForFunction(
        (n) => (window as unknown as BenchWindow).bench.deltas.length > n,
        before,
      );
    }
  }
  return page.evaluate(() => (window as unknown as BenchWindow).bench.deltas);
}

/** Code → Visual and back, `SWITCHES` times each, once the editor's chunk is loaded. */
async function switches(page: Page, skill: string) {
  await openSkill(page, skill);
  const toVisual: number[] = [];
  const toCode: number[] = [];
  for (let i = 0; i < SWITCHES; i++) {
    toVisual.push(await choose(page, 'Visual', '.ProseMirror'));
    toCode.push(await choose(page, 'Code', '.monaco-editor .view-lines'));
  }
  return { toVisual, toCode };
}

/** Every SKILL.md below `dir` (the corpus's agent folder of links is passed over). */
function skillFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return skillFiles(path);
    return e.isFile() && e.name === 'SKILL.md' ? [path] : [];
  });
}

/** The same paragraph with " edited" after its last text (as typing at its end does). */
function edited(node: DocNode): DocNode {
  const copy = structuredClone(node);
  const texts: DocNode[] = [];
  const visit = (n: DocNode) => {
    if (n.type === 'text') texts.push(n);
    n.content?.forEach(visit);
  };
  visit(copy);
  const last = texts.at(-1);
  if (last) last.text = `${last.text ?? ''} edited`;
  return copy;
}

/** The round trip over the corpus: how many bodies come back right, and how long it takes. */
function roundTrip(files: readonly string[]) {
  let same = 0;
  let confined = 0;
  let paragraphs = 0;
  const readStart = performance.now();
  const bodies = files.map((f) => {
    const text = readFileSync(f, 'utf8');
    return text.slice(skillBodyStart(text) ?? 0);
  });
  const read = performance.now() - readStart;
  const start = performance.now();
  for (const body of bodies) {
    const parsed = parseBody(body);
    const blocks = parsed.blocks.map((b) => structuredClone(b.node));
    if (spliceBody(parsed, blocks) === body) same += 1;
    const at = parsed.blocks.findIndex((b) => b.node.type === 'paragraph');
    const block = parsed.blocks[at];
    if (!block) continue;
    paragraphs += 1;
    blocks[at] = edited(block.node);
    const out = spliceBody(parsed, blocks);
    const tail = body.length - block.end;
    if (
      out.slice(0, block.start) === body.slice(0, block.start) &&
      out.slice(out.length - tail) === body.slice(block.end) &&
      out !== body
    )
      confined += 1;
  }
  return { same, confined, paragraphs, read, took: performance.now() - start };
}

const table = new ResultTable();
const COUNT = Number(process.env.BENCH_SKILLS ?? 10_000);
const corpus = ensureCorpus(join(tmpdir(), 'skill-studio-bench', `corpus-${COUNT}`), COUNT);
const trip = roundTrip(skillFiles(corpus));
const bodies = skillFiles(corpus).length;
table.add(
  `round trip, no edit: bodies back byte for byte (of ${bodies})`,
  `${trip.same}`,
  `${bodies}`,
  fmt(trip.same / bodies, 4),
  verdict(trip.same === bodies, 'all'),
);
table.add(
  `round trip, first paragraph edited: only its bytes differ (of ${trip.paragraphs})`,
  `${trip.confined}`,
  `${trip.paragraphs}`,
  fmt(trip.confined / trip.paragraphs, 4),
  verdict(trip.confined === trip.paragraphs, 'all'),
);
table.add(
  'round trip of every body (both passes)',
  `${fmt(trip.took, 0)} ms`,
  `${fmt(trip.read, 0)} ms reading them`,
  fmt(trip.took / trip.read),
  '',
);

const browser = await startBrowser();
if (!browser) {
  table.print();
  process.exit(0);
}
const library = realpathSync(mkdtempSync(join(tmpdir(), 'skill-studio-visual-bench-')));
try {
  for (const [name, kb] of [
    ['big', 30],
    ['small', 1],
  ] as const) {
    mkdirSync(join(library, name));
    writeFileSync(join(library, name, 'SKILL.md'), skillOfSize(name, kb));
  }
  const opened = await open(browser, library, false);
  const { page } = opened;
  try {
    const bytes = { before: 0, chunk: 0 };
    page.on('response', (r) => {
      void r.body().then(
        (b) => {
          if (/\/visual-editor-[\w-]+\.js$/.test(r.url())) bytes.chunk += b.length;
        },
        () => undefined,
      );
    });
    bytes.before = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .reduce((n, e) => n + (e as PerformanceResourceTiming).decodedBodySize, 0),
    );
    await openSkill(page, 'big');
    const cold = await choose(page, 'Visual', '.ProseMirror');
    await choose(page, 'Code', '.monaco-editor .view-lines');
    const big = await switches(page, 'big');
    const small = await switches(page, 'small');
    await openSkill(page, 'big');
    const inCode = await keystrokes(page, '.monaco-editor .view-lines', '.view-line');
    await choose(page, 'Visual', '.ProseMirror');
    const inVisual = await keystrokes(page, '.ProseMirror', '.ProseMirror li p');
    await page.waitForLoadState('networkidle');

    const p95 = percentile(inVisual, 95);
    table.add(
      'Visual keystroke → painted, 30 KB body, p50',
      `${fmt(percentile(inVisual, 50), 1)} ms`,
      `${fmt(percentile(inCode, 50), 1)} ms in Code`,
      fmt(percentile(inVisual, 50) / percentile(inCode, 50)),
      '',
    );
    table.add(
      'Visual keystroke → painted, 30 KB body, p95',
      `${fmt(p95, 1)} ms`,
      `${fmt(percentile(inCode, 95), 1)} ms in Code`,
      fmt(p95 / percentile(inCode, 95)),
      verdict(p95 < 30, '< 30 ms'),
    );
    for (const [label, ours, base] of [
      ['Code → Visual, 30 KB, p95', big.toVisual, small.toVisual],
      ['Visual → Code, 30 KB, p95', big.toCode, small.toCode],
    ] as const) {
      const at = percentile(ours, 95);
      table.add(
        label,
        `${fmt(at, 0)} ms`,
        `${fmt(percentile(base, 95), 0)} ms on 1 KB`,
        fmt(at / percentile(base, 95)),
        verdict(at < 200, '< 200 ms'),
      );
    }
    table.add(
      `first Code → Visual (fetches the editor: ${fmt(bytes.chunk / 1024, 0)} KB)`,
      `${fmt(cold, 0)} ms`,
      `${fmt(bytes.before / 1024, 0)} KB loaded before it`,
      '',
      '',
    );
  } finally {
    await opened.close();
  }
} finally {
  await browser.close();
  rmSync(library, { recursive: true, force: true });
}
table.print();
