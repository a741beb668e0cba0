/**
 * `skill-studio triggers --real` in-process, with a stand-in `codex` on PATH (a shell script
 * printing Codex's `exec --json` events, as real-agent.test.ts does): the CLI found on PATH,
 * the outcome per query from its events, what else the agent loaded on stderr, and the usage
 * errors and exit 3 of a CLI that is not there. The released CLIs are run by
 * tests/unit/node/triggers/real-agent-cli.test.ts.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliIn } from '../../../helpers/cli';
import { skillMd, tempTree } from '../../../helpers/temp';

interface Json {
  summary: { total: number; passed: number };
  real: boolean;
  results: { outcomes: unknown[] }[];
}

// Opens the candidate's SKILL.md when the query speaks of expenses, else answers in words.
const CODEX = `#!/bin/sh
TEMP=$(ls .agents/skills)
for last; do :; done
case "$last" in
  *expenses*) echo "{\\"type\\":\\"item.completed\\",\\"item\\":{\\"type\\":\\"command_execution\\",\\"command\\":\\"cat .agents/skills/$TEMP/SKILL.md\\",\\"exit_code\\":0}}" ;;
  *) echo '{"type":"item.completed","item":{"type":"agent_message","text":"Sure."}}' ;;
esac
`;

function setUp() {
  const root = tempTree({
    'lib/expenses/SKILL.md': skillMd('expenses', 'File expense reports.'),
    'lib/expenses/evals/trigger-queries.json': JSON.stringify([
      { query: 'Do my expenses', should_trigger: true },
      { query: 'Write a poem', should_trigger: false },
    ]),
  });
  const bin = join(root, 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'codex'), CODEX);
  chmodSync(join(bin, 'codex'), 0o755);
  mkdirSync(join(root, 'home/.agents/skills/mine'), { recursive: true });
  writeFileSync(join(root, 'home/.agents/skills/mine/SKILL.md'), skillMd('mine'));
  const env = { PATH: `${bin}:${process.env.PATH ?? ''}`, HOME: join(root, 'home') };
  return { root, env };
}

const triggers = (cwd: string, env: NodeJS.ProcessEnv, ...args: string[]) =>
  cliIn(env, cwd, 'triggers', ...args);

describe('skill-studio triggers --real', () => {
  it("runs the agent's CLI found on PATH and reads each run's events", async () => {
    const { root, env } = setUp();
    const r = await triggers(
      root,
      env,
      'lib/expenses',
      '--real',
      '--agent',
      'codex',
      '--runs',
      '2',
      '--json',
    );
    expect(r.err).toContain('Codex also loaded mine (from its personal skill folders)');
    expect(r.rc).toBe(0);
    const json = JSON.parse(r.out) as Json;
    expect(json.real).toBe(true);
    expect(json.summary).toMatchObject({ total: 2, passed: 2 });
    expect(json.results[0]?.outcomes).toEqual([{ kind: 'this' }, { kind: 'this' }]);
    expect(json.results[1]?.outcomes).toEqual([
      { kind: 'none', text: 'Sure.' },
      { kind: 'none', text: 'Sure.' },
    ]);
  });

  it('exits 3 in words when the CLI is not on PATH', async () => {
    const { root } = setUp();
    const r = await triggers(root, { PATH: '/nonexistent', HOME: root }, 'lib/expenses', '--real');
    expect(r.rc).toBe(3);
    expect(r.err).toContain('claude');
  });

  it.each([
    [['--model', 'm'], '--model does not go with --real'],
    [['--library', '.'], '--library does not go with --real'],
    [['--agent', 'hello-agents'], "Unknown agent 'hello-agents'"],
    [['--timeout', '0'], '--timeout takes whole seconds'],
  ])('exits 2 on %j', async (extra, said) => {
    const { root, env } = setUp();
    const r = await triggers(root, env, 'lib/expenses', '--real', ...extra);
    expect(r.rc).toBe(2);
    expect(r.err).toContain(said);
  });

  it('refuses --timeout without --real', async () => {
    const { root, env } = setUp();
    const r = await triggers(root, env, 'lib/expenses', '--model', 'm', '--timeout', '5');
    expect(r.rc).toBe(2);
    expect(r.err).toContain('--timeout goes with --real');
  });
});
