/**
 * `skill-studio agents` on a temporary home folder and project holding a skill in every
 * folder of the agent table: each agent lists its folders, whether they exist, who else reads
 * them and the skills in them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../../shared/node/cli/io';
import { runCli } from '../../../shared/node/cli/main';
import type { AgentListing } from '../../../shared/node/install/agent-folders';
import { folderHash } from '../../../shared/node/install/skill-hash';
import { skillMd, tempTree } from '../../helpers/temp';

async function agents(cwd: string, home: string, ...args: string[]) {
  const io = Object.assign(memoryIo(cwd), { env: { HOME: home } });
  const rc = await runCli(['agents', ...args], io);
  return { rc, out: io.out, err: io.err };
}

const HOME_FILES = {
  '.claude/skills/a/SKILL.md': skillMd('a'),
  '.agents/skills/b/SKILL.md': skillMd('b'),
  '.copilot/skills/c/SKILL.md': skillMd('c'),
  '.config/opencode/skills/d/SKILL.md': skillMd('d'),
  '.cursor/skills/e/SKILL.md': skillMd('e'),
  '.gemini/skills/f/SKILL.md': skillMd('f'),
};
const PROJECT_FILES = {
  'proj/.claude/skills/p/SKILL.md': skillMd('p'),
  'proj/.github/skills/q/SKILL.md': skillMd('q'),
  'proj/.opencode/skills/r/SKILL.md': skillMd('r'),
  'proj/.cursor/skills/s/SKILL.md': skillMd('s'),
  'proj/.gemini/skills/t/SKILL.md': skillMd('t'),
  'proj/.agents/skills/u/SKILL.md': skillMd('u'),
  'proj/skills/v/SKILL.md': skillMd('v'),
};

describe('skill-studio agents', () => {
  it('--json: every agent, its folders on this home and project, and the skills there', async () => {
    const home = tempTree(HOME_FILES);
    const work = tempTree(PROJECT_FILES);
    const r = await agents(work, home, '--json', '--project', 'proj');
    expect(r.rc).toBe(0);
    const parsed = JSON.parse(r.out) as { home: string; project: string; agents: AgentListing[] };
    expect(parsed.home).toBe(home);
    const skillsOf = (id: string) =>
      Object.fromEntries(
        (parsed.agents.find((a) => a.id === id)?.folders ?? []).map((f) => [
          f.display,
          [f.installsHere, f.exists, f.skills.map((s) => s.name).join(',')],
        ]),
      );
    const p = join(work, 'proj');
    expect(skillsOf('claude-code')).toEqual({
      '~/.claude/skills': [true, true, 'a'],
      [`${p}/.claude/skills`]: [true, true, 'p'],
    });
    expect(skillsOf('codex')).toEqual({
      '~/.agents/skills': [true, true, 'b'],
      '~/.codex/skills': [false, false, ''],
      '/etc/codex/skills': [false, false, ''],
      [`${p}/.agents/skills`]: [true, true, 'u'],
      [`${p}/.codex/skills`]: [false, false, ''],
    });
    expect(skillsOf('github-copilot')['~/.copilot/skills']).toEqual([true, true, 'c']);
    expect(skillsOf('github-copilot')[`${p}/.github/skills`]).toEqual([true, true, 'q']);
    expect(skillsOf('opencode')['~/.config/opencode/skills']).toEqual([true, true, 'd']);
    expect(skillsOf('opencode')[`${p}/.opencode/skills`]).toEqual([true, true, 'r']);
    expect(skillsOf('cursor')['~/.cursor/skills']).toEqual([true, true, 'e']);
    expect(skillsOf('cursor')[`${p}/.cursor/skills`]).toEqual([true, true, 's']);
    expect(skillsOf('gemini-cli')['~/.gemini/skills']).toEqual([true, true, 'f']);
    expect(skillsOf('gemini-cli')[`${p}/.gemini/skills`]).toEqual([true, true, 't']);
    expect(skillsOf('hello-agents')).toEqual({ [`${p}/skills`]: [true, true, 'v'] });
    const shared = parsed.agents[0]?.folders[0];
    expect(shared?.readBy).toEqual(['claude-code', 'github-copilot', 'opencode', 'cursor']);
  });

  it('in words: a star on the install folder, who else reads it, what is missing', async () => {
    const home = tempTree({ '.claude/skills/a/SKILL.md': skillMd('a') });
    const r = await agents(home, home);
    expect(r.rc).toBe(0);
    expect(r.out).toContain('Claude Code\n');
    expect(r.out).toContain('  * personal ~/.claude/skills  1 skill: a\n');
    expect(r.out).toContain('      also read by GitHub Copilot, OpenCode, Cursor\n');
    expect(r.out).toMatch(/\* personal ~\/\.gemini\/skills +not there/);
    // Without --project no project folder is listed.
    expect(r.out).not.toMatch(/^ {2}[* ] project /m);
  });

  it('--project: a skill its skills-lock.json records, with the source and whether it changed since', async () => {
    const root = tempTree({
      ...PROJECT_FILES,
      'proj/.agents/skills/pdf/SKILL.md': skillMd('pdf'),
      'proj/.agents/skills/pdf/scripts/run.py': 'print(1)\n',
    });
    const home = join(root, 'home');
    const pdf = join(root, 'proj/.agents/skills/pdf');
    // As npx skills writes it (vercel-labs/skills@0363f53 src/local-lock.ts), u recorded with a
    // hash its folder no longer has.
    const lock = {
      version: 1,
      skills: {
        pdf: {
          source: 'anthropics/skills',
          ref: 'main',
          sourceType: 'github',
          computedHash: folderHash(pdf),
        },
        u: { source: 'owner/u', sourceType: 'github', computedHash: '0'.repeat(64) },
      },
    };
    writeFileSync(join(root, 'proj/skills-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
    const r = await agents(root, home, '--project', 'proj');
    expect(r.rc).toBe(0);
    expect(r.out).toContain('pdf (skills-lock.json: anthropics/skills, unchanged)');
    expect(r.out).toContain('u (skills-lock.json: owner/u, changed since)');
    // A personal folder of the same name is no project install: nothing from the lock there.
    const json = JSON.parse((await agents(root, home, '--json', '--project', 'proj')).out) as {
      agents: AgentListing[];
    };
    const codex = json.agents.find((a) => a.id === 'codex');
    const project = codex?.folders.find((f) => f.scope === 'project' && f.installsHere);
    expect(project?.skills.find((s) => s.name === 'pdf')?.lock).toEqual({
      source: 'anthropics/skills',
      sourceType: 'github',
      ref: 'main',
      same: true,
    });
    expect(project?.skills.find((s) => s.name === 'u')?.lock?.same).toBe(false);
    // The folder changes: no longer the recorded hash.
    writeFileSync(join(pdf, 'scripts/run.py'), 'print(2)\n');
    expect((await agents(root, home, '--project', 'proj')).out).toContain(
      'pdf (skills-lock.json: anthropics/skills, changed since)',
    );
    // A lock file that does not read lists nothing from it, and the listing still works.
    writeFileSync(join(root, 'proj/skills-lock.json'), '{ not json');
    const broken = await agents(root, home, '--project', 'proj');
    expect(broken.rc).toBe(0);
    expect(broken.out).not.toContain('skills-lock.json:');
  });

  it('refuses a --project that is not a folder, and stray arguments', async () => {
    const home = tempTree();
    expect((await agents(home, home, '--project', 'nope')).err).toContain(
      "--project 'nope' is not a folder that exists.",
    );
    expect((await agents(home, home, 'extra')).rc).toBe(2);
  });
});

describe('skill-studio agents: the environment switches', () => {
  it("OPENCODE_DISABLE_EXTERNAL_SKILLS takes ~/.claude/skills and ~/.agents/skills off OpenCode's folders", async () => {
    const home = tempTree(HOME_FILES);
    const work = tempTree({});
    const folders = async (env: Record<string, string>) => {
      const io = Object.assign(memoryIo(work), { env: { HOME: home, ...env } });
      expect(await runCli(['agents', '--json'], io)).toBe(0);
      const parsed = JSON.parse(io.out) as { agents: AgentListing[] };
      return (parsed.agents.find((a) => a.id === 'opencode')?.folders ?? []).map((f) => f.display);
    };
    expect(await folders({})).toEqual([
      '~/.config/opencode/skills',
      '~/.claude/skills',
      '~/.agents/skills',
    ]);
    expect(await folders({ OPENCODE_DISABLE_EXTERNAL_SKILLS: '1' })).toEqual([
      '~/.config/opencode/skills',
    ]);
  });
});
