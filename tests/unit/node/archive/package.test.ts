/**
 * Packaging real folders: reproducible bytes, what unzip and zipinfo say, every header field
 * that could vary, exclusions and the symlink policy on disk, and what happens (nothing
 * written) when a skill is refused or a file changes during packaging.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { inEnglish } from '../../../../shared/i18n/catalogue';
import * as packaging from '../../../../shared/node/archive/package-skills';
import { planFolder } from '../../../../shared/node/archive/package-skills';
import { writeZipAtomically } from '../../../../shared/node/archive/zip-writer';
import { rewriteRestamped, skillMd, tempTree } from '../../../helpers/temp';

// The outcomes as the CLI prints them: their messages in English.
const packageSkills = async (...args: Parameters<typeof packaging.packageSkills>) =>
  inEnglish(await packaging.packageSkills(...args));
const validateFolder = (...args: Parameters<typeof packaging.validateFolder>) =>
  inEnglish(packaging.validateFolder(...args));

const spec = { profile: 'spec' as const, force: false };

async function entriesOf(zipPath: string) {
  const zip = await fromBufferPromise(readFileSync(zipPath), { lazyEntries: true });
  const out = [];
  for await (const e of zip.eachEntry()) {
    const local = await zip.readLocalFileHeaderPromise(e);
    out.push({
      name: e.fileName,
      method: e.compressionMethod,
      mode: (e.externalFileAttributes >>> 16).toString(8),
      utf8: (e.generalPurposeBitFlag & 0x800) !== 0,
      date: e.lastModFileDate,
      time: e.lastModFileTime,
      extra: e.extraFieldLength + local.extraField.length,
    });
  }
  zip.close();
  return out;
}

function skillTree() {
  const root = tempTree({
    'my-skill/SKILL.md': skillMd('my-skill'),
    'my-skill/scripts/run.sh': '#!/bin/sh\necho hi\n',
    'my-skill/assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    'my-skill/references/日本語.md': '# 参考\n',
    'my-skill/empty.txt': '',
  });
  chmodSync(join(root, 'my-skill/scripts/run.sh'), 0o755);
  return root;
}

describe('packageSkills', () => {
  it('writes sorted entries with fixed 1980 timestamps, 0644/0755, UTF-8 names, no extra fields, no folder entries', async () => {
    const root = skillTree();
    const out = join(root, 'out.zip');
    const r = await packageSkills([join(root, 'my-skill')], out, spec);
    expect(r.archive?.path).toBe(out);
    expect(await entriesOf(out)).toEqual(
      [
        ['my-skill/SKILL.md', 8, '100644'],
        ['my-skill/assets/logo.png', 0, '100644'],
        ['my-skill/empty.txt', 0, '100644'],
        ['my-skill/references/日本語.md', 8, '100644'],
        ['my-skill/scripts/run.sh', 8, '100755'],
      ].map(([name, method, mode]) => ({
        name,
        method,
        mode,
        utf8: true,
        date: 0x21,
        time: 0,
        extra: 0,
      })),
    );
  });

  it('unzip -t and zipinfo accept the archive', async () => {
    const root = skillTree();
    const out = join(root, 'out.skill');
    await packageSkills([join(root, 'my-skill')], out, spec);
    const test = spawnSync('unzip', ['-t', out], { encoding: 'utf8' });
    expect(test.status, test.stdout + test.stderr).toBe(0);
    expect(test.stdout).toContain('No errors detected');
    const info = spawnSync('zipinfo', [out], { encoding: 'utf8' });
    expect(info.status, info.stderr).toBe(0);
    expect(info.stdout).toMatch(/-rwxr-xr-x .* 80-Jan-01 00:00 my-skill\/scripts\/run.sh/);
    expect(info.stdout).toContain('5 files');
  });

  it('the same folder gives the same bytes: again, after touching mtimes and group bits, and from another path', async () => {
    const root = skillTree();
    const first = await packageSkills([join(root, 'my-skill')], join(root, 'a.zip'), spec);
    utimesSync(join(root, 'my-skill/SKILL.md'), new Date(2030, 1, 1), new Date(2030, 1, 1));
    chmodSync(join(root, 'my-skill/SKILL.md'), 0o664);
    chmodSync(join(root, 'my-skill/scripts/run.sh'), 0o700);
    const second = await packageSkills([join(root, 'my-skill')], join(root, 'b.zip'), spec);
    const elsewhere = tempTree();
    cpSync(join(root, 'my-skill'), join(elsewhere, 'deeper/my-skill'), { recursive: true });
    const third = await packageSkills(
      [join(elsewhere, 'deeper/my-skill')],
      join(root, 'c.zip'),
      spec,
    );
    expect(second.archive?.sha256).toBe(first.archive?.sha256);
    expect(third.archive?.sha256).toBe(first.archive?.sha256);
    expect(readFileSync(join(root, 'b.zip')).equals(readFileSync(join(root, 'a.zip')))).toBe(true);
  });

  it('leaves out secrets, VCS data, caches, junk, evals/ and .skillignore matches, and reports each', async () => {
    const root = tempTree({
      's/SKILL.md': skillMd('s'),
      's/.skillignore': 'drafts/\n',
      's/.env': 'KEY=secret',
      's/.git/config': '[core]',
      's/node_modules/x/index.js': '',
      's/evals/case.json': '{}',
      's/scripts/__pycache__/x.pyc': '',
      's/.DS_Store': '',
      's/drafts/wip.md': '',
      's/references/evals/kept.md': 'kept',
      's/scripts/id_rsa': '-----BEGIN OPENSSH PRIVATE KEY-----',
      's/scripts/id_rsa.pub': 'ssh-ed25519 AAAA',
      's/scripts/server.pem': '-----BEGIN PRIVATE KEY-----',
      's/.npmrc': '//registry.npmjs.org/:_authToken=secret',
      's/.aws/credentials': '[default]',
      's/scripts/id_ed25519_sk': 'key',
      's/.kube/config': 'apiVersion: v1',
    });
    const r = await packageSkills([join(root, 's')], join(root, 's.zip'), spec);
    expect((await entriesOf(join(root, 's.zip'))).map((e) => e.name)).toEqual([
      's/.skillignore',
      's/SKILL.md',
      's/references/evals/kept.md',
      's/scripts/id_rsa.pub',
    ]);
    expect(r.skills[0]?.plan.leftOut.map((l) => l.path)).toEqual([
      '.DS_Store',
      '.aws/',
      '.env',
      '.git/',
      '.kube/',
      '.npmrc',
      'drafts/',
      'evals/',
      'node_modules/',
      'scripts/__pycache__/',
      'scripts/id_ed25519_sk',
      'scripts/id_rsa',
      'scripts/server.pem',
    ]);
    expect(r.skills[0]?.plan.leftOut.find((l) => l.path === 'scripts/id_rsa')?.reason).toBe(
      'SSH private key (default rule "id_rsa")',
    );
  });

  it('symlinks: a link to a file inside is stored as that file; links outside, broken, to folders or to .env are left out', async () => {
    const root = tempTree({
      's/SKILL.md': skillMd('s'),
      's/scripts/v2.sh': 'echo v2\n',
      's/.env': 'KEY=secret',
      'outside.txt': 'private',
    });
    chmodSync(join(root, 's/scripts/v2.sh'), 0o755);
    symlinkSync('scripts/v2.sh', join(root, 's/latest.sh'));
    symlinkSync('../outside.txt', join(root, 's/leak.txt'));
    symlinkSync(join(root, 'outside.txt'), join(root, 's/leak-abs.txt'));
    symlinkSync('missing.txt', join(root, 's/broken.txt'));
    symlinkSync('scripts', join(root, 's/tools'));
    symlinkSync('.env', join(root, 's/config.txt'));
    const r = await packageSkills([join(root, 's')], join(root, 's.zip'), spec);
    const entries = await entriesOf(join(root, 's.zip'));
    expect(entries.map((e) => [e.name, e.mode])).toEqual([
      ['s/SKILL.md', '100644'],
      ['s/latest.sh', '100755'],
      ['s/scripts/v2.sh', '100755'],
    ]);
    const unzip = spawnSync('unzip', ['-p', join(root, 's.zip'), 's/latest.sh'], {
      encoding: 'utf8',
    });
    expect(unzip.stdout).toBe('echo v2\n');
    const reasons = Object.fromEntries(
      r.skills[0]?.plan.leftOut.map((l) => [l.path, l.reason]) ?? [],
    );
    expect(reasons['leak.txt']).toMatch(/outside the skill.*never followed/);
    expect(reasons['leak-abs.txt']).toMatch(/outside the skill/);
    expect(reasons['broken.txt']).toMatch(/broken symbolic link/);
    expect(reasons.tools).toMatch(/to a folder/);
    expect(reasons['config.txt']).toMatch(/"\.env", which is left out/);
  });

  it('a skill that fails validation is refused with its errors and nothing is written; --force writes it', async () => {
    const root = tempTree({ 'Bad/SKILL.md': '---\nname: Bad\n---\nbody\n' });
    const out = join(root, 'out', 'Bad.zip');
    mkdirSync(join(root, 'out'));
    const refused = await packageSkills([join(root, 'Bad')], out, spec);
    expect(refused.archive).toBeUndefined();
    expect(refused.errors).toBeGreaterThan(0);
    expect(refused.skills[0]?.diagnostics.map((d) => d.code)).toContain('description-missing');
    expect(readdirSync(join(root, 'out'))).toEqual([]);
    const forced = await packageSkills([join(root, 'Bad')], out, { profile: 'spec', force: true });
    expect(forced.archive?.path).toBe(out);
  });

  it('a refused skill big enough to be read and deflated during validation still writes nothing', async () => {
    // 40 files of 16 KiB: past the size at which files are read ahead and deflated on the
    // worker while the skill is validated, so all that is under way when the refusal comes.
    const files = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`Bad/references/r${i}.md`, `note ${i}\n`.repeat(2000)]),
    );
    const root = tempTree({ 'Bad/SKILL.md': '---\nname: Bad\n---\nbody\n', ...files });
    mkdirSync(join(root, 'out'));
    const refused = await packageSkills([join(root, 'Bad')], join(root, 'out', 'Bad.zip'), spec);
    expect(refused.archive).toBeUndefined();
    expect(refused.errors).toBeGreaterThan(0);
    expect(readdirSync(join(root, 'out'))).toEqual([]);
  });

  it('the claude-ai profile refuses what the uploader would (here a reserved word in the name)', async () => {
    const root = tempTree({ 'claude-helper/SKILL.md': skillMd('claude-helper') });
    const r = await packageSkills([join(root, 'claude-helper')], join(root, 'x.skill'), {
      profile: 'claude-ai',
      force: false,
    });
    expect(r.skills[0]?.diagnostics.map((d) => d.code)).toContain('name-reserved-word');
    expect(r.archive).toBeUndefined();
  });

  it('refuses (even with --force) an archive written inside a skill it packages', async () => {
    const root = tempTree({ 's/SKILL.md': skillMd('s') });
    const r = await packageSkills([join(root, 's')], join(root, 's/s.zip'), {
      profile: 'spec',
      force: true,
    });
    expect(r.problems).toEqual([
      'The archive would be written inside the skill "s" it packages; choose an output outside it.',
    ]);
    expect(readdirSync(join(root, 's'))).toEqual(['SKILL.md']);
  });

  it('a file that changes after planning stops the write, and no partial archive or temp file is left', async () => {
    const root = tempTree({ 's/SKILL.md': skillMd('s') });
    const r = await packageSkills([join(root, 's')], join(root, 'first.zip'), spec);
    const planned = r.skills[0]?.plan.files[0];
    if (!planned) throw new Error('no plan');
    writeFileSync(join(root, 's/SKILL.md'), 'changed, and longer than before: '.repeat(10));
    const source = { ...planned, archivePath: 's/SKILL.md', abs: join(root, 's/SKILL.md') };
    await expect(writeZipAtomically([source], join(root, 'second.zip'))).rejects.toThrow(
      'while writing "s/SKILL.md": it changed while packaging; package again',
    );
    expect(readdirSync(root).sort()).toEqual(['first.zip', 's']);
  });

  it('a SKILL.md saved after planning (files are read ahead, before validation) is reported as changed, which no --force overrides', () => {
    const root = tempTree({ 's/SKILL.md': skillMd('s') });
    const dir = join(root, 's');
    expect(validateFolder(dir, planFolder(dir), 'spec').changed).toBeUndefined();
    const planned = planFolder(dir);
    const was = planned.plan.files.find((f) => f.path === 'SKILL.md')?.ctimeMs ?? 0;
    rewriteRestamped(join(dir, 'SKILL.md'), `${skillMd('s')}\nSaved while packaging.\n`, was);
    expect(validateFolder(dir, planned, 'spec').changed).toBe(
      '"s/SKILL.md" was saved while packaging checked it; package again.',
    );
  });

  it('a file edited after planning to the very same size stops the write too', async () => {
    const root = tempTree({ 's/SKILL.md': skillMd('s'), 's/notes.md': 'validated text\n' });
    const r = await packageSkills([join(root, 's')], join(root, 'first.zip'), spec);
    const planned = r.skills[0]?.plan.files.find((f) => f.path === 'notes.md');
    if (!planned) throw new Error('no plan');
    rewriteRestamped(join(root, 's/notes.md'), 'swapped text!!\n', planned.ctimeMs);
    const source = { ...planned, archivePath: 's/notes.md', abs: join(root, 's/notes.md') };
    await expect(writeZipAtomically([source], join(root, 'second.zip'))).rejects.toThrow(
      'while writing "s/notes.md": it changed while packaging; package again',
    );
    expect(readdirSync(root).sort()).toEqual(['first.zip', 's']);
  });

  it('a file swapped for a named pipe after planning stops the write instead of hanging', async () => {
    const root = tempTree({ 's/SKILL.md': skillMd('s'), 's/a.md': 'notes', 's/b.png': 'x' });
    const r = await packageSkills([join(root, 's')], join(root, 'first.zip'), spec);
    const files = r.skills[0]?.plan.files ?? [];
    for (const name of ['a.md', 'b.png']) {
      const planned = files.find((f) => f.path === name);
      if (!planned) throw new Error(`no plan for ${name}`);
      rmSync(join(root, 's', name));
      expect(spawnSync('mkfifo', [join(root, 's', name)]).status).toBe(0);
      // Big enough to be streamed as well as read whole: both ways must refuse it.
      for (const size of [planned.size, 5 * 1024 * 1024]) {
        const source = { ...planned, size, archivePath: `s/${name}`, abs: join(root, 's', name) };
        await expect(writeZipAtomically([source], join(root, 'second.zip'))).rejects.toThrow(
          `while writing "s/${name}": it changed while packaging; package again`,
        );
      }
    }
    expect(readdirSync(root).sort()).toEqual(['first.zip', 's']);
  });

  it('files larger than the whole-read limit are streamed and stored byte for byte, with CRC and sizes in their local headers', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 'abcdefgh');
    const root = tempTree({
      's/SKILL.md': skillMd('s'),
      's/assets/data.txt': big,
      's/assets/v.mp4': big,
    });
    const out = join(root, 's.zip');
    const r = await packageSkills([join(root, 's')], out, spec);
    const test = spawnSync('unzip', ['-t', out], { encoding: 'utf8' });
    expect(test.status, test.stdout).toBe(0);
    const data = spawnSync('unzip', ['-p', out, 's/assets/data.txt'], {
      maxBuffer: 1 << 25,
    });
    expect(Buffer.compare(data.stdout, big)).toBe(0);
    // No data descriptors: readers that stream (Java's ZipInputStream refuses a stored entry
    // with one) find CRC and sizes in the local header, as in the central directory.
    const zip = await fromBufferPromise(readFileSync(out), { lazyEntries: true });
    for await (const e of zip.eachEntry()) {
      const local = await zip.readLocalFileHeaderPromise(e);
      expect(local.generalPurposeBitFlag & 0x8, e.fileName).toBe(0);
      expect([local.crc32, local.compressedSize, local.uncompressedSize], e.fileName).toEqual([
        e.crc32,
        e.compressedSize,
        e.uncompressedSize,
      ]);
    }
    zip.close();
    // The hash of a file whose headers were rewritten is the file's.
    expect(r.archive?.sha256).toBe(createHash('sha256').update(readFileSync(out)).digest('hex'));
  });
});
