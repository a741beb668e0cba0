/**
 * Hostile and broken archives, each built byte by byte here. Every one must be refused with a
 * message naming the problem, and the library root must be exactly as before: no file, no
 * folder, no leftover temp folder.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../shared/i18n/catalogue';
import { importArchive as importInto } from '../../../../shared/node/archive/import-skills';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '../../../../shared/package/index';
import { skillMd, tempTree } from '../../../helpers/temp';
import { snapshot } from '../../../helpers/packaging';
import { rawZip, unicodePathExtra, type RawEntry } from '../../../helpers/raw-zip';

// The outcome as the CLI prints it: its messages in English.
const importArchive = async (...args: Parameters<typeof importInto>) =>
  inEnglish(await importInto(...args));

const SKILL = { name: 's/SKILL.md', data: skillMd('s') };

/** Imports `bytes` into a library holding one skill; returns the refusal, after checking nothing changed. */
async function refused(bytes: Buffer, limits: ImportLimits = DEFAULT_IMPORT_LIMITS) {
  const work = tempTree({ 'lib/existing/SKILL.md': skillMd('existing') });
  const file = join(work, 'in.zip');
  writeFileSync(file, bytes);
  const before = snapshot(join(work, 'lib'));
  const outcome = await importArchive(file, join(work, 'lib'), { limits, conflict: 'overwrite' });
  expect(outcome.imported).toBe(false);
  expect(snapshot(join(work, 'lib'))).toEqual(before);
  return outcome.problems.join('\n');
}

/** Imports `bytes`, saved as `fileName`, into an empty library; returns the outcome and the library. */
async function imported(bytes: Buffer, fileName = 'in.zip') {
  const work = tempTree();
  const lib = join(work, 'lib');
  mkdirSync(lib);
  const file = join(work, fileName);
  writeFileSync(file, bytes);
  const outcome = await importArchive(file, lib, {
    limits: DEFAULT_IMPORT_LIMITS,
    conflict: 'refuse',
  });
  return { outcome, lib };
}

const zip = (...entries: RawEntry[]) => rawZip([SKILL, ...entries]);

