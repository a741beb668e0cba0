/**
 * Findings in the UI's language. The core words its findings in English, with the details
 * (values, lengths, lines) inside the sentence, and the CLI prints them as they are. In
 * Chinese the UI shows what each kind of finding means and what to do, and keeps the core's
 * sentence beneath it for the details: nothing is lost, and nothing is guessed.
 */
import { fromTable } from './pattern-table';
import type { Diagnostic, Fix, RuleCode } from '../../../shared/skill/types';
import type { Locale } from './define';

const ZH: Record<RuleCode, string> = {
  'path-not-directory': '这不是一个文件夹。技能是一个包含 SKILL.md 文件的文件夹。',
  'skill-md-missing': '这个文件夹里没有 SKILL.md（文件名必须是大写的 SKILL.md）。',
  'skill-md-unreadable': '无法读取 SKILL.md。',
  'encoding-not-utf8':
    '此文件不是以 UTF-8 编码保存的。智能体按 UTF-8 读取 SKILL.md：请以 UTF-8 重新保存。',
  bom: '文件开头有一个不可见的字节顺序标记（BOM），多数智能体会因此看不到前置元数据。请删除它。',
  'frontmatter-missing': 'SKILL.md 必须以 YAML 前置元数据开头：第一行只写 "---"。',
  'frontmatter-unclosed':
    '前置元数据以 "---" 开始，但没有一行 "---" 将其结束。请在最后一行前置元数据之后加一行 "---"。',
  'frontmatter-not-mapping':
    '前置元数据必须是若干 "键: 值" 行，至少包含 "name:" 和 "description:"。',
  'yaml-syntax': '前置元数据的 YAML 写法有误，无法读取。',
  'yaml-flow-style':
    '这个值使用了流式写法（方括号或花括号）。规范的 YAML 读取器不接受，请改为逐行书写。',
  'yaml-anchor-alias':
    '这里使用了 YAML 锚点或别名（& 或 *）。规范的 YAML 读取器不接受，请把值完整写出。',
  'yaml-tag': '这里使用了 YAML 类型标签（!!）。前置元数据的值都是文本，请删除标签。',
  'yaml-duplicate-key': '同一个键出现了不止一次，请只保留一个。',
  'field-unknown':
    '这些键不属于规范。顶层只允许 name、description、license、compatibility、metadata 和 allowed-tools；自定义的键请放到 "metadata" 下。',
  'name-missing': '前置元数据中没有 "name:" 行。每个技能都需要名称，请使用文件夹名。',
  'name-empty': '名称为空。请为技能起一个名称（可以用文件夹名）。',
  'name-not-string': '名称必须是纯文本，不能是列表或嵌套的键。',
  'name-too-long': '名称太长：最多 64 个字符。',
  'name-not-lowercase': '名称含有大写字母；技能名称必须全部小写。',
  'name-hyphen-edge': '名称不能以连字符开头或结尾。',
  'name-hyphen-double': '名称中不能有两个连续的连字符（"--"）。',
  'name-invalid-chars': '名称中有不允许的字符：只能使用字母、数字和连字符。',
  'name-dir-mismatch': '名称与文件夹名不一致。智能体按文件夹查找技能，两者必须相同。',
  'description-missing':
    '前置元数据中没有 "description:" 行。智能体根据描述选择技能：请说明技能做什么、何时使用。',
  'description-empty': '描述为空。请说明技能做什么、何时使用。',
  'description-not-string': '描述必须是文本，不能是列表或嵌套的键。',
  'description-too-long': '描述太长：最多 1024 个字符。请把细节移到正文中。',
  'compatibility-not-string': 'compatibility 必须是一行文本，不能是列表或嵌套的键。',
  'compatibility-too-long': 'compatibility 太长：最多 500 个字符。',
  'skill-md-lowercase': '文件名不是大写的 "SKILL.md"。Claude Code 和 Claude 上传只认大写的文件名。',
  'skill-nested': '这个技能位于另一个技能的文件夹内。两者都会被加载，但打包外层技能时也会带上它。',
  'name-duplicate': '这个技能库中另有技能使用同一名称，智能体只会保留其中一个。',
  'skills-ref-misparse':
    'skills-ref（及基于它的工具）会在这里的 "---" 处结束前置元数据，读到的内容与其他智能体不同。请避免在值中写 "---"。',
  'metadata-not-string-map': 'metadata 必须是 "键: 文本" 的映射。',
  'license-not-string': 'license 必须是文本。',
  'allowed-tools-format': 'allowed-tools 的写法不对：应是以空格分隔的工具名称。',
  'body-too-long': '正文太长。请把细节移到 references/ 下的文件中，智能体只在需要时才读取。',
  'body-too-many-tokens': '正文的词元（token）太多。每次使用技能时智能体都会加载全部正文。',
  'body-empty': '正文为空。请在前置元数据之后写下智能体使用此技能时要遵循的说明。',
  'description-no-trigger':
    '描述说明了技能做什么，但没有说明何时使用。请加上类似 "当用户要求……时使用" 的句子。',
  'reference-missing': '正文提到的文件在技能中不存在，智能体将找不到它。',
  'reference-deep': '被引用的文件放得太深。请把它放在下一级文件夹中（例如 references/ 下）。',
  'file-large': '这个文件很大，会拖慢上传和读取它的智能体。',
  'name-not-ascii': 'Claude 上传只接受由 a-z、0-9 和连字符组成的名称；这个名称含有其他字符。',
  'name-reserved-word': '名称中含有 Claude 上传保留的词。',
  'description-xml': 'Claude 上传不接受含有 "<" 或 ">" 的描述，请删除它们。',
  'too-many-files': '文件太多：Claude 上传最多接受 200 个文件。',
  'plugin-manifest':
    '技能中含有 .claude-plugin/plugin.json：这是 Claude Code 插件，技能上传会拒绝它。',
  'frontmatter-no-final-newline':
    '文件在结束的 "---" 之后没有换行，HelloAgents 会因此跳过这个技能。请加一个换行（以及说明）。',
  'value-typed': 'HelloAgents 会把这个值读成数字、布尔值或日期，而不是文本。请给它加上引号。',
};

