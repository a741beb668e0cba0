/**
 * `skill-studio export` end to end on temp folders: each format's output laid out as its
 * documentation says (expected paths and fields from the docs cited in shared/export/*-schema*),
 * the same bytes twice, reserved names refused with nothing written, an existing folder never
 * touched, skills a format's readers would skip refused unless forced, and a failed write
 * leaving nothing behind (neither the output nor a staging folder).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planFolder, sourcesOf } from '../../shared/node/archive/package-skills';
import { writeFolderAtomically } from '../../shared/node/archive/write-folder';
import { writeZipAtomically } from '../../shared/node/archive/zip-writer';
import { skillMd, tempTree } from '../helpers/temp';
import { cli, snapshot } from '../helpers/packaging';

const SKILL = (name: string) =>
  skillMd(name, `Formats ${name} reports as tables. Use when a report needs a table.`);

function twoSkills() {
  const root = tempTree({
    'alpha/SKILL.md': SKILL('alpha'),
    'alpha/scripts/run.sh': '#!/bin/sh\necho hi\n',
    'alpha/.env': 'SECRET=1',
    'beta/SKILL.md': SKILL('beta'),
  });
  chmodSync(join(root, 'alpha/scripts/run.sh'), 0o755);
  return root;
}

function zipNames(file: string): string[] {
  return spawnSync('zipinfo', ['-1', file], { encoding: 'utf8' }).stdout.trim().split('\n');
}

function unzipText(file: string, entry: string): string {
  return spawnSync('unzip', ['-p', file, entry], { encoding: 'utf8' }).stdout;
}

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

describe('skill-studio export: each format as documented', () => {
  it('claude-plugin: .claude-plugin/plugin.json, skills/<name>/SKILL.md, .env left out (plugins-reference)', async () => {
    const root = twoSkills();
    const r = await cli(
      root,
      'export',
      'alpha',
      'beta',
      '--format',
      'claude-plugin',
      '-o',
      'p.zip',
      '--name',
      'report-tools',
      '--version',
      '1.0.0',
    );
    expect(r.rc, r.err).toBe(0);
    expect(zipNames(join(root, 'p.zip'))).toEqual([
      '.claude-plugin/plugin.json',
      'skills/alpha/SKILL.md',
      'skills/alpha/scripts/run.sh',
      'skills/beta/SKILL.md',
    ]);
    expect(JSON.parse(unzipText(join(root, 'p.zip'), '.claude-plugin/plugin.json'))).toEqual({
      name: 'report-tools',
      version: '1.0.0',
    });
    expect(r.out).toContain('Claude Code names it /report-tools:alpha');
    expect(r.out).toContain('left out .env');
  });

  it('marketplace: the source "./plugins/NAME" resolves from the marketplace root to a plugin (plugin-marketplaces)', async () => {
    const root = twoSkills();
    const r = await cli(
      root,
      'export',
      'alpha',
      'beta',
      '--format',
      'marketplace',
      '-o',
      'market',
      '--name',
      'report-tools',
      '--owner',
      'Ann',
      '--marketplace',
      'ann-reports',
    );
    expect(r.rc, r.err).toBe(0);
    const market = join(root, 'market');
    const catalogue = json(join(market, '.claude-plugin/marketplace.json'));
    expect(catalogue).toEqual({
      name: 'ann-reports',
      owner: { name: 'Ann' },
      plugins: [{ name: 'report-tools', source: './plugins/report-tools' }],
    });
    // "Paths resolve relative to the marketplace root, which is the directory containing .claude-plugin/".
    const plugin = join(market, 'plugins/report-tools');
    expect(json(join(plugin, '.claude-plugin/plugin.json'))).toEqual({ name: 'report-tools' });
    expect(readdirSync(join(plugin, 'skills')).sort()).toEqual(['alpha', 'beta']);
    expect(readFileSync(join(plugin, 'skills/beta/SKILL.md'), 'utf8')).toBe(SKILL('beta'));
    // The script keeps its executable bit.
    expect(snapshot(market)['plugins/report-tools/skills/alpha/scripts/run.sh']).toMatch(/^x /);
  });

  it('agent-plugin: plugin.json at the root with the canonical $schema, skills as direct children of skills/ (spec §5.2, §7.1)', async () => {
    const root = twoSkills();
    const r = await cli(
      root,
      'export',
      'alpha',
      'beta',
      '--format',
      'agent-plugin',
      '-o',
      'ap',
      '--name',
      'report.tools',
      '--author',
      'Ann',
    );
    expect(r.rc, r.err).toBe(0);
    expect(json(join(root, 'ap/plugin.json'))).toEqual({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json',
      name: 'report.tools',
      author: { name: 'Ann' },
    });
    for (const s of ['alpha', 'beta'])
      expect(existsSync(join(root, 'ap/skills', s, 'SKILL.md'))).toBe(true);
  });

  it('codex-plugin: .codex-plugin/plugin.json whose "./skills/" holds the skills (codex core-plugins/src/manifest.rs)', async () => {
    const root = twoSkills();
    const r = await cli(
      root,
      'export',
      'alpha',
      '--format',
      'codex-plugin',
      '-o',
      'cx.zip',
      '--json',
    );
    expect(r.rc, r.err).toBe(0);
    const report = JSON.parse(r.out) as {
      ok: boolean;
      manifests: { path: string; content: unknown }[];
    };
    expect(report.ok).toBe(true);
    // One skill: the plugin takes its folder's name.
    expect(report.manifests).toEqual([
      { path: '.codex-plugin/plugin.json', content: { name: 'alpha', skills: './skills/' } },
    ]);
    expect(zipNames(join(root, 'cx.zip'))).toContain('skills/alpha/SKILL.md');
  });
});

describe('skill-studio export: promises', () => {
  it('gives the same bytes twice (zip) and the same tree twice (folder)', async () => {
    const root = twoSkills();
    for (const out of ['a.zip', 'b.zip', 'a', 'b'])
      expect(
        (
          await cli(
            root,
            'export',
            'alpha',
            'beta',
            '--format',
            'agent-plugin',
            '-o',
            out,
            '--name',
            'p',
          )
        ).rc,
      ).toBe(0);
    expect(readFileSync(join(root, 'a.zip')).equals(readFileSync(join(root, 'b.zip')))).toBe(true);
    expect(snapshot(join(root, 'a'))).toEqual(snapshot(join(root, 'b')));
  });

  it('refuses a reserved marketplace name: exit 1, the rule named, nothing written', async () => {
    const root = twoSkills();
    const r = await cli(
      root,
      'export',
      'alpha',
      '--format',
      'marketplace',
      '-o',
      'm.zip',
      '--owner',
      'Ann',
      '--marketplace',
      'claude-plugins-official',
    );
    expect(r.rc).toBe(1);
    expect(r.err).toContain(
      'name "claude-plugins-official" is reserved for official Anthropic use',
    );
    expect(readdirSync(root).sort()).toEqual(['alpha', 'beta']);
  });

  it('refuses a plugin name that is a Windows device name, as packaging refuses a skill folder', async () => {
    const root = twoSkills();
    for (const [name, out] of [
      ['con', 'm.zip'],
      ['lpt1', 'm.zip'],
      ['con', 'folder-out'],
    ]) {
      const args = ['alpha', '--format', 'marketplace', '-o', out ?? '', '--owner', 'Ann'];
      const r = await cli(root, 'export', ...args, '--name', name ?? '');
      expect(r.rc, name).toBe(1);
      expect(r.err).toContain(
        `The folder name "${name}" cannot be an archive folder: "${name}" is a device name on Windows.`,
      );
      expect(readdirSync(root).sort()).toEqual(['alpha', 'beta']);
    }
  });

  it('refuses at once an output that is a named pipe, rather than wait on it forever', () => {
    const root = twoSkills();
    expect(spawnSync('mkfifo', [join(root, 'pipe.zip')]).status).toBe(0);
    expect(spawnSync('mkfifo', [join(root, 'pipe')]).status).toBe(0);
    // The built CLI (`node scripts/build-cli.mjs` first): a read of the pipe blocks its thread,
    // so a hang is seen only from outside; the bound is far past what the refusal takes.
    const bin = join(import.meta.dirname, '../../dist/skill-studio.mjs');
    for (const out of ['pipe.zip', 'pipe']) {
      for (const force of [[], ['--force']]) {
        const args = ['export', 'alpha', '--format', 'claude-plugin', '-o', out, ...force];
        const run = spawnSync(process.execPath, [bin, ...args], {
          cwd: root,
          encoding: 'utf8',
          timeout: 20_000,
        });
        expect(run.signal, `still running after 20 s: ${out} ${force.join('')}`).toBeNull();
        expect(run.status, run.stderr).toBe(2);
        expect(run.stderr).toContain(
          `'${out}' is not a regular file (it is a named pipe); nothing is written onto it. Choose another name.`,
        );
      }
    }
  }, 90_000);

  it('refuses an output that is a symbolic link, a socket or a folder where the zip goes (issue 42)', async () => {
    const root = twoSkills();
    const elsewhere = tempTree({ 'keep.zip': 'not mine to replace' });
    symlinkSync(join(elsewhere, 'keep.zip'), join(root, 'link.zip'));
    symlinkSync(join(elsewhere, 'missing.zip'), join(root, 'dangling.zip'));
    mkdirSync(join(root, 'folder.zip'));
    const server = createServer();
    await new Promise<void>((done) => server.listen(join(root, 'sock.zip'), done));
    try {
      for (const [out, kind] of [
        ['link.zip', 'it is a symbolic link'],
        ['dangling.zip', 'it is a symbolic link'],
        ['sock.zip', 'it is a socket'],
        ['folder.zip', 'it is a folder, not a file'],
      ]) {
        for (const force of [[], ['--force']]) {
          const args = ['alpha', '--format', 'claude-plugin', '-o', out ?? '', ...force];
          const r = await cli(root, 'export', ...args);
          expect(r.rc, `${out} ${r.err}`).toBe(2);
          expect(r.err).toContain(
            `'${out}' is not a regular file (${kind}); nothing is written onto it. Choose another name.`,
          );
        }
      }
    } finally {
      server.close();
    }
    expect(readlinkSync(join(root, 'link.zip'))).toBe(join(elsewhere, 'keep.zip'));
    expect(readFileSync(join(elsewhere, 'keep.zip'), 'utf8')).toBe('not mine to replace');
    expect(existsSync(join(elsewhere, 'missing.zip'))).toBe(false);
  });

  it('never writes into or over an existing folder (usage error, the folder byte for byte as it was)', async () => {
    const root = twoSkills();
    writeFileSync(join(root, 'keep.txt'), 'mine');
    const before = snapshot(root);
    const r = await cli(root, 'export', 'alpha', '--format', 'claude-plugin', '-o', 'beta');
    expect(r.rc).toBe(2);
    expect(r.err).toContain('"beta" already exists');
    expect(snapshot(root)).toEqual(before);
  });

  it('a skill the format would skip refuses the export; --force writes it and says so', async () => {
    // Agent Plugins §7.1 finds only a file named exactly SKILL.md.
    const root = tempTree({ 'lower/skill.md': SKILL('lower') });
    const refused = await cli(root, 'export', 'lower', '--format', 'agent-plugin', '-o', 'out.zip');
    expect(refused.rc).toBe(1);
    expect(refused.err).toContain('look only for a file named exactly SKILL.md');
    expect(existsSync(join(root, 'out.zip'))).toBe(false);
    const forced = await cli(
      root,
      'export',
      'lower',
      '--format',
      'agent-plugin',
      '-o',
      'out.zip',
      '--force',
    );
    expect(forced.rc).toBe(0);
    expect(forced.err).toMatch(/Exported despite 1 error \(--force\)/);
  });

  it('usage errors: no --format, an unknown one, no -o, several skills without --name', async () => {
    const root = twoSkills();
    expect((await cli(root, 'export', 'alpha', '-o', 'x.zip')).err).toContain('Give --format');
    expect((await cli(root, 'export', 'alpha', '--format', 'vsix', '-o', 'x.zip')).rc).toBe(2);
    expect((await cli(root, 'export', 'alpha', '--format', 'agent-plugin')).err).toContain(
      '-o OUT',
    );
    const both = await cli(
      root,
      'export',
      'alpha',
      'beta',
      '--format',
      'agent-plugin',
      '-o',
      'x.zip',
    );
    expect(both.rc).toBe(2);
    expect(both.err).toContain('Name the plugin');
  });

  it('refuses an output inside a skill it exports', async () => {
    const root = twoSkills();
    const r = await cli(root, 'export', 'alpha', '--format', 'codex-plugin', '-o', 'alpha/out.zip');
    expect(r.rc).toBe(1);
    expect(r.err).toContain('inside the skill "alpha"');
    expect(existsSync(join(root, 'alpha/out.zip'))).toBe(false);
  });
});

describe('a failed export leaves nothing behind', () => {
  // A file that disappears between the plan and the write fails the write midway.
  function brokenSources(root: string) {
    const { plan } = planFolder(join(root, 'alpha'));
    const entries = plan.files.map((file) => ({
      archivePath: `skills/alpha/${file.path}`,
      skill: 0,
      file,
    }));
    const sources = sourcesOf(entries, [plan]);
    rmSync(join(root, 'alpha/scripts/run.sh'));
    return sources;
  }

  it('folder: no output and no staging folder', async () => {
    const root = twoSkills();
    const sources = brokenSources(root);
    await expect(writeFolderAtomically(sources, join(root, 'out'))).rejects.toThrow(
      /scripts\/run\.sh.*disappeared/,
    );
    expect(readdirSync(root).sort()).toEqual(['alpha', 'beta']);
  });

  it('zip: no output and no temp file', async () => {
    const root = twoSkills();
    const sources = brokenSources(root);
    await expect(writeZipAtomically(sources, join(root, 'out.zip'))).rejects.toThrow(/run\.sh/);
    expect(readdirSync(root).sort()).toEqual(['alpha', 'beta']);
  });
});
