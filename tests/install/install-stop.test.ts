/**
 * An install stopped midway (the service's cancelJob aborts its signal): the targets it had
 * finished stay installed and recorded, the rest come out 'failed' with the kind 'stopped' and
 * nothing of them is written; the progress counts the targets done of all.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trashFor } from '../../shared/node/cli/install-command';
import { installSkills } from '../../shared/node/install/installer';
import { StudioTrash } from '../../shared/node/service/trash/trash';
import { skillMd } from '../helpers/temp';
import { world, type World } from './world';

/** Installs `skills` of the library for Claude Code and Codex, stopped once `at` targets are done. */
function stoppedAt(
  w: World,
  skills: string[],
  at: number,
  seen?: (done: number, total: number) => void,
) {
  const controller = new AbortController();
  return installSkills(
    {
      dirs: skills.map((d) => join(w.library, d)),
      agents: ['claude-code', 'codex'],
      scope: 'personal',
      mode: 'copy',
      overwrite: false,
      force: false,
    },
    {
      env: w.env,
      records: w.records,
      trash: trashFor(new StudioTrash(w.trashDir)),
      signal: controller.signal,
      progress: (done, total) => {
        seen?.(done, total);
        if (done === at) controller.abort();
      },
    },
  );
}

describe('a stopped install', () => {
  it('keeps the targets it finished and writes none of the rest', async () => {
    const w = world({ 'two/SKILL.md': skillMd('two'), 'three/SKILL.md': skillMd('three') });
    const seen: [number, number][] = [];
    // Stopped once the first skill is in both agents' folders.
    const outcomes = await stoppedAt(w, ['csv-report', 'two', 'three'], 2, (done, total) =>
      seen.push([done, total]),
    );
    // Targets done of all, and nothing after the stop.
    expect(seen).toEqual([
      [0, 6],
      [1, 6],
      [2, 6],
    ]);
    expect(outcomes.map((o) => [o.name, o.agent, o.status, o.failure?.kind])).toEqual([
      ['csv-report', 'claude-code', 'installed', undefined],
      ['csv-report', 'codex', 'installed', undefined],
      ['two', 'claude-code', 'failed', 'stopped'],
      ['two', 'codex', 'failed', 'stopped'],
      ['three', 'claude-code', 'failed', 'stopped'],
      ['three', 'codex', 'failed', 'stopped'],
    ]);
    const claude = join(w.home, '.claude/skills');
    expect(readdirSync(claude)).toEqual(['csv-report']);
    expect(existsSync(join(w.home, '.agents/skills/two'))).toBe(false);
    expect(w.records.find(join(claude, 'two'))).toBeUndefined();
    expect(w.records.find(join(claude, 'csv-report'))).toMatchObject({ agent: 'claude-code' });
  });

  it('stopped between two agents of one skill: the first has it, the second does not', async () => {
    const w = world();
    const outcomes = await stoppedAt(w, ['csv-report'], 1);
    expect(outcomes.map((o) => [o.agent, o.status])).toEqual([
      ['claude-code', 'installed'],
      ['codex', 'failed'],
    ]);
    expect(existsSync(join(w.home, '.claude/skills/csv-report/SKILL.md'))).toBe(true);
    expect(existsSync(join(w.home, '.agents/skills/csv-report'))).toBe(false);
  });
});
