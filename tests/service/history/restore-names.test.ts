/**
 * A restore's `expect` is keyed by the skill's file names, which come from the disk (issue 42):
 * a file named "__proto__" is one like any other, and "constructor" is not a file the page
 * showed unless it said so. Over both transports.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skillMd } from '../../helpers/temp';
import { historyService, sha } from './history-api';

// An object literal's "__proto__: x" sets the prototype; a computed key makes an own entry.
const own = (pairs: [string, string | null][]): Record<string, string | null> =>
  Object.fromEntries(pairs);

describe.each(['ipc', 'web'] as const)('file names of a restore over %s', (transport) => {
  it('restores a skill with a file named __proto__ that the page showed', async () => {
    const { api, a } = await historyService(transport);
    const md = join(a, 'SKILL.md');
    writeFileSync(join(a, '__proto__'), 'odd name\n');
    const v1 = `${skillMd('a')}\nOne.\n`;
    await api.saveFile({ path: md, text: v1, baseHash: sha(skillMd('a')) });
    const versions = (await api.listHistory({ dir: a })).versions;
    const first = versions.at(-1)?.id ?? '';
    const whole = await api.restoreVersion({
      dir: a,
      version: first,
      expect: own([
        ['SKILL.md', sha(v1)],
        ['__proto__', sha('odd name\n')],
      ]),
    });
    expect(whole.ok).toBe(true);
    expect(readFileSync(md, 'utf8')).toBe(skillMd('a'));
    expect(readFileSync(join(a, '__proto__'), 'utf8')).toBe('odd name\n');
  });

  it('says a file named constructor is in no version when the page did not show it', async () => {
    const { api, a } = await historyService(transport);
    const md = join(a, 'SKILL.md');
    const v1 = `${skillMd('a')}\nOne.\n`;
    await api.saveFile({ path: md, text: v1, baseHash: sha(skillMd('a')) });
    const first = (await api.listHistory({ dir: a })).versions.at(-1)?.id ?? '';
    for (const file of ['constructor', 'toString', 'hasOwnProperty']) {
      await expect(
        api.restoreVersion({ dir: a, version: first, file, expect: own([['SKILL.md', sha(v1)]]) }),
      ).rejects.toThrow(`That version has no file ${file}.`);
    }
  });
});
