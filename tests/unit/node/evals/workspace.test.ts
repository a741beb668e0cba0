/**
 * Reading workspaces as skill-creator's scripts/aggregate_benchmark.py reads them (anthropics/
 * skills 9d2f1ae187231d8199c64b5b762e1bdf2244733d, `load_run_results`): eval folders `eval-*`
 * in the iteration or under `runs/`, eval_metadata.json's eval_id before the folder's number,
 * any configuration folder, `run-*` folders or one grading.json in the configuration's folder;
 * and the next iteration's number chosen from what exists.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newIteration, readIteration, workspaceOf } from '../../../../shared/node/evals/workspace';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'evals-ws-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const grading = (passed: number, total: number) =>
  JSON.stringify({
    expectations: [],
    summary: { passed, failed: total - passed, total, pass_rate: passed / total },
  });

describe('an evals workspace', () => {
  it('sits beside the skill', () => {
    expect(workspaceOf('/lib/pdf')).toBe('/lib/pdf-workspace');
  });

  it("reads skill-creator's own iteration: runs/, descriptive folders, old_skill, a flat grading", async () => {
    const root = tree({
      'runs/eval-0-fill-form/eval_metadata.json': JSON.stringify({
        eval_id: 7,
        eval_name: 'fill-form',
        prompt: 'Fill the form',
        assertions: [],
      }),
      'runs/eval-0-fill-form/new_skill/run-1/grading.json': grading(2, 2),
      'runs/eval-0-fill-form/new_skill/run-1/outputs/form.txt': 'filled',
      'runs/eval-0-fill-form/old_skill/grading.json': grading(1, 2),
      'runs/eval-0-fill-form/inputs/sample.pdf': '%PDF',
      'runs/eval-3/with_skill/run-2/grading.json': grading(1, 1),
      'runs/eval-3/with_skill/run-10/grading.json': grading(0, 1),
      'feedback.json': JSON.stringify({ reviews: [], status: 'complete' }),
    });
    symlinkSync('/etc/hostname', join(root, 'runs/eval-0-fill-form/new_skill/run-1/outputs/link'));
    const found = await readIteration(root);
    expect(found.feedback).toEqual({ reviews: [], status: 'complete' });
    expect(found.evals.map((e) => [e.folder, e.eval_id, Object.keys(e.configurations)])).toEqual([
      ['eval-0-fill-form', 7, ['new_skill', 'old_skill']],
      ['eval-3', 3, ['with_skill']],
    ]);
    const [first, second] = found.evals;
    // The link in outputs is not followed; the folder without a grading is not a configuration.
    expect(first?.configurations.new_skill?.[0]?.outputs).toEqual([
      { path: 'form.txt', bytes: 6, text: 'filled' },
    ]);
    expect(first?.configurations.old_skill?.map((r) => r.run)).toEqual([1]);
    // Sorted as strings, as the script's sorted(glob("run-*")).
    expect(second?.configurations.with_skill?.map((r) => r.run)).toEqual([10, 2]);
  });

  it('numbers the next iteration past the highest there', async () => {
    const root = tree({ 'iteration-1/x': '', 'iteration-4/x': '', 'iteration-x/y': '' });
    expect((await newIteration(root)).n).toBe(5);
    expect((await newIteration(join(root, 'fresh'))).n).toBe(1);
  });
});
