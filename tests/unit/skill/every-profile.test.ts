/**
 * validateEveryProfile, which runs the rules once per set of known keys, gives under each
 * profile exactly what validateSkill gives for that profile alone, including the rules only
 * some profiles turn on (a rule skipped for one profile must still run for another).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  parseSkillFile,
  PROFILE_IDS,
  validateEveryProfile,
  validateSkill,
} from '../../../shared/skill/index';

const casesDir = join(import.meta.dirname, '../../fixtures/conformance/cases');

// Every conformance case's SKILL.md, plus files that trip the profile-only rules.
const files: { name: string; folder: string; text: string }[] = [
  ...readdirSync(casesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) =>
      readdirSync(join(casesDir, e.name), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .flatMap((d) =>
          readdirSync(join(casesDir, e.name, d.name), { withFileTypes: true })
            .filter((f) => f.isFile() && f.name.toLowerCase() === 'skill.md')
            .map((f) => ({
              name: e.name,
              folder: d.name,
              text: readFileSync(join(casesDir, e.name, d.name, f.name), 'utf8'),
            })),
        ),
    ),
  {
    name: 'upload rules',
    folder: 'café-claude',
    text: '---\nname: café-claude\ndescription: Reads <b>bold</b> text. Use when asked.\n---\nBody.\n',
  },
  {
    name: 'typed values',
    folder: 'yes',
    text: '---\nname: yes\ndescription: 2024-01-01\n---',
  },
];

describe('validateEveryProfile', () => {
  it('has the conformance cases to compare', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files)('$name: each profile as validateSkill checks it alone', ({ folder, text }) => {
    const parsed = parseSkillFile(text, { fixes: false });
    const files = [{ path: 'SKILL.md', size: text.length }];
    const all = validateEveryProfile(parsed, folder, { files }, false);
    for (const id of PROFILE_IDS)
      expect(all[id]).toEqual(validateSkill(parsed, folder, id, { files }, false));
  });

  it('reports the upload and HelloAgents findings under their profiles', () => {
    const by = (i: number) => {
      const f = files[files.length - i];
      if (!f) throw new Error('missing');
      const all = validateEveryProfile(parseSkillFile(f.text), f.folder);
      return (id: (typeof PROFILE_IDS)[number]) => all[id].diagnostics.map((d) => d.code);
    };
    expect(by(2)('claude-ai')).toEqual(
      expect.arrayContaining(['name-not-ascii', 'name-reserved-word', 'description-xml']),
    );
    expect(by(2)('spec')).not.toContain('name-not-ascii');
    expect(by(1)('hello-agents')).toEqual(
      expect.arrayContaining(['value-typed', 'frontmatter-no-final-newline']),
    );
  });
});
