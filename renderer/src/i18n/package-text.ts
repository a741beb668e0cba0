/**
 * Packaging and import in the UI's language: the upload checks, the problems that stop a
 * package, and why an import was refused. The core words them in English with the details
 * (names, counts, limits) inside the sentence, and the CLI prints them as they are; here the
 * details are carried over into Chinese sentences. A sentence with no translation stays as
 * the core wrote it.
 */
import { fromTable, type PatternTable } from './pattern-table';
import type { Locale } from './define';

// The upload checks' sentences (shared/package/upload-rules.ts), with their values carried over.
const CHECKS_ZH: PatternTable = [
  [
    /^"(.*)" has no SKILL\.md at its top level \(there is (.*): .*\)\.$/,
    '"{1}" 的顶层没有 SKILL.md（{2} 位置不对：技能的 SKILL.md 必须直接放在它的文件夹里）。',
  ],
  [/^"(.*)" has no SKILL\.md at its top level\.$/, '"{1}" 的顶层没有 SKILL.md。'],
  [/^"(.*)" has (.*) and (.*); keep exactly one\.$/, '"{1}" 里同时有 {2} 和 {3}；只保留一个。'],
  [
    /^"(.*)" must be named SKILL\.md in capitals for Claude's uploader\.$/,
    'Claude 的上传要求 "{1}" 命名为大写的 SKILL.md。',
  ],
  [
    /^"(.*)" is a second SKILL\.md; .*$/,
    '"{1}" 是第二个 SKILL.md；Claude 的上传每个技能只接受一个。',
  ],
  [
    /^"(.*)" would hold (\d+) files; Claude's uploader accepts at most (\d+)\.$/,
    '"{1}" 将包含 {2} 个文件；Claude 的上传最多接受 {3} 个。',
  ],
  [
    /^"(.*)" and "(.*)" differ only in case or Unicode form: .*$/,
    '"{1}" 和 "{2}" 只有大小写或 Unicode 形式不同：在 macOS 和 Windows 上会互相覆盖，导入也会拒绝。请重命名其中一个。',
  ],
  [
    /^This bundle holds (\d+) skills; .*$/,
    '这个合集包含 {1} 个技能；Claude 的上传每个压缩包只接受一个技能，请逐个上传。',
  ],
  [
    /^"(.*)" cannot be read: (.*), so the package would miss it\. .*$/,
    '无法读取 "{1}"（{2}），打包会缺少它。请让它可读，或在 .skillignore 中有意排除它。',
  ],
];

/** An upload check's sentence in the UI's language (the core's words when there is no translation). */
export function checkMessage(message: string, locale: Locale): string {
  return locale === 'en' ? message : fromTable(CHECKS_ZH, message);
}

// What keeps a package from being written at all, whatever --force says.
const PROBLEMS_ZH: PatternTable = [
  [
    /^Two skills are both called "(.*)": .*$/,
    '有两个技能都叫 "{1}"：合集里每个技能需要一个不同的文件夹名。',
  ],
  [
    /^"(.*)" and "(.*)" differ only in case or Unicode form; .*$/,
    '"{1}" 和 "{2}" 只有大小写或 Unicode 形式不同：在 macOS 和 Windows 上会互相覆盖。',
  ],
  [
    /^The archive would be written inside the skill "(.*)" it packages; .*$/,
    '压缩包会写进它所打包的技能 "{1}" 里面；请选择这个技能之外的位置。',
  ],
  [/^The output folder (.*) does not exist\.$/, '输出文件夹 {1} 不存在。'],
  [
    /^"(.*)" was saved while packaging checked it; package again\.$/,
    '"{1}" 在打包检查它时被保存了；请重新打包。',
  ],
];

/** A problem that stops packaging, in the UI's language. */
export function problemMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const unsafe = /^The folder name "(.*)" cannot be an archive folder: (.*)\.$/.exec(message);
  if (unsafe)
    return `文件夹名 "${unsafe[1] ?? ''}" 不能用作压缩包里的文件夹：${reasonZh(unsafe[2] ?? '')}。`;
  return fromTable(PROBLEMS_ZH, message);
}

