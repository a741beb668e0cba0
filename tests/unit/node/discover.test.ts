/**
 * Discovery under a library root: which folders are skills, which are passed over and why.
 */
import { mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../shared/i18n/catalogue';
import { discoverSkills, MAX_DEPTH, MAX_FOLDERS } from '../../../shared/node/discover';
import { NOT_SEARCHED } from '../../../shared/node/discovery-rules';
import { listSkillFiles, listSkillFilesFrom } from '../../../shared/node/skill-files';
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
    const deep = inEnglish(found.skipped).find((s) => s.rel === '1/2/3/4/5/6/7');
    expect(deep?.reason).toContain(`${MAX_DEPTH} levels`);
  });

  it('enters the dot-folders agents and public repositories keep skills in', () => {
    // The folders of /work/shared/docs/skill-format.md §1 and openai/skills' layout.
    const root = tempTree({
      '.claude/skills/a/SKILL.md': skillMd('a'),
      '.agents/skills/b/SKILL.md': skillMd('b'),
      '.github/skills/c/SKILL.md': skillMd('c'),
      '.opencode/skills/d/SKILL.md': skillMd('d'),
      '.cursor/skills/e/SKILL.md': skillMd('e'),
      '.gemini/skills/f/SKILL.md': skillMd('f'),
      'skills/.curated/g/SKILL.md': skillMd('g'),
      'skills/.system/h/SKILL.md': skillMd('h'),
      '.hidden/w/SKILL.md': skillMd('w'),
    });
    expect(discoverSkills(root).skills.map((s) => s.rel)).toEqual([
      '.agents/skills/b',
      '.claude/skills/a',
      '.cursor/skills/e',
      '.gemini/skills/f',
      '.github/skills/c',
      '.hidden/w',
      '.opencode/skills/d',
      'skills/.curated/g',
      'skills/.system/h',
    ]);
  });

  it("never enters a tool or cache folder of the deny list, nor the studio's own work folders", () => {
    const files: Record<string, string> = { 'ok/SKILL.md': skillMd('ok') };
    for (const name of NOT_SEARCHED) {
      files[`${name}/x/SKILL.md`] = skillMd('x');
      // Nor when the folder sits deeper, inside an agent folder.
      files[`.claude/skills/${name}/y/SKILL.md`] = skillMd('y');
    }
    files['.skill-studio-import-123-abc/z/SKILL.md'] = skillMd('z');
    files['.new-one.0b6f1c2e-8d1a-4c39-9a43-2f8e51c0d7aa.new/SKILL.md'] = skillMd('new-one');
    const root = tempTree(files);
    for (const name of ['.git', '.hg', '.svn', 'node_modules', '.venv', 'venv', '__pycache__'])
      expect(NOT_SEARCHED.has(name)).toBe(true);
    for (const name of ['.cache', '.tox', '.next', '.idea', '.vscode'])
      expect(NOT_SEARCHED.has(name)).toBe(true);
    expect(discoverSkills(root).skills.map((s) => s.rel)).toEqual(['ok']);
    // A link named like a denied folder is not followed; one named otherwise is.
    symlinkSync(join(root, '.cache/x'), join(root, 'linked'));
    symlinkSync(join(root, '.cache/x'), join(root, 'ok', 'node_modules'));
    expect(discoverSkills(root).skills.map((s) => s.rel)).toEqual(['linked', 'ok']);
  });

  it('keeps the depth limit inside dot-folders', () => {
    const root = tempTree({
      '.claude/skills/a/b/c/d/SKILL.md': skillMd('d'),
      '.claude/skills/a/b/c/d/e/SKILL.md': skillMd('e'),
    });
    const found = discoverSkills(root);
    expect(found.skills.map((s) => s.rel)).toEqual(['.claude/skills/a/b/c/d']);
    expect(
      inEnglish(found.skipped).find((s) => s.rel === '.claude/skills/a/b/c/d/e')?.reason,
    ).toContain(`deeper than ${MAX_DEPTH} levels`);
  });

  it('stops after the bound on folders visited and says where', () => {
    const files: Record<string, string> = {};
    for (const name of ['a', 'b', 'c', 'd', 'e']) files[`${name}/SKILL.md`] = skillMd(name);
    const root = tempTree(files);
    expect(MAX_FOLDERS).toBe(50_000);
    // The root and three skill folders fit in four.
    const found = discoverSkills(root, undefined, { maxFolders: 4 });
    expect(found.skills.map((s) => s.rel)).toEqual(['a', 'b', 'c']);
    expect(inEnglish(found.skipped)).toEqual([
      {
        rel: 'd',
        reason:
          'the search stopped after 4 folders: this folder and the ones after it were not searched (add a smaller folder as the library)',
      },
    ]);
    expect(discoverSkills(root).skills).toHaveLength(5);
  });

  it('reports a "Skill.md" near miss, a link leaving the root and a broken link', () => {
    const outside = tempTree({ 'far/SKILL.md': skillMd('far'), 'plain/notes.md': 'n\n' });
    const root = tempTree({ 'near/Skill.md': skillMd('near'), 'in/SKILL.md': skillMd('in') });
    symlinkSync(join(outside, 'far'), join(root, 'escape'));
    symlinkSync(join(outside, 'plain'), join(root, 'away'));
    symlinkSync(join(root, 'in'), join(root, 'inner-link'));
    symlinkSync(join(root, 'nowhere'), join(root, 'broken'));
    const found = discoverSkills(root);
    // A link out of the root to a skill folder is that skill, listed as the link (link-fence.ts).
    expect(found.skills.map((s) => [s.rel, s.link?.target])).toEqual([
      ['escape', realpathSync(join(outside, 'far'))],
      ['in', undefined],
    ]);
    expect(found.skipped.map((s) => s.rel).sort()).toEqual(['away', 'broken', 'near']);
    expect(inEnglish(found.skipped).find((s) => s.rel === 'near')?.reason).toContain('SKILL.md');
  });

  it('a root that is itself a skill, and a root that does not exist', () => {
    const root = tempTree({ 'SKILL.md': skillMd('root') });
    expect(discoverSkills(root).skills.map((s) => s.rel)).toEqual(['']);
    expect(inEnglish(discoverSkills(join(root, 'missing')).skipped)[0]?.reason).toContain(
      'cannot be opened',
    );
  });

  it('does not loop on a link cycle', () => {
    const root = tempTree({ 'a/SKILL.md': skillMd('a') });
    mkdirSync(join(root, 'a/sub'));
    symlinkSync(root, join(root, 'a/sub/loop'));
    expect(discoverSkills(root).skills.map((s) => s.rel)).toEqual(['a']);
  });
});

