/**
 * The agent table against the agents' own statements of where they read skills. Every
 * expected folder below is quoted from the source the row cites (see shared/install/agents.ts):
 * Claude Code's skills page, Codex's loader.rs, GitHub's Copilot CLI page, OpenCode's
 * skill.ts, Cursor's skills page, Gemini CLI's skillManager.ts, HelloAgents' SkillLoader.
 */
import { describe, expect, it } from 'vitest';
import {
  AGENT_TARGETS,
  displayFolder,
  folderLabel,
  foldersToWrite,
  installFolder,
  readersOf,
  resolveFolder,
  targetById,
  TARGET_IDS,
  type AgentEnv,
  type Scope,
} from '../../../shared/install/agents';

const linux: AgentEnv = { home: '/home/u', platform: 'linux', vars: {} };
const windows: AgentEnv = { home: 'C:\\Users\\u', platform: 'win32', vars: {} };

function reads(id: string, scope: Scope, env: AgentEnv, project?: string): string[] {
  const agent = targetById(id);
  if (!agent) throw new Error(id);
  return agent.reads[scope].flatMap((r) => resolveFolder(r, env, project) ?? []);
}

describe('the agent table', () => {
  it('has a row for every agent of the issue, each with a cited source', () => {
    expect(AGENT_TARGETS.map((a) => a.id)).toEqual([...TARGET_IDS]);
    for (const agent of AGENT_TARGETS) {
      expect(agent.sources.length).toBeGreaterThan(0);
      for (const s of agent.sources) expect(s.where).toMatch(/^https:\/\/|@[0-9a-f]{40}:|seed/);
    }
  });

  it('user-level folders on Linux, as each agent documents them', () => {
    expect(reads('claude-code', 'personal', linux)).toEqual(['/home/u/.claude/skills']);
    // loader.rs: $CODEX_HOME/skills (deprecated) and $HOME/.agents/skills; /etc/codex/skills (admin).
    expect(reads('codex', 'personal', linux)).toEqual([
      '/home/u/.agents/skills',
      '/home/u/.codex/skills',
      '/etc/codex/skills',
    ]);
    // "~/.copilot/skills, ~/.claude/skills, or ~/.agents/skills"
    expect(reads('github-copilot', 'personal', linux)).toEqual([
      '/home/u/.copilot/skills',
      '/home/u/.claude/skills',
      '/home/u/.agents/skills',
    ]);
    expect(reads('opencode', 'personal', linux)).toEqual([
      '/home/u/.config/opencode/skills',
      '/home/u/.claude/skills',
      '/home/u/.agents/skills',
    ]);
    expect(reads('cursor', 'personal', linux)).toEqual([
      '/home/u/.cursor/skills',
      '/home/u/.agents/skills',
      '/home/u/.claude/skills',
      '/home/u/.codex/skills',
    ]);
    expect(reads('gemini-cli', 'personal', linux)).toEqual([
      '/home/u/.gemini/skills',
      '/home/u/.agents/skills',
    ]);
    expect(reads('hello-agents', 'personal', linux)).toEqual([]);
  });

  it('project-level folders, and none without a project', () => {
    const p = '/work/proj';
    expect(reads('claude-code', 'project', linux, p)).toEqual(['/work/proj/.claude/skills']);
    expect(reads('codex', 'project', linux, p)).toEqual([
      '/work/proj/.agents/skills',
      '/work/proj/.codex/skills',
    ]);
    expect(reads('github-copilot', 'project', linux, p)).toEqual([
      '/work/proj/.github/skills',
      '/work/proj/.claude/skills',
      '/work/proj/.agents/skills',
    ]);
    expect(reads('opencode', 'project', linux, p)[0]).toBe('/work/proj/.opencode/skills');
    expect(reads('cursor', 'project', linux, p)[0]).toBe('/work/proj/.cursor/skills');
    expect(reads('gemini-cli', 'project', linux, p)).toEqual([
      '/work/proj/.gemini/skills',
      '/work/proj/.agents/skills',
    ]);
    expect(reads('hello-agents', 'project', linux, p)).toEqual(['/work/proj/skills']);
    expect(reads('claude-code', 'project', linux)).toEqual([]);
  });

  it('on Windows: %USERPROFILE% with backslashes, and no /etc/codex', () => {
    expect(reads('claude-code', 'personal', windows)).toEqual(['C:\\Users\\u\\.claude\\skills']);
    expect(reads('codex', 'personal', windows)).toEqual([
      'C:\\Users\\u\\.agents\\skills',
      'C:\\Users\\u\\.codex\\skills',
    ]);
    expect(reads('opencode', 'personal', windows)[0]).toBe(
      'C:\\Users\\u\\.config\\opencode\\skills',
    );
    expect(reads('github-copilot', 'project', windows, 'D:\\repo')[0]).toBe(
      'D:\\repo\\.github\\skills',
    );
    expect(displayFolder('C:\\Users\\u\\.claude\\skills', windows)).toBe('~\\.claude\\skills');
  });

  it('CODEX_HOME, CLAUDE_CONFIG_DIR and XDG_CONFIG_HOME move the folders that follow them', () => {
    const env: AgentEnv = {
      ...linux,
      vars: { CODEX_HOME: '/opt/codex', CLAUDE_CONFIG_DIR: '/cfg/claude', XDG_CONFIG_HOME: '/x' },
    };
    expect(reads('codex', 'personal', env)).toContain('/opt/codex/skills');
    expect(reads('claude-code', 'personal', env)).toEqual(['/cfg/claude/skills']);
    expect(reads('opencode', 'personal', env)[0]).toBe('/x/opencode/skills');
    // A blank value is no value.
    expect(reads('codex', 'personal', { ...linux, vars: { CODEX_HOME: '  ' } })).toContain(
      '/home/u/.codex/skills',
    );
  });

  it('where the studio installs for each agent', () => {
    const folder = (id: string, scope: Scope) => {
      const agent = targetById(id);
      return agent && installFolder(agent, scope, linux, '/p');
    };
    expect(folder('claude-code', 'personal')).toBe('/home/u/.claude/skills');
    expect(folder('codex', 'personal')).toBe('/home/u/.agents/skills');
    expect(folder('github-copilot', 'project')).toBe('/p/.github/skills');
    expect(folder('opencode', 'personal')).toBe('/home/u/.config/opencode/skills');
    expect(folder('cursor', 'personal')).toBe('/home/u/.cursor/skills');
    expect(folder('gemini-cli', 'project')).toBe('/p/.gemini/skills');
    expect(folder('hello-agents', 'personal')).toBeUndefined();
    expect(folder('hello-agents', 'project')).toBe('/p/skills');
  });

  it('who else reads a folder: ~/.agents/skills and ~/.claude/skills are shared', () => {
    const ids = (path: string, scope: Scope, env = linux) =>
      readersOf(path, scope, env, '/p').map((a) => a.id);
    expect(ids('/home/u/.agents/skills', 'personal')).toEqual([
      'codex',
      'github-copilot',
      'opencode',
      'cursor',
      'gemini-cli',
    ]);
    expect(ids('/home/u/.claude/skills/', 'personal')).toEqual([
      'claude-code',
      'github-copilot',
      'opencode',
      'cursor',
    ]);
    expect(ids('/p/.github/skills', 'project')).toEqual(['github-copilot']);
    // Case does not tell folders apart on macOS.
    expect(
      ids('/Users/U/.Claude/Skills', 'personal', {
        ...linux,
        home: '/Users/u',
        platform: 'darwin',
      }),
    ).toContain('claude-code');
  });

  it("OpenCode's switches for .claude and .agents: it reads neither, so it shares no folder and gets its own", () => {
    // skill.ts (ensureScanned): the EXTERNAL_DIRS scan runs only without
    // OPENCODE_DISABLE_EXTERNAL_SKILLS, which the two Claude Code switches imply (flag.ts).
    for (const name of [
      'OPENCODE_DISABLE_EXTERNAL_SKILLS',
      'OPENCODE_DISABLE_CLAUDE_CODE_SKILLS',
      'OPENCODE_DISABLE_CLAUDE_CODE',
    ]) {
      for (const value of ['1', 'true', 'TRUE']) {
        const env: AgentEnv = { ...linux, vars: { [name]: value } };
        expect(reads('opencode', 'personal', env)).toEqual(['/home/u/.config/opencode/skills']);
        expect(reads('opencode', 'project', env, '/p')).toEqual(['/p/.opencode/skills']);
        const readers = readersOf('/home/u/.claude/skills', 'personal', env).map((a) => a.id);
        expect(readers).toEqual(['claude-code', 'github-copilot', 'cursor']);
        expect(
          foldersToWrite(['claude-code', 'opencode'], 'personal', env).writes.map((w) => w.folder),
        ).toEqual(['/home/u/.claude/skills', '/home/u/.config/opencode/skills']);
      }
    }
    // Any other value leaves the folders on, as truthy() does.
    const off = { ...linux, vars: { OPENCODE_DISABLE_EXTERNAL_SKILLS: '0' } };
    expect(reads('opencode', 'personal', off)).toContain('/home/u/.claude/skills');
  });

  it("agents that read another chosen agent's folder are served by it, not written twice", () => {
    const plan = (ids: string[], scope: Scope = 'personal') =>
      foldersToWrite(ids as never, scope, linux, '/p');
    expect(plan(['codex', 'gemini-cli', 'cursor']).writes).toEqual([
      { agent: 'codex', folder: '/home/u/.agents/skills', sharedWith: ['cursor', 'gemini-cli'] },
    ]);
    expect(plan(['github-copilot', 'claude-code']).writes).toEqual([
      { agent: 'claude-code', folder: '/home/u/.claude/skills', sharedWith: ['github-copilot'] },
    ]);
    // Nobody else reads Gemini's own folder: both are written.
    expect(plan(['gemini-cli', 'claude-code']).writes.map((w) => w.folder)).toEqual([
      '/home/u/.claude/skills',
      '/home/u/.gemini/skills',
    ]);
    expect(plan(['hello-agents', 'claude-code']).none).toEqual(['hello-agents']);
    expect(plan(['hello-agents'], 'project').writes).toEqual([
      { agent: 'hello-agents', folder: '/p/skills', sharedWith: [] },
    ]);
  });

  it('ids, aliases and labels', () => {
    expect(targetById('copilot')?.id).toBe('github-copilot');
    expect(targetById('gemini')?.id).toBe('gemini-cli');
    expect(targetById('vim')).toBeUndefined();
    expect(folderLabel({ name: 'Claude Code' }, 'personal')).toBe('Claude Code: personal');
  });
});
