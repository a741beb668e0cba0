/**
 * The pure first pass of an import: which entry names are refused and why, junk that is
 * skipped, the limits, duplicates and overlaps, and how the layout and folder names are found.
 */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../shared/i18n/catalogue';
import * as pkg from '../../../shared/package/index';
import {
  DEFAULT_IMPORT_LIMITS,
  freeFolderName,
  parseByteSize,
  type ArchiveEntryInfo,
} from '../../../shared/package/index';
import { segmentProblem } from '../../../shared/package/entry-names';
import { searchedRel } from '../../../shared/node/discovery-rules';
import { entryMaker } from '../../helpers/packaging';

// What the checks say, as the CLI prints it: in English.
const detectLayout = (...args: Parameters<typeof pkg.detectLayout>) =>
  inEnglish(pkg.detectLayout(...args));
const rootFolderName = (...args: Parameters<typeof pkg.rootFolderName>) =>
  inEnglish(pkg.rootFolderName(...args));
const unsafeNameReason = (name: string) => inEnglish(pkg.unsafeNameReason(name));

const entry = entryMaker();
const checked = (entries: ArchiveEntryInfo[], limits = DEFAULT_IMPORT_LIMITS) =>
  pkg.checkImportEntries(
    entries.map((e, index) => ({ ...e, index })),
    limits,
  );
const check = (entries: ArchiveEntryInfo[], limits = DEFAULT_IMPORT_LIMITS) =>
  inEnglish(checked(entries, limits));

describe('entry names', () => {
  it.each([
    ['../evil.txt', 'it climbs out of the target folder ("..")'],
    ['skill/../../evil.txt', 'it climbs out of the target folder ("..")'],
    ['/etc/cron.d/x', 'it is an absolute path'],
    ['C:/Windows/x', 'it starts with a drive letter'],
    ['C:x', 'it starts with a drive letter'],
    ['skill\\..\\evil', 'the name contains a backslash, which Windows reads as a folder separator'],
    ['skill//x', 'the path has an empty part ("//")'],
    ['./skill/x', 'the path has a "." part'],
    ['skill/a\u0000b', 'the name contains control characters'],
    [
      'skill/file.txt:stream',
      'the name contains ":", which Windows reads as a drive or a hidden data stream',
    ],
    [
      'skill/.. /x',
      '".. " ends with a dot or a space, which Windows drops (so names can collide or climb out)',
    ],
    ['skill/NUL.txt', '"NUL.txt" is a device name on Windows'],
    ['skill/COM\u00b9.log', '"COM\u00b9.log" is a device name on Windows'],
    [
      'skill/what?.md',
      '"what?.md" contains one of < > " | ? *, which Windows does not allow in names',
    ],
    ['skill/a|b', '"a|b" contains one of < > " | ? *, which Windows does not allow in names'],
    ['', 'the name is empty'],
  ])('%j is refused: %s', (name, reason) => {
    expect(unsafeNameReason(name)).toBe(reason);
  });

  // Microsoft, "Naming Files, Paths, and Namespaces" (learn.microsoft.com/windows/win32/fileio/
  // naming-a-file, section "Naming conventions"): CON, PRN, AUX, NUL, COM1-COM9, LPT1-LPT9 and
  // COM¹ COM² COM³ LPT¹ LPT² LPT³ are reserved, also followed by an extension; CONIN$ and CONOUT$
  // are the console's device names. Each is refused as written, with an extension and in another case.
  const DEVICES = ['CON', 'PRN', 'AUX', 'NUL', 'CONIN$', 'CONOUT$'].concat(
    ...['COM', 'LPT'].map((p) =>
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '\u00b9', '\u00b2', '\u00b3'].map((d) => p + d),
    ),
  );
  it.each(DEVICES.flatMap((device) => [device, `${device}.txt`, `${device.toLowerCase()}.tar.gz`]))(
    'the Windows device name %j is refused',
    (name) => {
      expect(segmentProblem(name)).toBe('device');
      expect(unsafeNameReason(`skill/${name}`)).toBe(`"${name}" is a device name on Windows`);
      expect(unsafeNameReason(`${name}/SKILL.md`)).toBe(`"${name}" is a device name on Windows`);
    },
  );

  // COM0 and LPT0 are not in Microsoft's list, and Git for Windows (git-for-windows/git commit
  // 90eb9a8, "mingw: allow COM0 and LPT0") found Windows creates them as files: they stay allowed,
  // as do names that only start with a device name.
  it.each(['COM0', 'lpt0.txt', 'CONSOLE', 'nul-x.txt', 'COM10', 'LPT1x', 'conin', 'AUXILIARY.md'])(
    '%j is not a device name',
    (name) => {
      expect(segmentProblem(name)).toBeUndefined();
      expect(unsafeNameReason(`skill/${name}`)).toBeUndefined();
    },
  );

  it('ordinary names, Unicode included, are safe', () => {
    for (const name of ['skill/SKILL.md', '技能/参考.md', 'a b/c-d_e.f.txt', 'x/.hidden'])
      expect(unsafeNameReason(name), name).toBeUndefined();
  });
});

