/**
 * The link policy (shared/node/link-fence.ts) under a real watcher: a SKILL.md or a skill
 * folder swapped for a link out of every library after the library was opened is listed as
 * that link at the next change, and its target is never read; swapped back, it is read again.
 */
import { realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextEvent, startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const posix = process.platform !== 'win32';
const SECRET = 'SECRET-OUTSIDE-TEXT';

describe.skipIf(!posix)('links swapped in while a library is watched', () => {
  it('a SKILL.md replaced by a link out of the libraries is listed as the link, never read', async () => {
    const outside = realpathSync(tempTree({ 's/SKILL.md': skillMd('s', `${SECRET} Use when.`) }));
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') });
    const swapped = nextEvent(service, 'skillsChanged', (d) =>
      d.changed.some((s) => s.rel === 'a' && s.link !== undefined),
    );
    // Swapped in by rename, as an attacker (or a sync tool) would: one atomic step.
    symlinkSync(join(outside, 's/SKILL.md'), join(root, 'a/.swap'));
    renameSync(join(root, 'a/.swap'), join(root, 'a/SKILL.md'));
    const delta = await swapped;
    expect(JSON.stringify(delta)).not.toContain(SECRET);
    expect(delta.changed.find((s) => s.rel === 'a')).toMatchObject({
      link: { target: join(outside, 's/SKILL.md'), folder: join(outside, 's') },
      found: { codes: ['skill-md-unreadable'] },
    });
    expect(JSON.stringify(await service.handlers.listSkills({}))).not.toContain(SECRET);

    const back = nextEvent(service, 'skillsChanged', (d) =>
      d.changed.some((s) => s.rel === 'a' && s.name === 'a'),
    );
    rmSync(join(root, 'a/SKILL.md'));
    writeFileSync(join(root, 'a/SKILL.md'), skillMd('a'));
    expect((await back).changed.find((s) => s.rel === 'a')?.link).toBeUndefined();
  });

  it('a skill folder replaced by a link to a skill outside is listed as the link, never read', async () => {
    const outside = realpathSync(
      tempTree({ 'b/SKILL.md': skillMd('b', `${SECRET} Use when.`), 'b/references/x.md': SECRET }),
    );
    const { service, root } = await startService({
      'a/SKILL.md': skillMd('a'),
      'b/SKILL.md': skillMd('b'),
    });
    const swapped = nextEvent(service, 'skillsChanged', (d) =>
      [...d.added, ...d.changed].some((s) => s.rel === 'b' && s.link !== undefined),
    );
    rmSync(join(root, 'b'), { recursive: true });
    symlinkSync(join(outside, 'b'), join(root, 'b'));
    const delta = await swapped;
    expect(JSON.stringify(delta)).not.toContain(SECRET);
    const [library] = await service.handlers.listSkills({});
    expect(JSON.stringify(library)).not.toContain(SECRET);
    expect(library?.skills.find((s) => s.rel === 'b')).toMatchObject({
      link: { target: join(outside, 'b'), folder: join(outside, 'b') },
      resources: { references: 0 },
    });
    const view = await service.handlers.simulate({ agent: 'claude-code' });
    expect(JSON.stringify(view)).not.toContain(SECRET);
  });
});