describe('hostile archives are refused and nothing is written', () => {
  it('a path longer than the system allows is refused in words, not as a raw ENAMETOOLONG', async () => {
    // 20 folders of 243 characters: each name fits (255 bytes), the whole path (over 4,096,
    // Linux's PATH_MAX) does not.
    const deep = Array.from({ length: 20 }, (_, i) => `${i}${'d'.repeat(240)}`).join('/');
    const problems = await refused(zip({ name: `s/${deep}/x.txt`, data: 'x' }));
    expect(problems).toMatch(
      /^The import stopped: "0d{49}…[0-9d/.tx]{50}" \(\d,\d{3} characters\): the path is longer than this system allows \(shorten the folder or file names\)\.$/,
    );
    expect(problems).not.toContain('ENAMETOOLONG');
    expect(problems).not.toContain('.skill-studio-import-');
  });

  it('zip-slip: "../" at the start, in the middle, and behind a backslash', async () => {
    expect(await refused(zip({ name: '../evil.txt', data: 'x' }))).toContain(
      '"../evil.txt": it climbs out of the target folder ("..").',
    );
    expect(await refused(zip({ name: 's/../../evil.txt', data: 'x' }))).toContain('climbs out');
    expect(await refused(zip({ name: 's\\..\\..\\evil.txt', data: 'x' }))).toContain('backslash');
  });

  it('absolute paths and drive letters', async () => {
    expect(await refused(zip({ name: '/tmp/evil.txt', data: 'x' }))).toContain(
      'it is an absolute path',
    );
    expect(await refused(zip({ name: 'C:/evil.txt', data: 'x' }))).toContain('drive letter');
    expect(await refused(zip({ name: 'c:evil.txt', data: 'x' }))).toContain('drive letter');
  });

  it('a slip hidden in the Info-ZIP Unicode path field (other tools would use that name)', async () => {
    const extra = unicodePathExtra('s/ok.txt', '../evil.txt');
    expect(await refused(zip({ name: 's/ok.txt', data: 'x', extra }))).toContain('"../evil.txt"');
  });

  it('symbolic link entries', async () => {
    expect(
      await refused(zip({ name: 's/link', data: '/etc/passwd', unixMode: 0o120777 })),
    ).toContain('"s/link": it is a symbolic link');
  });

  it('a zip bomb: one entry expanding 1000 times', async () => {
    const zeros = Buffer.alloc(50 * 1024 * 1024);
    expect(await refused(zip({ name: 's/bomb.bin', data: zeros }))).toMatch(
      /"s\/bomb.bin": it expands \d+ times .*a zip bomb\?/,
    );
  });

  it('more bytes in total than the limit, judged on declared sizes before anything is inflated', async () => {
    const big = {
      data: 'x',
      payload: Buffer.alloc((700 * 1024 * 1024) / 100),
      uncompressedSize: 700 * 1024 * 1024,
    };
    expect(
      await refused(zip({ name: 's/a.bin', ...big }, { name: 's/b.bin', ...big }), {
        ...DEFAULT_IMPORT_LIMITS,
        maxRatio: 1000,
      }),
    ).toContain('the limit is 1073741824 (raise it with --max-bytes)');
  });

  it('more entries than the limit, refused from the end record before any entry is read', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => ({ name: `s/f${i}.txt`, data: '' }));
    expect(await refused(zip(...many))).toContain(
      'it has 10002 entries; the limit is 10000 (raise it with --max-entries)',
    );
  });

  it('an entry that inflates to more than it declares (a lying header)', async () => {
    const payload = deflateRawSync(Buffer.alloc(1024 * 1024, 'a'));
    expect(await refused(zip({ name: 's/lie.txt', data: 'small', payload }))).toBe(
      'The import stopped: "s/lie.txt": it holds more data than its header declares (the archive is damaged or crafted).',
    );
  });

  it('a truncated archive', async () => {
    const whole = zip({ name: 's/x.txt', data: 'hello '.repeat(100) });
    expect(await refused(whole.subarray(0, whole.length - 30))).toBe(
      'in.zip: it is not a readable zip archive (End of central directory record signature not found. Either not a zip file, or file is truncated.).',
    );
    expect(await refused(whole.subarray(0, 60))).toMatch(/not a readable zip archive/);
  });

  it('a stored entry whose sizes disagree', async () => {
    const data = Buffer.alloc(4096, 'q');
    expect(
      await refused(zip({ name: 's/cut.txt', method: 0, data, payload: data.subarray(0, 4000) })),
    ).toBe(
      'in.zip: it is damaged (compressed/uncompressed size mismatch for stored file: 4000 != 4096).',
    );
  });

  it('a bad CRC-32 (found while extracting: the temp folder is removed)', async () => {
    expect(await refused(zip({ name: 's/x.txt', data: 'hello', crc: 0x12345678 }))).toContain(
      '"s/x.txt": its checksum does not match (the archive is damaged)',
    );
  });

  it('a damaged SKILL.md at the archive root (read early, for the folder name)', async () => {
    expect(await refused(rawZip([{ name: 'SKILL.md', data: skillMd('s'), crc: 7 }]))).toBe(
      '"SKILL.md": its checksum does not match (the archive is damaged).',
    );
  });

  it('duplicate entries, also ones differing only in case', async () => {
    expect(
      await refused(zip({ name: 's/x.txt', data: 'a' }, { name: 's/x.txt', data: 'b' })),
    ).toContain('"s/x.txt": it appears twice.');
    expect(
      await refused(zip({ name: 's/X.txt', data: 'a' }, { name: 's/x.txt', data: 'b' })),
    ).toContain('differ only in case');
  });

  it('encrypted entries and unsupported compression', async () => {
    expect(await refused(zip({ name: 's/x.txt', data: 'a', flags: 0x801 }))).toContain('encrypted');
    expect(await refused(zip({ name: 's/x.txt', data: 'a', method: 14 }))).toContain(
      'compression method 14',
    );
  });

  it('a local header that names another file than the central directory', async () => {
    expect(await refused(zip({ name: 's/x.txt', data: 'a', localName: '../xx.txt' }))).toContain(
      'local header disagrees with the central directory',
    );
  });

  it('overlapping entries (many names over the same data)', async () => {
    expect(
      await refused(
        rawZip([SKILL, { name: 's/a.txt', data: 'a' }, { name: 's/b.txt', data: 'a', offset: 0 }]),
      ),
    ).toContain('its data overlaps');
  });

  it('not a zip at all, an empty zip, and a zip without SKILL.md', async () => {
    expect(await refused(Buffer.from('just some text, not an archive'))).toContain(
      'not a readable zip archive',
    );
    expect(await refused(rawZip([]))).toContain('The archive holds no files to import.');
    expect(await refused(rawZip([{ name: 'notes/readme.md', data: 'x' }]))).toContain(
      'There is no SKILL.md in it, so it holds no skill to import.',
    );
  });
});