describe('checkImportEntries', () => {
  it('a clean single-skill archive passes, with its files, folders and executable bits', () => {
    const r = check([entry('s/'), entry('s/SKILL.md'), entry('s/run.sh', { unixMode: 0o100755 })]);
    expect(r.problems).toEqual([]);
    expect(r.dirs).toEqual(['s']);
    expect(r.files.map((f) => [f.path, f.executable])).toEqual([
      ['s/SKILL.md', false],
      ['s/run.sh', true],
    ]);
  });

  it('refuses every unsafe entry, naming each, including ones hidden in the Unicode path field', () => {
    const r = check([
      entry('s/SKILL.md'),
      entry('../x'),
      entry('/abs'),
      entry('s/ok.txt', { altName: 's/../../x' }),
    ]);
    expect(r.problems).toEqual([
      '"../x": it climbs out of the target folder ("..").',
      '"/abs": it is an absolute path.',
      '"s/ok.txt": it climbs out of the target folder ("..").',
    ]);
  });

  it('refuses symbolic links, special files, encryption and unknown compression', () => {
    const r = check([
      entry('s/link', { unixMode: 0o120777 }),
      entry('s/fifo', { unixMode: 0o010644 }),
      entry('s/dir-as-file', { unixMode: 0o040755 }),
      entry('s/secret', { flags: 0x801 }),
      entry('s/strong', { flags: 0x840 }),
      entry('s/bzip', { method: 12 }),
    ]);
    // Links and special files are set apart: refused inside a skill imported (import-scan.ts).
    expect(r.notFiles).toEqual([
      {
        path: 's/link',
        reason: 'it is a symbolic link, which could point anywhere on this computer',
      },
      {
        path: 's/fifo',
        reason: 'it is a special file (device, pipe or socket), not a regular file',
      },
    ]);
    expect(r.problems).toEqual([
      '"s/dir-as-file": it is marked as a folder but named like a file.',
      '"s/secret": it is encrypted; decrypt the archive first.',
      '"s/strong": it is encrypted; decrypt the archive first.',
      '"s/bzip": it uses compression method 12; only stored and deflate are read.',
    ]);
  });

  it('skips OS junk and .git folders without refusing the archive', () => {
    const r = check([
      entry('s/SKILL.md'),
      entry('__MACOSX/s/._SKILL.md'),
      entry('s/.DS_Store'),
      entry('s/Thumbs.db'),
      entry('s/.git/config'),
    ]);
    expect(r.problems).toEqual([]);
    expect(r.files.map((f) => f.path)).toEqual(['s/SKILL.md']);
    expect(r.skipped.map((s) => s.path)).toEqual([
      '__MACOSX/s/._SKILL.md',
      's/.DS_Store',
      's/Thumbs.db',
      's/.git/config',
    ]);
  });

  it('junk is still refused when its name is unsafe', () => {
    expect(check([entry('__MACOSX/../../evil')]).problems).toHaveLength(1);
  });

  it('refuses duplicates, also names differing only in case or Unicode form, and file/folder clashes', () => {
    const r = check([
      entry('s/a.txt'),
      entry('s/a.txt'),
      entry('s/B.txt'),
      entry('s/b.txt'),
      entry('s/caf\u00e9.md'),
      entry('s/cafe\u0301.md'),
      entry('s/x'),
      entry('s/x/y'),
    ]);
    expect(r.problems).toEqual([
      '"s/a.txt": it appears twice.',
      '"s/b.txt": it and "s/B.txt" differ only in case, so one would overwrite the other.',
      '"s/cafe\u0301.md": it and "s/caf\u00e9.md" are the same name in two Unicode forms, so one would overwrite the other.',
      '"s/x/y": "s/x" is both a file and a folder.',
    ]);
  });

  it('refuses more entries, more bytes or a higher compression ratio than the limits', () => {
    const limits = { ...DEFAULT_IMPORT_LIMITS, maxEntries: 2, maxBytes: 5_000_000 };
    const r = check(
      [
        entry('s/SKILL.md'),
        entry('s/bomb.bin', { compressedSize: 20_000, uncompressedSize: 4_000_000 }),
        entry('s/big.bin', { compressedSize: 2_000_000, uncompressedSize: 2_000_000 }),
      ],
      limits,
    );
    expect(r.problems).toEqual([
      'The archive has 3 entries; the limit is 2 (raise it with --max-entries).',
      '"s/bomb.bin": it expands 200 times (limit 100:1 for entries over 1048576 bytes; raise it with --max-ratio): a zip bomb?.',
      'The archive would write 6000020 bytes; the limit is 5000000 (raise it with --max-bytes).',
    ]);
  });

  it('small, very compressible entries are not refused for their ratio', () => {
    expect(
      check([entry('s/zeros.txt', { compressedSize: 10, uncompressedSize: 1_000_000 })]).problems,
    ).toEqual([]);
  });

  it('refuses entries whose data overlaps another entry (the "better zip bomb")', () => {
    const r = check([
      entry('s/a', { offset: 0, compressedSize: 500 }),
      entry('s/b', { offset: 100, compressedSize: 500 }),
    ]);
    expect(r.problems).toEqual(['"s/b": its data overlaps "s/a" (a crafted archive).']);
  });
});

