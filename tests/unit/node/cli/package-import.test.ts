/**
 * `skill-studio package` and `skill-studio import` in-process: default names, .skill and .zip
 * giving the same bytes, refusals and --force, --json, usage errors (exit 2, no stack trace),
 * --rename and --overwrite, a SKILL.md at the archive root; and the built binary end to end.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skillMd, tempTree } from '../../../helpers/temp';
import { cli, snapshot } from '../../../helpers/packaging';
import { rawZip } from '../../../helpers/raw-zip';
import { recoveredName } from '../../../../shared/studio/recovered-names';
import { tempName } from '../../../../shared/studio/temp-names';

const ROOT = join(import.meta.dirname, '../../../..');

describe('skill-studio package', () => {
  it('one skill: FOLDER.zip in the current folder by default, a summary on stdout, exit 0', async () => {
    const root = tempTree({ 'my-skill/SKILL.md': skillMd('my-skill'), 'my-skill/.env': 'K=v' });
    const r = await cli(root, 'package', 'my-skill');
    expect(r.rc).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(
      /^Packaged my-skill into my-skill.zip \(\d+ B, sha256 [0-9a-f]{64}\)\n {2}my-skill: 1 file, \d+ B\nLeft out of my-skill:\n {2}\.env: environment file: these often hold secrets \(default rule "\.env\*"\)\n$/,
    );
    expect(existsSync(join(root, 'my-skill.zip'))).toBe(true);
  });

  it("leaves out a killed save's temp file, as the UI's packaging does, and says why", async () => {
    // What a save killed midway leaves beside the file (issue 16): Skill Studio's one temp name.
    const temp = tempName('SKILL.md', 4242, '0b6e3c1a-8d2f-4c1e-9a7b-5f3e2d1c0b9a');
    const root = tempTree({
      'my-skill/SKILL.md': skillMd('my-skill'),
      [`my-skill/${temp}`]: '---\nname: half\n',
    });
    const r = await cli(root, 'package', 'my-skill');
    expect(r.rc).toBe(0);
    expect(r.out).toContain(
      `Left out of my-skill:\n  ${temp}: a temp file of a save that had not finished (Skill Studio's own)`,
    );
    const list = spawnSync('zipinfo', ['-1', join(root, 'my-skill.zip')], { encoding: 'utf8' });
    expect(list.stdout).toBe('my-skill/SKILL.md\n');
  });

  it('leaves out the copy a save kept beside a file, and says why', async () => {
    const kept = recoveredName('guide.md', new Date('2026-12-02T00:26:34.123Z'), 2);
    expect(kept).toBe('guide.md.recovered-2026-12-02T00-26-34-123Z-2');
    const root = tempTree({
      'my-skill/SKILL.md': skillMd('my-skill'),
      'my-skill/references/guide.md': 'GUIDE',
      [`my-skill/references/${kept}`]: 'MINE',
    });
    const r = await cli(root, 'package', 'my-skill');
    expect(r.rc).toBe(0);
    expect(r.out).toContain(
      `Left out of my-skill:\n  references/${kept}: a copy Skill Studio kept when another program wrote to the file during a save: compare it with the file, then delete or rename it\n`,
    );
    const list = spawnSync('zipinfo', ['-1', join(root, 'my-skill.zip')], { encoding: 'utf8' });
    expect(list.stdout).toBe('my-skill/SKILL.md\nmy-skill/references/guide.md\n');
  });

  it('.skill and .zip are the same bytes; --out-dir picks the default name', async () => {
    const root = tempTree({ 'my-skill/SKILL.md': skillMd('my-skill') });
    mkdirSync(join(root, 'dist'));
    expect(
      (await cli(root, 'package', 'my-skill', '--format', 'skill', '--out-dir', 'dist')).rc,
    ).toBe(0);
    expect((await cli(root, 'package', 'my-skill/SKILL.md', '-o', 'dist/copy.zip')).rc).toBe(0);
    const a = readFileSync(join(root, 'dist/my-skill.skill'));
    expect(a.equals(readFileSync(join(root, 'dist/copy.zip')))).toBe(true);
  });

  it('several skills: one bundle (skills.zip by default) with a folder per skill', async () => {
    const root = tempTree({ 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('b') });
    const r = await cli(root, 'package', 'a', 'b');
    expect(r.out).toMatch(/^Packaged 2 skills into skills.zip/);
    const list = spawnSync('zipinfo', ['-1', join(root, 'skills.zip')], { encoding: 'utf8' });
    expect(list.stdout).toBe('a/SKILL.md\nb/SKILL.md\n');
  });

  it('refuses a skill with errors (listing them, exit 1, nothing written); --force writes and says so', async () => {
    const root = tempTree({ 'Bad/SKILL.md': '---\nname: Bad\n---\nbody\n' });
    const refused = await cli(root, 'package', 'Bad');
    expect(refused.rc).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toMatch(
      /^Not packaged: \d+ errors \(nothing was written; --force packages anyway\)\.\nErrors in Bad \(profile spec\):\n {2}- .*\[name-not-lowercase, line 2\]/,
    );
    expect(readdirSync(root)).toEqual(['Bad']);
    const forced = await cli(root, 'package', 'Bad', '--force');
    expect(forced.rc).toBe(0);
    expect(forced.err).toMatch(/^Packaged despite \d+ errors \(--force\):/);
    expect(existsSync(join(root, 'Bad.zip'))).toBe(true);
  });

  it('a .skill defaults to the claude-ai profile, a .zip to spec', async () => {
    const root = tempTree({ 'claude-tool/SKILL.md': skillMd('claude-tool') });
    const skill = await cli(root, 'package', 'claude-tool', '-o', 'x.skill');
    expect(skill.rc).toBe(1);
    expect(skill.err).toContain('name-reserved-word');
    expect((await cli(root, 'package', 'claude-tool', '-o', 'x.zip')).rc).toBe(0);
  });

  it('--json prints one object with files, left-out entries, checks and diagnostics', async () => {
    const root = tempTree({ 's/SKILL.md': skillMd('s'), 's/run.sh': 'x', 's/.DS_Store': '' });
    const r = await cli(root, 'package', 's', '--json');
    const json = JSON.parse(r.out) as Record<string, unknown>;
    expect(json).toMatchObject({
      ok: true,
      output: join(root, 's.zip'),
      format: 'zip',
      profile: 'spec',
      forced: false,
      problems: [],
      checks: [],
      skills: [
        {
          path: 's',
          folder: 's',
          name: 's',
          files: [
            { path: 'SKILL.md', executable: false, stored: false },
            { path: 'run.sh', size: 1, executable: false, stored: false },
          ],
          leftOut: [
            { path: '.DS_Store', reason: 'macOS folder settings (default rule ".DS_Store")' },
          ],
        },
      ],
    });
    expect(json.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('usage errors exit 2 with a message and no stack trace', async () => {
    const root = tempTree({ 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('b'), 'f.txt': '' });
    const cases: [string[], string][] = [
      [['package'], 'Give at least one skill PATH.'],
      [['package', 'missing'], "Path 'missing' does not exist."],
      [['package', 'f.txt'], "'f.txt' is not a skill folder."],
      [['package', 'a', '--format', 'tar'], "Unknown format 'tar'. Choose zip or skill."],
      [['package', 'a', '--profile', 'x'], "Unknown profile 'x'."],
      [['package', 'a', '-o', 'x.zip', '--out-dir', '.'], 'Give either -o FILE or --out-dir DIR'],
      [['package', 'a', 'b', '--format', 'skill'], 'A .skill file holds one skill'],
      [['package', 'a', '--out-dir', 'nowhere'], "The output folder 'nowhere' does not exist."],
      [['package', 'a', '-o', 'a'], "'a' is a folder; give a file name, or use --out-dir 'a'."],
      [['package', 'a', '-o', 'nowhere/a.zip'], "The folder for 'nowhere/a.zip' does not exist."],
    ];
    for (const [args, message] of cases) {
      const r = await cli(root, ...args);
      expect(r.rc, args.join(' ')).toBe(2);
      expect(r.err).toContain(message);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });
});

describe('skill-studio import', () => {
  function archiveOf(name: string, files: Record<string, string>) {
    const root = tempTree();
    writeFileSync(
      join(root, name),
      rawZip(Object.entries(files).map(([n, data]) => ({ name: n, data }))),
    );
    mkdirSync(join(root, 'lib'));
    return root;
  }

  it('imports a skill archive, says where, exit 0', async () => {
    const root = archiveOf('s.skill', { 's/SKILL.md': skillMd('s'), '__MACOSX/s/._SKILL.md': 'x' });
    const r = await cli(root, 'import', 's.skill', '--into', 'lib');
    expect(r).toEqual({
      rc: 0,
      out: `Imported s into lib: 1 file, ${skillMd('s').length} B.\nSkipped:\n  __MACOSX/s/._SKILL.md: macOS archive metadata (__MACOSX/)\n`,
      err: '',
    });
    expect(readFileSync(join(root, 'lib/s/SKILL.md'), 'utf8')).toBe(skillMd('s'));
  });

  it('an existing skill: refused by default (exit 1, untouched), replaced with --overwrite', async () => {
    const root = archiveOf('s.zip', { 's/SKILL.md': skillMd('s') });
    mkdirSync(join(root, 'lib/s'));
    writeFileSync(join(root, 'lib/s/old.txt'), 'old');
    const refused = await cli(root, 'import', 's.zip', '--into', 'lib');
    expect(refused.rc).toBe(1);
    expect(refused.err).toMatch(
      /^Refused to import s.zip \(nothing was written\):\n {2}- A folder named "s" already exists/,
    );
    expect(snapshot(join(root, 'lib'))).toEqual({ 's/': 'dir', 's/old.txt': '- b2xk' });
    const r = await cli(root, 'import', 's.zip', '--into', 'lib', '--overwrite');
    expect(r.out).toContain('replacing the folder that was there');
    expect(readdirSync(join(root, 'lib/s'))).toEqual(['SKILL.md']);
    expect(readdirSync(join(root, 'lib'))).toEqual(['s']);
  });

  it('--rename picks a free name and sets the frontmatter name to match, and says so', async () => {
    const root = archiveOf('s.zip', { 's/SKILL.md': skillMd('s') });
    mkdirSync(join(root, 'lib/s'));
    mkdirSync(join(root, 'lib/s-2'));
    const r = await cli(root, 'import', 's.zip', '--into', 'lib', '--rename');
    expect(r.out).toBe(
      `Imported s as s-3 ("s" was taken) into lib: 1 file, ${skillMd('s').length} B.\n  Set the name in SKILL.md to "s-3" to match its folder.\n`,
    );
    expect(readFileSync(join(root, 'lib/s-3/SKILL.md'), 'utf8')).toBe(
      skillMd('s').replace('name: s\n', 'name: s-3\n'),
    );
  });

  it('a zip with SKILL.md at its root becomes a folder named from the frontmatter', async () => {
    const root = archiveOf('download.zip', {
      'SKILL.md': skillMd('pdf-tools'),
      'scripts/x.py': 'print(1)',
    });
    const r = await cli(root, 'import', 'download.zip', '--into', 'lib', '--json');
    expect(JSON.parse(r.out)).toMatchObject({
      ok: true,
      layout: 'root',
      skills: [{ folder: 'pdf-tools', from: '', files: 2, overwrote: false }],
    });
    expect(readdirSync(join(root, 'lib/pdf-tools')).sort()).toEqual(['SKILL.md', 'scripts']);
  });

  it('a refusal in --json: ok false, the problems, exit 1', async () => {
    const root = archiveOf('evil.zip', { 's/SKILL.md': skillMd('s'), '../evil': 'x' });
    const r = await cli(root, 'import', 'evil.zip', '--into', 'lib', '--json');
    expect(r.rc).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({
      ok: false,
      problems: ['"../evil": it climbs out of the target folder ("..").'],
    });
    expect(readdirSync(join(root, 'lib'))).toEqual([]);
  });

  it('the limits can be raised (and lowered) from the command line', async () => {
    const root = archiveOf('s.zip', { 's/SKILL.md': skillMd('s'), 's/a.txt': 'a', 's/b.txt': 'b' });
    const r = await cli(root, 'import', 's.zip', '--into', 'lib', '--max-entries', '2');
    expect(r.err).toContain('it has 3 entries; the limit is 2 (raise it with --max-entries)');
    expect((await cli(root, 'import', 's.zip', '--into', 'lib', '--max-bytes', '1k')).rc).toBe(0);
  });

  it('usage errors exit 2 with a message and no stack trace', async () => {
    const root = archiveOf('s.zip', { 's/SKILL.md': skillMd('s') });
    const cases: [string[], string][] = [
      [['import'], 'Give the archive or folder to import.'],
      [['import', 's.zip'], 'Give the library folder with --into ROOT.'],
      [['import', 'nope.zip', '--into', 'lib'], "'nope.zip' is neither an archive nor a folder."],
      [['import', 's.zip', '--into', 'nowhere'], "The folder 'nowhere' does not exist."],
      [['import', 's.zip', '--into', 'lib', '--overwrite', '--rename'], 'not both'],
      [
        ['import', 's.zip', '--into', 'lib', '--max-bytes', 'lots'],
        "--max-bytes needs a positive number, not 'lots'.",
      ],
      [
        ['import', 's.zip', '--into', 'lib', '--max-ratio', '0'],
        '--max-ratio needs a positive number',
      ],
      [['import', 's.zip', '--into', 's.zip'], "'s.zip' is a file, not a folder"],
    ];
    for (const [args, message] of cases) {
      const r = await cli(root, ...args);
      expect(r.rc, args.join(' ')).toBe(2);
      expect(r.err).toContain(message);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });
});

describe('the output file', () => {
  it('replaces an archive, but any other file only with --force', async () => {
    const root = tempTree({ 's/SKILL.md': skillMd('s'), 'notes.txt': 'my notes\n' });
    const refused = await cli(root, 'package', 's', '-o', 'notes.txt');
    expect(refused.rc).toBe(2);
    expect(refused.err).toContain("'notes.txt' exists and is not a zip archive");
    expect(readFileSync(join(root, 'notes.txt'), 'utf8')).toBe('my notes\n');
    expect((await cli(root, 'package', 's', '-o', 'out.zip')).rc).toBe(0);
    expect((await cli(root, 'package', 's', '-o', 'out.zip')).rc).toBe(0);
    expect((await cli(root, 'package', 's', '-o', 'notes.txt', '--force')).rc).toBe(0);
    expect(readFileSync(join(root, 'notes.txt')).subarray(0, 2).toString()).toBe('PK');
  });

  it('says what is wrong with -o and --out-dir values', async () => {
    const root = tempTree({ 's/SKILL.md': skillMd('s'), afile: 'x' });
    const outDir = await cli(root, 'package', 's', '--out-dir', 'afile');
    expect([outDir.rc, outDir.err]).toEqual([
      2,
      expect.stringContaining("'afile' is a file, not a folder"),
    ]);
    // A forgotten value is not taken for a file named after the next option.
    const forgotten = await cli(root, 'package', 's', '-o', '--json');
    expect([forgotten.rc, forgotten.err]).toEqual([
      2,
      expect.stringContaining("--out needs a value, but '--json' is an option."),
    ]);
  });

  it.skipIf(process.platform !== 'linux')(
    '--json answers with a list of problems even when writing fails (here: into /proc)',
    async () => {
      const root = tempTree({ 's/SKILL.md': skillMd('s') });
      const r = await cli(root, 'package', 's', '-o', '/proc/nope.zip', '--json');
      expect(r.rc).toBe(1);
      expect(JSON.parse(r.out)).toMatchObject({
        ok: false,
        problems: [expect.stringContaining('Packaging failed; nothing was written')],
      });
    },
  );

  it('a file named like an option does not turn the option into a path', async () => {
    const root = tempTree({ 's/SKILL.md': skillMd('s'), '--json': 'oops' });
    const r = await cli(root, 'validate', 's', '--json');
    expect(r.rc).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject([{ valid: true }]);
  });
});

describe('the built binary', () => {
  it('exits as soon as it is done after deflating on the second thread, when it writes and when it refuses', () => {
    // 640 KiB of text: enough for the deflate thread, which is kept for a minute after a
    // packaging but must never keep the command waiting for that minute.
    const notes = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`references/r${i}.md`, `note ${i}\n`.repeat(2000)]),
    );
    const prefixed = (folder: string) =>
      Object.fromEntries(Object.entries(notes).map(([path, text]) => [`${folder}/${path}`, text]));
    const work = tempTree({
      'big/SKILL.md': skillMd('big'),
      ...prefixed('big'),
      'Bad/SKILL.md': '---\nname: Bad\n---\nbody\n',
      ...prefixed('Bad'),
    });
    const bin = join(ROOT, 'dist/skill-studio.mjs');
    for (const [folder, status] of [
      ['big', 0],
      ['Bad', 1],
    ] as const) {
      const run = spawnSync(process.execPath, [bin, 'package', folder], {
        cwd: work,
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.signal, `still running after 20 s: ${run.stdout}${run.stderr}`).toBeNull();
      expect(run.status, run.stderr).toBe(status);
    }
    expect(existsSync(join(work, 'big.zip'))).toBe(true);
    expect(existsSync(join(work, 'Bad.zip'))).toBe(false);
  }, 60_000);

  it('package -o onto a named pipe is refused at once, rather than wait on it forever', () => {
    const bin = join(ROOT, 'dist/skill-studio.mjs');
    const work = tempTree({ 'alpha/SKILL.md': skillMd('alpha') });
    expect(spawnSync('mkfifo', [join(work, 'pipe.zip')]).status).toBe(0);
    for (const force of [[], ['--force']]) {
      // A read of the pipe blocks the CLI's thread: a hang is seen only from outside.
      const run = spawnSync(
        process.execPath,
        [bin, 'package', 'alpha', '-o', 'pipe.zip', ...force],
        {
          cwd: work,
          encoding: 'utf8',
          timeout: 20_000,
        },
      );
      expect(run.signal, `still running after 20 s ${force.join('')}`).toBeNull();
      expect(run.status, run.stderr).toBe(2);
      expect(run.stderr).toContain(
        "'pipe.zip' is not a regular file (it is a named pipe); nothing is written onto it. Choose another name.",
      );
    }
  }, 60_000);

  it('package -o onto a symbolic link, a socket or a folder is refused, the link left as it was (issue 42)', async () => {
    const work = tempTree({ 'alpha/SKILL.md': skillMd('alpha') });
    const elsewhere = tempTree();
    const r0 = await cli(work, 'package', 'alpha', '-o', join(elsewhere, 'real.zip'));
    expect(r0.rc, r0.err).toBe(0);
    const before = readFileSync(join(elsewhere, 'real.zip'));
    symlinkSync(join(elsewhere, 'real.zip'), join(work, 'link.zip'));
    symlinkSync(join(elsewhere, 'missing.zip'), join(work, 'dangling.zip'));
    const server = createServer();
    await new Promise<void>((done) => server.listen(join(work, 'sock.zip'), done));
    try {
      for (const [out, kind] of [
        ['link.zip', 'it is a symbolic link'],
        ['dangling.zip', 'it is a symbolic link'],
        ['sock.zip', 'it is a socket'],
      ]) {
        for (const force of [[], ['--force']]) {
          const r = await cli(work, 'package', 'alpha', '-o', out ?? '', ...force);
          expect(r.rc, `${out} ${r.err}`).toBe(2);
          expect(r.err).toContain(
            `'${out}' is not a regular file (${kind}); nothing is written onto it. Choose another name.`,
          );
        }
      }
    } finally {
      server.close();
    }
    expect(readlinkSync(join(work, 'link.zip'))).toBe(join(elsewhere, 'real.zip'));
    expect(readFileSync(join(elsewhere, 'real.zip'))).toEqual(before);
    expect(existsSync(join(elsewhere, 'missing.zip'))).toBe(false);
  });

  it('package then import end to end; unzip -t accepts the archive', () => {
    const bin = join(ROOT, 'dist/skill-studio.mjs');
    const work = tempTree();
    mkdirSync(join(work, 'lib'));
    const pack = spawnSync(
      process.execPath,
      [bin, 'package', join(ROOT, 'skills/csv-report'), '-o', 'x.skill'],
      {
        cwd: work,
        encoding: 'utf8',
      },
    );
    expect(pack.status, pack.stderr).toBe(0);
    expect(spawnSync('unzip', ['-t', join(work, 'x.skill')]).status).toBe(0);
    const imp = spawnSync(process.execPath, [bin, 'import', 'x.skill', '--into', 'lib'], {
      cwd: work,
      encoding: 'utf8',
    });
    expect(imp.status, imp.stderr).toBe(0);
    expect(readdirSync(join(work, 'lib/csv-report')).sort()).toEqual([
      'SKILL.md',
      'assets',
      'references',
      'scripts',
    ]);
  });
});
