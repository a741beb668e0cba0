/**
 * Reading a trigger reply per agent, on a library read from disk and loaded by each agent's own
 * simulator: the listing the request carries is the agent view's text byte for byte, and the
 * skill a reply names is resolved the way that agent resolves it (Claude Code finds a skill by
 * its display name too; Codex's model opens SKILL.md by its absolute or short path).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AGENTS } from '../../../shared/agent/registry';
import {
  skillToolOf,
  TRIGGER_AGENTS,
  type TriggerAgentId,
} from '../../../shared/agent/skill-tools';
import type { ModelReply } from '../../../shared/models/request';
import { readLibrarySnapshot } from '../../../shared/node/library-snapshot';
import { outcomeOf } from '../../../shared/triggers/outcome';
import { triggerPrompt, triggerRequest } from '../../../shared/triggers/request';

const root = mkdtempSync(join(tmpdir(), 'triggers-outcome-'));
const skill = (folder: string, frontmatter: string) => {
  mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, folder, 'SKILL.md'), `---\n${frontmatter}\n---\n\n# ${folder}\n`);
};
skill(
  'expenses',
  'name: expenses\ndescription: File expense reports. Use when asked to do expenses.',
);
skill('pdf', 'name: pdf\ndescription: Work with PDF files.');
skill('expenses-extra', 'name: expenses-extra\ndescription: Extra expense rules.');
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const library = readLibrarySnapshot([root]);
const candidateDir = join(root, 'expenses');

function setUp(agent: TriggerAgentId) {
  const loaded = AGENTS[agent].load(library);
  const view = loaded.catalogue();
  const prompt = triggerPrompt(agent, view, candidateDir);
  const read = (reply: Partial<ModelReply>) =>
    outcomeOf(prompt, { text: '', toolCalls: [], ...reply }, loaded, view);
  return { view, prompt, read };
}

const call = (name: string, input: unknown) => ({ name, input, inputIsJson: true });

describe.each(TRIGGER_AGENTS)('a %s trigger request', (agent) => {
  it("carries the agent view's listing byte for byte and the query as the first user turn", () => {
    const { view, prompt } = setUp(agent);
    const request = triggerRequest(prompt, '帮我报销三月的差旅费');
    expect(view.text).toContain('expenses');
    if (agent === 'hello-agents') {
      expect(request.system).toBe('');
      expect(request.tools[0]?.description).toBe(view.text);
    } else {
      expect(request.system).toBe(view.text);
      expect(request.tools).toEqual([skillToolOf(agent, view)]);
    }
    expect(request.messages).toEqual([{ role: 'user', text: '帮我报销三月的差旅费' }]);
    expect(prompt.candidate?.dir).toBe(candidateDir);
    expect(prompt.leftOut).toHaveLength(1);
  });

  it('reads a reply with no tool call as none, keeping its text', () => {
    expect(setUp(agent).read({ text: 'Sure, here are your expenses.' })).toEqual({
      kind: 'none',
      text: 'Sure, here are your expenses.',
    });
  });
});

describe.each(['claude-code', 'opencode', 'hello-agents'] as const)(
  '%s: the skill tool names the skill',
  (agent) => {
    const arg = agent === 'opencode' ? 'name' : 'skill';
    const tool = agent === 'opencode' ? 'skill' : 'Skill';
    it('this skill, another listed one, or one that does not exist', () => {
      const { read } = setUp(agent);
      expect(read({ toolCalls: [call(tool, { [arg]: 'expenses' })] })).toEqual({ kind: 'this' });
      expect(read({ toolCalls: [call(tool, { [arg]: 'pdf' })] })).toEqual({
        kind: 'other',
        skill: 'pdf',
        known: true,
      });
      expect(read({ toolCalls: [call(tool, { [arg]: 'expense' })] })).toEqual({
        kind: 'other',
        skill: 'expense',
        known: false,
      });
    });

    it('takes the first skill call of the reply and ignores tools the request never offered', () => {
      const { read } = setUp(agent);
      const reply = {
        toolCalls: [
          call('Bash', { command: 'ls' }),
          call(tool, { [arg]: 'pdf' }),
          call(tool, { [arg]: 'expenses' }),
        ],
      };
      expect(read(reply)).toMatchObject({ kind: 'other', skill: 'pdf' });
    });

    it('reads a call whose input is not an object, or lacks the name, as none', () => {
      const { read } = setUp(agent);
      expect(read({ toolCalls: [{ name: tool, input: '{"skill":', inputIsJson: false }] })).toEqual(
        {
          kind: 'none',
          text: '',
        },
      );
      expect(read({ toolCalls: [call(tool, { other: 'expenses' })] }).kind).toBe('none');
    });
  },
);

describe('codex: the model opens a SKILL.md with exec_command', () => {
  it('by its absolute path or the short path of the skill roots table', () => {
    const { read, view } = setUp('codex');
    expect(view.text).toContain('(file: r0/expenses/SKILL.md)');
    const cmd = (c: string) => ({ toolCalls: [call('exec_command', { cmd: c })] });
    expect(read(cmd(`cat ${join(candidateDir, 'SKILL.md')}`))).toEqual({ kind: 'this' });
    expect(read(cmd("sed -n '1,200p' r0/expenses/SKILL.md"))).toEqual({ kind: 'this' });
    expect(read(cmd(`cat '${join(root, 'pdf', 'SKILL.md')}'`))).toEqual({
      kind: 'other',
      skill: 'pdf',
      known: true,
    });
    // expenses-extra's path holds "expenses" too: the longest folder named wins.
    expect(read(cmd(`cat ${join(root, 'expenses-extra', 'SKILL.md')}`))).toMatchObject({
      skill: 'expenses-extra',
    });
    expect(read(cmd('cat /elsewhere/travel/SKILL.md'))).toEqual({
      kind: 'other',
      skill: '/elsewhere/travel/SKILL.md',
      known: false,
    });
    expect(read(cmd('ls -la'))).toEqual({ kind: 'none', text: '' });
  });
});
