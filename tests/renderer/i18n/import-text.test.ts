/**
 * Import in both languages, through the one catalogue: every reason an import is refused,
 * damaged or stopped archives, a taken folder, the notes and the OS junk an import skips, from
 * the real import checks, reading in English exactly as the CLI printed them and in Chinese as
 * the former pattern tables (renderer/src/i18n/package-text.ts, removed) translated them. The
 * expected pairs are those former outputs, written down here (packaging-text.test.ts has the
 * packaging half).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageText } from '../../../renderer/src/i18n/message-text';
import { english } from '../../../shared/i18n/catalogue';
import type { Message } from '../../../shared/i18n/message';
import { importArchive } from '../../../shared/node/archive/import-skills';
import { packageSkills } from '../../../shared/node/archive/package-skills';
import {
  checkImportEntries,
  DEFAULT_IMPORT_LIMITS,
  detectLayout,
  junkReason,
  packageMessage,
  rootFolderName,
} from '../../../shared/package/index';
import { searchedRel } from '../../../shared/node/discovery-rules';
import { skillMd, tempTree } from '../../helpers/temp';
import { entryMaker } from '../../helpers/packaging';
import { rawZip } from '../../helpers/raw-zip';

const X300 = 'x'.repeat(300);

/** Each message as [English, Chinese]. */
const pairs = (messages: readonly Message[]) =>
  messages.map((m) => [english(m), messageText(m, 'zh')]);

