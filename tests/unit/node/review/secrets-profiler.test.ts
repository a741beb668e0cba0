/**
 * secretlint 11's profiler keeps every mark @secretlint/core makes and scans them all at each
 * new one (secretlint/secretlint#1633, #1653), so a run over many files grew quadratically.
 * The review switches marking off; these tests hold that it is off for the very profiler
 * @secretlint/core calls (a second copy of the package would keep marking).
 */
import { performance } from 'node:perf_hooks';
import { secretLintProfiler } from '@secretlint/profiler';
import { describe, expect, it } from 'vitest';
import { secretFindings } from '../../../../shared/node/review/secrets';
import type { ReviewFile } from '../../../../shared/review/types';

const files: ReviewFile[] = Array.from({ length: 40 }, (_, i) => ({
  path: `refs/f${i}.md`,
  kind: 'text',
  text: `line ${i}\n`,
}));

describe('secretFindings and secretlint profiler', () => {
  it('leaves no mark on the performance timeline', async () => {
    await secretFindings(files);
    // @secretlint/core names its marks "@core>lint::start||<file>" and the like.
    const marks = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('@core>'));
    expect(marks).toEqual([]);
  });

  it('keeps no profiler entries, however many files are linted', async () => {
    await secretFindings(files);
    await secretFindings(files);
    // The observer hears of marks in a later turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await secretLintProfiler.getEntries()).toEqual([]);
  });

  it('still finds a secret (the preset runs)', async () => {
    // secretlint's own fixture for the GitHub rule (secretlint-rule-github test/snapshots/ng.apikey).
    const found = await secretFindings([
      {
        path: 'config.env',
        kind: 'text',
        text: 'GITHUB_TOKEN=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\n',
      },
    ]);
    expect(found.map((f) => f.rule)).toEqual(['secret']);
  });
});
