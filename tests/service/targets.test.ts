/**
 * Where each library's skills will be used (its targets), through the contract: kept per
 * library in the settings file and read back by the next service (a new browser and a restart
 * find them), in one order whatever order they were sent in, kept for a library closed and
 * added again, pushed to every client when set, refused for a folder that is no open library,
 * dropped when hand-edited into something else, and both kept when two libraries' targets are set at once.
 */
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { fileSettings, type Settings } from '../../shared/node/service/settings/settings';
import { startServiceOver } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

function onDisk(rootCount: number, extra: Record<string, unknown> = {}) {
  const roots = Array.from({ length: rootCount }, (_, i) =>
    realpathSync(tempTree({ [`s${i}/SKILL.md`]: skillMd(`s${i}`) })),
  );
  const userData = join(tempTree(), 'user-data');
  mkdirSync(userData);
  writeFileSync(join(userData, 'settings.json'), JSON.stringify({ roots, ...extra }));
  return { roots, userData };
}

const saved = (userData: string) =>
  JSON.parse(readFileSync(join(userData, 'settings.json'), 'utf8')) as Settings;

describe("each library's targets", () => {
  it('are kept per library in the settings file and read back by the next service', async () => {
    const { roots, userData } = onDisk(2);
    const [a = '', b = ''] = roots;
    const first = await startServiceOver(a, false, { settings: fileSettings(userData) });
    expect(await first.service.handlers.readTargets({})).toEqual({ byRoot: {} });
    // Sent in any order, twice over: kept once each, in the order they are offered.
    expect(
      await first.service.handlers.setTargets({
        root: a,
        targets: ['codex', 'claude-code', 'codex'],
      }),
    ).toEqual({ targets: ['claude-code', 'codex'] });
    await first.service.handlers.setTargets({ root: b, targets: ['gemini-cli'] });
    await first.service.stop();
    expect(saved(userData).targets).toEqual({ [a]: ['claude-code', 'codex'], [b]: ['gemini-cli'] });
    const next = await startServiceOver(a, false, { settings: fileSettings(userData) });
    expect(await next.service.handlers.readTargets({})).toEqual({
      byRoot: { [a]: ['claude-code', 'codex'], [b]: ['gemini-cli'] },
    });
  });

  it("are kept for a library closed and added again, and only an open library's are read", async () => {
    const { roots, userData } = onDisk(2);
    const [a = '', b = ''] = roots;
    const { service } = await startServiceOver(a, false, { settings: fileSettings(userData) });
    await service.handlers.setTargets({ root: b, targets: ['copilot', 'opencode'] });
    await service.handlers.removeLibrary({ root: b });
    expect(await service.handlers.readTargets({})).toEqual({ byRoot: {} });
    await service.handlers.addLibrary({ path: b });
    expect(await service.handlers.readTargets({})).toEqual({
      byRoot: { [b]: ['opencode', 'copilot'] },
    });
  });

  it('are pushed to every client as kept, once they are in the settings file', async () => {
    const { roots, userData } = onDisk(1);
    const [a = ''] = roots;
    const { service } = await startServiceOver(a, false, { settings: fileSettings(userData) });
    const pushed: unknown[] = [];
    service.events.on('targetsChanged', (payload) => {
      // Sent after the write: whoever hears it and reads again finds the same.
      pushed.push({ payload, onDisk: saved(userData).targets?.[a] });
    });
    await service.handlers.setTargets({ root: a, targets: ['codex', 'claude-code'] });
    await dispatchCall(service.handlers, 'setTargets', { root: a, targets: ['cursor'] });
    expect(pushed).toEqual([
      {
        payload: { root: a, targets: ['claude-code', 'codex'] },
        onDisk: ['claude-code', 'codex'],
      },
    ]);
  });

  it('are refused for a folder that is no open library, and for malformed choices', async () => {
    const { roots, userData } = onDisk(1);
    const [a = ''] = roots;
    const { service } = await startServiceOver(a, false, { settings: fileSettings(userData) });
    const outside = realpathSync(tempTree({ 'x/SKILL.md': skillMd('x') }));
    for (const root of [outside, join(a, 's0')]) {
      const answer = await dispatchCall(service.handlers, 'setTargets', {
        root,
        targets: ['spec'],
      });
      expect(answer, root).toMatchObject({ ok: false, error: { kind: 'denied' } });
    }
    for (const input of [
      { root: a, targets: [] },
      { root: a, targets: ['cursor'] },
      { root: a, targets: 'spec' },
      { root: '', targets: ['spec'] },
      { targets: ['spec'] },
    ]) {
      const answer = await dispatchCall(service.handlers, 'setTargets', input);
      expect(answer, JSON.stringify(input)).toMatchObject({ ok: false });
    }
    expect(await service.handlers.readTargets({})).toEqual({ byRoot: {} });
    expect(saved(userData).targets).toBeUndefined();
  });

  it('hand-edited into something else are dropped, the rest of the settings kept', async () => {
    const { roots, userData } = onDisk(1, { targets: { '/x': ['nobody'] }, uiPrefs: {} });
    const [a = ''] = roots;
    const { service } = await startServiceOver(a, false, { settings: fileSettings(userData) });
    expect(await service.handlers.readTargets({})).toEqual({ byRoot: {} });
    expect(await service.handlers.listLibraries({})).toHaveLength(1);
  });

  it('of two libraries set at once both stay', async () => {
    const { roots, userData } = onDisk(2);
    const [a = '', b = ''] = roots;
    const { service } = await startServiceOver(a, false, { settings: fileSettings(userData) });
    await Promise.all([
      service.handlers.setTargets({ root: a, targets: ['claude-ai'] }),
      service.handlers.setTargets({ root: b, targets: ['hello-agents'] }),
    ]);
    await service.stop();
    expect(saved(userData).targets).toEqual({ [a]: ['claude-ai'], [b]: ['hello-agents'] });
  });
});
