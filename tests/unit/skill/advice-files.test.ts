/**
 * Advice on the skill's other files, from the file list and the heads the Node side reads
 * (SkillContext.files and .texts). Expected findings come from the cited sources: best
 * practices (a table of contents past 100 lines), the skill-creator (no README.md), and how a
 * program is run (a "#!" first line and the execute bit).
 */
import { describe, expect, it } from 'vitest';
import { check, codes, skill } from '../../helpers/skill';
import type { SkillContext } from '../../../shared/skill/index';

const BODY = 'Run `scripts/run.py`, then read [the guide](references/guide.md).\n';
const advice = (context: SkillContext, body = BODY) =>
  codes(check(skill('', body), 'my-skill', 'spec', context), 'advice');
const file = (path: string, executable = true) => ({ path, size: 10, executable });

describe('advice on the skill files', () => {
  it('a README.md inside the skill', () => {
    expect(advice({ files: [file('SKILL.md'), file('README.md')] })).toEqual(['readme-in-skill']);
  });

  it('each names the file it is about, for the Problems panel to list it under', () => {
    const files = [file('SKILL.md'), file('README.md'), file('scripts/run.py', false)];
    const found = check(skill('', BODY), 'my-skill', 'spec', {
      files,
      texts: { 'scripts/run.py': 'import sys\n', 'README.md': '# Read me\n' },
    }).diagnostics.filter((d) => d.severity === 'advice');
    expect(found.map((d) => [d.code, d.file])).toEqual([
      ['readme-in-skill', 'README.md'],
      ['script-no-shebang', 'scripts/run.py'],
    ]);
  });

  it('a script with no "#!" line, or without the run bit', () => {
    const files = [file('SKILL.md'), file('scripts/run.py', false), file('references/guide.md')];
    expect(advice({ files, texts: { 'scripts/run.py': 'import sys\n' } })).toContain(
      'script-no-shebang',
    );
    expect(advice({ files, texts: { 'scripts/run.py': '#!/usr/bin/env python3\n' } })).toEqual([
      'script-not-executable',
    ]);
    const runnable = [file('SKILL.md'), file('scripts/run.py'), file('references/guide.md')];
    expect(
      advice({ files: runnable, texts: { 'scripts/run.py': '#!/usr/bin/env python3\n' } }),
    ).toEqual([]);
  });

  it('a reference over 100 lines needs a table of contents at the top', () => {
    const files = [file('SKILL.md'), file('scripts/run.py'), file('references/guide.md')];
    const long = `# Guide\n\n${'Some detail.\n'.repeat(120)}`;
    expect(advice({ files, texts: { 'references/guide.md': long } })).toEqual(['reference-no-toc']);
    const withToc = `# Guide\n\n## Contents\n- Totals\n- Receipts\n\n## Totals\n${'Some detail.\n'.repeat(120)}`;
    expect(advice({ files, texts: { 'references/guide.md': withToc } })).toEqual([]);
    expect(advice({ files, texts: { 'references/guide.md': '# Guide\n\nShort.\n' } })).toEqual([]);
  });

  it('a file nothing in the skill mentions', () => {
    const files = [
      file('SKILL.md'),
      file('scripts/run.py'),
      file('references/guide.md'),
      file('assets/logo.png'),
    ];
    const texts = {
      'scripts/run.py': '#!/usr/bin/env python3\n',
      'references/guide.md': '# Guide\n',
    };
    expect(advice({ files, texts })).toEqual(['file-unmentioned']);
    // Mentioned by a reference the body links to: the agent finds it there.
    expect(
      advice({ files, texts: { ...texts, 'references/guide.md': 'See assets/logo.png.\n' } }),
    ).toEqual([]);
  });
});