describe('archives that would plant what git (or the import itself) obeys', () => {
  const gitDir = (at: string): RawEntry[] => [
    { name: `${at}HEAD`, data: 'ref: refs/heads/main\n' },
    { name: `${at}config`, data: '[core]\n\tfsmonitor = "echo pwned > pwned.txt"\n' },
    { name: `${at}objects/info/packs`, data: '' },
    { name: `${at}refs/heads/main`, data: '0'.repeat(40) },
  ];

  it('a root SKILL.md named ".git" is not a folder name: the archive name is used instead', async () => {
    const { outcome } = await imported(
      rawZip([
        { name: 'SKILL.md', data: '---\nname: .git\ndescription: d. Use when asked.\n---\n' },
      ]),
      'notes.zip',
    );
    expect(outcome.skills.map((s) => s.folder)).toEqual(['notes']);
  });

  it('a huge root SKILL.md is named from its head (only the head is read for the name)', async () => {
    // Incompressible text (a repetitive one would trip the ratio limit), with multi-byte
    // characters so a cut in the middle of one would show.
    const body = `${randomBytes(600_000)
      .toString('base64')
      .replace(/(.{76})/g, '$1é\n')}\n`;
    const { outcome, lib } = await imported(
      rawZip([{ name: 'SKILL.md', data: `${skillMd('big-one')}${body}` }]),
      'big.zip',
    );
    expect(outcome.problems).toEqual([]);
    expect(outcome.skills.map((s) => s.folder)).toEqual(['big-one']);
    expect(readFileSync(join(lib, 'big-one/SKILL.md'), 'utf8')).toBe(
      `${skillMd('big-one')}${body}`,
    );
  });

  it("a Git directory's files in any folder, or at the root, refuse the archive", async () => {
    expect(await refused(zip(...gitDir('s/assets/')))).toContain(
      '"s/assets/": it holds a Git repository\'s internals',
    );
    expect(
      await refused(
        rawZip([
          { name: 'SKILL.md', data: '---\nname: repo\ndescription: d. Use when asked.\n---\n' },
          ...gitDir(''),
        ]),
      ),
    ).toContain('"(archive root)": it holds a Git repository\'s internals');
  });

  it('a fake staging folder is never written, and a hidden skill folder is refused', async () => {
    // Not a skill (no SKILL.md, and a folder the library search passes over): nothing of it is
    // written, only the skill beside it.
    const { outcome, lib } = await imported(
      rawZip([
        SKILL,
        { name: '.skill-studio-import-999999-x/replaced-.git/HEAD', data: 'x' },
        { name: '.skill-studio-import-999999-y/SKILL.md', data: skillMd('y') },
      ]),
    );
    expect(outcome.imported).toBe(true);
    expect(readdirSync(lib)).toEqual(['s']);
    expect(
      await refused(rawZip([SKILL, { name: '.hidden/SKILL.md', data: skillMd('hidden') }])),
    ).toContain('The folder ".hidden" cannot be a skill folder: ".hidden" starts with a dot');
  });

  it('version-control folders are skipped in any case (".GIT" is ".git" on macOS and Windows)', async () => {
    const { outcome, lib } = await imported(
      zip({ name: 's/.GIT/config', data: '[core]' }, { name: 's/.hg/hgrc', data: '[hooks]' }),
    );
    expect(outcome.imported).toBe(true);
    expect(outcome.skipped.map((s) => s.path)).toEqual(['s/.GIT/config', 's/.hg/hgrc']);
    expect(Object.keys(snapshot(join(lib, 's')))).toEqual(['SKILL.md']);
  });
});

describe('refusals from the library side', () => {
  it('an existing skill is never overwritten without --overwrite', async () => {
    const work = tempTree({ 'lib/s/SKILL.md': 'mine' });
    writeFileSync(join(work, 'in.zip'), zip());
    const before = snapshot(join(work, 'lib'));
    const outcome = await importArchive(join(work, 'in.zip'), join(work, 'lib'), {
      limits: DEFAULT_IMPORT_LIMITS,
      conflict: 'refuse',
    });
    expect(outcome.problems[0]).toMatch(
      /^A folder named "s" already exists in .*--overwrite.*--rename/,
    );
    expect(snapshot(join(work, 'lib'))).toEqual(before);
    expect(readFileSync(join(work, 'lib/s/SKILL.md'), 'utf8')).toBe('mine');
  });
});