/** A finding as the UI shows it: the sentence to read, and the core's own words when they differ. */
export function diagnosticText(
  d: Pick<Diagnostic, 'code' | 'message'>,
  locale: Locale,
): { text: string; detail?: string } {
  if (locale === 'en') return { text: d.message };
  return { text: ZH[d.code], detail: d.message };
}

/** The first pattern that matches `text`, its {n} filled from the match; else `text` itself. */
// Fix titles, as the core words them: a fixed set, some with a value in quotes ({1}, {2}).
const FIX_TITLES_ZH: readonly (readonly [RegExp, string])[] = [
  [/^Add a frontmatter block$/, '添加前置元数据块'],
  [/^Remove the byte-order mark$/, '删除字节顺序标记（BOM）'],
  [/^Close the frontmatter at the end$/, '在末尾结束前置元数据'],
  [/^Close the frontmatter before line (\d+)$/, '在第 {1} 行之前结束前置元数据'],
  [/^Make the first line exactly "---"$/, '让第一行只写 "---"'],
  [/^Put "---" on a line of its own$/, '让 "---" 单独占一行'],
  [/^Remove the blank lines before "---"$/, '删除 "---" 之前的空行'],
  [/^Put the value in quotes$/, '给这个值加上引号'],
  [/^Put it in quotes$/, '给它加上引号'],
  [/^Remove the empty value$/, '删除空值'],
  [/^Rewrite as indented lines \(block style\)$/, '改写为缩进的多行（块式写法）'],
  [/^Write the values? out in full$/, '把值完整写出'],
  [/^Remove the tag$/, '删除类型标签'],
  [/^Delete this repeated entry$/, '删除这个重复项'],
  [/^Rename the file to SKILL\.md$/, '把文件重命名为 SKILL.md'],
  [/^Rename the folder to "(.*)"$/, '把文件夹重命名为 "{1}"'],
  [/^Rename "(.*)" to "(.*)"$/, '把 "{1}" 改为 "{2}"'],
  [/^Set the name to "(.*)"$/, '把名称设为 "{1}"'],
  [/^Change the name to "(.*)"$/, '把名称改为 "{1}"'],
  [/^Add "name: (.*)"$/, '添加 "name: {1}"'],
  [/^Move (.*) under "metadata"$/, '把 {1} 移到 "metadata" 下'],
  [/^Write it as "(.*)"$/, '改写为 "{1}"'],
  [/^Remove "<" and ">"$/, '删除 "<" 和 ">"'],
  [/^Add a line break$/, '添加一个换行'],
  [/^Create (.*)$/, '创建 {1}'],
  [/^Remove the link \(keep its text\)$/, '删除链接（保留其文字）'],
  [/^Use the first paragraph of the body$/, '用正文第一段作为描述'],
];

