/**
 * runRealAgent on stand-in CLIs (shell scripts printing recorded events, failing, hanging with
 * children of their own): the temporary project, the outcome, failures in words, and the
 * process tree ended at the time limit and on cancel. The released CLIs themselves are run by
 * real-agent-cli.test.ts.
 */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { english } from '../../../../shared/i18n/catalogue';
import {
  findAgentCli,
  runRealAgent,
  temporaryName,
} from '../../../../shared/node/triggers/real-agent';
import { groupMembers } from '../../../tools/real-agent-run.mjs';

const base = mkdtempSync(join(tmpdir(), 'real-agent-test-'));
afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});
const skillDir = join(base, 'library/expenses');
mkdirSync(skillDir, { recursive: true });
writeFileSync(
  join(skillDir, 'SKILL.md'),
  '---\nname: expenses\ndescription: Do expenses.\n---\n\n# Expenses\n',
);
writeFileSync(join(skillDir, 'notes.md'), 'notes\n');
const home = join(base, 'home');
mkdirSync(join(home, '.agents/skills/mine'), { recursive: true });
writeFileSync(
  join(home, '.agents/skills/mine/SKILL.md'),
  '---\nname: mine\ndescription: Mine.\n---\n',
);
const tmpRoot = join(base, 'tmp');
mkdirSync(tmpRoot);

