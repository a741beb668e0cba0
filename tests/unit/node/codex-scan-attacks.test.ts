/**
 * Codex's scan reads plugin manifests beside and above a library as every read of the studio
 * does: the file it looked at is the file it opens, without blocking. A manifest swapped for a
 * named pipe right after its look (a wrap of node:fs swaps it then, every time) is not read and
 * not waited on; a read that would wait (opened without O_NONBLOCK) is recorded and fails the
 * test instead of hanging it.
 */
import { spawnSync } from 'node:child_process';
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codexScan } from '../../../shared/node/codex-scan';
import { skillMd, tempTree } from '../../helpers/temp';
import type { FsHooks } from '../../helpers/guarded-fs';

const hooks = vi.hoisted((): FsHooks => ({}));

vi.mock('node:fs', async (original) =>
  (await import('../../helpers/guarded-fs')).guardedFs(await original(), hooks),
);

afterEach(() => {
  hooks.afterLook = undefined;
  hooks.blockedOn = undefined;
});

describe('codexScan under attack', () => {
  it('never waits on a manifest swapped for a named pipe right after it was looked at', () => {
    const base = tempTree({
      'lib/sub/.codex-plugin/plugin.json': '{"name":"below"}',
      'lib/sub/a/SKILL.md': skillMd('a'),
    });
    const manifest = join(base, 'lib/sub/.codex-plugin/plugin.json');
    hooks.afterLook = {
      path: manifest,
      run: () => {
        unlinkSync(manifest);
        expect(spawnSync('mkfifo', [manifest]).status).toBe(0);
      },
    };
    const scan = codexScan(join(base, 'lib'));
    expect(hooks.afterLook).toBeUndefined();
    expect(hooks.blockedOn).toBeUndefined();
    expect(scan.skillDirs).toEqual(['sub/a']);
    expect(scan.manifests.filter((m) => m.text !== undefined)).toEqual([]);
  });
});
