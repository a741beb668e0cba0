/**
 * The add-shebang fix: script-no-shebang offers to write a "#!" line chosen from the script's
 * extension (env(1) finding the interpreter on PATH), and carrying it out writes that line at
 * the top of the script, not of SKILL.md, through the editor's conditional save: a script
 * changed on disk since it was read is not overwritten.
 */
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../../../shared/i18n/catalogue';
import { loadSkill } from '../../../../shared/node/load-skill';
import { withFirstLine } from '../../../../shared/skill/text';
import type { Fix } from '../../../../shared/skill/types';
import { runFix } from '../../../../renderer/src/features/editor/run-fix';
import { useEditor } from '../../../../renderer/src/state/editor-store';
import { installBridge } from '../../../../renderer/src/state/studio';
import { startService } from '../../../helpers/service';
import { portApi } from '../../../helpers/transports';

const SKILL =
  '---\nname: s\ndescription: Fills PDF forms from a customer record. Use when the user asks to fill a form.\n---\n# S\n\nRun scripts/fill.py, scripts/run.sh and scripts/build.mjs.\n';

/** The fixes script-no-shebang offers for each script of a skill folder. */
function shebangFixes(dir: string): Record<string, Fix[]> {
  const out: Record<string, Fix[]> = {};
  for (const d of loadSkill(dir).result.diagnostics)
    if (d.code === 'script-no-shebang') out[english(d.message)] = d.fixes ?? [];
  return out;
}

describe('the add-shebang fix', () => {
  it('is offered for the script, with the interpreter its extension names', async () => {
    const { root } = await startService(
      {
        's/SKILL.md': SKILL,
        's/scripts/fill.py': 'print(1)\n',
        's/scripts/run.sh': 'echo hi\n',
        's/scripts/build.mjs': 'console.log(1);\n',
      },
      false,
    );
    const fixes = Object.values(shebangFixes(join(root, 's'))).flat();
    expect(fixes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'prepend-line',
          path: 'scripts/fill.py',
          line: '#!/usr/bin/env python3',
        }),
        expect.objectContaining({ path: 'scripts/run.sh', line: '#!/usr/bin/env sh' }),
        expect.objectContaining({ path: 'scripts/build.mjs', line: '#!/usr/bin/env node' }),
      ]),
    );
    expect(fixes).toHaveLength(3);
    const py = fixes.find((f) => f.kind === 'prepend-line' && f.path === 'scripts/fill.py');
    expect(py && english(py.title)).toBe(
      'Add "#!/usr/bin/env python3" as the first line of scripts/fill.py',
    );
  });

  it('writes the line at the top of the script, keeping its line endings and run bit', async () => {
    const { service, root } = await startService(
      { 's/SKILL.md': SKILL, 's/scripts/fill.py': 'print(1)\r\nprint(2)\r\n' },
      false,
    );
    const script = join(root, 's/scripts/fill.py');
    chmodSync(script, 0o755);
    installBridge({ api: portApi(service), host: 'browser', onReconnect: () => () => undefined });
    const [fix] = Object.values(shebangFixes(join(root, 's'))).flat();
    if (!fix) throw new Error('no fix offered');
    await runFix(fix, join(root, 's'), join(root, 's/SKILL.md'));
    expect(readFileSync(script, 'utf8')).toBe('#!/usr/bin/env python3\r\nprint(1)\r\nprint(2)\r\n');
    expect(statSync(script).mode & 0o777).toBe(0o755);
    expect(readFileSync(join(root, 's/SKILL.md'), 'utf8')).toBe(SKILL);
    expect(shebangFixes(join(root, 's'))).toEqual({});
    useEditor.getState().closeFile(script);
  });

  it('does not overwrite a script changed on disk since the editor read it', async () => {
    const { service, root } = await startService(
      { 's/SKILL.md': SKILL, 's/scripts/fill.py': 'print(1)\n' },
      false,
    );
    const script = join(root, 's/scripts/fill.py');
    installBridge({ api: portApi(service), host: 'browser', onReconnect: () => () => undefined });
    await useEditor.getState().openFile(script);
    // Changed by another program; the service does not watch here, so the editor has the old text.
    writeFileSync(script, 'print("theirs")\n');
    const [fix] = Object.values(shebangFixes(join(root, 's'))).flat();
    if (!fix) throw new Error('no fix offered');
    await runFix(fix, join(root, 's'), join(root, 's/SKILL.md'));
    expect(readFileSync(script, 'utf8')).toBe('print("theirs")\n');
    useEditor.getState().closeFile(script);
  });

  it('a byte order mark is dropped, since "#!" must be the first two bytes (execve(2))', () => {
    expect(withFirstLine('\uFEFFprint(1)\n', '#!/usr/bin/env python3')).toBe(
      '#!/usr/bin/env python3\nprint(1)\n',
    );
    expect(withFirstLine('', '#!/usr/bin/env sh')).toBe('#!/usr/bin/env sh\n');
  });
});
