/**
 * `validate` of a skill made from the "With a script" template and left as it is: the advice
 * (template text, $ARGUMENTS left literal by Codex and OpenCode, a script that cannot run
 * directly) is listed, while the verdict, stdout and exit code stay skills-ref's.
 */
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { templateFiles } from '../../../shared/node/service/skills/templates';
import { tempTree } from '../../helpers/temp';
import { cli } from '../../helpers/cli';

describe('skill-studio validate: authoring advice', () => {
  it('--json of an untouched "With a script" skill lists its advice; the verdict is unchanged', async () => {
    const files = templateFiles('scripts', 'expense-reports');
    const root = tempTree(
      Object.fromEntries(Object.entries(files).map(([p, t]) => [`expense-reports/${p}`, t])),
    );
    // The template's script has a "#!" line; written without the run bit, running it directly fails.
    chmodSync(join(root, 'expense-reports/scripts/run.py'), 0o644);
    const human = await cli(root, 'validate', 'expense-reports');
    expect(human.rc).toBe(0);
    expect(human.out).toBe('Valid skill: expense-reports\n');
    expect(human.err).toContain('Advice for expense-reports (never fails the check):');
    const json = JSON.parse((await cli(root, 'validate', 'expense-reports', '--json')).out) as {
      valid: boolean;
      diagnostics: { code: string; severity: string }[];
    }[];
    expect(json[0]?.valid).toBe(true);
    const advice = json[0]?.diagnostics.filter((d) => d.severity === 'advice').map((d) => d.code);
    expect(advice).toEqual(
      expect.arrayContaining(['description-placeholder', 'arguments-literal']),
    );
    if (process.platform !== 'win32') expect(advice).toContain('script-not-executable');
  });

  it('reads the heads of the files the rules need: a script with no "#!" line', async () => {
    const root = tempTree({
      'expense-reports/SKILL.md':
        '---\nname: expense-reports\ndescription: Totals expense receipts into a report. Use when the user shares receipts.\n---\n# Steps\n\n1. Run `python3 scripts/total.py`.\n',
      'expense-reports/scripts/total.py': 'import sys\nprint(sum(map(float, sys.argv[1:])))\n',
    });
    const json = JSON.parse((await cli(root, 'validate', 'expense-reports', '--json')).out) as {
      diagnostics: { code: string; severity: string }[];
    }[];
    expect(json[0]?.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'script-no-shebang', severity: 'advice' }),
    );
  });
});
