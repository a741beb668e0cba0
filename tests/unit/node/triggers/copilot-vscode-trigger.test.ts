/**
 * GitHub Copilot in VS Code as a trigger agent: its read_file tool quoted from its source
 * (microsoft/vscode-copilot-chat 31acd00 package.json L371-L403, the copilot_readFile entry the
 * model sees as read_file), the `<skills>` section as the system prompt (custom instructions in
 * the system message: customInstructions.tsx, agentPrompt.tsx), and a run against the fake
 * provider where the model reads the listed SKILL.md (a pick) or another file (not one).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENTS } from '../../../../shared/agent/registry';
import { skillToolOf, TRIGGER_AGENTS } from '../../../../shared/agent/skill-tools';
import { readLibrarySnapshot } from '../../../../shared/node/library-snapshot';
import { runTriggers } from '../../../../shared/node/triggers/run-triggers';
import { startFakeProvider, type FakeProvider, type Step } from '../../../helpers/fake-provider';
import { connectionTo } from '../../../helpers/model-connections';

// package.json @31acd00, copied by hand from the source (not from the code under test).
const READ_FILE = {
  name: 'read_file',
  description:
    "Read the contents of a file.\n\nYou must specify the line range you're interested in. Line numbers are 1-indexed. If the file contents returned are insufficient for your task, you may call this tool again to retrieve more content. Prefer reading larger ranges over doing many small reads. Binary files use startLine/endLine as byte offsets.",
  inputSchema: {
    type: 'object',
    properties: {
      filePath: { description: 'The absolute path of the file to read.', type: 'string' },
      startLine: { type: 'number', description: 'The line number to start reading from, 1-based.' },
      endLine: {
        type: 'number',
        description: 'The inclusive line number to end reading at, 1-based.',
      },
    },
    required: ['filePath', 'startLine', 'endLine'],
  },
};

const root = mkdtempSync(join(tmpdir(), 'triggers-copilot-'));
for (const [folder, description] of Object.entries({
  expenses: 'File expense reports. Use when asked to do expenses.',
  pdf: 'Work with PDF files.',
})) {
  mkdirSync(join(root, folder));
  writeFileSync(
    join(root, folder, 'SKILL.md'),
    `---\nname: ${folder}\ndescription: ${description}\n---\n\nBody\n`,
  );
}
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
const library = readLibrarySnapshot([root]);
const expensesFile = join(root, 'expenses', 'SKILL.md');

const read = (filePath: string) => ({
  name: 'read_file',
  input: { filePath, startLine: 1, endLine: 200 },
});

let fake: FakeProvider;
let reply: Step = { kind: 'reply', text: '' };
beforeEach(async () => {
  fake = await startFakeProvider({ respond: () => reply });
});
afterEach(() => fake.close());

async function outcome(step: Step) {
  reply = step;
  const result = await runTriggers({
    connection: connectionTo(fake, 'anthropic'),
    key: 'sk-copilot-0123456789',
    agent: 'copilot-vscode',
    library,
    candidateDir: join(root, 'expenses'),
    queries: [{ query: 'Do my expenses for March', should_trigger: true }],
    runs: 1,
    concurrency: 1,
    client: { maxRetries: 0 },
  });
  const run = result.queries[0]?.runs[0];
  return run && 'outcome' in run ? run.outcome : run;
}

describe('copilot-vscode as a trigger agent', () => {
  it('is one, with read_file as Copilot defines it', () => {
    expect(TRIGGER_AGENTS).toContain('copilot-vscode');
    const view = AGENTS['copilot-vscode'].load(library).catalogue();
    expect(skillToolOf('copilot-vscode', view)).toStrictEqual(READ_FILE);
  });

  it('sends the <skills> section as the system prompt and read_file as the tool', async () => {
    await outcome({ kind: 'reply', text: 'Sure.' });
    const view = AGENTS['copilot-vscode'].load(library).catalogue();
    const body = fake.requests[0]?.body as { system: string; tools: { name: string }[] };
    expect(body.system).toBe(view.text);
    expect(body.system).toContain(`<file>${expensesFile}</file>`);
    expect(body.tools.map((t) => t.name)).toEqual(['read_file']);
  });

  it('reads a read_file of the listed SKILL.md as this skill, by path or file URI', async () => {
    expect(await outcome({ kind: 'reply', toolCalls: [read(expensesFile)] })).toEqual({
      kind: 'this',
    });
    const uri = pathToFileURL(expensesFile).href;
    expect(await outcome({ kind: 'reply', toolCalls: [read(uri)] })).toEqual({ kind: 'this' });
  });

  it('passes over reads of other files before the SKILL.md', async () => {
    const toolCalls = [read(join(root, 'README.md')), read(expensesFile)];
    expect(await outcome({ kind: 'reply', toolCalls })).toEqual({ kind: 'this' });
  });

  it('reads a read_file of another file as no pick, and another skill as that skill', async () => {
    const other = await outcome({ kind: 'reply', toolCalls: [read(join(root, 'notes.txt'))] });
    expect(other).toMatchObject({ kind: 'none' });
    const pdf = await outcome({
      kind: 'reply',
      toolCalls: [read(join(root, 'pdf', 'SKILL.md'))],
    });
    expect(pdf).toEqual({ kind: 'other', skill: 'pdf', known: true });
  });
});
