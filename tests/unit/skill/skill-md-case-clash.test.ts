/**
 * A folder holding SKILL.md and a name that differs from it only in case (skill.md, Skill.md):
 * agents read one and ignore the other, and on a case-insensitive disk (macOS, Windows) they
 * collide. A warning of the destination profiles; under `spec` nothing changes, since
 * skills-ref has no such rule (it reads SKILL.md, else skill.md, and says nothing of the other:
 * the project's skill-format.md §1, followed by shared/node/skill-folder.ts).
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import { PROFILE_IDS } from '../../../shared/skill/index';
import { loadSkill } from '../../../shared/node/load-skill';
import { check, only, skill } from '../../helpers/skill';
import { cli } from '../../helpers/cli';
import { skillMd, tempTree } from '../../helpers/temp';
import { messageText } from '../../../renderer/src/i18n/message-text';

const files = (...paths: string[]) => paths.map((path) => ({ path, size: 10 }));
const clashes = (profile: (typeof PROFILE_IDS)[number], context: Parameters<typeof check>[3]) =>
  check(skill(''), 'my-skill', profile, context).diagnostics.filter(
    (d) => d.code === 'skill-md-case-clash',
  );

describe('skill-md-case-clash', () => {
  it('SKILL.md beside skill.md: a warning naming the file read and the one ignored', () => {
    const result = check(skill(''), 'my-skill', 'claude-code', {
      skillMdName: 'SKILL.md',
      files: files('SKILL.md', 'references/a.md', 'skill.md'),
    });
    const d = only(result, 'skill-md-case-clash');
    expect(d.severity).toBe('warning');
    expect(result.valid).toBe(true);
    expect(english(d.message)).toBe(
      'This folder holds both "SKILL.md" and "skill.md", names that differ only in capitals. Agents read "SKILL.md" and ignore "skill.md"; on a disk that ignores case (macOS, Windows) they are one file, so copying, installing or unpacking the skill there keeps only one of them. Move what you need into "SKILL.md" and delete "skill.md".',
    );
    expect(messageText(d.message, 'zh')).toContain('智能体读取 "SKILL.md"，忽略 "skill.md"');
  });

  it('names every other case variant, and only top-level ones', () => {
    const found = clashes('hello-agents', {
      skillMdName: 'SKILL.md',
      files: files('SKILL.md', 'Skill.md', 'SKILL.MD', 'docs/skill.md'),
    });
    expect(found.map((d) => english(d.message))).toEqual([
      expect.stringContaining('ignore "Skill.md", "SKILL.MD"'),
    ]);
    // A skill.md in a sub-folder is a resource, not a second SKILL.md.
    expect(
      clashes('claude-ai', { skillMdName: 'SKILL.md', files: files('SKILL.md', 'docs/skill.md') }),
    ).toEqual([]);
    expect(clashes('claude-ai', { skillMdName: 'SKILL.md', files: files('SKILL.md') })).toEqual([]);
  });

  it('under spec the findings and the verdict stay skills-ref’s; every destination warns', () => {
    const context = { skillMdName: 'SKILL.md', files: files('SKILL.md', 'skill.md') };
    expect(check(skill(''), 'my-skill', 'spec', context).diagnostics).toEqual([]);
    for (const profile of PROFILE_IDS.filter((p) => p !== 'spec'))
      expect(
        clashes(profile, context).map((d) => d.severity),
        profile,
      ).toEqual(['warning']);
  });

  it('found on disk by the loader and by validate --all (a case-sensitive disk holds both)', async () => {
    const text = skillMd('twin', 'Checks twin files. Use when the user asks about twin files.');
    const root = tempTree({ 'lib/twin/SKILL.md': text, 'lib/twin/skill.md': text });
    const loaded = loadSkill(`${root}/lib/twin`, 'claude-code');
    expect(loaded.result.diagnostics.map((d) => d.code)).toEqual(['skill-md-case-clash']);
    expect(loadSkill(`${root}/lib/twin`, 'spec').result.diagnostics).toEqual([]);
    const r = await cli(root, 'validate', '--all', 'lib', '--profile', 'claude-code', '--json');
    const json = JSON.parse(r.out) as { diagnostics: { code: string }[] }[];
    expect(json.map((j) => j.diagnostics.map((d) => d.code))).toEqual([['skill-md-case-clash']]);
  });
});
