/** Reading Monaco's rendered lines in the e2e tests: one copy for every test that needs them. */
import type { Locator, Page } from 'playwright-core';

/** The editor's rendered lines. */
export function lines(page: Page): Locator {
  return page.locator('.monaco-editor .view-lines .view-line');
}

/** The text of the editor's visible lines, top to bottom (a wrapped line shows as several). */
export async function editorText(page: Page): Promise<string> {
  // Monaco renders spaces as U+00A0; lines are absolutely placed, so sort by their top.
  const rows = await lines(page).evaluateAll((els) =>
    els.map((e) => ({ top: parseFloat((e as HTMLElement).style.top), text: e.textContent })),
  );
  return rows
    .sort((a, b) => a.top - b.top)
    .map((r) => r.text.replace(/\u00a0/g, ' '))
    .join('\n');
}