describe('discoverSkills with files: the listing a check uses instead of listing again', () => {
  // Every skill's listing, completed by listSkillFilesFrom, must be listSkillFiles' own list:
  // folders discovery passes over (.venv, .skill-studio-*, too deep, past the bound) are
  // listed on their own, the ones listSkillFiles skips (.git, node_modules, temp names) not.
  const tree = () => {
    const root = tempTree({
      'a/SKILL.md': skillMd('a'),
      'a/scripts/run.py': 'print(1)\n',
      'a/.venv/lib/site.py': 'x\n',
      'a/.cache/c.bin': 'c',
      'a/node_modules/m/index.js': 'm',
      'a/.git/HEAD': 'ref',
      'a/.skill-studio-staging/part.bin': 'p',
      'a/.notes.md.12345678-1234-1234-1234-123456789abc.tmp': 't',
      'a/inner/SKILL.md': skillMd('inner'),
      'a/inner/assets/i.png': 'i',
      'a/d1/d2/d3/d4/d5/d6/d7/deep.txt': 'deep',
      'b/skill.md': skillMd('b'),
      'b/references/r.md': 'r',
      'lonely/file.txt': 'not a skill',
    });
    mkdirSync(join(root, 'a/empty'));
    symlinkSync(join(root, 'a/scripts/run.py'), join(root, 'a/link-to-file'));
    symlinkSync(join(root, 'b'), join(root, 'a/link-to-dir'));
    return root;
  };

  it('lists every skill as listSkillFiles does', () => {
    const root = tree();
    const found = discoverSkills(root, undefined, undefined, { files: true });
    expect(found.skills.map((s) => s.rel)).toEqual(['a', 'a/inner', 'b']);
    for (const s of found.skills) {
      if (!s.listing) throw new Error(`${s.rel} has no listing`);
      expect(listSkillFilesFrom(s.dir, s.listing)).toEqual(listSkillFiles(s.dir));
    }
    const a = found.skills[0]?.listing;
    expect(a?.unlisted.sort()).toEqual([
      '.cache',
      '.skill-studio-staging',
      '.venv',
      'd1/d2/d3/d4/d5/d6',
    ]);
    expect(a?.skillMd).toBe('file');
  });

  it('past the bound on folders, the folders not searched are listed on their own', () => {
    const root = tree();
    const found = discoverSkills(root, undefined, { maxFolders: 4 }, { files: true });
    for (const s of found.skills)
      if (s.listing) expect(listSkillFilesFrom(s.dir, s.listing)).toEqual(listSkillFiles(s.dir));
    expect(found.skills.some((s) => (s.listing?.unlisted.length ?? 0) > 0)).toBe(true);
  });

  it('tells each skill to onSkill once its folder is walked, nested ones first', () => {
    const root = tree();
    const seen: string[] = [];
    discoverSkills(root, undefined, undefined, {
      onSkill: (s) => seen.push(`${s.rel}:${s.subdirEntries.scripts ?? '-'}`),
    });
    expect(seen).toEqual(['a/inner:-', 'a:1', 'b:-']);
  });

  it('without files, no listing is kept', () => {
    expect(discoverSkills(tree()).skills.every((s) => s.listing === undefined)).toBe(true);
  });
});
