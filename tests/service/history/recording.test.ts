/**
 * Every kind of change the issue lists is kept as a version, over both real transports
 * (Electron's port and the browser host's HTTP): saves (with their cause), created files,
 * added files, renames (the history follows the skill's new folder), moves, deletes, trash
 * restores, history restores. Each version's file hashes are the sha256 of the very bytes
 * written (node:crypto here, not the store's own hash), so a version holds what was saved.
 */
import { createReadStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skillMd, tempTree } from '../../helpers/temp';
import { historyService, sha } from './history-api';

describe.each(['ipc', 'web'] as const)('versions of every change over %s', (transport) => {
  it('records saves, files created, added, renamed, moved, deleted and restored', async () => {
    const { api, root } = await historyService(transport, false, { copyFromPaths: true });
    const a = join(root, 'a');
    const md = join(a, 'SKILL.md');
    const original = skillMd('a');
    const one = `${original}\nFirst edit.\n`;
    const s1 = await api.saveFile({ path: md, text: one, baseHash: sha(original) });
    expect(s1.ok).toBe(true);
    const two = `${one}Second, from the form.\n`;
    await api.saveFile({ path: md, text: two, baseHash: sha(one), cause: 'form' });
    await api.createFile({ dir: a, path: 'notes.md' });
    await api.renameFile({ path: join(a, 'notes.md'), newName: 'guide.md' });
    await api.createFolder({ dir: a, path: 'references' });
    await api.moveEntry({ dir: a, from: 'guide.md', to: 'references/guide.md' });
    const trashed = await api.trashEntry({ dir: a, path: 'references/guide.md' });
    await api.restoreTrash({ id: trashed.id, conflict: 'refuse' });
    const source = join(tempTree({ 'logo.svg': '<svg/>' }), 'logo.svg');
    await api.addFiles({ dir: a, into: '', sources: [source], clash: 'refuse' });

    const kinds = (await api.listHistory({ dir: a })).versions.map((v) => v.kind);
    // Newest first; the skill as it was before its first change comes first of all.
    expect(kinds).toEqual([
      'upload',
      'restore',
      'delete',
      'move',
      'create',
      'rename',
      'create',
      'form',
      'save',
      'first-seen',
    ]);
    const list = (await api.listHistory({ dir: a })).versions;
    const first = list.at(-1)?.id ?? '';
    const saved = list.at(-2)?.id ?? '';
    // What each version holds is the bytes on disk then, by their sha256.
    expect((await api.versionFiles({ dir: a, version: first })).files).toEqual([
      {
        path: 'SKILL.md',
        hash: sha(original),
        size: original.length,
        executable: false,
        kept: 'whole',
      },
    ]);
    const read = await api.readVersion({ dir: a, version: saved, file: 'SKILL.md' });
    expect(read).toEqual({ kind: 'text', path: 'SKILL.md', text: one, hash: sha(one) });
    // The file filter lists only the versions that changed that file.
    const ofMd = (await api.listHistory({ dir: a, file: 'SKILL.md' })).versions.map((v) => v.kind);
    expect(ofMd).toEqual(['form', 'save', 'first-seen']);

    // A rename takes the history along, and says where the skill was.
    const renamed = await api.renameSkill({ dir: a, newName: 'b' });
    const after = (await api.listHistory({ dir: renamed.dir })).versions;
    expect(after[0]?.kind).toBe('rename');
    expect(after[0]?.from).toBe(a);
    expect(after.length).toBe(list.length + 1);
    expect((await api.listHistory({ dir: a })).versions).toEqual([]);

    // Delete keeps a version with no files; the history stays readable for the deleted skill.
    await api.deleteSkill({ dir: renamed.dir });
    const gone = (await api.listHistory({ dir: renamed.dir })).versions;
    expect(gone[0]?.kind).toBe('delete');
    expect(gone[0]?.files).toBe(0);
  });

  it('records a new skill, an import that replaces one, and a description written by a fix', async () => {
    const { api, root, service } = await historyService(transport, false, { copyFromPaths: true });
    const made = await api.createSkill({ root, name: 'fresh', template: 'blank' });
    expect((await api.listHistory({ dir: made.dir })).versions.map((v) => v.kind)).toEqual([
      'create',
    ]);
    // An archive of `a` with another text, imported over it.
    const a = join(root, 'a');
    writeFileSync(join(a, 'SKILL.md'), `${skillMd('a')}\nPackaged text.\n`);
    const packaged = await service.handlers.packageSkills({ dirs: [a], format: 'zip' });
    writeFileSync(join(a, 'SKILL.md'), skillMd('a'));
    // Handed back as an upload, as the browser hands an archive over.
    const zip = await service.receiveUpload(
      'a.zip',
      createReadStream(packaged.written?.path ?? ''),
      1e9,
    );
    const imported = await api.importArchive({ path: zip, root, conflict: 'overwrite' });
    expect(imported.skills[0]?.overwrote).toBe(true);
    const kinds = (await api.listHistory({ dir: a })).versions.map((v) => v.kind);
    expect(kinds).toEqual(['import', 'first-seen']);
    const versions = (await api.listHistory({ dir: a })).versions;
    const before = await api.versionFiles({ dir: a, version: versions[1]?.id ?? '' });
    expect(before.files.find((f) => f.path === 'SKILL.md')?.hash).toBe(sha(skillMd('a')));
    const fix = `${skillMd('a')}\nPackaged text.\nFixed.\n`;
    const now = await api.readFile({ path: join(a, 'SKILL.md') });
    const base = 'hash' in now ? now.hash : null;
    await api.saveFile({ path: join(a, 'SKILL.md'), text: fix, baseHash: base, cause: 'fix' });
    expect((await api.listHistory({ dir: a })).versions[0]?.kind).toBe('fix');
  });
  it('records a pull-back from an agent’s copy as the bytes taken from it', async () => {
    const { api, a, home } = await historyService(transport);
    const [outcome] = await api.installSkills({
      dirs: [a],
      agents: ['claude-code'],
      scope: 'personal',
      mode: 'copy',
      conflict: 'refuse',
    });
    const target = join(home, '.claude/skills/a');
    expect(outcome).toMatchObject({ status: 'installed', target });
    const there = skillMd('a', 'Edited in the agent folder. Use when asked.');
    writeFileSync(join(target, 'SKILL.md'), there);
    const compared = await api.compareInstall({ target });
    const files = compared.files.map((f) => ({
      path: f.path,
      here: f.here?.hash ?? null,
      there: f.there?.hash ?? null,
    }));
    expect((await api.pullBack({ target, files })).written).toEqual(['SKILL.md']);
    const [pulled, first] = (await api.listHistory({ dir: a })).versions;
    expect([pulled?.kind, first?.kind]).toEqual(['pull-back', 'first-seen']);
    expect(pulled?.changes).toEqual([
      { path: 'SKILL.md', change: 'changed', lines: { added: 1, removed: 1 } },
    ]);
    const kept = await api.versionFiles({ dir: a, version: pulled?.id ?? '' });
    expect(kept.files.map((f) => [f.path, f.hash])).toEqual([['SKILL.md', sha(there)]]);
  });
});