/** A fix's title in the UI's language (the core's own title when there is no translation). */
export function fixTitle(fix: Pick<Fix, 'title'>, locale: Locale): string {
  return locale === 'en' ? fix.title : fromTable(FIX_TITLES_ZH, fix.title);
}

/** Why packaging leaves a file out: the default rules' reasons, by pattern (a test checks all). */
export const EXCLUSION_REASONS_ZH: Readonly<Record<string, string>> = {
  '.git': '版本控制数据',
  'node_modules/': '已安装的依赖',
  '__pycache__/': 'Python 缓存',
  '*.pyc': '编译后的 Python 文件',
  '.env*': '环境变量文件：常含有密钥',
  id_rsa: 'SSH 私钥',
  id_dsa: 'SSH 私钥',
  id_ecdsa: 'SSH 私钥',
  id_ed25519: 'SSH 私钥',
  'id_*_sk': 'SSH 私钥（安全密钥）',
  '*.ppk': 'PuTTY 私钥',
  '*.pem': '密钥或证书文件：常含有私钥',
  '*.key': '密钥文件：常含有私钥',
  '*.p12': '密钥库：含有私钥',
  '*.pfx': '密钥库：含有私钥',
  '.ssh/': 'SSH 密钥和设置',
  '.aws/': '云服务凭据',
  '.gnupg/': 'GnuPG 密钥',
  '.docker/': 'Docker 设置：常含有镜像仓库登录信息',
  '.kube/': 'Kubernetes 设置：含有集群凭据',
  'credentials.json': '凭据文件',
  '.npmrc': 'npm 设置：常含有仓库令牌',
  '.pypirc': 'PyPI 设置：常含有上传令牌',
  '.netrc': '登录文件：含有密码',
  '.git-credentials': '保存的 Git 密码',
  '.DS_Store': 'macOS 文件夹设置',
  '._*': 'macOS 资源分支',
  'Thumbs.db': 'Windows 缩略图缓存',
  'desktop.ini': 'Windows 文件夹设置',
  '*.swp': '编辑器交换文件',
  '*.swo': '编辑器交换文件',
  '*~': '编辑器备份文件',
  '.#*': '编辑器锁文件',
  '\\#*#': '编辑器自动保存文件',
  '/evals/': '评测（顶层的 evals/ 文件夹）',
};

/** Why a file stays out of a package, in the UI's language (the core's words otherwise). */
export function leftOutReason(reason: string, locale: Locale): string {
  if (locale === 'en') return reason;
  const rule = /^.* \(default rule "(.*)"\)$/.exec(reason);
  const zh = rule?.[1] === undefined ? undefined : EXCLUSION_REASONS_ZH[rule[1]];
  if (rule?.[1] !== undefined && zh !== undefined) return `${zh}（默认规则 "${rule[1]}"）`;
  const ignored = /^matches "(.*)" in \.skillignore$/.exec(reason);
  if (ignored) return `匹配 .skillignore 中的 "${ignored[1] ?? ''}"`;
  const unreadable = /^cannot be read: (.*)$/.exec(reason);
  if (unreadable) return `无法读取：${unreadable[1] ?? ''}`;
  return reason;
}
