/**
 * The service's install calls on a temporary home: the sync state of each copy kept live by
 * watching the agent folder (an edit made there shows as "changed there") and the library (an
 * edit here shows as "outdated"), one-click updates and their Undo, pull-back with the comparison first (and
 * refused when either side changed since it was shown), uninstall to the trash, and what a
 * client may not do (compare or uninstall a folder the studio did not install, install into a
 * project it did not choose).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InstalledCopy } from '../../shared/install/outcomes';
import { nextEvent, startService, startServiceOver } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const states = (copies: InstalledCopy[]) => copies.map((c) => [c.agent, c.state]);

async function installed() {
  const started = await startService({ 'tidy/SKILL.md': skillMd('tidy'), 'tidy/notes.md': 'n\n' });
  const { service, root, home } = started;
  const [outcome] = await service.handlers.installSkills({
    dirs: [join(root, 'tidy')],
    agents: ['claude-code'],
    scope: 'personal',
    mode: 'copy',
    conflict: 'refuse',
  });
  const target = join(home, '.claude/skills/tidy');
  expect(outcome).toMatchObject({ status: 'installed', target });
  return { ...started, target };
}

describe('installed copies in the service', () => {
  it('an edit in the agent folder shows as changed there; pulling it back makes them the same', async () => {
    const { service, root, target } = await installed();
    expect(states(await service.handlers.listInstalls({}))).toEqual([['claude-code', 'same']]);

    const changedThere = nextEvent(
      service,
      'installsChanged',
      (c) => c[0]?.state === 'changed-there',
    );
    writeFileSync(
      join(target, 'SKILL.md'),
      skillMd('tidy', 'Edited in the agent folder. Use when asked.'),
    );
    await changedThere;

    const compared = await service.handlers.compareInstall({ target });
    expect(compared.files.map((f) => [f.path, f.change])).toEqual([['SKILL.md', 'changed']]);
    expect(compared.files[0]?.there?.text).toContain('Edited in the agent folder.');
    expect(compared.files[0]?.here?.text).toBe(skillMd('tidy'));

    const same = nextEvent(service, 'installsChanged', (c) => c[0]?.state === 'same');
    const files = compared.files.map((f) => ({
      path: f.path,
      here: f.here?.hash ?? null,
      there: f.there?.hash ?? null,
    }));
    expect(await service.handlers.pullBack({ target, files })).toEqual({
      written: ['SKILL.md'],
      stale: [],
    });
    await same;
    expect(readFileSync(join(root, 'tidy/SKILL.md'), 'utf8')).toContain(
      'Edited in the agent folder.',
    );
    // The library's list read it again.
    const [list] = await service.handlers.listSkills({ root });
    expect(list?.skills[0]?.description).toBe('Edited in the agent folder. Use when asked.');
  });

  it('a folder deeper than PATH_MAX in a copy reads as changed there, now and at the next start', async () => {
    const { service, target, userData, root, home } = await installed();
    // 40 levels of 200-character names: about 8,000 bytes, twice Linux's PATH_MAX.
    const name = 'd'.repeat(200);
    const deep = spawnSync(
      'bash',
      [
        '-c',
        `cd "$1" && for i in $(seq 40); do mkdir ${name} && cd ${name} || exit 1; done`,
        '_',
        target,
      ],
      { encoding: 'utf8' },
    );
    expect(deep.status, deep.stderr).toBe(0);
    expect(states(await service.handlers.listInstalls({}))).toEqual([
      ['claude-code', 'changed-there'],
    ]);
    await service.stop();
    // The next start reads the same records and the same copy.
    const next = await startServiceOver(root, true, {
      userData,
      agentEnv: { home, platform: process.platform, vars: {} },
    });
    expect(states(await next.service.handlers.listInstalls({}))).toEqual([
      ['claude-code', 'changed-there'],
    ]);
    spawnSync('rm', ['-rf', join(target, name)]);
  });

  it('a pull-back of files changed since they were shown writes nothing', async () => {
    const { service, root, target } = await installed();
    writeFileSync(join(target, 'notes.md'), 'there\n');
    const compared = await service.handlers.compareInstall({ target });
    const files = compared.files.map((f) => ({
      path: f.path,
      here: f.here?.hash ?? null,
      there: f.there?.hash ?? null,
    }));
    writeFileSync(join(target, 'notes.md'), 'there, again\n');
    expect(await service.handlers.pullBack({ target, files })).toEqual({
      written: [],
      stale: ['notes.md'],
    });
    // Nor when the library changed meanwhile.
    const again = await service.handlers.compareInstall({ target });
    writeFileSync(join(root, 'tidy/notes.md'), 'here, changed\n');
    const outcome = await service.handlers.pullBack({
      target,
      files: again.files.map((f) => ({
        path: f.path,
        here: f.here?.hash ?? null,
        there: f.there?.hash ?? null,
      })),
    });
    expect(outcome.written).toEqual([]);
    expect(readFileSync(join(root, 'tidy/notes.md'), 'utf8')).toBe('here, changed\n');
  });

  it('a library edit shows as outdated; one update brings the copy up to date', async () => {
    const { service, root, target } = await installed();
    const outdated = nextEvent(service, 'installsChanged', (c) => c[0]?.state === 'outdated');
    await service.handlers.saveFile({
      path: join(root, 'tidy/notes.md'),
      text: 'new notes\n',
      baseHash:
        (await service.handlers.readFile({ path: join(root, 'tidy/notes.md') })).kind === 'text'
          ? (
              (await service.handlers.readFile({ path: join(root, 'tidy/notes.md') })) as {
                hash: string;
              }
            ).hash
          : null,
    });
    await outdated;
    const [updated] = await service.handlers.updateInstalls({ targets: [target] });
    expect(updated?.status).toBe('updated');
    expect(readFileSync(join(target, 'notes.md'), 'utf8')).toBe('new notes\n');
    expect(states(await service.handlers.listInstalls({}))).toEqual([['claude-code', 'same']]);
    // The version it replaced is in the trash's list.
    expect((await service.handlers.listTrash({})).map((e) => [e.kind, e.rel])).toEqual([
      ['skill', 'tidy'],
    ]);
  });

  it('Undo after an update puts the replaced copy and its record back, never over an edit made there', async () => {
    const { service, root, target } = await installed();
    writeFileSync(join(root, 'tidy/notes.md'), 'new notes\n');
    const [updated] = await service.handlers.updateInstalls({ targets: [target] });
    expect(updated?.status).toBe('updated');
    expect(readFileSync(join(target, 'notes.md'), 'utf8')).toBe('new notes\n');

    await service.handlers.undoInstallUpdate({ target });
    expect(readFileSync(join(target, 'notes.md'), 'utf8')).toBe('n\n');
    // The record is the one before the update: the copy is older than the library again.
    expect(states(await service.handlers.listInstalls({}))).toEqual([['claude-code', 'outdated']]);
    // Once only: the earlier copy is back in place, not in the trash.
    const again = service.handlers.undoInstallUpdate({ target });
    await expect(again).rejects.toMatchObject({ text: { id: 'update-undo-gone' } });

    // An update again, then an edit in the agent folder: Undo refuses and replaces nothing.
    await service.handlers.updateInstalls({ targets: [target] });
    writeFileSync(join(target, 'notes.md'), 'mine\n');
    const edited = service.handlers.undoInstallUpdate({ target });
    await expect(edited).rejects.toMatchObject({ text: { id: 'update-undo-changed' } });
    expect(readFileSync(join(target, 'notes.md'), 'utf8')).toBe('mine\n');
  });

  it('an update does not overwrite a copy changed there: it reports the conflict', async () => {
    const { service, target } = await installed();
    writeFileSync(join(target, 'notes.md'), 'mine\n');
    const [outcome] = await service.handlers.updateInstalls({ targets: [target] });
    expect(outcome).toMatchObject({ status: 'conflict', conflict: { why: 'changed-there' } });
    expect(readFileSync(join(target, 'notes.md'), 'utf8')).toBe('mine\n');
  });

  it('uninstall moves the copy to the trash and forgets it; a project install leaves its lock entry', async () => {
    const { service, root, target } = await installed();
    await service.handlers.uninstallSkill({ target });
    expect(existsSync(target)).toBe(false);
    expect(await service.handlers.listInstalls({})).toEqual([]);
    expect((await service.handlers.listTrash({})).map((e) => e.rel)).toEqual(['tidy']);

    // A project install (the library is the project here) and its lock entry.
    await service.handlers.installSkills({
      dirs: [join(root, 'tidy')],
      agents: ['codex'],
      scope: 'project',
      project: root,
      mode: 'copy',
      conflict: 'refuse',
    });
    const lock = () =>
      JSON.parse(readFileSync(join(root, 'skills-lock.json'), 'utf8')) as { skills: object };
    expect(Object.keys(lock().skills)).toEqual(['tidy']);
    await service.handlers.uninstallSkill({ target: join(root, '.agents/skills/tidy') });
    expect(lock().skills).toEqual({});
  });

  it('refuses folders the studio did not install and projects the user did not choose', async () => {
    const { service, root, home } = await installed();
    const stranger = join(home, '.claude/skills/other');
    await expect(service.handlers.compareInstall({ target: stranger })).rejects.toMatchObject({
      text: { id: 'not-installed' },
    });
    await expect(service.handlers.uninstallSkill({ target: '/etc' })).rejects.toMatchObject({
      text: { id: 'not-installed' },
    });
    const elsewhere = tempTree();
    await expect(
      service.handlers.installSkills({
        dirs: [join(root, 'tidy')],
        agents: ['claude-code'],
        scope: 'project',
        project: elsewhere,
        mode: 'copy',
        conflict: 'refuse',
      }),
    ).rejects.toMatchObject({ text: { id: 'bad-project' } });
    expect(readdirSync(elsewhere)).toEqual([]);
    // A library skill only: a folder outside the libraries is refused by the guard.
    await expect(
      service.handlers.installSkills({
        dirs: [elsewhere],
        agents: ['codex'],
        scope: 'personal',
        mode: 'copy',
        conflict: 'refuse',
      }),
    ).rejects.toMatchObject({ text: { id: 'access-denied' } });
  });

  it('lists the agents with the folders that exist here as libraries to offer', async () => {
    const { service } = await installed();
    const view = await service.handlers.listAgents({});
    expect(view.agents.map((a) => a.id)).toEqual([
      'claude-code',
      'codex',
      'github-copilot',
      'opencode',
      'cursor',
      'gemini-cli',
      'hello-agents',
    ]);
    expect(view.offers.map((o) => [o.label, o.display, o.skillCount])).toEqual([
      ['Claude Code: personal', '~/.claude/skills', 1],
    ]);
  });
});
