/**
 * "Don't show this again for this skill", through the contract: the codes are kept per skill
 * in the user-data folder (never in the skill's folder) and read back by the next service;
 * another skill, a folder in no open library and malformed calls are refused or kept apart;
 * a damaged file is read as nothing hidden, said in the log and set aside, never a crash.
 */
import { existsSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { HIDDEN_ADVICE_FILE } from '../../shared/node/service/settings/hidden-advice-file';
import { fileSettings } from '../../shared/node/service/settings/settings';
import { startServiceOver } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

function onDisk() {
  const root = realpathSync(
    tempTree({ 'a/SKILL.md': skillMd('a'), 'group/b/SKILL.md': skillMd('b') }),
  );
  const userData = join(tempTree(), 'user-data');
  mkdirSync(userData);
  writeFileSync(join(userData, 'settings.json'), JSON.stringify({ roots: [root] }));
  return { root, userData };
}

const start = (root: string, userData: string) =>
  startServiceOver(root, false, { settings: fileSettings(userData), userData });

describe('hidden advice', () => {
  it('is kept per skill outside its folder and read back by the next service', async () => {
    const { root, userData } = onDisk();
    const a = join(root, 'a');
    const b = join(root, 'group', 'b');
    const first = await start(root, userData);
    const h = first.service.handlers;
    expect(await h.readHiddenAdvice({ dir: a })).toEqual({ codes: [] });
    await h.setAdviceHidden({ dir: a, code: 'readme-in-skill', hidden: true });
    // Twice is once; codes come back in one order whatever order they were hidden in.
    await h.setAdviceHidden({ dir: a, code: 'readme-in-skill', hidden: true });
    expect(await h.setAdviceHidden({ dir: a, code: 'body-placeholder', hidden: true })).toEqual({
      codes: ['body-placeholder', 'readme-in-skill'],
    });
    await h.setAdviceHidden({ dir: b, code: 'name-vague', hidden: true });
    await first.service.stop();
    expect(readdirSync(a)).toEqual(['SKILL.md']);
    expect(existsSync(join(userData, HIDDEN_ADVICE_FILE))).toBe(true);
    const next = await start(root, userData);
    expect(await next.service.handlers.readHiddenAdvice({ dir: a })).toEqual({
      codes: ['body-placeholder', 'readme-in-skill'],
    });
    expect(await next.service.handlers.readHiddenAdvice({ dir: b })).toEqual({
      codes: ['name-vague'],
    });
    // Shown again: gone from the set, and from the file once none is left.
    await next.service.handlers.setAdviceHidden({ dir: b, code: 'name-vague', hidden: false });
    expect(await next.service.handlers.readHiddenAdvice({ dir: b })).toEqual({ codes: [] });
    expect(next.log).toEqual([]);
  });

  it('is refused for a folder in no open library and for malformed calls', async () => {
    const { root, userData } = onDisk();
    const { service } = await start(root, userData);
    const outside = realpathSync(tempTree({ 'x/SKILL.md': skillMd('x') }));
    for (const call of ['readHiddenAdvice', 'setAdviceHidden'] as const) {
      const answer = await dispatchCall(service.handlers, call, {
        dir: join(outside, 'x'),
        code: 'readme-in-skill',
        hidden: true,
      });
      expect(answer, call).toMatchObject({ ok: false, error: { kind: 'denied' } });
    }
    for (const input of [
      { dir: join(root, 'a'), code: 'no-such-rule', hidden: true },
      { dir: join(root, 'a'), code: 'readme-in-skill', hidden: 'yes' },
      { dir: '', code: 'readme-in-skill', hidden: true },
      { dir: join(root, 'a'), code: 'readme-in-skill' },
    ]) {
      const answer = await dispatchCall(service.handlers, 'setAdviceHidden', input);
      expect(answer, JSON.stringify(input)).toMatchObject({ ok: false });
    }
    expect(await service.handlers.readHiddenAdvice({ dir: join(root, 'a') })).toEqual({
      codes: [],
    });
  });

  it('reads a damaged file as nothing hidden, says so in the log and keeps the file aside', async () => {
    for (const garbage of ['{"version": 1, "libr', '[1, 2, 3]', '\u0000\u00ff binary', '{}']) {
      const { root, userData } = onDisk();
      const file = join(userData, HIDDEN_ADVICE_FILE);
      writeFileSync(file, garbage);
      const { service, log } = await start(root, userData);
      expect(await service.handlers.readHiddenAdvice({ dir: join(root, 'a') })).toEqual({
        codes: [],
      });
      expect(
        log.filter((l) => l.includes(HIDDEN_ADVICE_FILE)),
        garbage,
      ).toHaveLength(1);
      expect(log.join('\n')).toContain('no advice is hidden');
      const aside = readdirSync(userData).filter((f) => f.includes('.unreadable-'));
      expect(aside, garbage).toHaveLength(1);
      // The next choice is kept over it.
      await service.handlers.setAdviceHidden({
        dir: join(root, 'a'),
        code: 'readme-in-skill',
        hidden: true,
      });
      expect(await service.handlers.readHiddenAdvice({ dir: join(root, 'a') })).toEqual({
        codes: ['readme-in-skill'],
      });
    }
  });

  it('keeps the codes it knows of a file that also names rules it does not', async () => {
    const { root, userData } = onDisk();
    writeFileSync(
      join(userData, HIDDEN_ADVICE_FILE),
      JSON.stringify({
        version: 1,
        libraries: { [root]: { a: ['readme-in-skill', 'a-rule-from-the-future'] } },
      }),
    );
    const { service, log } = await start(root, userData);
    expect(await service.handlers.readHiddenAdvice({ dir: join(root, 'a') })).toEqual({
      codes: ['readme-in-skill'],
    });
    expect(log).toEqual([]);
  });
});
