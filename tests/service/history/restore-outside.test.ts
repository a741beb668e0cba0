/**
 * Restores are conditional and make a new version, over both transports; writes by other
 * programs that the watcher sees are each kept once (and the studio's own saves never a second
 * time as 'outside'); named versions survive pruning.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skillMd } from '../../helpers/temp';
import { historyService, sha } from './history-api';

describe.each(['ipc', 'web'] as const)('restoring and outside writes over %s', (transport) => {
  it('restores only when the disk is as shown, as a new version', async () => {
    const { api, a } = await historyService(transport);
    const md = join(a, 'SKILL.md');
    const v1 = `${skillMd('a')}\nOne.\n`;
    const v2 = `${skillMd('a')}\nTwo.\n`;
    await api.saveFile({ path: md, text: v1, baseHash: sha(skillMd('a')) });
    await api.saveFile({ path: md, text: v2, baseHash: sha(v1) });
    writeFileSync(join(a, 'extra.md'), 'later\n');
    const versions = (await api.listHistory({ dir: a })).versions;
    expect(versions.map((v) => v.kind)).toEqual(['save', 'save', 'first-seen']);
    const oneId = versions[1]?.id ?? '';
    // The page showed v1 on disk, but the disk has v2: refused, nothing written, no version.
    const stale = await api.restoreVersion({
      dir: a,
      version: oneId,
      file: 'SKILL.md',
      expect: { 'SKILL.md': sha(v1) },
    });
    expect(stale).toEqual({ ok: false, changed: ['SKILL.md'] });
    expect(readFileSync(md, 'utf8')).toBe(v2);
    expect((await api.listHistory({ dir: a })).versions.length).toBe(versions.length);
    // As shown: written, and the newest version is a restore holding v1's bytes.
    const done = await api.restoreVersion({
      dir: a,
      version: oneId,
      file: 'SKILL.md',
      expect: { 'SKILL.md': sha(v2) },
    });
    expect(done.ok).toBe(true);
    expect(readFileSync(md, 'utf8')).toBe(v1);
    const newest = (await api.listHistory({ dir: a })).versions[0];
    expect(newest?.kind).toBe('restore');
    expect(done.ok && done.version).toBe(newest?.id);
    const files = await api.versionFiles({ dir: a, version: newest?.id ?? '' });
    expect(files.files.find((f) => f.path === 'SKILL.md')?.hash).toBe(sha(v1));
    // The whole skill: a file the page did not know of is a change; shown, it goes to the trash.
    const first = (await api.listHistory({ dir: a })).versions.at(-1)?.id ?? '';
    const without = await api.restoreVersion({
      dir: a,
      version: first,
      expect: { 'SKILL.md': sha(v1) },
    });
    expect(without).toEqual({ ok: false, changed: ['extra.md'] });
    const whole = await api.restoreVersion({
      dir: a,
      version: first,
      expect: { 'SKILL.md': sha(v1), 'extra.md': sha('later\n') },
    });
    expect(whole.ok && whole.written).toEqual(['SKILL.md', 'extra.md']);
    expect(readFileSync(md, 'utf8')).toBe(skillMd('a'));
    expect(existsSync(join(a, 'extra.md'))).toBe(false);
    expect((await api.listTrash({})).map((t) => t.rel)).toContain('a/extra.md');
  });

  it('keeps each write by another program once, and the studio’s own saves never as outside', async () => {
    const { api, a, service } = await historyService(transport, true);
    const md = join(a, 'SKILL.md');
    const mine = `${skillMd('a')}\nMine.\n`;
    // The watcher reporting the save (it reports before it asks the history to look).
    const reported = new Promise<void>((resolve) => {
      const off = service.events.on('filesChanged', ({ paths }) => {
        if (!paths.some((p) => md === p || md.startsWith(`${p}/`))) return;
        off();
        resolve();
      });
    });
    await api.saveFile({ path: md, text: mine, baseHash: sha(skillMd('a')) });
    const kinds = async () => (await api.listHistory({ dir: a })).versions.map((v) => v.kind);
    const changed = () =>
      new Promise<void>((resolve) => {
        const off = service.events.on('historyChanged', () => {
          off();
          resolve();
        });
      });
    // The watcher reports the save too; once the history has looked, nothing new came of it.
    await reported;
    await service.whenHistoryLooked();
    expect(await kinds()).toEqual(['save', 'first-seen']);
    for (const text of ['Other one.', 'Other two.']) {
      const seen = changed();
      writeFileSync(md, `${skillMd('a')}\n${text}\n`);
      await seen;
    }
    await service.whenHistoryLooked();
    expect(await kinds()).toEqual(['outside', 'outside', 'save', 'first-seen']);
    const newest = (await api.listHistory({ dir: a })).versions[0]?.id ?? '';
    const read = await api.readVersion({ dir: a, version: newest, file: 'SKILL.md' });
    expect(read.kind === 'text' && read.text).toBe(`${skillMd('a')}\nOther two.\n`);
  });

  it('prunes the oldest unnamed versions and keeps the named ones', async () => {
    const { api, a } = await historyService(transport);
    const md = join(a, 'SKILL.md');
    // Four versions of a large incompressible text each: well over a 10 MB limit together.
    let base = sha(skillMd('a'));
    const texts: string[] = [];
    for (let i = 0; i < 4; i++) {
      const text = `${skillMd('a')}\n${createHash('sha512').update(String(i)).digest('hex').repeat(60_000)}\n`;
      texts.push(text);
      await api.saveFile({ path: md, text, baseHash: base });
      base = sha(text);
    }
    const before = (await api.listHistory({ dir: a })).versions;
    expect(before.map((v) => v.kind)).toEqual(['save', 'save', 'save', 'save', 'first-seen']);
    const named = before[3]?.id ?? '';
    await api.nameVersion({ dir: a, version: named, name: 'Sent to the team' });
    const settings = await api.setHistorySettings({ maxMb: 10 });
    expect(settings.maxMb).toBe(10);
    const after = (await api.listHistory({ dir: a })).versions;
    // The named one and the newest stay.
    expect(after.map((v) => v.id)).toContain(named);
    expect(after[0]?.id).toBe(before[0]?.id);
    expect(after.find((v) => v.id === named)?.name).toBe('Sent to the team');
    expect(after.length).toBeLessThan(before.length);
    // The named version still holds its bytes (too large for the editor, so by hash).
    const read = await api.readVersion({ dir: a, version: named, file: 'SKILL.md' });
    expect(read).toMatchObject({ kind: 'too-large', hash: sha(texts[0] ?? '') });
  });
});
