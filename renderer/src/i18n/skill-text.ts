/**
 * The validator's findings and fix titles in Chinese (shared/skill/messages.ts has the
 * English). Each translation keeps the hash of the English it was made from;
 * `node scripts/stale-translations.mjs` lists those whose English has changed.
 */
import type { SkillMessageId } from '../../../shared/skill/messages';
import type { Translation } from '../../../shared/i18n/message';
import type { CommonMessageId } from '../../../shared/i18n/common-messages';

/** The shared messages in Chinese. */
export const COMMON_ZH: Record<CommonMessageId, Translation> = {
  'common.list': ['{head}、{tail}', '2fc2f53f'],
  'common.and': ['{head} 和 {tail}', 'f1a2fd9a'],
};

/** Every finding and fix title in Chinese (the compiler refuses a missing one). */
export const SKILL_ZH: Record<SkillMessageId, Translation> = {
  'skill.path-not-directory': [
    '{path} 不是文件夹。技能是一个包含 SKILL.md 文件的文件夹。',
    '6dceaa84',
  ],
  'skill.skill-md-missing': ['这个文件夹里没有 SKILL.md。', '40febb18'],
  'skill.skill-md-missing.near-miss': [
    '这个文件夹里没有 SKILL.md（找到的是 "{file}"：文件名必须是大写的 SKILL.md）。',
    '1527a7ea',
  ],
  'skill.skill-md-unreadable': ['无法读取 SKILL.md：{reason}。', 'e300a13f'],
  'skill.file-unreadable': ['无法读取 {file}：{reason}。', '1864af13'],
  'skill.link-row': ['链接到 {target}，位于你的技能库之外：不读取。', '9374c8d5'],
  'skill.link-add': ['把 {folder} 添加为技能库', 'f746565c'],
  'skill.link-outside': [
    '它是指向 {target} 的链接，位于你的技能库之外，所以 Skill Studio 不读取它（把 {folder} 添加为技能库即可检查它）',
    '0d36327a',
  ],
  'skill.internal-error': [
    'Skill Studio 因内部错误无法读取此文件（{error}）。请报告此问题。',
    'fd68fe53',
  ],
  'skill.encoding-not-utf8': [
    '此文件不是以 UTF-8 编码保存的（第 {line} 行第 {column} 列的字节 0x{byte} 不是有效的 UTF-8）。智能体按 UTF-8 读取 SKILL.md：请以 UTF-8 重新保存。',
    '609b52ce',
  ],
  'skill.bom': [
    '文件开头有一个不可见的字节顺序标记（BOM），多数智能体会因此看不到前置元数据。请删除它。',
    '5643fb87',
  ],

  'skill.skills-ref-misparse': [
    'skills-ref（及基于它的工具）会在这个 "---" 处结束前置元数据，尽管它并不单独占一行，因此读到的前置元数据与其他智能体不同。请避免在值中写 "---"。',
    '31066ce0',
  ],
  'skill.frontmatter-empty': [
    '前置元数据是空的，至少需要 "name:" 和 "description:" 两行。',
    '6dc1bc18',
  ],
  'skill.frontmatter-not-mapping': [
    '前置元数据必须是若干 "键: 值" 行，但这里是单个值或一个列表。',
    '91e79297',
  ],
  'skill.frontmatter-too-large': [
    '前置元数据有 {size} KiB，太大，无法在这里检查（工作室最多检查 {most} KiB）。智能体在启动时会读取每个技能的前置元数据：只保留技能需要的字段，把长文本移到正文或技能的文件中。',
    '2178d04a',
  ],
  'skill.frontmatter-unclosed': [
    '前置元数据以 "---" 开始，但没有一行 "---" 将其结束。请在最后一行前置元数据之后加一行 "---"。',
    '39994289',
  ],
  'skill.frontmatter-missing.empty': [
    '文件是空的。SKILL.md 以前置元数据块开头："---"，然后是 "name:" 和 "description:" 行，再是 "---"。',
    '16751dad',
  ],
  'skill.frontmatter-missing.no-dashes': [
    '文件必须以前置元数据块开头：第一行是 "---"，然后是 "name:" 和 "description:" 行，再是 "---"。',
    '2e089b11',
  ],
  'skill.frontmatter-missing.blank-lines-first': [
    '文件以空行开头。开始前置元数据的 "---" 必须是第一行。',
    '70bae275',
  ],
  'skill.frontmatter-missing.dashes-then-text': [
    '第一行必须只写 "---"，第一个字段写在下一行。',
    'c7d5ae09',
  ],
  'skill.frontmatter-missing.too-many-dashes': ['第一行必须正好是三个短横线 "---"。', 'bd9aa87e'],
  'skill.frontmatter-missing.indented-dashes': [
    '开启前置元数据的 "---" 前面有空格，因此不算数：智能体会把整个文件当作说明来读，没有名称和描述。"---" 必须写在行首。',
    'ab52cf67',
  ],
  'skill.frontmatter-missing.near-miss-dashes': [
    '第一行看起来像开启前置元数据的 "---"，但不是三个普通的连字符（-），因此智能体会把整个文件当作说明来读，没有名称和描述。',
    '77edcb07',
  ],
  'skill.frontmatter-no-final-newline': [
    '文件在结束的 "---" 之后没有换行，HelloAgents 会因此跳过这个技能。请加一个换行（以及说明）。',
    'fae44053',
  ],

  'skill.yaml-flow-style': [
    '这个值使用了流式写法（{what}）。规范的 YAML 读取器不接受：请改为缩进的多行；如果方括号本就是文字，请给整个值加上引号。',
    '65e7d487',
  ],
  'skill.yaml-anchor': [
    '"&{name}" 是 YAML 锚点（在别处用 "*{name}" 重复使用这个值）。规范的 YAML 读取器不接受锚点和别名：请把值完整写出。',
    '8ff778bf',
  ],
  'skill.yaml-alias': ['"*{name}" 按引用重复了另一个值（YAML 别名）。请把值完整写出。', '230141d5'],
  'skill.yaml-tag': [
    '"{tag}" 是 YAML 类型标签。前置元数据的值都是文本，因此不接受标签：请删除它。',
    '4d321f0f',
  ],
  'skill.yaml-duplicate-key': ['"{key}" 在这里出现了不止一次，请只保留一个。', 'bbc36d46'],
  'skill.yaml-crash': [
    '规范的 YAML 读取器（skills-ref 使用的）读取这段前置元数据时出错：{exception}：{problem}。通常是 "key:" 后紧跟注释或非常少见的写法导致的；请改写这一行。',
    '28dc95ab',
  ],
  'skill.yaml-bad-character': [
    '前置元数据中有 YAML 不允许的字符：{problem}。请删除它。',
    '9e3d1126',
  ],
  'skill.yaml-colon-in-value': [
    '值中的 "冒号加空格" 会让 YAML 在这里读出一个新键。请给整个值加上引号。',
    '4717e484',
  ],
  'skill.yaml-tab': ['这里用了制表符缩进。YAML 只接受空格。', '9ed8f9a3'],
  'skill.yaml-bad-start': ['值不能以 "{char}" 开头，除非加上引号。', '149a2507'],
  'skill.yaml-unclosed-quote': ['带引号的值没有结束：请补上结尾的引号。', '769f9eba'],
  'skill.yaml-missing-colon': [
    '这一行不是 "键: 值"，也不是上一个值的延续。请检查是否缺了冒号或引号。',
    'af83c19a',
  ],
  'skill.yaml-block-end': ['这里的缩进或引号与前后的行不一致。', '3e1662a7'],
  'skill.yaml-indentation': [
    '这一块的缩进与前一块不同。嵌套的行请用同样的缩进（例如两个空格）。',
    '97c17c60',
  ],
  'skill.yaml-bomb': [
    '这段前置元数据中的 "*name" 引用层层重复值，数量超过 {limit} 个（"YAML 炸弹"）。没有程序能读取它；请把值完整写出。',
    '91614987',
  ],
  'skill.yaml-undefined-alias': ['这个 "*name" 引用的锚点不存在。请把值完整写出。', 'b4a9ef99'],
  'skill.yaml-invalid': ['前置元数据不是有效的 YAML：{problem}。', 'bcc30bbf'],

  'skill.field-unknown': [
    '键 {keys} 不属于规范。顶层只允许 {fields}；自定义的键请放到 "metadata" 下。',
    'c4be9617',
  ],
  'skill.name-missing': [
    '前置元数据中没有 "name:" 行。每个技能都需要名称，请使用文件夹名。',
    '2d3af717',
  ],
  'skill.name-not-string': ['名称必须是纯文本，不能是列表或嵌套的键。', '115b90c1'],
  'skill.name-empty': ['名称为空。请为技能起一个名称（可以用文件夹名）。', '9c943754'],
  'skill.name-too-long': ['名称有 {length} 个字符，上限是 {max} 个。', '18d6f535'],
  'skill.name-not-lowercase': ['名称 "{name}" 含有大写字母；技能名称必须全部小写。', '2755f976'],
  'skill.name-hyphen-edge': ['名称不能以连字符开头或结尾。', '3925777d'],
  'skill.name-hyphen-double': ['名称中不能有两个连续的连字符（"--"）。', '89781dc5'],
  'skill.name-invalid-chars': ['名称中含有{chars}。只能使用字母、数字和连字符。', 'fbc5b75c'],
  'skill.char.space': ['空格', '42e29598'],
  'skill.char.underscore': ['下划线 "_"', '8b6bc54b'],
  'skill.char.combining': ['组合符号（U+{code}）', 'fba218e5'],
  'skill.char.invisible': ['不可见字符（U+{code}）', '74d11010'],
  'skill.char.other': ['"{char}"', 'f515d937'],
  'skill.name-dir-mismatch': [
    '名称 "{name}" 与文件夹名 "{folder}" 不一致。智能体按文件夹查找技能，两者必须相同。',
    '0de7f35a',
  ],
  'skill.name-not-ascii': [
    'Claude 上传只接受由 a-z、0-9 和连字符组成的名称；这个名称含有其他字符。',
    'dfb5830d',
  ],
  'skill.name-reserved-word': ['在 Claude 上传中，名称不能包含 "{word}"：这是保留词。', 'adda820b'],
  'skill.value-typed.name': [
    'HelloAgents 会把这个名称读成 {type}，而不是文本，因此永远无法按名称加载这个技能。请给它加上引号。',
    '8df5ba6f',
  ],
  'skill.value-typed.description': [
    'HelloAgents 会把这个描述读成 {type}，而不是文本，并照此显示。请给它加上引号。',
    '1692b53e',
  ],
  'skill.description-missing': [
    '前置元数据中没有 "description:" 行。智能体根据描述选择技能：请说明技能做什么、何时使用。',
    '25bd7294',
  ],
  'skill.description-not-string': ['描述必须是文本，不能是列表或嵌套的键。', '051ed58d'],
  'skill.description-empty': ['描述为空。请说明技能做什么、智能体应在何时使用它。', 'e840de28'],
  'skill.description-too-long': [
    '描述有 {length} 个字符，上限是 {max} 个。请把细节移到正文中。',
    '94fa2d87',
  ],
  'skill.description-placeholder': [
    '描述里还留着模板文字（"{text}"）。智能体按描述来选择技能：请写明这个技能做什么、什么时候使用。',
    '2adecfe0',
  ],
  'skill.description-too-short': [
    '描述只有 {length} 个字符，太短，智能体无法判断何时选用这个技能（建议至少 {min} 个字符，一个汉字按两个计）：请写明它做什么、什么时候使用。',
    'd9ced167',
  ],
  'skill.description-generic': [
    '描述"{text}"适用于任何技能，智能体无法判断何时选用这一个：请写明它做什么、什么时候使用。',
    'f3b8752a',
  ],
  'skill.description-no-trigger': [
    '描述说明了技能做什么，但没有说明何时使用。智能体只凭这段文字选择技能：请加上类似 "当用户要求……时使用" 的句子。',
    'e2ae19c8',
  ],
  'skill.description-xml': ['Claude 上传不接受含有 "<" 或 ">" 的描述，请删除它们。', 'a23e8844'],
  'skill.compatibility-not-string': [
    'compatibility 必须是一行文本，不能是列表或嵌套的键。',
    '8a2a9b72',
  ],
  'skill.compatibility-too-long': [
    'compatibility 有 {length} 个字符，上限是 {max} 个。',
    'a304c5ec',
  ],
  'skill.metadata-not-string-map': [
    'metadata 应是值为文本的 "键: 值" 行（规范不允许嵌套）。很多工具会把其他值转成文本。',
    'c26d6308',
  ],
  'skill.license-not-string': [
    'license 应是一段简短的文本：许可证名称或随附许可证文件的文件名。',
    '61095471',
  ],
  'skill.allowed-tools-list': [
    'allowed-tools 在这里是一个列表；规范规定它是一行以空格分隔的工具名称。',
    '46068e68',
  ],
  'skill.allowed-tools-commas': ['allowed-tools 用逗号分隔工具；规范用空格分隔。', 'e1c0cfdc'],

  'skill.body-empty': [
    '正文为空。请在前置元数据之后写下智能体使用此技能时要遵循的说明。',
    'c3455d59',
  ],
  'skill.body-too-long': [
    '正文有 {lines} 行；请控制在 {max} 行以内，把细节移到 references/ 下的文件中，智能体只在需要时才读取。',
    'e1e13923',
  ],
  'skill.body-too-many-tokens': [
    '正文约有 {tokens} 个词元（token，估算值）；建议少于 {max} 个。每次使用技能时智能体都会加载全部正文。',
    'b4989fb7',
  ],
  'skill.reference-missing': [
    '正文提到了 "{path}"，但技能中没有这个文件，智能体将找不到它。',
    '18dfeb5a',
  ],
  'skill.reference-deep': [
    '"{path}" 放得超过一层文件夹。请把被引用的文件放在下一级（例如 references/{file}）。',
    '7296a1ab',
  ],
  'skill.skill-md-lowercase': [
    '文件名是 "{file}"。Claude Code 和 Claude 上传只认大写的 "SKILL.md"。',
    '757fb5a3',
  ],
  'skill.skill-md-case-clash': [
    '这个文件夹里同时有 "{file}" 和 {others}，两个文件名只差大小写。智能体读取 "{file}"，忽略 {others}；在不区分大小写的磁盘上（macOS、Windows）它们是同一个文件，把技能复制、安装或解压到那里只会留下其中一个。请把需要的内容移到 "{file}" 中，再删除 {others}。',
    '4fa68900',
  ],
  'skill.skill-nested': [
    '这个技能位于另一个技能（"{parent}"）的文件夹内。两者都会被加载，但打包外层技能时也会带上它。',
    '610b48d9',
  ],
  'skill.name-duplicate': [
    '这个技能库中另有技能使用同一名称（{others}），智能体只会保留其中一个。',
    'e19c9be6',
  ],
  'skill.file-large': ['"{path}" 有 {size} MiB。大文件会拖慢上传和读取它的智能体。', 'e12500cf'],
  'skill.too-many-files': ['这个技能有 {count} 个文件；Claude 上传最多接受 {max} 个。', '47049434'],
  'skill.plugin-manifest': [
    '技能中含有 .claude-plugin/plugin.json：这是 Claude Code 插件，技能上传会拒绝它。',
    'afbca490',
  ],

  'skill.description-third-person': [
    '描述以"{text}"的口吻来写。智能体把它当作自己指令的一部分来读，所以请用第三人称：写明技能做什么（"处理报销单。当……时使用"）。',
    '8f3c3a33',
  ],
  'skill.description-cut': [
    '{agent} 在技能列表中把这段描述截断在第 {at} 个字符处（描述共 {length} 个字符）：智能体看不到后面的内容。请把要紧的内容放在前面，或者写短一些。',
    '8d099829',
  ],
  'skill.description-cut.with-when': [
    '{agent} 把描述连同其后的 when_to_use 一起在技能列表中截断在第 {at} 个字符处（两者合计 {length} 个字符）：智能体看不到后面的内容。请把要紧的内容放在前面，或者写短一些。',
    '4de8072b',
  ],
  'skill.description-duplicate': [
    '技能库中另一个技能的描述与此相同或几乎相同（{others}）。智能体无法区分这两个技能：请写明这一个有何不同。',
    'e9ae1fe0',
  ],
  'skill.name-vague': [
    '名称"{name}"没有说明技能做什么，而智能体和人都靠名称来选择技能。请用说明任务的名称，例如"processing-expense-reports"。',
    '5a5dfdb3',
  ],
  'skill.body-placeholder': [
    '指令里还留着模板文字（"{text}"）。请改写成智能体应当做的事。',
    'feaf382b',
  ],
  'skill.path-windows': [
    '"{path}" 用反斜杠书写（Windows 风格的路径）。macOS 和 Linux 上的智能体无法打开它：请使用正斜杠（"{fixed}"）。',
    '45ee576d',
  ],
  'skill.argument-dollar-digit': [
    'Claude Code 会把"{text}"替换成用户在技能名称后输入的第 {index} 个词，所以"{text} per month"到达模型时可能变成"2026-11 per month"。如果你指的是金额或 shell 变量，请写成"\\{text}"（Claude Code 随后显示"{text}"；其他智能体会连反斜杠一起显示）。',
    '527266c5',
  ],
  'skill.arguments-literal': [
    'Claude Code 和 HelloAgents 会把"$ARGUMENTS"替换为用户输入的内容；{agents} 则原样显示"$ARGUMENTS"给模型。如果技能会在那里使用，请用文字说明输入是什么（例如"用户指定的文件"）。',
    'f98dad59',
  ],
  'skill.skill-dir-literal': [
    '只有 Claude Code 会把"{variable}"替换为技能所在的文件夹；{agents} 会原样显示给模型。如果技能也在别处使用，请写相对于技能文件夹的路径（例如"scripts/run.py"）。',
    '492eaa6d',
  ],
  'skill.install-unpinned': [
    '"{command}"安装 {packages} 时没有指定版本，新版本发布后技能可能失效。请固定版本（例如"{example}"）。',
    '56f18d23',
  ],
  'skill.mcp-tool-unqualified': [
    '"{tool}"看起来是没有写服务器名的 MCP 工具。请写成"ServerName:{tool}"，这样连接了多个服务器时智能体也能找到正确的工具。',
    '18359a76',
  ],
  'skill.readme-in-skill': [
    '技能中包含"{path}"。智能体不读 README：请把智能体需要的内容写进 SKILL.md（或它链接的文件），给人看的说明放在技能文件夹之外。',
    '86aae7aa',
  ],
  'skill.script-no-shebang': [
    '"{path}"的第一行没有说明由什么程序运行（即 shebang，例如"#!/usr/bin/env python3"），所以直接运行它会失败。',
    '14075224',
  ],
  'skill.script-not-executable': [
    '"{path}"没有标记为可运行的程序（运行权限，即"x"位未设置），所以以"./{path}"运行会失败。请把它设为可执行（chmod +x），或在指令中用解释器运行它。',
    'ed2d0741',
  ],
  'skill.reference-no-toc': [
    '"{path}"超过 {max} 行，但开头没有目录。智能体常常只读长文件的开头：请先列出各节，让智能体知道里面有什么。',
    'dbd618f9',
  ],
  'skill.file-unmentioned': [
    '技能中没有任何地方提到"{path}"，所以智能体不会知道它的存在。请在 SKILL.md 中提到它（说明何时阅读或运行），或者删除它。',
    'de06e235',
  ],
  'fix.forward-slashes': ['改写为"{fixed}"', '8a491e58'],
  'fix.escape-dollar': ['写成"\\{text}"（在 Claude Code 中保留美元符号）', '70d24a33'],
  'fix.add-shebang': ['在 {path} 的第一行加上"{line}"', '526b051a'],
  'fix.add-frontmatter': ['添加前置元数据块', 'edeb26d3'],
  'fix.remove-bom': ['删除字节顺序标记（BOM）', '83a657c4'],
  'fix.close-at-end': ['在末尾结束前置元数据', '2b472db7'],
  'fix.close-before-line': ['在第 {line} 行之前结束前置元数据', '26820c51'],
  'fix.first-line-dashes': ['让第一行只写 "---"', '3f52823b'],
  'fix.select-placeholder': ['选中模板文字，直接改写', '511b6194'],
  'fix.select-description': ['选中描述，重新改写', '1687e079'],
  'fix.remove-spaces-before-dashes': ['删除 "---" 前面的空格', 'f959ce4f'],
  'fix.add-dashes-around': ['在前置元数据前后加上 "---" 行', '382b53a1'],
  'fix.dashes-own-line': ['让 "---" 单独占一行', 'e3fcecf8'],
  'fix.remove-blank-lines': ['删除 "---" 之前的空行', '366c84b6'],
  'fix.quote-value': ['给这个值加上引号', '16736576'],
  'fix.quote-it': ['给它加上引号', '60ea1eec'],
  'fix.remove-empty-value': ['删除空值', '7d625d87'],
  'fix.block-style': ['改写为缩进的多行（块式写法）', 'a8ecf620'],
  'fix.write-values-out': ['把值完整写出', '53cceb93'],
  'fix.write-value-out': ['把值完整写出', '451cdafe'],
  'fix.remove-tag': ['删除类型标签', 'd1b1bd75'],
  'fix.delete-repeated-entry': ['删除这个重复项', 'd5a30467'],
  'fix.rename-to-skill-md': ['把文件重命名为 SKILL.md', 'c44fed6c'],
  'fix.rename-folder': ['把文件夹重命名为 "{name}"', '93a53a7e'],
  'fix.rename-skill': ['把技能重命名为 "{name}"（文件夹和名称一起）', '27d5cd96'],
  'fix.rename-key': ['把 "{from}" 改为 "{to}"', '2832e876'],
  'fix.set-name': ['把名称设为 "{name}"', '64c826a9'],
  'fix.change-name': ['把名称改为 "{name}"', 'b3625041'],
  'fix.add-name': ['添加 "name: {name}"', 'b06f1c72'],
  'fix.move-under-metadata': ['把 {keys} 移到 "metadata" 下', 'acfcd189'],
  'fix.write-as': ['改写为 "{value}"', '07205035'],
  'fix.remove-angle-brackets': ['删除 "<" 和 ">"', '87ec7015'],
  'fix.create-file': ['创建 {path}', 'fe54f6d9'],
  'fix.remove-link': ['删除链接（保留其文字）', 'e9cf325b'],
  'fix.description-from-body': ['用正文第一段作为描述', '6ecc556d'],
  'fix.add-line-break': ['添加一个换行', '2b90b42f'],
};
