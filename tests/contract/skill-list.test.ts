/**
 * listSkills' answer reaches the UI as the handler gave it, over both transports (a desktop
 * window's port, the web host): a skill at the root, nested skills, links, a skill with no
 * frontmatter, one with findings; and its version (the events it has) with it.
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOutput } from '../../shared/ipc/contract';
import type { WebHost } from '../../shared/node/web/web-host';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { portApi, webApi } from '../helpers/transports';

const hosts: WebHost[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const host of hosts.splice(0)) await host.close();
});

type Lists = CallOutput<'listSkills'>;

describe('listSkills', () => {
  it("brings the service's own answer to the UI as the handler gave it, over both transports", async () => {
    const outside = tempTree({ 'SKILL.md': skillMd('far') });
    const { service, root } = await startService(
      {
        'a/SKILL.md': skillMd('a'),
        'a/scripts/run.py': 'print(1)\n',
        'b/SKILL.md': skillMd('b'),
        'Bad_Name/SKILL.md': skillMd('Bad_Name', ''),
        'outer/SKILL.md': skillMd('outer'),
        'outer/inner/SKILL.md': skillMd('inner'),
        'plain/skill.md': '# no frontmatter\n',
      },
      false,
    );
    mkdirSync(join(root, 'linked'));
    symlinkSync(join(outside, 'SKILL.md'), join(root, 'linked/SKILL.md'));
    await service.handlers.removeLibrary({ root });
    await service.handlers.addLibrary({ path: root });
    // Checked in full: the lists below are the same one.
    await service.whenChecked();
    const answered = await service.handlers.listSkills({});
    const plain = JSON.parse(JSON.stringify(answered)) as Lists;
    expect(plain[0]?.skills.length).toBe(7);
    expect(plain[0]?.skills.some((s) => s.link)).toBe(true);
    expect(plain[0]?.version).toBeGreaterThan(0);
    const ipc = portApi(service);
    expect(await ipc.listSkills({})).toStrictEqual(plain);
    const web = await webApi(service);
    hosts.push(web.host);
    expect(await web.api.listSkills({})).toStrictEqual(plain);
    expect(await web.api.listSkills({ limit: 2 })).toStrictEqual(
      JSON.parse(JSON.stringify(await service.handlers.listSkills({ limit: 2 }))),
    );
  });
});