// Why one entry of an archive is refused, or why a folder cannot be a skill folder: the
// reason inside the sentences below.
const REASONS_ZH: PatternTable = [
  [/^the name is empty$/, '名称为空'],
  [/^the name contains control characters$/, '名称含有控制字符'],
  [/^the name contains a backslash, .*$/, '名称含有反斜杠，Windows 会把它当作文件夹分隔符'],
  [/^it is an absolute path$/, '它是绝对路径'],
  [/^it starts with a drive letter$/, '它以盘符开头'],
  [/^the path has an empty part \("\/\/"\)$/, '路径中有空的一段（"//"）'],
  [/^it climbs out of the target folder \("\.\."\)$/, '它会跳出目标文件夹（".."）'],
  [/^the path has a "\." part$/, '路径中有 "." 这一段'],
  [/^the name contains a folder separator$/, '名称含有文件夹分隔符'],
  [/^the name contains ":", .*$/, '名称含有 ":"，Windows 会把它当作盘符或隐藏的数据流'],
  [
    /^"(.*)" ends with a dot or a space, .*$/,
    '"{1}" 以点或空格结尾，Windows 会去掉它们（名称因此可能冲突或跳出文件夹）',
  ],
  [
    /^"(.*)" contains one of < > " \| \? \*, .*$/,
    '"{1}" 含有 < > " | ? * 之一，Windows 不允许名称中有这些字符',
  ],
  [/^"(.*)" is a device name on Windows$/, '"{1}" 在 Windows 上是设备名'],
  [/^"(.*)" is longer than (\d+) bytes$/, '"{1}" 超过 {2} 字节'],
  [/^"(.*)" starts with a dot: .*$/, '"{1}" 以点开头：这是隐藏文件夹，技能库不会列出它'],
  [/^it is a symbolic link, .*$/, '它是符号链接，可能指向这台电脑上的任何地方'],
  [/^it is a special file .*$/, '它是特殊文件（设备、管道或套接字），不是普通文件'],
  [/^it is marked as a folder but named like a file$/, '它被标记为文件夹，名字却像文件'],
  [/^it is encrypted; .*$/, '它已加密；请先解密压缩包'],
  [
    /^it uses compression method (\d+); .*$/,
    '它使用压缩方法 {1}；只能读取不压缩（stored）和 deflate 两种',
  ],
  [
    /^it expands (\d+) times \(limit (\d+):1 for entries over (\d+) bytes; .*$/,
    '它解压后会膨胀 {1} 倍（超过 {3} 字节的条目上限为 {2}:1）：可能是压缩炸弹',
  ],
  [/^it appears twice$/, '它出现了两次'],
  [
    /^it and "(.*)" are the same name in two Unicode forms, .*$/,
    '它和 "{1}" 是同一名称的两种 Unicode 形式，一个会覆盖另一个',
  ],
  [/^it and "(.*)" differ only in case, .*$/, '它和 "{1}" 只有大小写不同，一个会覆盖另一个'],
  [/^"(.*)" is both a file and a folder$/, '"{1}" 既是文件又是文件夹'],
  [/^it is both a file and a folder$/, '它既是文件又是文件夹'],
  [
    /^it holds a Git repository's internals .*$/,
    '它包含 Git 仓库的内部文件（HEAD、objects/、refs/）：在里面运行 git 会遵从这些设置，而设置可以指定要运行的程序',
  ],
  [
    /^its data overlaps "(.*)" \(a crafted archive\)$/,
    '它的数据与 "{1}" 重叠（这是特意构造的压缩包）',
  ],
];

const reasonZh = (reason: string) => fromTable(REASONS_ZH, reason);

const IMPORT_ZH: PatternTable = [
  [/^The archive has (\d+) entries; the limit is (\d+) .*$/, '压缩包有 {1} 个条目；上限是 {2}。'],
  [
    /^The archive would write (\d+) bytes; the limit is (\d+) .*$/,
    '压缩包会写入 {1} 字节；上限是 {2}。',
  ],
  [/^The archive holds no files to import\.$/, '压缩包里没有可以导入的文件。'],
  [
    /^The archive has both SKILL\.md and skill\.md at its root\.$/,
    '压缩包根目录里同时有 SKILL.md 和 skill.md。',
  ],
  [
    /^Files outside any skill folder: (.*)\. Each skill must be .*$/,
    '有文件不在任何技能文件夹里：{1}。每个技能必须是压缩包顶层的一个文件夹，SKILL.md 直接放在里面。',
  ],
  [
    /^The folder "(.*)" has no SKILL\.md directly in it \(there is (.*): .*\)\.$/,
    '文件夹 "{1}" 里没有直接放着 SKILL.md（{2} 的位置不对：技能文件夹必须在压缩包的顶层）。',
  ],
  [
    /^The folder "(.*)" has no SKILL\.md directly in it\.$/,
    '文件夹 "{1}" 里没有直接放着 SKILL.md。',
  ],
  [
    /^The folder "(.*)" has both SKILL\.md and skill\.md\.$/,
    '文件夹 "{1}" 里同时有 SKILL.md 和 skill.md。',
  ],
  [
    /^SKILL\.md sits at the archive root and has no name usable as a folder name; .*$/,
    'SKILL.md 在压缩包根目录，但没有可以用作文件夹名的名称；请在它的前置元数据里写上 name。',
  ],
  [/^A folder named "(.*)" already exists in (.*)\. Use .*$/, '{2} 里已经有名为 "{1}" 的文件夹。'],
  [
    /^(.*): it is not a readable zip archive \((.*)\)\.$/,
    '{1}：这不是可以读取的 zip 压缩包（{2}）。',
  ],
  [/^(.*): it is damaged \((.*)\)\.$/, '{1}：压缩包已损坏（{2}）。'],
  [/^(.*): it has (\d+) entries; the limit is (\d+) .*$/, '{1}：它有 {2} 个条目；上限是 {3}。'],
  [/^The import stopped: (.*)\.$/, '导入中止：{1}。'],
];

/** Why an import was refused, in the UI's language. */
export function importProblem(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  // One entry refused, or one folder that cannot be a skill folder: the reason inside too.
  const folder = /^The folder "(.*)" cannot be a skill folder: (.*)\.$/.exec(message);
  if (folder)
    return `文件夹 "${folder[1] ?? ''}" 不能作为技能文件夹：${reasonZh(folder[2] ?? '')}。`;
  const entry = /^"(.*?)": (.*)\.$/.exec(message);
  if (entry) return `"${entry[1] ?? ''}"：${reasonZh(entry[2] ?? '')}。`;
  return fromTable(IMPORT_ZH, message);
}
