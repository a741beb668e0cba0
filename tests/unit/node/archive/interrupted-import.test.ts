/**
 * An import killed between moving an old skill folder aside and moving its replacement in
 * (power cut, kill -9) must not lose the old folder: the next import into that library puts
 * it back, and removes the abandoned staging folder. Staging folders of live imports, and
 * asides whose place has been filled since, are left as they are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importArchive } from '../../../../shared/node/archive/import-skills';
import { packageSkills } from '../../../../shared/node/archive/package-skills';
import { DEFAULT_IMPORT_LIMITS } from '../../../../shared/package/index';
import { deadPid, skillMd, tempTree } from '../../../helpers/temp';
import { cli, snapshot } from '../../../helpers/packaging';

async function archiveOf(name: string): Promise<string> {
  const work = tempTree({ [`${name}/SKILL.md`]: skillMd(name) });
  const file = join(work, `${name}.zip`);
  await packageSkills([join(work, name)], file, { profile: 'spec', force: true });
  return file;
}

const options = { limits: DEFAULT_IMPORT_LIMITS, conflict: 'refuse' as const };

describe('an interrupted import', () => {
  it('is undone by the next import: the folder it moved aside is put back', async () => {
    const staging = `.skill-studio-import-${deadPid()}-AbCdEf`;
    const lib = tempTree({
      'other/SKILL.md': skillMd('other'),
      [`${staging}/replaced-my-skill/SKILL.md`]: skillMd('my-skill'),
      [`${staging}/replaced-my-skill/scripts/run.py`]: 'print(1)\n',
      [`${staging}/skill-0/SKILL.md`]: skillMd('my-skill', 'The new version. Use when asked.'),
    });
    const outcome = await importArchive(await archiveOf('fresh'), lib, options);
    expect(outcome.recovered).toEqual(['my-skill']);
    expect(outcome.imported).toBe(true);
    // The old folder, whole; the half-placed new version went with the staging folder.
    expect(readFileSync(join(lib, 'my-skill/SKILL.md'), 'utf8')).toBe(skillMd('my-skill'));
    expect(readFileSync(join(lib, 'my-skill/scripts/run.py'), 'utf8')).toBe('print(1)\n');
    expect(readdirSync(lib).sort()).toEqual(['fresh', 'my-skill', 'other']);
  });

  it('is undone even when the new import is refused, and the CLI says what it put back', async () => {
    const staging = `.skill-studio-import-${deadPid()}-XyZ123`;
    const lib = tempTree({
      [`${staging}/replaced-kept/SKILL.md`]: skillMd('kept'),
      'fresh/SKILL.md': skillMd('fresh'),
    });
    const archive = await archiveOf('fresh');
    const r = await cli(dirname(lib), 'import', archive, '--into', basename(lib));
    expect(r.rc).toBe(1);
    expect(r.out).toBe(
      `Put kept back in ${basename(lib)}: an interrupted earlier import had moved it aside.\n`,
    );
    expect(r.err).toContain('already exists');
    expect(readdirSync(lib).sort()).toEqual(['fresh', 'kept']);
  });

  it('leaves a folder filled since, hidden names such as .git, and staging folders of imports still running', async () => {
    const abandoned = `.skill-studio-import-${deadPid()}-aaaaaa`;
    const running = `.skill-studio-import-${process.pid}-bbbbbb`;
    const unknown = '.skill-studio-import-cccccc';
    const lib = tempTree({
      'my-skill/SKILL.md': skillMd('my-skill', 'Written after the crash. Use when asked.'),
      [`${abandoned}/replaced-my-skill/SKILL.md`]: skillMd('my-skill'),
      [`${running}/replaced-busy/SKILL.md`]: skillMd('busy'),
      [`${unknown}/replaced-odd/SKILL.md`]: skillMd('odd'),
      // Never a tool's folder, whoever made the staging folder.
      [`${abandoned}/replaced-.git/HEAD`]: 'ref: refs/heads/main\n',
    });
    const before = snapshot(join(lib, 'my-skill'));
    const outcome = await importArchive(await archiveOf('fresh'), lib, options);
    expect(outcome.recovered).toEqual([]);
    expect(snapshot(join(lib, 'my-skill'))).toEqual(before);
    expect(readdirSync(lib).sort()).toEqual([running, unknown, 'fresh', 'my-skill'].sort());
  });
});
