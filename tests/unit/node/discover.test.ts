/**
 * Discovery under a library root: which folders are skills, which are passed over and why.
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverSkills, MAX_DEPTH } from '../../../shared/node/discover';
import { skillMd, tempTree } from '../../helpers/temp';

describe('discoverSkills', () => {
  it('finds skills at any depth up to six levels, nested ones with their parent', () => {
    const root = tempTree({
      'a/SKILL.md': skillMd('a'),
      'a/inner/SKILL.md': skillMd('inner'),
      'group/b/skill.md': skillMd('b'),
      '1/2/3/4/5/6/SKILL.md': skillMd('six'),
      '1/2/3/4/5/6/7/SKILL.md': skillMd('seven'),
    });
    const found = discoverSkills(root);
    expect(found.skills.map((s) => [s.rel, s.skillMdName, s.parent])).toEqual([
      ['1/2/3/4/5/6', 'SKILL.md', undefined],
      ['a', 'SKILL.md', undefined],
      ['a/inner', 'SKILL.md', 'a'],
      ['group/b', 'skill.md', undefined],
    ]);
    const deep = found.skipped.find((s) => s.rel === '1/2/3/4/5/6/7');
    expect(deep?.reason).toContain(`${MAX_DEPTH} levels`);
  });

  it('never enters .git, node_modules, __pycache__ or hidden folders', () => {
    const root = tempTree({
      '.git/x/SKILL.md': skillMd('x'),
      'node_modules/y/SKILL.md': skillMd('y'),
      '__pycache__/z/SKILL.md': skillMd('z'),
      '.hidden/w/SKILL.md': skillMd('w'),
      'ok/SKILL.md': skillMd('ok'),
    });
    expect(discoverSkills(root).skills.map((s) => s.rel)).toEqual(['ok']);
  });

  it('reports a "Skill.md" near miss, a link leaving the root and a broken link', () => {
    const outside = tempTree({ 'far/SKILL.md': skillMd('far') });
    const root = tempTree({ 'near/Skill.md': skillMd('near'), 'in/SKILL.md': skillMd('in') });
    symlinkSync(join(outside, 'far'), join(root, 'escape'));
    symlinkSync(join(root, 'in'), join(root, 'inner-link'));
    symlinkSync(join(root, 'nowhere'), join(root, 'broken'));
    const found = discoverSkills(root);
    expect(found.skills.map((s) => s.rel)).toEqual(['in']);
    expect(found.skipped.map((s) => s.rel).sort()).toEqual(['broken', 'escape', 'near']);
    expect(found.skipped.find((s) => s.rel === 'near')?.reason).toContain('SKILL.md');
  });

  it('a root that is itself a skill, and a root that does not exist', () => {
    const root = tempTree({ 'SKILL.md': skillMd('root') });
    expect(discoverSkills(root).skills.map((s) => s.rel)).toEqual(['']);
    expect(discoverSkills(join(root, 'missing')).skipped[0]?.reason).toContain('cannot be opened');
  });

  it('does not loop on a link cycle', () => {
    const root = tempTree({ 'a/SKILL.md': skillMd('a') });
    mkdirSync(join(root, 'a/sub'));
    symlinkSync(root, join(root, 'a/sub/loop'));
    expect(discoverSkills(root).skills.map((s) => s.rel)).toEqual(['a']);
  });
});
