/**
 * The agents' walk below a library root: dot-folders, node_modules and depth are all entered;
 * folder links inside the root are followed (so one skill can be met twice), links that leave
 * the root, broken links and link loops are recorded and never entered; the bound stops it.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkSkillFiles } from '../../../shared/node/agent-walk';
import { readLibrarySnapshot } from '../../../shared/node/library-snapshot';
import { tempTree } from '../../helpers/temp';

const md = '---\nname: x\ndescription: d\n---\n';

describe('walkSkillFiles', () => {
  it('enters dot-folders, node_modules and deep folders, and follows links inside the root', () => {
    const root = tempTree({
      '.hidden/a/SKILL.md': md,
      'node_modules/pkg/b/SKILL.md': md,
      'd/e/f/g/h/i/j/k/deep/SKILL.md': md,
      'store/real/SKILL.md': md,
      'lower/skill.md': md,
      'target.md': md,
    });
    symlinkSync('store/real', join(root, 'linked'));
    mkdirSync(join(root, 'file-link'));
    symlinkSync('../target.md', join(root, 'file-link/SKILL.md'));
    const walk = walkSkillFiles(root);
    expect(walk.files.map((f) => [f.rel, f.fileName, f.viaLink, f.fileIsLink])).toEqual([
      ['.hidden/a', 'SKILL.md', false, false],
      ['d/e/f/g/h/i/j/k/deep', 'SKILL.md', false, false],
      ['file-link', 'SKILL.md', false, true],
      ['linked', 'SKILL.md', true, false],
      ['lower', 'skill.md', false, false],
      ['node_modules/pkg/b', 'SKILL.md', false, false],
      ['store/real', 'SKILL.md', false, false],
    ]);
  });

  it('records links that leave the root, broken links and loops without entering them', () => {
    const outside = tempTree({ 'secret/SKILL.md': md });
    const root = tempTree({ 'inner/SKILL.md': md });
    symlinkSync(join(outside, 'secret'), join(root, 'away'));
    symlinkSync('nowhere', join(root, 'broken'));
    symlinkSync('..', join(root, 'inner/up'));
    const walk = walkSkillFiles(root);
    expect(walk.files.map((f) => f.rel)).toEqual(['inner']);
    expect(walk.links).toEqual([
      { rel: 'away', reason: 'outside' },
      { rel: 'broken', reason: 'broken' },
      { rel: 'inner/up', reason: 'loop' },
    ]);
  });

  it('stops at its bound and says where', () => {
    const root = tempTree();
    for (let i = 0; i < 30; i++) mkdirSync(join(root, `f${String(i).padStart(2, '0')}`));
    writeFileSync(join(root, 'f29/SKILL.md'), md);
    const walk = walkSkillFiles(root, { maxFolders: 10, maxDepth: 40 });
    expect(walk.stoppedAt).toBe('f09');
    expect(walk.files).toEqual([]);
  });

  it('goes into the snapshot with each folder read once', () => {
    const root = tempTree({ 'a/SKILL.md': md, 'a/scripts/run.py': 'print(1)\n' });
    symlinkSync('a', join(root, 'b'));
    const [snapshot] = readLibrarySnapshot([root]).roots;
    expect(snapshot?.walked.map((w) => [w.folder.rel, w.folder.dir, w.viaLink])).toEqual([
      ['a', join(root, 'a'), false],
      ['b', join(root, 'b'), true],
    ]);
    expect(snapshot?.walked[1]?.folder.files).toEqual(['SKILL.md', 'scripts/run.py']);
  });
});