describe('detectLayout', () => {
  const layout = (names: string[]) =>
    detectLayout(checked(names.map((n) => entry(n))), searchedRel);

  it('one top-level folder is a single skill; several are a bundle', () => {
    expect(layout(['a/SKILL.md', 'a/x.md'])).toMatchObject({ kind: 'single', problems: [] });
    const bundle = layout(['a/SKILL.md', 'b/skill.md', 'b/scripts/run.py']);
    expect(bundle.kind).toBe('bundle');
    expect(bundle.skills.map((s) => [s.folder, s.files.length])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('SKILL.md at the root makes one unnamed skill of the whole archive', () => {
    const l = layout(['SKILL.md', 'scripts/run.py']);
    expect(l.kind).toBe('root');
    expect(l.skills[0]?.folder).toBeUndefined();
    expect(l.skills[0]?.files).toHaveLength(2);
  });

  it('an empty archive, or one without a SKILL.md, is refused', () => {
    expect(layout([]).problems).toEqual(['The archive holds no files to import.']);
    expect(layout(['docs/a.md', 'README.md']).problems).toEqual([
      'There is no SKILL.md in it, so it holds no skill to import.',
    ]);
  });

  it('finds skills at any depth up to six folders, as adding the folder as a library would', () => {
    // A GitHub zip of a repository: everything under "<repo>-<branch>/" (as anthropics/skills'
    // download holds skills/pdf/SKILL.md under anthropics-skills-main/).
    const l = layout([
      'anthropics-skills-main/README.md',
      'anthropics-skills-main/skills/pdf/SKILL.md',
      'anthropics-skills-main/skills/pdf/forms.md',
      'anthropics-skills-main/plugins/p/skills/xlsx/skill.md',
      '1/2/3/4/5/six/SKILL.md',
      '1/2/3/4/5/6/seven/SKILL.md',
      'node_modules/dep/SKILL.md',
    ]);
    expect(l.problems).toEqual([]);
    expect(l.kind).toBe('bundle');
    expect(l.skills.map((s) => [s.prefix, s.folder, s.files.length])).toEqual([
      ['1/2/3/4/5/six/', 'six', 1],
      ['anthropics-skills-main/plugins/p/skills/xlsx/', 'xlsx', 1],
      ['anthropics-skills-main/skills/pdf/', 'pdf', 2],
    ]);
  });

  it('a skill inside a found skill comes with it and is listed once; skill problems stay with the skill', () => {
    const l = layout([
      'repo/outer/SKILL.md',
      'repo/outer/inner/SKILL.md',
      'repo/outer/inner/x.md',
      'repo/.hidden/SKILL.md',
      'repo/both/SKILL.md',
      'repo/both/skill.md',
    ]);
    expect(l.problems).toEqual([]);
    expect(l.skills.map((s) => [s.prefix, s.files.length, s.nested, s.problems])).toEqual([
      [
        'repo/.hidden/',
        1,
        [],
        [
          'The folder ".hidden" cannot be a skill folder: ".hidden" starts with a dot: a hidden folder, which libraries do not list.',
        ],
      ],
      ['repo/both/', 2, [], ['The folder "repo/both" has both SKILL.md and skill.md.']],
      ['repo/outer/', 3, ['repo/outer/inner'], []],
    ]);
  });

  it('a skill only deeper than six folders is not found, and the refusal says where it is', () => {
    expect(layout(['a/b/c/d/e/f/g/SKILL.md']).problems).toEqual([
      'No skill within six folders of the top: the nearest SKILL.md is a/b/c/d/e/f/g/SKILL.md, deeper than that.',
    ]);
  });

  it('names a root skill from its frontmatter, else from the archive, else refuses', () => {
    expect(rootFolderName('my-skill', 'x')).toEqual({ folder: 'my-skill' });
    expect(rootFolderName('../evil', 'download')).toEqual({
      folder: 'download',
      note: 'SKILL.md has no usable name, so the folder is named after the archive: "download".',
    });
    expect(rootFolderName(undefined, '..')).toHaveProperty('problem');
  });

  it('--rename picks name-2, name-3, ... skipping taken names', () => {
    const taken = new Set(['x', 'x-2']);
    expect(freeFolderName('x', (n) => taken.has(n))).toBe('x-3');
    expect(freeFolderName('y', (n) => taken.has(n))).toBe('y');
  });
});

describe('parseByteSize', () => {
  it('reads plain numbers and binary units, and rejects anything else', () => {
    expect(parseByteSize('5000')).toBe(5000);
    expect(parseByteSize('512k')).toBe(512 * 1024);
    expect(parseByteSize('2GiB')).toBe(2 * 1024 ** 3);
    expect(parseByteSize('1.5 MB')).toBe(1.5 * 1024 ** 2);
    for (const bad of ['', 'lots', '-1', '0', '5 parsecs'])
      expect(parseByteSize(bad), bad).toBeUndefined();
  });
});
