/**
 * The link policy's last line (shared/node/link-fence.ts): a file is checked once opened, so a
 * SKILL.md or a folder on its way swapped for a link out of the libraries between the listing
 * and the read is refused by every reader, not read.
 */
import { realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../shared/i18n/catalogue';
import { discoverSkills } from '../../../shared/node/discover';
import { readLibrarySnapshot } from '../../../shared/node/library-snapshot';
import { fenceOf } from '../../../shared/node/link-fence';
import { loadSkill } from '../../../shared/node/load-skill';
import { readSkillHead, readSkillWhole } from '../../../shared/node/scan';
import { skillMd, tempTree } from '../../helpers/temp';

const posix = process.platform !== 'win32';
const SECRET = 'SECRET-OUTSIDE-TEXT';

function setup() {
  const outside = realpathSync(
    tempTree({ 'a/SKILL.md': skillMd('a', `${SECRET} Use when.`), 'x/SKILL.md': SECRET }),
  );
  const root = realpathSync(tempTree({ 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('b') }));
  const found = discoverSkills(root).skills;
  return { outside, root, a: found[0], b: found[1] };
}

describe.skipIf(!posix)('a link swapped in after the listing', () => {
  it('a SKILL.md swapped for a link out is refused by the scan, loadSkill and the snapshot', () => {
    const { outside, root, a } = setup();
    if (!a) throw new Error('not found');
    symlinkSync(join(outside, 'x/SKILL.md'), join(root, 'a/.swap'));
    renameSync(join(root, 'a/.swap'), join(root, 'a/SKILL.md'));
    for (const head of [readSkillHead(a), readSkillWhole(a)]) {
      expect(head.parsed).toBeUndefined();
      expect(inEnglish(head.error)).toContain('outside your libraries');
    }
    // What an earlier look said ('found') is not trusted: the opened file is checked.
    const stale = { kind: 'found', path: join(root, 'a/SKILL.md'), fileName: 'SKILL.md' } as const;
    const loaded = loadSkill(join(root, 'a'), 'spec', {}, { lookup: stale });
    expect(JSON.stringify(loaded.result)).not.toContain(SECRET);
    expect(loaded.parsed).toBeUndefined();
    expect(JSON.stringify(readLibrarySnapshot([root]))).not.toContain(SECRET);
  });

  it('a skill folder swapped for a link out is refused at the read of its SKILL.md', () => {
    const { outside, root, b } = setup();
    if (!b) throw new Error('not found');
    rmSync(join(root, 'b'), { recursive: true });
    symlinkSync(join(outside, 'a'), join(root, 'b'));
    const head = readSkillWhole(b);
    expect(inEnglish(head.error)).toContain('outside your libraries');
    expect(JSON.stringify(head)).not.toContain(SECRET);
    // With the other folder as a library too, the same read is allowed.
    const both = { ...b, fence: fenceOf([root, outside]) };
    expect(readSkillWhole(both).parsed?.data?.description).toContain(SECRET);
  });
});
