/**
 * Codex's scan as the studio reads it (shared/node/codex-scan.ts): what Codex meets is held to
 * its recordings in tests/agent/recorded-goldens.test.ts; here, the studio's own promise
 * (docs/security.md) that the plugin manifests it reads beside and above a library are never
 * reached through a link, and that the scan does not leave the root through one.
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codexScan } from '../../../shared/node/codex-scan';
import { skillMd, tempTree } from '../../helpers/temp';

describe('codexScan', () => {
  it('reads the manifests of plugin roots below and of every folder above the root', () => {
    const base = tempTree({
      'outer/.claude-plugin/plugin.json': '{"name":"above"}',
      'outer/lib/sub/.codex-plugin/plugin.json': '{"name":"below"}',
      'outer/lib/sub/a/SKILL.md': skillMd('a'),
    });
    const scan = codexScan(join(base, 'outer/lib'));
    expect(scan.skillDirs).toEqual(['sub/a']);
    expect(scan.truncated).toBe(false);
    expect(scan.manifests.filter((m) => m.text !== undefined)).toEqual(
      expect.arrayContaining([
        {
          rel: 'sub',
          folderName: 'sub',
          file: '.codex-plugin/plugin.json',
          text: '{"name":"below"}',
        },
        {
          rel: '..',
          folderName: 'outer',
          file: '.claude-plugin/plugin.json',
          text: '{"name":"above"}',
        },
      ]),
    );
  });

  it('never reads a manifest through a link, nor enters a folder link that leaves the root', () => {
    const base = tempTree({
      'elsewhere/.codex-plugin/plugin.json': '{"name":"outside"}',
      'elsewhere/x/SKILL.md': skillMd('x'),
      'secret.json': '{"name":"secret"}',
      'lib/a/SKILL.md': skillMd('a'),
    });
    const lib = join(base, 'lib');
    // Manifest folders that are links (below and above the root), a manifest file that is a
    // link, a folder link out.
    symlinkSync(join(base, 'elsewhere/.codex-plugin'), join(lib, 'a/.codex-plugin'));
    symlinkSync(join(base, 'elsewhere/.codex-plugin'), join(base, '.codex-plugin'));
    mkdirSync(join(base, '.claude-plugin'));
    symlinkSync(join(base, 'secret.json'), join(base, '.claude-plugin/plugin.json'));
    symlinkSync(join(base, 'elsewhere'), join(lib, 'out'));
    const scan = codexScan(lib);
    expect(scan.skillDirs).toEqual(['a']);
    expect(scan.manifests.map((m) => m.text)).not.toContain('{"name":"outside"}');
    expect(scan.manifests.map((m) => m.text)).not.toContain('{"name":"secret"}');
  });
});