describe('import in English and Chinese', () => {
  it('why an import is refused, the reason inside it too', async () => {
    const entry = entryMaker();
    const limits = { ...DEFAULT_IMPORT_LIMITS, maxRatio: 100, ratioMinBytes: 1024 };
    const entries = [
      ...[
        '',
        'a\u0001b',
        'a\\b',
        '/abs',
        'C:x',
        'a//b',
        '../x',
        './x',
        'a:b',
        'dot./x',
        'CON/x',
      ].map((n) => entry(n)),
      entry(`${X300}/y`),
      entry('s/link', { unixMode: 0o120777 }),
      entry('s/fifo', { unixMode: 0o010644 }),
      entry('s/file', { unixMode: 0o040755 }),
      entry('s/secret', { flags: 1 }),
      entry('s/bz', { method: 12 }),
      entry('s/bomb', { uncompressedSize: 10_000_000 }),
      entry('s/twice'),
      entry('s/twice'),
      entry('s/caf\u00e9'),
      entry('s/cafe\u0301'),
      entry('s/Case'),
      entry('s/case'),
      entry('s/ff'),
      entry('s/ff/inner'),
      entry('s/gg/'),
      entry('s/gg'),
      ...['r/HEAD', 'r/objects/x', 'r/refs/y'].map((n) => entry(n)),
      entry('s/o1', { offset: 1e6 }),
      entry('s/o2', { offset: 1e6 }),
    ];
    const firstPass = checkImportEntries(entries, limits);
    // Links and special files are refused inside a skill being imported (import-scan.ts).
    const notFiles = firstPass.notFiles.map((n) =>
      packageMessage('package.import.entry', { name: n.path, reason: n.reason }),
    );
    const problems = [
      ...notFiles,
      ...firstPass.problems,
      ...checkImportEntries([entry('a/x'), entry('a/y')], { ...limits, maxEntries: 1, maxBytes: 1 })
        .problems,
    ];
    const file = (path: string) => ({ index: 0, path, size: 1, executable: false });
    const layout = (paths: string[]) => {
      const found = detectLayout(
        {
          files: paths.map(file),
          dirs: [],
          skipped: [],
          notFiles: [],
          problems: [],
          totalBytes: 0,
        },
        searchedRel,
      );
      return [...found.problems, ...found.skills.flatMap((s) => s.problems)];
    };
    problems.push(
      ...layout([]),
      ...layout(['SKILL.md', 'skill.md']),
      ...layout([
        'loose.md',
        '.hidden/SKILL.md',
        'deep/sub/SKILL.md',
        'both/SKILL.md',
        'both/skill.md',
      ]),
      ...layout(['none/a.md']),
      ...layout(['1/2/3/4/5/6/7/SKILL.md']),
    );
    const root = rootFolderName(undefined, '');
    if ('problem' in root) problems.push(root.problem);
    // What only reading the archive finds: not a zip at all, and more entries than allowed.
    const work = tempTree({
      'junk.zip': 'not a zip',
      'lib/.keep': '',
      'ok/SKILL.md': skillMd('ok'),
    });
    const refusedJunk = await importArchive(join(work, 'junk.zip'), join(work, 'lib'), {
      limits,
      conflict: 'refuse',
    });
    problems.push(...refusedJunk.problems);
    const zipped = join(work, 'ok.zip');
    await packageSkills([join(work, 'ok')], zipped, { profile: 'spec', force: false });
    const refusedCount = await importArchive(zipped, join(work, 'lib'), {
      limits: { ...limits, maxEntries: 0 },
      conflict: 'refuse',
    });
    problems.push(...refusedCount.problems);
    expect(pairs(problems)).toEqual([
      [
        '"s/link": it is a symbolic link, which could point anywhere on this computer.',
        '"s/link"：它是符号链接，可能指向这台电脑上的任何地方。',
      ],
      [
        '"s/fifo": it is a special file (device, pipe or socket), not a regular file.',
        '"s/fifo"：它是特殊文件（设备、管道或套接字），不是普通文件。',
      ],
      ['"": the name is empty.', '""：名称为空。'],
      ['"a\u0001b": the name contains control characters.', '"a\u0001b"：名称含有控制字符。'],
      [
        '"a\\b": the name contains a backslash, which Windows reads as a folder separator.',
        '"a\\b"：名称含有反斜杠，Windows 会把它当作文件夹分隔符。',
      ],
      ['"/abs": it is an absolute path.', '"/abs"：它是绝对路径。'],
      ['"C:x": it starts with a drive letter.', '"C:x"：它以盘符开头。'],
      ['"a//b": the path has an empty part ("//").', '"a//b"：路径中有空的一段（"//"）。'],
      [
        '"../x": it climbs out of the target folder ("..").',
        '"../x"：它会跳出目标文件夹（".."）。',
      ],
      ['"./x": the path has a "." part.', '"./x"：路径中有 "." 这一段。'],
      ['"a:b": it starts with a drive letter.', '"a:b"：它以盘符开头。'],
      [
        '"dot./x": "dot." ends with a dot or a space, which Windows drops (so names can collide or climb out).',
        '"dot./x"："dot." 以点或空格结尾，Windows 会去掉它们（名称因此可能冲突或跳出文件夹）。',
      ],
      ['"CON/x": "CON" is a device name on Windows.', '"CON/x"："CON" 在 Windows 上是设备名。'],
      [
        `"${X300}/y": "xxxxxxxxxxxxxxxxxxxx..." is longer than 255 bytes.`,
        `"${X300}/y"："xxxxxxxxxxxxxxxxxxxx..." 超过 255 字节。`,
      ],
      [
        '"s/file": it is marked as a folder but named like a file.',
        '"s/file"：它被标记为文件夹，名字却像文件。',
      ],
      [
        '"s/secret": it is encrypted; decrypt the archive first.',
        '"s/secret"：它已加密；请先解密压缩包。',
      ],
      [
        '"s/bz": it uses compression method 12; only stored and deflate are read.',
        '"s/bz"：它使用压缩方法 12；只能读取不压缩（stored）和 deflate 两种。',
      ],
      [
        '"s/bomb": it expands 1000000 times (limit 100:1 for entries over 1024 bytes; raise it with --max-ratio): a zip bomb?.',
        '"s/bomb"：它解压后会膨胀 1000000 倍（超过 1024 字节的条目上限为 100:1）：可能是压缩炸弹。',
      ],
      ['"s/twice": it appears twice.', '"s/twice"：它出现了两次。'],
      [
        '"s/café": it and "s/café" are the same name in two Unicode forms, so one would overwrite the other.',
        '"s/café"：它和 "s/café" 是同一名称的两种 Unicode 形式，一个会覆盖另一个。',
      ],
      [
        '"s/case": it and "s/Case" differ only in case, so one would overwrite the other.',
        '"s/case"：它和 "s/Case" 只有大小写不同，一个会覆盖另一个。',
      ],
      [
        '"s/ff/inner": "s/ff" is both a file and a folder.',
        '"s/ff/inner"："s/ff" 既是文件又是文件夹。',
      ],
      ['"s/gg": it is both a file and a folder.', '"s/gg"：它既是文件又是文件夹。'],
      [
        '"r/": it holds a Git repository\'s internals (HEAD, objects/, refs/): git run inside it would obey its settings, which can name programs to run.',
        '"r/"：它包含 Git 仓库的内部文件（HEAD、objects/、refs/）：在里面运行 git 会遵从这些设置，而设置可以指定要运行的程序。',
      ],
      [
        '"s/o2": its data overlaps "s/o1" (a crafted archive).',
        '"s/o2"：它的数据与 "s/o1" 重叠（这是特意构造的压缩包）。',
      ],
      [
        'The archive has 2 entries; the limit is 1 (raise it with --max-entries).',
        '压缩包有 2 个条目；上限是 1。',
      ],
      [
        'The archive would write 40 bytes; the limit is 1 (raise it with --max-bytes).',
        '压缩包会写入 40 字节；上限是 1。',
      ],
      ['The archive holds no files to import.', '压缩包里没有可以导入的文件。'],
      [
        'The archive has both SKILL.md and skill.md at its root.',
        '压缩包根目录里同时有 SKILL.md 和 skill.md。',
      ],
      [
        'The folder ".hidden" cannot be a skill folder: ".hidden" starts with a dot: a hidden folder, which libraries do not list.',
        '文件夹 ".hidden" 不能作为技能文件夹：".hidden" 以点开头：这是隐藏文件夹，技能库不会列出它。',
      ],
      [
        'The folder "both" has both SKILL.md and skill.md.',
        '文件夹 "both" 里同时有 SKILL.md 和 skill.md。',
      ],
      [
        'There is no SKILL.md in it, so it holds no skill to import.',
        '里面没有 SKILL.md，所以没有可以导入的技能。',
      ],
      [
        'No skill within six folders of the top: the nearest SKILL.md is 1/2/3/4/5/6/7/SKILL.md, deeper than that.',
        '顶层往下六层文件夹之内没有技能：最近的 SKILL.md 是 1/2/3/4/5/6/7/SKILL.md，比这更深。',
      ],
      [
        'SKILL.md sits at the archive root and has no name usable as a folder name; add a name to its frontmatter.',
        'SKILL.md 在压缩包根目录，但没有可以用作文件夹名的名称；请在它的前置元数据里写上 name。',
      ],
      [
        'junk.zip: it is not a readable zip archive (End of central directory record signature not found. Either not a zip file, or file is truncated.).',
        'junk.zip：这不是可以读取的 zip 压缩包（End of central directory record signature not found. Either not a zip file, or file is truncated.）。',
      ],
      [
        // The one change: the count takes its plural form (the CLI never gets here with 1, as
        // --max-entries must be at least 1 and an archive over it has 2 or more).
        'ok.zip: it has 1 entry; the limit is 0 (raise it with --max-entries).',
        'ok.zip：它有 1 个条目；上限是 0。',
      ],
    ]);
  });

  it('an archive damaged inside, one that stops midway, a taken folder, and the notes', async () => {
    const work = tempTree({ 'lib/taken/SKILL.md': skillMd('taken') });
    const lib = join(work, 'lib');
    const run = async (
      name: string,
      bytes: Uint8Array,
      conflict: 'refuse' | 'rename' = 'refuse',
    ) => {
      writeFileSync(join(work, name), bytes);
      return importArchive(join(work, name), lib, { limits: DEFAULT_IMPORT_LIMITS, conflict });
    };
    const data = Buffer.alloc(4096, 'q');
    const damaged = await run(
      'cut.zip',
      rawZip([
        { name: 's/SKILL.md', data: skillMd('s') },
        { name: 's/cut.txt', method: 0, data, payload: data.subarray(0, 4000) },
      ]),
    );
    const stopped = await run(
      'crc.zip',
      rawZip([
        { name: 's/SKILL.md', data: skillMd('s') },
        { name: 's/x.txt', data: 'hello', crc: 0x12345678 },
      ]),
    );
    const taken = await run(
      'taken.zip',
      rawZip([{ name: 'taken/SKILL.md', data: skillMd('taken') }]),
    );
    const early = await run(
      'early.zip',
      rawZip([{ name: 'SKILL.md', data: skillMd('s'), crc: 7 }]),
    );
    expect(
      pairs([...damaged.problems, ...stopped.problems, ...taken.problems, ...early.problems]).map(
        (p) => p.map((t) => t.replaceAll(lib, '<LIB>')),
      ),
    ).toEqual([
      [
        'cut.zip: it is damaged (compressed/uncompressed size mismatch for stored file: 4000 != 4096).',
        'cut.zip：压缩包已损坏（compressed/uncompressed size mismatch for stored file: 4000 != 4096）。',
      ],
      [
        'The import stopped: "s/x.txt": its checksum does not match (the archive is damaged).',
        // The pattern tables left the entry's reason in English here; a message says it now.
        '导入中止："s/x.txt"：它的校验和不匹配（压缩包已损坏）。',
      ],
      [
        'A folder named "taken" already exists in <LIB>. Use --overwrite to replace it or --rename to import under a free name.',
        '<LIB> 里已经有名为 "taken" 的文件夹。',
      ],
      [
        '"SKILL.md": its checksum does not match (the archive is damaged).',
        '"SKILL.md"：它的校验和不匹配（压缩包已损坏）。',
      ],
    ]);
    // Imported under another name: the note says the name inside SKILL.md was set to match.
    const renamed = await run(
      'again.zip',
      rawZip([{ name: 'taken/SKILL.md', data: skillMd('taken') }]),
      'rename',
    );
    // A root SKILL.md with no usable name: the folder is named after the archive.
    const nameless = await run(
      'from-archive.zip',
      rawZip([{ name: 'SKILL.md', data: '---\ndescription: d\n---\n' }]),
    );
    const notes = [...renamed.skills, ...nameless.skills].flatMap((s) => s.notes);
    expect(pairs(notes)).toEqual([
      [
        'Set the name in SKILL.md to "taken-2" to match its folder.',
        '已把 SKILL.md 中的名称设为 "taken-2"，与文件夹一致。',
      ],
      [
        'SKILL.md has no usable name, so the folder is named after the archive: "from-archive".',
        'SKILL.md 没有可用的名称，所以文件夹以压缩包命名："from-archive"。',
      ],
    ]);
    expect(readFileSync(join(lib, 'taken-2', 'SKILL.md'), 'utf8')).toContain('name: taken-2');
    mkdirSync(join(work, 'unused'), { recursive: true });
  });

  it('the OS junk an import skips', () => {
    const junk = ['__MACOSX/a', 's/.git/config', 's/.DS_Store', 's/._a', 's/Thumbs.db'].map(
      (p) => junkReason(p) ?? packageMessage('package.kind.unknown'),
    );
    expect(pairs(junk)).toEqual([
      ['macOS archive metadata (__MACOSX/)', 'macOS 压缩包元数据（__MACOSX/）'],
      [
        'version-control data (a .git folder can carry commands the tool would run)',
        '版本控制数据（.git 文件夹可能带有工具会运行的命令）',
      ],
      ['macOS folder settings', 'macOS 文件夹设置'],
      ['macOS resource fork', 'macOS 资源分支'],
      ['Windows folder data', 'Windows 文件夹数据'],
    ]);
  });
});
