/**
 * A skill's name is its folder's name too, so the skill calls take only names every system can
 * hold: "con", "nul", "com1" and the rest are valid skill names by the specification (lowercase
 * letters and digits) but folders Windows cannot have, which the studio's own import refuses
 * (shared/package/entry-names.ts). Creating, renaming and duplicating such a skill is refused
 * with the same message as the file calls give, in both languages, and nothing is written.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { errorText } from '../../renderer/src/i18n/service-text';
import { StudioCallError } from '../../renderer/src/bridge/call-error';
import { startService } from '../helpers/service';
import { skillMd } from '../helpers/temp';

describe('skill names that cannot be a folder on Windows', () => {
  it('are refused by create, rename and duplicate, in both languages, writing nothing', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    for (const name of ['con', 'nul', 'aux', 'prn', 'com1', 'lpt9']) {
      const calls = [
        ['createSkill', { root, name, template: 'blank' }],
        ['renameSkill', { dir: join(root, 'a'), newName: name }],
        ['duplicateSkill', { dir: join(root, 'a'), newName: name }],
      ] as const;
      for (const [call, input] of calls)
        expect(await dispatchCall(service.handlers, call, input), `${call} ${name}`).toMatchObject({
          ok: false,
          error: { kind: 'user', text: { id: 'name-device', params: { name } } },
        });
    }
    expect(readdirSync(root)).toEqual(['a']);
    // The words the page shows, from the refusal as it arrives over either transport.
    const answer = await dispatchCall(service.handlers, 'createSkill', {
      root,
      name: 'con',
      template: 'blank',
    });
    const refused = answer.ok ? undefined : StudioCallError.from(answer.error);
    expect(errorText(refused, 'en')).toContain('"con" is a device name on Windows');
    expect(errorText(refused, 'zh')).toContain('"con" 在 Windows 上是设备名');
  });

  it('names that only begin like a device, or COM0, are skills like any other', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    for (const name of ['con-tools', 'console', 'com0', 'nullable'])
      await service.handlers.createSkill({ root, name, template: 'blank' });
    await service.handlers.renameSkill({ dir: join(root, 'a'), newName: 'auxiliary' });
    expect(readdirSync(root).sort()).toEqual([
      'auxiliary',
      'com0',
      'con-tools',
      'console',
      'nullable',
    ]);
    expect(existsSync(join(root, 'console', 'SKILL.md'))).toBe(true);
  });
});
