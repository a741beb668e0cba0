/**
 * A project as `npx skills` leaves it, for the tests of the studio reading its lock: a skill
 * folder whose computedHash vercel-labs/skills@0363f53 src/local-lock.ts computeSkillFolderHash
 * computed itself (the folder and value of tests/unit/node/install/skill-hash.test.ts), and the
 * lock in the format that file writes (`{ version: 1, skills: { <name>: { source, ref?,
 * sourceType, computedHash } } }`, 2-space JSON and a final newline).
 */
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempTree } from './temp';

/** npx skills' own computedHash of HASHED_SKILL's folder. */
export const UPSTREAM_HASH = '6f8d5b6e33aeca2a2b05ef6fbb36f147157819f1f7d3583b70db0034937d7f27';

/** The files of the skill "hashed" (and a link link.md → SKILL.md, which npx skills does not hash). */
export const HASHED_SKILL: Record<string, string> = {
  'SKILL.md': '---\nname: hashed\ndescription: Hash me.\n---\nBody\n',
  'B.md': 'B\n',
  'a.md': 'a\n',
  '_x.md': 'u\n',
  'Z/one.txt': 'one\n',
  'z.txt': 'z\n',
  'node_modules/p/x.js': 'nm\n',
  '.git/HEAD': 'ref\n',
  'sub/.git/x': 'g\n',
  'sub/s.md': 's\n',
  '中文.md': 'zh\n',
  'ä.md': 'ae\n',
  'references/guide.md': 'r\n',
  '.hidden': 'h\n',
};

/** The lock npx skills writes after installing "hashed" from anthropics/skills (and one skill not here). */
export const NPX_LOCK = `${JSON.stringify(
  {
    version: 1,
    skills: {
      gone: { source: 'someone/else', sourceType: 'github', computedHash: UPSTREAM_HASH },
      hashed: {
        source: 'anthropics/skills',
        ref: 'main',
        sourceType: 'github',
        computedHash: UPSTREAM_HASH,
      },
    },
  },
  null,
  2,
)}\n`;

/** Writes the skill "hashed" into `folder`/hashed; returns its path. */
export function writeHashedSkill(folder: string): string {
  const skill = join(folder, 'hashed');
  for (const [rel, text] of Object.entries(HASHED_SKILL)) {
    mkdirSync(dirname(join(skill, rel)), { recursive: true });
    writeFileSync(join(skill, rel), text);
  }
  symlinkSync('SKILL.md', join(skill, 'link.md'));
  return skill;
}

/** A temp project with the lock and "hashed" in its .claude/skills (real paths). */
export function npxProject(): { dir: string; library: string; skill: string } {
  const dir = realpathSync(tempTree({ 'skills-lock.json': NPX_LOCK }));
  const library = join(dir, '.claude/skills');
  const skill = writeHashedSkill(library);
  return { dir, library, skill };
}