let n = 0;
/** A stand-in CLI: a shell script; $TEMP is the candidate's temporary name (from its folder). */
function fakeCli(body: string): string {
  const file = join(base, `cli-${n++}.sh`);
  writeFileSync(file, `#!/bin/sh\nTEMP=$(ls .agents/skills 2>/dev/null)\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}
const env = { PATH: process.env.PATH, HOME: home };
const input = {
  agent: 'codex' as const,
  skillDir,
  query: 'Do my expenses',
  timeoutMs: 20_000,
  env,
  tmpRoot,
};

describe('a run', () => {
  it('copies the candidate alone under its temporary name, reads the events, lists personal skills, leaves nothing', async () => {
    const bin = fakeCli(
      [
        'ls -A .agents/skills > "$0.seen"; grep "^name:" .agents/skills/$TEMP/SKILL.md >> "$0.seen"; ls .agents/skills/$TEMP >> "$0.seen"',
        'echo \'{"type":"item.completed","item":{"type":"command_execution","command":"ls","exit_code":0}}\'',
        'echo "{\\"type\\":\\"item.completed\\",\\"item\\":{\\"type\\":\\"command_execution\\",\\"command\\":\\"cat .agents/skills/$TEMP/SKILL.md\\",\\"exit_code\\":0}}"',
      ].join('\n'),
    );
    const result = await runRealAgent({ ...input, bin });
    expect(result).toMatchObject({
      ok: true,
      outcome: { kind: 'this' },
      events: 2,
      loadedSkills: ['mine'],
      loadedFrom: 'folders',
    });
    const seen = readFileSync(`${bin}.seen`, 'utf8').split('\n');
    expect(seen[0]).toMatch(/^expenses-skill-studio-[0-9a-f]{6}$/);
    expect(seen[0]).toBe(result.tempName);
    expect(seen.slice(1, 4)).toEqual([`name: ${result.tempName}`, 'SKILL.md', 'notes.md']);
    // The skill's own folder is as it was; the temporary project is gone.
    expect(readFileSync(join(skillDir, 'SKILL.md'), 'utf8')).toContain('name: expenses\n');
    expect(readdirSync(tmpRoot)).toEqual([]);
  });

  it('passes the query as one argument after --, however it starts', async () => {
    const bin = fakeCli('printf "%s\\n" "$@" > "$0.args"; echo \'{"type":"turn.started"}\'');
    const result = await runRealAgent({ ...input, bin, query: '--help me; $(rm -rf /)' });
    expect(result).toMatchObject({ ok: true, outcome: { kind: 'none' } });
    expect(readFileSync(`${bin}.args`, 'utf8').split('\n').slice(-3)).toEqual([
      '--',
      '--help me; $(rm -rf /)',
      '',
    ]);
  });
});

describe('failures, in words', () => {
  it('a CLI that is not there', async () => {
    const result = await runRealAgent({ ...input, bin: join(base, 'nowhere/codex') });
    expect(result).toMatchObject({ ok: false, kind: 'missing' });
    if (!result.ok)
      expect(english(result.message)).toBe(
        `Codex was not found at ${join(base, 'nowhere/codex')}. Install it there, or name another path.`,
      );
  });

  it('a file that is not executable', async () => {
    const file = join(base, 'plain');
    writeFileSync(file, 'text');
    expect(await runRealAgent({ ...input, bin: file })).toMatchObject({
      ok: false,
      kind: 'not-executable',
    });
  });

  it('a CLI that exits non-zero, with its last words', async () => {
    const bin = fakeCli('echo "Error: unexpected status 401 Unauthorized" >&2; exit 1');
    const result = await runRealAgent({ ...input, bin });
    expect(result).toMatchObject({ ok: false, kind: 'exit' });
    if (!result.ok)
      expect(english(result.message)).toBe(
        'Codex stopped with exit code 1: Error: unexpected status 401 Unauthorized',
      );
  });

  it('output that is no JSON events', async () => {
    const bin = fakeCli('echo "Usage: codex [OPTIONS]"');
    const result = await runRealAgent({ ...input, bin });
    expect(result).toMatchObject({ ok: false, kind: 'unparseable' });
    if (!result.ok) expect(english(result.message)).toContain('(it began: Usage: codex [OPTIONS])');
  });

  it('an error the agent reports in its events with exit code 0', async () => {
    const bin = fakeCli('echo \'{"type":"turn.failed","error":{"message":"model not found"}}\'');
    const result = await runRealAgent({ ...input, bin });
    expect(result).toMatchObject({ ok: false, kind: 'agent-error' });
    if (!result.ok)
      expect(english(result.message)).toBe('Codex reported an error: model not found');
  });
});

describe('the process tree', () => {
  // A CLI that starts children (one in the background, one in the foreground) and never ends.
  const hanging = () =>
    fakeCli('sleep 300 &\nsleep 301 &\necho \'{"type":"turn.started"}\'\nsleep 302');

  it('is ended whole at the time limit', async () => {
    let pid = 0;
    const result = await runRealAgent({
      ...input,
      bin: hanging(),
      timeoutMs: 1000,
      onSpawn: (p) => (pid = p),
    });
    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
    if (!result.ok) expect(english(result.message)).toContain('did not finish within 1 second');
    expect(pid).toBeGreaterThan(0);
    expect(groupMembers(pid)).toEqual([]);
  });

  it('is ended whole on cancel', async () => {
    const abort = new AbortController();
    let pid = 0;
    const running = runRealAgent({
      ...input,
      bin: hanging(),
      signal: abort.signal,
      onSpawn: (p) => {
        pid = p;
        setTimeout(() => abort.abort(), 300);
      },
    });
    expect(await running).toMatchObject({ ok: false, kind: 'cancelled' });
    expect(groupMembers(pid)).toEqual([]);
    expect(readdirSync(tmpRoot)).toEqual([]);
  });

  it('leaves nothing behind a CLI that exits with children still running', async () => {
    let pid = 0;
    const bin = fakeCli('sleep 300 &\necho \'{"type":"turn.started"}\'');
    const result = await runRealAgent({ ...input, bin, onSpawn: (p) => (pid = p) });
    expect(result).toMatchObject({ ok: true });
    expect(groupMembers(pid)).toEqual([]);
  });
});

describe('names and finding the CLI', () => {
  it('a temporary name keeps to 64 characters of what a name may hold', () => {
    const long = join(base, 'library/long');
    mkdirSync(long, { recursive: true });
    writeFileSync(
      join(long, 'SKILL.md'),
      `---\nname: "${'Very Long_Name '.repeat(8)}"\ndescription: x\n---\n`,
    );
    const name = temporaryName(long, 'abcdef');
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-skill-studio-abcdef$/);
    expect(temporaryName(skillDir, '012345')).toBe('expenses-skill-studio-012345');
  });

  it('finds the command on PATH, executable files only', () => {
    const dir = join(base, 'bin');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'claude'), 'x');
    expect(findAgentCli('claude-code', { PATH: dir })).toBeUndefined();
    chmodSync(join(dir, 'claude'), 0o755);
    expect(findAgentCli('claude-code', { PATH: `/nonexistent:${dir}` })).toBe(join(dir, 'claude'));
    expect(findAgentCli('opencode', { PATH: dir })).toBeUndefined();
  });
});
