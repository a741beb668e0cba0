/**
 * `skill-studio import` of what people download: a repository's zip with skills in
 * subfolders (all of them, or the ones named with --skill), a folder, an unknown --skill (a
 * usage error listing what was found), and the built binary end to end.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../../../helpers/packaging';
import { rawZip } from '../../../helpers/raw-zip';
import { skillMd, tempTree } from '../../../helpers/temp';

const ROOT = join(import.meta.dirname, '../../../..');

// A repository as GitHub's "Download ZIP" wraps it: one top folder, skills below it.
const REPO: Record<string, string> = {
  'tools-main/README.md': '# tools\n',
  'tools-main/skills/pdf/SKILL.md': skillMd('pdf'),
  'tools-main/skills/csv-report/SKILL.md': skillMd('csv-report'),
  'tools-main/plugins/p/skills/notes/SKILL.md': skillMd('notes'),
  'tools-main/a/b/c/d/e/too-deep/SKILL.md': skillMd('too-deep'),
};

function repoZip() {
  const root = tempTree();
  const entries = Object.entries(REPO).map(([name, data]) => ({ name, data }));
  writeFileSync(join(root, 'tools-main.zip'), rawZip(entries));
  mkdirSync(join(root, 'lib'));
  return root;
}

describe('skill-studio import of a repository', () => {
  it('imports every skill found within six folders, and says where each was', async () => {
    const root = repoZip();
    const r = await cli(root, 'import', 'tools-main.zip', '--into', 'lib');
    expect(r.err).toBe('');
    expect(r.rc).toBe(0);
    expect(r.out).toBe(
      [
        `Imported notes (from tools-main/plugins/p/skills/notes) into lib: 1 file, ${skillMd('notes').length} B.`,
        `Imported csv-report (from tools-main/skills/csv-report) into lib: 1 file, ${skillMd('csv-report').length} B.`,
        `Imported pdf (from tools-main/skills/pdf) into lib: 1 file, ${skillMd('pdf').length} B.`,
        '',
      ].join('\n'),
    );
    expect(readdirSync(join(root, 'lib')).sort()).toEqual(['csv-report', 'notes', 'pdf']);
  });

  it('--skill imports only the named ones, by folder name, path or frontmatter name', async () => {
    const root = repoZip();
    const r = await cli(
      root,
      'import',
      'tools-main.zip',
      '--into',
      'lib',
      '--skill',
      'pdf',
      '--skill',
      'tools-main/plugins/p/skills/notes',
      '--json',
    );
    expect(r.rc).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      ok: true,
      layout: 'bundle',
      skills: [
        { folder: 'notes', from: 'tools-main/plugins/p/skills/notes' },
        { folder: 'pdf', from: 'tools-main/skills/pdf' },
      ],
    });
    expect(readdirSync(join(root, 'lib')).sort()).toEqual(['notes', 'pdf']);
  });

  it('an unknown --skill is a usage error (exit 2) naming the skills found; nothing is written', async () => {
    const root = repoZip();
    const r = await cli(root, 'import', 'tools-main.zip', '--into', 'lib', '--skill', 'too-deep');
    expect(r.rc).toBe(2);
    expect(r.err).toContain(
      "No skill named 'too-deep' is in it (found: tools-main/plugins/p/skills/notes, tools-main/skills/csv-report, tools-main/skills/pdf).",
    );
    expect(r.err).not.toContain('    at ');
    expect(readdirSync(join(root, 'lib'))).toEqual([]);
  });

  it('imports a folder as it imports an archive', async () => {
    const root = tempTree({ ...REPO, 'lib/.keep': '' });
    const r = await cli(root, 'import', 'tools-main', '--into', 'lib', '--skill', 'csv-report');
    expect(r.rc).toBe(0);
    expect(r.out).toContain('Imported csv-report (from skills/csv-report) into lib');
    expect(readdirSync(join(root, 'lib')).sort()).toEqual(['.keep', 'csv-report']);
  });

  it('a zip whose only skill is seven folders down is refused, saying where it is (exit 1)', async () => {
    const root = tempTree();
    writeFileSync(
      join(root, 'deep.zip'),
      rawZip([{ name: 'r/a/b/c/d/e/f/SKILL.md', data: skillMd('f') }]),
    );
    mkdirSync(join(root, 'lib'));
    const r = await cli(root, 'import', 'deep.zip', '--into', 'lib');
    expect(r.rc).toBe(1);
    expect(r.err).toBe(
      'Refused to import deep.zip (nothing was written):\n  - No skill within six folders of the top: the nearest SKILL.md is r/a/b/c/d/e/f/SKILL.md, deeper than that.\n',
    );
  });

  it('the built binary imports the chosen skill of a repository zip (run `node scripts/build-cli.mjs` first)', () => {
    const root = repoZip();
    const bin = join(ROOT, 'dist/skill-studio.mjs');
    const r = spawnSync(
      process.execPath,
      [bin, 'import', 'tools-main.zip', '--into', 'lib', '--skill', 'notes'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readdirSync(join(root, 'lib'))).toEqual(['notes']);
  });
});
