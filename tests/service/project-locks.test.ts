/**
 * The service reads the project's skills-lock.json for a library that is the project's agent
 * folder (issue 14: "the studio reads such a lock file too"): a recorded skill's source, and
 * whether its folder still has the recorded computedHash, kept live as the folder or the lock
 * changes; a lock that does not parse, or is swapped for a link, lists nothing and breaks nothing.
 *
 * The lock is written as npx skills writes it (vercel-labs/skills@0363f53 src/local-lock.ts:
 * `{ version: 1, skills: { <name>: { source, ref?, sourceType, computedHash } } }`), and the
 * folder is the one whose computedHash that tool's computeSkillFolderHash computed itself
 * (tests/helpers/npx-skills-lock.ts), so "unchanged" is npx skills' word.
 */
import { mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextEvent, startServiceOver } from '../helpers/service';
import { NPX_LOCK, npxProject } from '../helpers/npx-skills-lock';
import { skillMd, tempTree } from '../helpers/temp';

async function project() {
  const made = npxProject();
  mkdirSync(join(made.library, 'mine'));
  writeFileSync(join(made.library, 'mine/SKILL.md'), skillMd('mine'));
  return { ...(await startServiceOver(made.library)), ...made };
}

describe('a project skills-lock.json in the service', () => {
  it('says where a recorded skill came from, unchanged, then changed since when its folder changes', async () => {
    const { service, skill } = await project();
    expect(await service.handlers.listLockedSkills({})).toEqual({
      skills: [
        { dir: skill, source: 'anthropics/skills', sourceType: 'github', ref: 'main', same: true },
      ],
      unusable: [],
    });

    const changed = nextEvent(service, 'lockedSkillsChanged', (v) => v.skills[0]?.same === false);
    writeFileSync(join(skill, 'a.md'), 'edited after the lock\n');
    await changed;
    // Put back as it was recorded, it reads unchanged again.
    writeFileSync(join(skill, 'a.md'), 'a\n');
    await nextEvent(service, 'lockedSkillsChanged', (v) => v.skills[0]?.same === true);
  });

  it('a lock that does not parse is said once, lists nothing from it, and the library goes on', async () => {
    const { service, dir, library } = await project();
    const said = nextEvent(service, 'lockedSkillsChanged', (v) => v.unusable.length > 0);
    writeFileSync(join(dir, 'skills-lock.json'), '{ "version": 1, "skills": { "hashed": ');
    expect(await said).toEqual({
      skills: [],
      unusable: [{ lockFile: join(dir, 'skills-lock.json'), library, why: 'unparsed' }],
    });
    const [list] = await service.handlers.listSkills({ root: library });
    expect(list?.skills.map((s) => s.name).sort()).toEqual(['hashed', 'mine']);

    writeFileSync(join(dir, 'skills-lock.json'), NPX_LOCK);
    await nextEvent(service, 'lockedSkillsChanged', (v) => v.skills.length === 1);
  });

  it('a lock swapped for a link out of the libraries is never read', async () => {
    const { service, dir, library } = await project();
    // A lock that would read (it records the skill) at the link's end: nothing of it may show.
    const elsewhere = join(
      realpathSync(tempTree({ 'skills-lock.json': NPX_LOCK })),
      'skills-lock.json',
    );
    const said = nextEvent(service, 'lockedSkillsChanged', (v) => v.unusable.length > 0);
    rmSync(join(dir, 'skills-lock.json'));
    symlinkSync(elsewhere, join(dir, 'skills-lock.json'));
    expect(await said).toEqual({
      skills: [],
      unusable: [{ lockFile: join(dir, 'skills-lock.json'), library, why: 'not-a-file' }],
    });
    expect(await service.handlers.listLockedSkills({})).toEqual(await said);
  });

  it('a library that is no project folder and holds no lock reads no lock', async () => {
    const root = realpathSync(tempTree({ 'hashed/SKILL.md': skillMd('hashed') }));
    const { service } = await startServiceOver(root);
    expect(await service.handlers.listLockedSkills({})).toEqual({ skills: [], unusable: [] });
  });
});
