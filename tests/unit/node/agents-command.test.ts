/**
 * `skill-studio agents` on a temporary home folder and project holding a skill in every
 * folder of the agent table: each agent lists its folders, whether they exist, who else reads
 * them and the skills in them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../../shared/node/cli/io';
import { runCli } from '../../../shared/node/cli/main';
import type { AgentListing } from '../../../shared/node/install/agent-folders';
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
