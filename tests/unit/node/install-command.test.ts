/**
 * `skill-studio install` in-process on a temporary home: what it says for an install, a second
 * run, a conflict and a refusal, its exit codes, and its usage errors.
 */
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../../shared/node/cli/io';
import { runCli } from '../../../shared/node/cli/main';
import { skillMd, tempTree } from '../../helpers/temp';

function setup() {
  const home = realpathSync(tempTree());
  const work = realpathSync(
    tempTree({
      'lib/tidy/SKILL.md': skillMd('tidy'),
      'lib/Bad/SKILL.md': '---\nname: Bad\ndescription: d\n---\n',
    }),
  );
  const env = { HOME: home, SKILL_STUDIO_USER_DATA: join(work, 'ud') };
  const run = async (...args: string[]) => {
    const io = Object.assign(memoryIo(work), { env });
    const rc = await runCli(['install', ...args], io);
    return { rc, out: io.out, err: io.err };
  };
  return { home, work, run };
}

describe('skill-studio install', () => {
  it('installs, says who else sees it, and is current on a second run', async () => {
    const { home, run } = setup();
    expect(await run('lib/tidy', '--agent', 'claude')).toEqual({
      rc: 0,
      out: 'Installed tidy for Claude Code: ~/.claude/skills/tidy (a copy)\n  GitHub Copilot, OpenCode, Cursor will also see it there.\n',
      err: '',
    });
    expect(readFileSync(join(home, '.claude/skills/tidy/SKILL.md'), 'utf8')).toBe(skillMd('tidy'));
    const again = await run('lib/tidy', '--agent', 'claude-code');
    expect(again.out).toContain('Already current: tidy for Claude Code');
  });

  it('one folder for agents that share it', async () => {
    const { run } = setup();
    const r = await run('lib/tidy', '--agent', 'gemini,codex');
    expect(r.out.split('\n')[0]).toBe(
      'Installed tidy for Codex and Gemini CLI: ~/.agents/skills/tidy (a copy)',
    );
  });

  it('a conflict: what differs, and how to go on; exit 1', async () => {
    const { home, run } = setup();
    await run('lib/tidy', '--agent', 'cursor');
    writeFileSync(
      join(home, '.cursor/skills/tidy/SKILL.md'),
      skillMd('tidy', 'Edited there. Use when there.'),
    );
    const r = await run('lib/tidy', '--agent', 'cursor');
    expect(r.rc).toBe(1);
    expect(r.out).toBe(
      'Not installed for Cursor: ~/.cursor/skills/tidy was changed there since the studio installed it.\n' +
        '  Different there: SKILL.md\n' +
        '  Use --overwrite to replace it (the old folder goes to the trash), or --name to install it under another name.\n',
    );
    const forced = await run('lib/tidy', '--agent', 'cursor', '--overwrite');
    expect(forced.out).toContain('Replaced tidy for Cursor');
    expect(forced.out).toContain('The folder it replaced is in the trash.');
  });

  it('a refusal names the agent and each error with its fix', async () => {
    const { run } = setup();
    const r = await run('lib/Bad', '--agent', 'opencode');
    expect(r.rc).toBe(1);
    expect(r.out).toContain('Not installed for OpenCode: OpenCode would not accept Bad');
    expect(r.out).toMatch(/ {2}- .*\(fix: .*\) \[name-not-lowercase, line 2\]/);
    expect(r.out).toContain('use --force to install it anyway');
  });

  it('--json, and usage errors', async () => {
    const { run } = setup();
    const r = await run('lib/tidy', '--agent', 'codex', '--json');
    expect((JSON.parse(r.out) as { status: string }[])[0]?.status).toBe('installed');
    expect((await run('lib/tidy')).err).toContain('Give --agent');
    expect((await run('lib/tidy', '--agent', 'vim')).err).toContain("Unknown agent 'vim'");
    expect((await run('--agent', 'codex')).rc).toBe(2);
    expect((await run('lib/tidy', 'lib/Bad', '--agent', 'codex', '--name', 'x')).err).toContain(
      '--name renames one skill',
    );
    expect((await run('lib/tidy', '--agent', 'codex', '--project', 'nope')).rc).toBe(2);
  });

  it('--project: into the project, recorded in skills-lock.json', async () => {
    const { work, run } = setup();
    const r = await run('lib/tidy', '--agent', 'github-copilot', '--project', 'lib');
    expect(r.out).toBe(
      `Installed tidy for GitHub Copilot: ${work}/lib/.github/skills/tidy (a copy)\n  Recorded in the project's skills-lock.json.\n`,
    );
    const lock = JSON.parse(readFileSync(join(work, 'lib/skills-lock.json'), 'utf8')) as {
      skills: Record<string, { source: string }>;
    };
    expect(lock.skills.tidy?.source).toBe('./tidy');
  });
});
