/**
 * The round trip: import(package(x)) gives back every packaged file with its bytes and its
 * executable bit, for every bundled skill (alone and as one bundle) and for generated skills
 * (random names, Unicode, nesting, empty and large files, compressed formats, exec bits).
 * Every archive passes `unzip -t` and `zipinfo`; packaging the import again gives the same bytes.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { english } from '../../../../shared/i18n/catalogue';
import { importArchive } from '../../../../shared/node/archive/import-skills';
import { packageSkills } from '../../../../shared/node/archive/package-skills';
import { DEFAULT_IMPORT_LIMITS } from '../../../../shared/package/index';
import { skillMd, tempTree } from '../../../helpers/temp';
import { filesOf, snapshot } from '../../../helpers/packaging';

const SKILLS = join(import.meta.dirname, '../../../../skills');
const bundled = readdirSync(SKILLS).sort();
const importOptions = { limits: DEFAULT_IMPORT_LIMITS, conflict: 'refuse' as const };

/** Packages `dirs`, imports the archive into a fresh root, and returns both. */
async function roundTrip(dirs: string[], name = 'out.zip') {
  const work = tempTree();
  const archive = join(work, name);
  const packaged = await packageSkills(dirs, archive, { profile: 'spec', force: true });
  if (!packaged.archive) throw new Error(packaged.problems.map(english).join('\n'));
  for (const tool of ['unzip -tqq', 'zipinfo -h']) {
    const [command = '', flag = ''] = tool.split(' ');
    const r = spawnSync(command, [flag, archive], { encoding: 'utf8' });
    expect(r.status, `${tool}: ${r.stdout}${r.stderr}`).toBe(0);
  }
  mkdirSync(join(work, 'lib'));
  const imported = await importArchive(archive, join(work, 'lib'), importOptions);
  expect(imported.problems).toEqual([]);
  return { work, packaged, lib: join(work, 'lib') };
}

/** The files of a skill folder minus what packaging reported as left out. */
function expected(dir: string, leftOut: readonly { path: string }[]) {
  return Object.fromEntries(
    Object.entries(filesOf(snapshot(dir))).filter(
      ([path]) => !leftOut.some((l) => path === l.path || path.startsWith(l.path)),
    ),
  );
}

describe('round trip', () => {
  it.each(bundled)(
    'bundled skill %s comes back byte for byte, executable bits included',
    async (name) => {
      const { lib, packaged } = await roundTrip([join(SKILLS, name)], `${name}.skill`);
      expect(packaged.skills[0]?.plan.leftOut).toEqual([]);
      expect(filesOf(snapshot(join(lib, name)))).toEqual(filesOf(snapshot(join(SKILLS, name))));
    },
  );

  it('all bundled skills as one bundle come back, and packaging the import gives the same bytes', async () => {
    const dirs = bundled.map((n) => join(SKILLS, n));
    const { lib, packaged, work } = await roundTrip(dirs);
    expect(readdirSync(lib).sort()).toEqual(bundled);
    for (const name of bundled)
      expect(filesOf(snapshot(join(lib, name))), name).toEqual(
        filesOf(snapshot(join(SKILLS, name))),
      );
    const again = await packageSkills(
      bundled.map((n) => join(lib, n)),
      join(work, 'again.zip'),
      { profile: 'spec', force: true },
    );
    expect(again.archive?.sha256).toBe(packaged.archive?.sha256);
  });

  it('generated skills: every file not reported as left out comes back, with its bytes and x bit', async () => {
    const segment = fc
      .stringMatching(/^[a-zA-Z0-9é日本ß _-]{1,12}$/)
      .filter((s) => !/[ .]$/.test(s));
    const fileArb = fc.record({
      path: fc.array(segment, { minLength: 1, maxLength: 3 }),
      ext: fc.constantFrom('.md', '.py', '.png', '.txt', '', '.pdf'),
      bytes: fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.constant(new Uint8Array())),
      exec: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fileArb, { maxLength: 40 }), async (files) => {
        const root = tempTree({ 'gen-skill/SKILL.md': skillMd('gen-skill') });
        // Case-insensitive keys: a later path that clashes with an earlier file or folder
        // (as it would on macOS) is not written.
        const fileKeys = new Set<string>(['skill.md']);
        const folderKeys = new Set<string>();
        for (const f of files) {
          const rel = `${f.path.join('/')}${f.ext}`;
          const parts = rel.toLowerCase().split('/');
          const folders = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
          const key = parts.join('/');
          if (fileKeys.has(key) || folderKeys.has(key) || folders.some((d) => fileKeys.has(d)))
            continue;
          fileKeys.add(key);
          for (const d of folders) folderKeys.add(d);
          const abs = join(root, 'gen-skill', rel);
          mkdirSync(dirname(abs), { recursive: true });
          writeFileSync(abs, f.bytes);
          chmodSync(abs, f.exec ? 0o755 : 0o644);
        }
        const dir = join(root, 'gen-skill');
        const { lib, packaged } = await roundTrip([dir]);
        const leftOut = packaged.skills[0]?.plan.leftOut ?? [];
        expect(filesOf(snapshot(join(lib, 'gen-skill')))).toEqual(expected(dir, leftOut));
      }),
      { numRuns: 25, seed: 20261129 },
    );
  });

  // Random blobs: a megabyte of one repeated byte expands over 100 times, which the import
  // refuses by default as a likely zip bomb (--max-ratio raises it).
  it('a large generated library (300 skills, over a thousand files) round-trips through one bundle', async () => {
    const files: Record<string, string | Uint8Array> = {};
    for (let i = 0; i < 300; i++) {
      files[`skill-${i}/SKILL.md`] = skillMd(`skill-${i}`);
      for (let j = 0; j < i % 7; j++)
        files[`skill-${i}/references/r${j}.md`] = `# ${i}.${j}\n`.repeat(j * 50);
      if (i % 10 === 0) files[`skill-${i}/assets/blob-${i}.bin`] = randomBytes(1024 * 1024 + i);
    }
    const root = tempTree(files);
    const dirs = readdirSync(root).map((d) => join(root, d));
    const { lib } = await roundTrip(dirs);
    for (const d of ['skill-0', 'skill-150', 'skill-299'])
      expect(filesOf(snapshot(join(lib, d))), d).toEqual(filesOf(snapshot(join(root, d))));
    expect(readdirSync(lib)).toHaveLength(300);
    expect(readFileSync(join(lib, 'skill-290/assets/blob-290.bin')).length).toBe(1024 * 1024 + 290);
  });
});
