/**
 * Linking on Windows, for every agent of the table, with the platform mocked (the link calls
 * are the only part that differs; the folders are real temp folders): without the right to
 * make symbolic links (EPERM, no administrator rights nor Developer Mode) each agent's folder
 * gets a directory junction to the library's absolute folder; with Developer Mode, a
 * directory symbolic link; when neither can be made, a copy, with both reasons said. Each
 * time the skill is in the agent's own folder (a copy is listed there by `agents` too) and the
 * record says how it was made.
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../shared/i18n/catalogue';
import { TARGET_IDS, type Scope, type TargetId } from '../../shared/install/agents';
import { listAgents } from '../../shared/node/install/agent-folders';
import type { LinkSystem } from '../../shared/node/install/make-link';
import { install, PERSONAL, PROJECT, world, type World } from './world';

type Behaviour = 'no-privilege' | 'developer-mode' | 'no-links';

const eperm = () =>
  Object.assign(new Error('EPERM: operation not permitted, symlink'), { code: 'EPERM' });

/** A win32 link system that acts as `behaviour` says; the links it makes are real. */
function windows(behaviour: Behaviour) {
  const calls: { target: string; path: string; type: string | undefined }[] = [];
  const system: LinkSystem = {
    platform: 'win32',
    symlink: async (target, path, type) => {
      calls.push({ target, path, type });
      await Promise.resolve();
      if (behaviour === 'no-links')
        throw type === 'junction'
          ? Object.assign(new Error('EINVAL'), { code: 'EINVAL' })
          : eperm();
      if (behaviour === 'no-privilege' && type === 'dir') throw eperm();
      // A directory link or junction: both are links to the folder on this machine.
      symlinkSync(target, path);
    },
  };
  return { system, calls };
}

const cases: [TargetId, Scope][] = TARGET_IDS.flatMap((id) => [
  ...(PERSONAL[id] === undefined ? [] : [[id, 'personal'] as [TargetId, Scope]]),
  [id, 'project'] as [TargetId, Scope],
]);

function folderOf(w: World, id: TargetId, scope: Scope): string {
  return scope === 'personal' ? join(w.home, PERSONAL[id] ?? '') : join(w.project, PROJECT[id]);
}

function listedThere(w: World, id: TargetId, scope: Scope, folder: string): string[] {
  const listed = listAgents(w.env, scope === 'project' ? w.project : undefined).find(
    (a) => a.id === id,
  );
  return listed?.folders.find((f) => f.path === folder)?.skills.map((s) => s.name) ?? [];
}

describe('linking on Windows (platform mocked), every agent', () => {
  it.each(cases)(
    '%s (%s): no right to symlink, so a directory junction to the absolute library folder',
    async (id, scope) => {
      const w = world();
      const { system, calls } = windows('no-privilege');
      const request = { agents: [id], mode: 'link' as const, scope, project: w.project };
      const [outcome] = await install(w, request, system);
      const folder = folderOf(w, id, scope);
      const target = join(folder, 'csv-report');
      const library = join(w.library, 'csv-report');
      // A directory symlink first, then (EPERM) a junction, both to the same absolute folder.
      expect(calls).toEqual([
        { target: library, path: expect.stringContaining(folder) as string, type: 'dir' },
        { target: library, path: expect.stringContaining(folder) as string, type: 'junction' },
      ]);
      expect(outcome).toMatchObject({
        status: 'installed',
        mode: 'link',
        linkKind: 'junction',
        target,
      });
      expect(outcome?.linkFailed).toBeUndefined();
      expect(w.records.find(target)).toMatchObject({
        agent: id,
        mode: 'link',
        linkKind: 'junction',
      });
      // In place, pointing at the library, and nothing half-made beside it.
      expect(lstatSync(target).isSymbolicLink()).toBe(true);
      expect(readlinkSync(target)).toBe(library);
      expect(readdirSync(folder)).toEqual(['csv-report']);
      // What the agent opens through it is the library's SKILL.md.
      expect(readFileSync(join(target, 'SKILL.md'))).toEqual(
        readFileSync(join(library, 'SKILL.md')),
      );
    },
  );

  it.each(cases)('%s (%s): with Developer Mode, a directory symbolic link', async (id, scope) => {
    const w = world();
    const { system, calls } = windows('developer-mode');
    const [outcome] = await install(
      w,
      { agents: [id], mode: 'link', scope, project: w.project },
      system,
    );
    expect(calls.map((c) => c.type)).toEqual(['dir']);
    expect(outcome).toMatchObject({ status: 'installed', mode: 'link', linkKind: 'symlink' });
    const target = join(folderOf(w, id, scope), 'csv-report');
    expect(readlinkSync(target)).toBe(join(w.library, 'csv-report'));
    expect(w.records.find(target)).toMatchObject({ agent: id, mode: 'link', linkKind: 'symlink' });
  });

  it.each(cases)(
    '%s (%s): neither a link nor a junction, so a copy that says why, never silently',
    async (id, scope) => {
      const w = world();
      const { system, calls } = windows('no-links');
      const [outcome] = await install(
        w,
        { agents: [id], mode: 'link', scope, project: w.project },
        system,
      );
      expect(calls.map((c) => c.type)).toEqual(['dir', 'junction']);
      const folder = folderOf(w, id, scope);
      const target = join(folder, 'csv-report');
      expect(outcome).toMatchObject({ status: 'installed', mode: 'copy', target });
      expect(inEnglish(outcome?.linkFailed)).toEqual([
        'a symbolic link was refused (EPERM: Windows allows symbolic links only to administrators or with Developer Mode on)',
        'a directory junction was refused (EINVAL)',
      ]);
      expect(lstatSync(target).isDirectory()).toBe(true);
      expect(readFileSync(join(target, 'SKILL.md'))).toEqual(
        readFileSync(join(w.library, 'csv-report/SKILL.md')),
      );
      expect(w.records.find(target)).toMatchObject({ agent: id, mode: 'copy' });
      expect(listedThere(w, id, scope, folder)).toEqual(['csv-report']);
    },
  );
});
