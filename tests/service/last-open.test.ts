/**
 * What was open last and the UI preferences, through the contract: kept in the settings file,
 * read back by a new service, left out once outside the open libraries, refused when a client
 * sends a path outside (a link out of the library included), dropped when hand-edited into
 * something else, and merged key by key when two clients change them at once.
 */
import { mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { fileSettings, type Settings } from '../../shared/node/service/settings/settings';
import { startServiceOver } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

function onDisk(files: Record<string, string>) {
  const root = realpathSync(tempTree(files));
  const userData = join(tempTree(), 'user-data');
  mkdirSync(userData);
  writeFileSync(join(userData, 'settings.json'), JSON.stringify({ roots: [root] }));
  return { root, userData };
}

const saved = (userData: string) =>
  JSON.parse(readFileSync(join(userData, 'settings.json'), 'utf8')) as Settings;

describe('the last open skill and the UI preferences', () => {
  it('are kept in the settings file and read back by the next service', async () => {
    const { root, userData } = onDisk({ 'a/SKILL.md': skillMd('a') });
    const first = await startServiceOver(root, false, { settings: fileSettings(userData) });
    const record = {
      skill: join(root, 'a'),
      file: join(root, 'a/SKILL.md'),
      view: 'package' as const,
      agent: 'opencode' as const,
    };
    await first.service.handlers.setLastOpen(record);
    await first.service.handlers.setUiPrefs({ guideDismissed: true });
    await first.service.stop();
    const next = await startServiceOver(root, false, { settings: fileSettings(userData) });
    expect(await next.service.handlers.readLastOpen({})).toEqual(record);
    expect(await next.service.handlers.readUiPrefs({})).toEqual({ guideDismissed: true });
  });

  it('a change still being written when the service stops is on disk once it has stopped', async () => {
    const { root, userData } = onDisk({ 'a/SKILL.md': skillMd('a') });
    const file = fileSettings(userData);
    // A store whose writes land only when the test lets them, as a slow disk would.
    let land: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (land = resolve));
    let reached: () => void = () => undefined;
    const settling = new Promise<void>((resolve) => (reached = resolve));
    const slow = {
      read: () => file.read(),
      write: (next: Settings) => held.then(() => file.write(next)),
      settled: () => {
        reached();
        return held.then(() => file.settled());
      },
    };
    const { service } = await startServiceOver(root, false, { settings: slow });
    const view = service.handlers.setLastOpen({ view: 'package' });
    let stopped = false;
    const stopping = service.stop().then(() => (stopped = true));
    // Stopping waits for the write: it asks whether the settings are settled, and is not
    // done while they are not.
    await Promise.race([settling, stopping]);
    expect(stopped).toBe(false);
    land();
    await stopping;
    await view;
    expect(saved(userData).lastOpen).toEqual({ view: 'package' });
  });

  it('the settings file says once settled what was last written, however quick the writes', async () => {
    const { userData } = onDisk({});
    const settings = fileSettings(userData);
    for (const view of ['edit', 'agent', 'package'] as const)
      void settings.write({ ...settings.read(), lastOpen: { view } });
    await settings.settled();
    expect(saved(userData).lastOpen).toEqual({ view: 'package' });
  });

  it('leave out a skill no longer in a library, and a file not inside its skill', async () => {
    const { root, userData } = onDisk({ 'a/SKILL.md': skillMd('a') });
    const other = realpathSync(tempTree({ 'b/SKILL.md': skillMd('b') }));
    const hand = (lastOpen: unknown) => {
      writeFileSync(
        join(userData, 'settings.json'),
        JSON.stringify({ roots: [root], lastOpen, uiPrefs: { guideDismissed: 'yes' } }),
      );
    };
    const read = async () => {
      const { service } = await startServiceOver(root, false, {
        settings: fileSettings(userData),
      });
      return [await service.handlers.readLastOpen({}), await service.handlers.readUiPrefs({})];
    };
    hand({ skill: join(other, 'b'), file: join(other, 'b/SKILL.md'), view: 'agent' });
    expect(await read()).toEqual([{ view: 'agent' }, {}]);
    hand({ skill: join(root, 'a'), file: join(other, 'b/SKILL.md') });
    expect((await read())[0]).toEqual({ skill: join(root, 'a') });
    hand({ skill: root, file: join(root, 'a/SKILL.md') });
    expect((await read())[0]).toEqual({});
    // Not a record at all (a hand edit): dropped whole, the rest of the file kept.
    hand({ skill: 42, view: 'somewhere' });
    expect(await read()).toEqual([{}, {}]);
    expect(saved(userData).roots).toEqual([root]);
  });

  it('refuse a skill or file outside the libraries, through a link too, over the contract', async () => {
    const outside = realpathSync(tempTree({ 'x/SKILL.md': skillMd('x'), 'x/n.md': 'secret' }));
    const { root, userData } = onDisk({ 'a/SKILL.md': skillMd('a') });
    symlinkSync(join(outside, 'x'), join(root, 'linked'));
    symlinkSync(join(outside, 'x/n.md'), join(root, 'a/n.md'));
    const { service, log } = await startServiceOver(root, false, {
      settings: fileSettings(userData),
    });
    for (const input of [
      { skill: join(outside, 'x') },
      { skill: join(root, 'linked') },
      { skill: join(root, 'a'), file: join(root, 'a/n.md') },
      { skill: join(root, 'a'), file: join(outside, 'x/n.md') },
      { file: join(root, 'a/SKILL.md') },
      { skill: join(root, 'a/../../etc') },
    ]) {
      const answer = await dispatchCall(service.handlers, 'setLastOpen', input);
      expect(answer, JSON.stringify(input)).toMatchObject({ ok: false, error: { kind: 'denied' } });
    }
    // Malformed: refused by the contract's schema, nothing written.
    for (const input of [{ view: 'settings' }, { agent: 'nobody' }, { skill: '' }, 7]) {
      const answer = await dispatchCall(service.handlers, 'setLastOpen', input);
      expect(answer, JSON.stringify(input)).toMatchObject({ ok: false });
    }
    expect(await service.handlers.readLastOpen({})).toEqual({});
    expect(log.some((m) => m.includes('refused a path outside the libraries'))).toBe(true);
  });

  it('change key by key when two clients write at once', async () => {
    const { root, userData } = onDisk({ 'a/SKILL.md': skillMd('a') });
    const { service } = await startServiceOver(root, false, { settings: fileSettings(userData) });
    await Promise.all([
      service.handlers.setUiPrefs({ guideDismissed: true }),
      service.handlers.setLastOpen({ skill: join(root, 'a'), view: 'agent' }),
      service.handlers.setAgentSettings({ codex: { bundledSystemSkills: false } }),
    ]);
    const file = saved(userData);
    expect(file.uiPrefs).toEqual({ guideDismissed: true });
    expect(file.lastOpen).toEqual({ skill: join(root, 'a'), view: 'agent' });
    expect(file.agents?.codex.bundledSystemSkills).toBe(false);
  });
});
