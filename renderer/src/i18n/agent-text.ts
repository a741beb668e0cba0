/**
 * The agent views' own remarks in Chinese (shared/agent/messages.ts has the English): notes,
 * why a folder is skipped, why a listing shortened a skill, the budget findings, where the
 * text goes and who sends each part. Each translation keeps the hash of the English it was
 * made from; `node scripts/stale-translations.mjs` lists those whose English has changed.
 */
import type { AgentMessageId } from '../../../shared/agent/messages';
import type { Translation } from '../../../shared/i18n/message';
import { AGENT_COPILOT_ZH } from './agent-copilot-text';
import { AGENT_OPENCLAW_ZH } from './agent-openclaw-text';

/** Every agent message in Chinese (the compiler refuses a missing one). */
export const AGENT_ZH: Record<AgentMessageId, Translation> = {
  ...AGENT_COPILOT_ZH,
  ...AGENT_OPENCLAW_ZH,
  'agent.placement.hello-agents': ['Skill 工具的描述', '5f109313'],
  'agent.placement.claude-code': ['第一条用户消息之后、与环境信息在一起的一条系统消息', '5a02f2b6'],
  'agent.placement.codex': [
    '开发者消息：先是模型的基础指令（有此部分的模型为“# Using skills”），再是 Skills 部分',
    '1860468b',
  ],
  'agent.placement.opencode': ['系统提示词', 'd7ed66b8'],
  'agent.placement.gemini-cli': [
    '系统提示词（"# Available Agent Skills"）；activate_skill 工具的描述和它的枚举再列出每个名称',
    '79c51b3d',
  ],
  'agent.placement.skills-ref': ['系统提示词（按规范的建议）', '1e64f62b'],
  'agent.role.tool-result': ['工具结果', '496514e2'],
  'agent.role.tool-result-error': ['工具结果（is_error）', '8300b76d'],
  'agent.role.tool-error': ['工具结果（错误）', '45f1b304'],
  'agent.role.user-message': ['用户消息', '1d0c79d1'],
  'agent.role.hidden-user-message': ['用户消息（对用户隐藏）', 'ed608c50'],
  'agent.role.injected-user-message': ['用户消息（由 Codex 注入）', 'ecd44ccc'],
  'agent.role.sub-agent-prompt': ['子智能体收到的提示（context: fork）', '279bef04'],

  'agent.skip.not-a-folder': ['不是文件夹', '75867a60'],
  'agent.skip.no-skill-md': ['这个文件夹里没有 SKILL.md', '8ff6b586'],
  'agent.skip.outside': [
    '它的 {file} 是指向 {target} 的链接，位于你的技能库之外：智能体会跟随链接并读取那里的技能，但 Skill Studio 不读取技能库之外的内容，所以这个视图没有列出它。把 {folder} 添加为技能库即可看到。',
    'b210f783',
  ],
  'agent.skip.outside-link-skipped': [
    '它的 {file} 是指向 {target} 的链接，位于你的技能库之外：这个智能体会跳过本身是链接的技能文件，所以它也没有列出这个技能。',
    '8873d23d',
  ],

  'agent.hello.hardened': [
    '这不是已发布的智能体：它是 Studio 对 HelloAgents v1.0.0 的 SkillTool 建议的加固（排序扫描、重名时先扫描到的生效、化解可能闭合块的参数、转义 name 属性），用来展示这些修复改变了什么。',
    'deac7355',
  ],
  'agent.hello.several-roots': [
    '多个根目录依次扫描，如同它们是同一个 skills/ 文件夹。',
    '310d32e4',
  ],
  'agent.hello.scan-order': [
    'HelloAgents 按文件系统顺序扫描文件夹（不同磁盘上顺序不同）；Studio 按名称排序扫描。',
    '41acd3d9',
  ],
  'agent.hello.duplicate': [
    '"{name}" 同时由 {first} 和 {last} 声明：最后扫描到的（{last}）生效，但列在第一个出现的位置。',
    '11da5f54',
  ],
  'agent.hello.typed-name': [
    '{folder}：PyYAML 把它的名称读成 {type} {value}；任何调用都无法按名称加载它。',
    'ff6de643',
  ],
  'agent.hello.crash': ['{error}（读取 {file} 时）', '4a3de90f'],
  'agent.hello.does-not-start': [
    'HelloAgents 无法启动：它的 SkillLoader 抛出 {crash}。',
    'b6aa3dbf',
  ],
  'agent.hello.async-prefix': [
    '智能体的异步路径返回同样的消息，只是没有 "❌ 错误 [CODE]: " 前缀。',
    '55c4deb4',
  ],
  'agent.hello.args-dropped': ['正文中没有 $ARGUMENTS 占位符，参数会被悄悄丢弃。', 'a62e320d'],
  'agent.hello.args-inject': [
    '参数中含有 <skill-loaded> 标签且被原样插入：它可以提前结束技能块并注入文本（v1.0.0 不做清理；加固版会处理）。',
    'b4e56fa2',
  ],
  'agent.hello.resources-sorted': [
    '资源文件夹按名称排序列出（HelloAgents 按文件系统顺序列出）。',
    'd58ad6f1',
  ],
  'agent.hello.skip.file-name': [
    '它的文件名是 "{file}"；HelloAgents 只打开 "SKILL.md"',
    'cdaf1767',
  ],
  'agent.hello.skip.not-utf8': ['SKILL.md 不是有效的 UTF-8，读取会失败', 'c25f8a40'],
  'agent.hello.skip.bom': ['文件以字节顺序标记（BOM）开头，所以 "^---" 匹配不上', '05634add'],
  'agent.hello.skip.no-start': ['文件不是以 "---" 开头', 'ab411980'],
  'agent.hello.skip.no-final-break': [
    '文件在结束的 "---" 之后直接结束、没有换行，而加载器的模式要求换行',
    'addb41c3',
  ],
  'agent.hello.skip.no-close': [
    '没有后跟换行的结束 "---" 行，而加载器的模式 {pattern} 要求有',
    '5072524e',
  ],
  'agent.hello.skip.bad-yaml': ['PyYAML 读不了它开头的名称和描述部分', 'cdceb22f'],
  'agent.hello.skip.no-name-description': ['它开头的部分没有 name 和 description', '3590c45a'],
  'agent.hello.skip.no-key': ['它开头的部分没有 {key}', 'a6dcab49'],
  'agent.hello.skip.replaced': ['被声明了相同名称的 {folder} 取代', 'fe09249c'],
  'agent.hello.skip.not-mapping': ['它开头的部分不是“名称: 值”的行', '59121e76'],
  'agent.hello.skip.not-text': ['它的 name 或 description 缺失、为空或不是文本', '1b3e658a'],
  'agent.hello.skip.declared-first': ['{folder} 已经声明了 "{name}"（先扫描到的生效）', '27ec5ca1'],

  'agent.claude.reproduces': [
    '重现 {version}，按录制时的设置关闭其内置技能（disableBundledSkills）。',
    '65bde796',
  ],
  'agent.claude.listing-budget': [
    '列表预算：{budget} 个字符（{window} token 的窗口 × 每 token {perToken} 个字符 × skillListingBudgetFraction {fraction}）。',
    '100a4f37',
  ],
  'agent.claude.listing-cap': [
    '每条描述（连同 when_to_use）在 skillListingMaxDescChars {cap} 个字符处截断：更长的只保留前 {keep} 个字符并以“…”结尾。',
    'ab8e2865',
  ],
  'agent.claude.listing-usage': [
    '超出预算时，Claude Code 保留它最常用技能的描述（使用次数，距上次使用每过一周减半，记录在 ~/.claude.json 的 skillUsage 中），其余只列出名称。Studio 假设这些技能都还没有用过，如同刚安装时：它们排名相同，所以排在前面的技能保留描述。',
    'f4ca4e4b',
  ],
  'agent.claude.listing-order': [
    '技能按文件夹名称列出，技能文件夹中的每个文件夹都是以它命名的命令；开头部分中的 name 不同时显示在括号里。',
    'fd6769a6',
  ],
  'agent.claude.built-in': [
    '"{name}" 是 Claude Code 自己的技能：它总会被列出，排在你的技能之后，且从不缩短。',
    '4b5a6d4f',
  ],
  'agent.claude.built-in-call': ['"{name}" 内置于 Claude Code：它的说明不在此重现。', 'cf198082'],
  'agent.claude.scopes': [
    '多个根目录按顺序作为 Claude Code 的作用域读取：最先包含某个文件夹名称的根目录保有该名称。',
    '0dabab5b',
  ],
  'agent.claude.fork': [
    'context: fork 会在子智能体中运行技能：第 1 部分是子智能体得到的内容，第 2 部分是它完成后模型收到的内容。子智能体的最终回答不运行就无法得知，所以 Studio 在那里显示 {placeholder}（子智能体用过工具时，Claude Code 会先在 <tools-used-before-summary> 中列出它们）。',
    'd920e9c7',
  ],
  'agent.claude.effort': [
    '{variable} 会变为会话的推理强度（effort）：在默认模型上未选择强度时为“{effort}”（已录制）；/effort、--effort、effortLevel 设置和所选模型都会改变它。',
    'a6a8882d',
  ],
  'agent.claude.session-id': ['{variable} 会变成会话 ID，它只在真实会话中存在。', '01c7e1b6'],
  'agent.claude.args-appended': [
    '正文中没有占位符，所以 Claude Code 把参数以 "ARGUMENTS: ..." 的形式追加在后面。',
    '327b07c7',
  ],
  'agent.claude.would-run': [
    '会运行 `{command}` 并把输出放在这里；Studio 从不运行命令。',
    '61572837',
  ],
  'agent.claude.would-run-block': [
    '会运行一个 shell 代码块（{line}...）并把输出放在这里。',
    '43d618f7',
  ],
  'agent.claude.skip.file-name': ['它的文件是 "{file}"；Claude Code 需要 "SKILL.md"', '97f45ed6'],
  'agent.claude.skip.shadowed': ['先读取的 {root} 中有同名文件夹，它保有这个名称', '532adac6'],
  'agent.claude.skip.paths': [
    '它设置了 paths（{paths}）：只有在碰到匹配的文件后 Claude Code 才加载它，所以开始时既不列出也不能调用',
    'efda8ed2',
  ],
  'agent.claude.entry.hidden': ['disable-model-invocation: true 使它不出现在列表中', '6e2998ad'],
  'agent.claude.entry.capped': ['截断到 {cap} 个字符（每项上限）', 'ca5b5631'],
  'agent.claude.entry.name-only': [
    '超出 {budget} 个字符的列表预算：只列出名称，它的描述永远到不了模型',
    '5e47010b',
  ],

  'agent.codex.reproduces': [
    '重现 {version}，使用模型 {model}（{window} token 的窗口）。',
    '512f44a1',
  ],
  'agent.codex.usage-on': [
    '{model} 要求附上“How to use skills”部分（include_skills_usage_instructions），所以该部分以它结尾。',
    'b05a6040',
  ],
  'agent.codex.usage-off': [
    '{model} 不要求附上“How to use skills”部分（include_skills_usage_instructions 为关）：该部分以技能列表结尾，如何使用技能由模型基础指令中的“# Using skills”部分说明（显示在最前）。',
    'fc7195f5',
  ],
  'agent.codex.budget': [
    '预算：{limit} 个 token（{window} 的 2%），每行按其 UTF-8 字节数 / 4 向上取整计算。',
    '90f8a968',
  ],
  'agent.codex.shows-user': ['Codex 向用户显示：{warning}', '1e7f414f'],
  'agent.codex.system-skills': [
    '已开启其内置的系统技能（[skills.bundled] enabled）：Codex 把它们写到 {root}（$CODEX_HOME/skills/.system，列出时用绝对路径），并排在最前面列出，占用同一份预算。',
    'ac735b0c',
  ],
  'agent.codex.system-skills-off': [
    '已关闭其内置的系统技能（Codex 自己默认开启，录制时关闭）：在视图的设置中开启，即可看到它们被列出并计入预算。',
    '16b9cdf7',
  ],
  'agent.codex.system-skill-call': [
    '"{name}" 是 Codex 内置的系统技能之一：Codex 会在这里注入它完整的 SKILL.md，本工作室不重现其内容。',
    '872a2ea2',
  ],
  'agent.codex.roots': [
    '每个根目录按给定顺序得到一个别名（r0、r1……）；都算作仓库作用域。',
    '463b15f5',
  ],
  'agent.codex.no-skills': ['没有技能时，Codex 不添加 Skills 部分。', '993b416b'],
  'agent.codex.no-tool': [
    'Codex 没有 Skill 工具：用户以 $name 提及技能时（此处模拟的情形），或模型打开它的 SKILL.md 时，技能才会加载。',
    '598ffde7',
  ],
  'agent.codex.mention-only': [
    '"{name}" 不出现在目录中（agents/openai.yaml 关闭了隐式调用），但 $提及 仍会加载它。',
    '66445ebf',
  ],
  'agent.codex.not-a-mention': [
    '"{mention}" 不是提及：名称只匹配 A-Z、a-z、0-9、"_"、":" 和 "-" 这些字符，所以不会注入任何内容。',
    'a2ebb780',
  ],
  'agent.codex.environment-variable': [
    '{mention} 会被当作环境变量（不分大小写），而不是技能。',
    'fbe5260f',
  ],
  'agent.codex.no-mention': [
    '消息中没有提及 Codex 以唯一名称持有的技能：不会注入任何内容。',
    '3de4d626',
  ],
  'agent.codex.not-found': [
    '没有名为 "{name}" 的已启用技能：不会注入任何内容，指示会让模型如实说明。',
    'd1c57d91',
  ],
  'agent.codex.ambiguous': [
    '有 {count} 个技能都叫 "{name}"：只写 {mention} 不会注入其中任何一个（请改用路径链接其中一个）。',
    '5940c549',
  ],
  'agent.codex.skip.reports': ['Codex 报告：{detail}', '6a75846c'],
  'agent.codex.skip.past-limit': [
    '超出 Codex 扫描的上限（读取 {folders} 个文件夹、列出 {entries} 个条目，按名称广度优先）：Codex 找不到它',
    '5d9ee00d',
  ],
  'agent.codex.scan-limit': [
    'Codex 扫描 {root} 时到达遍历上限（读取 {folders} 个文件夹或列出 {entries} 个条目，广度优先，按名称排序）便停止，并记录“skills scan reached its traversal limit”：之后的技能不会被找到。',
    'b52eee1c',
  ],
  'agent.codex.entry.not-implicit': [
    'agents/openai.yaml 设置了 policy.allow_implicit_invocation: false：不列出，只能用 $name 加载',
    '6325f863',
  ],
  'agent.codex.entry.description-removed': ['为符合预算删去了描述', '40244b28'],
  'agent.codex.entry.left-out': ['被略去：超出技能预算', '03b83153'],
  'agent.codex.entry.shortened': ['为符合预算，描述从 {total} 个字符缩短到 {kept} 个', '110988e8'],

  'agent.gemini.reproduces': [
    '重现 {version}，使用 Gemini 3 模型，每个技能库作为受信任工作区中的一个技能文件夹读取（同名时后面的技能库胜出，就像工作区文件夹胜过用户文件夹）。',
    'a5b8da79',
  ],
  'agent.gemini.built-ins': [
    'Gemini CLI 先列出它的 {count} 个内置技能；同名的技能会在其位置上取代它。',
    '189df0c4',
  ],
  'agent.gemini.replaces-built-in': [
    '{folder} 声明了 "{name}"，即 Gemini CLI 内置技能的名称，并取代了它。',
    'd2919064',
  ],
  'agent.gemini.replaces': [
    '{folder} 声明了 "{name}"，{earlier} 也是：Gemini CLI 把后者放在前者的位置上，并警告 "Skill conflict detected"。',
    '8480c909',
  ],
  'agent.gemini.varies': [
    '"{name}" 由同一文件夹中的 {folders} 声明：Gemini CLI 按磁盘列出文件夹的顺序保留最后一个，不同磁盘顺序不同；Studio 显示的是 {shown}。',
    '72367ed7',
  ],
  'agent.gemini.order': [
    '在一个技能文件夹内，技能按磁盘列出其文件夹的顺序排列（macOS 和 Windows 上按名称，Linux 上不是）；Studio 按名称列出。',
    '8b00e95c',
  ],
  'agent.gemini.not-escaped': ['名称、描述和位置按原样插入（不转义）。', '54a83bcb'],
  'agent.gemini.lines-reader': [
    '{folder}：js-yaml 未能给出文本形式的名称和描述，所以 Gemini CLI 的逐行读取器从 name: 和 description: 行中取出它们。',
    '7a16c4fa',
  ],
  'agent.gemini.no-args': [
    'Gemini CLI 的 activate_skill 只接受名称：参数不会传给技能。',
    '0e3191b6',
  ],
  'agent.gemini.not-in-enum': [
    '"{name}" 不在工具架构允许的名称之中（名称须完全一致）：Gemini CLI 在工具运行前就拒绝了这次调用。',
    '0929e8e2',
  ],
  'agent.gemini.case-match': [
    'Gemini CLI 查找名称时不区分大小写，取第一个匹配：“{name}” 找到的是 {found}。',
    'e832603c',
  ],
  'agent.gemini.confirmation': [
    '除非会话以 --yolo 运行或有策略允许，Gemini CLI 会先请用户确认激活 "{name}"，并显示它的描述和这棵文件夹树。',
    'bcd639bb',
  ],
  'agent.gemini.built-in-call': [
    '"{name}" 内置于 Gemini CLI：它的说明随 Gemini CLI 一起发布，不在此重现。',
    'dfc3386d',
  ],
  'agent.gemini.skip.no-frontmatter': [
    '文件不是以一行 "---" 开头并由另一行闭合（字节顺序标记也算在内）：Gemini CLI 一声不响地跳过它',
    '8b9caea0',
  ],
  'agent.gemini.skip.no-fields': [
    'js-yaml 和它的逐行读取器都没有同时找到名称和描述：Gemini CLI 一声不响地跳过它',
    '931a1fdd',
  ],
  'agent.gemini.skip.too-deep': [
    'Gemini CLI 只在技能文件夹的根目录和下一层查找 SKILL.md：它找不到这个',
    '3a8fc949',
  ],
  'agent.gemini.skip.dot-folder': ['Gemini CLI 的 glob 不进入名称以 "." 开头的文件夹', 'f59272aa'],
  'agent.gemini.skip.node-modules': ['Gemini CLI 的 glob 忽略 node_modules', '099fbda5'],
  'agent.gemini.skip.lowercase': [
    '文件名不是全大写的 SKILL.md：在区分大小写的磁盘（Linux）上 Gemini CLI 找不到它；在 macOS 和 Windows 上能找到',
    'a091651b',
  ],

  'agent.opencode.reproduces': [
    '重现 {version}，每个技能库作为一个 "skills.paths" 文件夹。',
    '9264ca50',
  ],
  'agent.opencode.built-in': [
    '"{name}" 是 OpenCode 自带的内置技能，排在你的所有技能之前注册。',
    '4f27d612',
  ],
  'agent.opencode.replaces-built-in': [
    '{folder} 声明了 "{name}"，即 OpenCode 内置技能的名称，并取代了它。',
    '285cc228',
  ],
  'agent.opencode.link-outside': [
    '{folder} 链接到技能库之外的文件夹：OpenCode 的 glob 会跟随它并加载那里的技能；Studio 不读取技能库之外的内容。',
    '573d0df5',
  ],
  'agent.opencode.varies': [
    '"{name}" 由 {folders} 声明：OpenCode 同时读取它们，保留最后读完的那个，每次运行可能不同；Studio 显示的是 {shown}。',
    '9c6b7806',
  ],
  'agent.opencode.not-escaped': [
    '名称和描述按原样插入（不转义）；只有位置做了 HTML 转义。',
    '83b63c08',
  ],
  'agent.opencode.no-args': ['OpenCode 的 skill 工具只接受名称：参数不会传给技能。', '4c794c95'],
  'agent.opencode.file-sample': [
    'OpenCode 按 ripgrep 的顺序列出技能最多 10 个文件，顺序不固定，并略去被 git 忽略的文件；Studio 按路径取前 10 个。',
    'c1b2547c',
  ],
  'agent.opencode.built-in-call': [
    '"{name}" 内置于 OpenCode：它的说明和列出的文件（OpenCode 运行所在文件夹的文件，因为它的位置 "<built-in>" 没有文件夹）不在此重现。',
    '46898eba',
  ],
  'agent.opencode.skip.duplicate': [
    '被同样声明 "{name}" 的 {folder} 取代（OpenCode 记录 "duplicate skill name"）',
    'a48fd38d',
  ],
  'agent.opencode.skip.would-evaluate': [
    '它开头的部分以 "{fence}" 起始：gray-matter 会把它当作 JavaScript 运行，而 Studio 从不运行',
    'c54a222a',
  ],
  'agent.opencode.skip.unreadable': [
    'OpenCode 读不了它开头的名称和描述部分，报告 "failed to load skill"',
    'f7893ee1',
  ],
  'agent.opencode.skip.not-text': [
    '它的 {key} 是{kind}，不是文本，所以 OpenCode 一声不响地跳过它',
    'f55b2030',
  ],
  'agent.opencode.skip.not-keys': [
    '它开头的部分不是一组“名称: 值”，所以 OpenCode 一声不响地跳过它',
    '7684a591',
  ],
  'agent.opencode.kind.missing': ['缺失', 'ffa63583'],
  'agent.opencode.kind.null': ['空值（null）', '6ea34dcc'],
  'agent.opencode.kind.date': ['日期', 'bfc458fa'],
  'agent.opencode.kind.list': ['列表', '34d4e651'],
  'agent.opencode.kind.keys': ['一组键值', '8c809c32'],
  'agent.opencode.kind.value': ['{type} 类型的 {value}', 'd301bbd7'],
  'agent.opencode.entry.no-description': ['没有描述：可以按名称加载，但不会被列出', '9cdc878e'],

  'agent.skills-ref.locations': ['位置是 SKILL.md 文件的真实路径。', '9b9d0730'],
  'agent.skills-ref.order': [
    '技能按路径顺序、逐个根目录交给 to-prompt，并按这个顺序列出。',
    'b4e6e482',
  ],
  'agent.skills-ref.fails': [
    'skills-ref to-prompt 在第一个读不了的技能处停止：它打印 "{error}" 并以状态 1 退出，根本不输出任何块。',
    '444640d7',
  ],
  'agent.skills-ref.no-tool': [
    'skills-ref 只生成目录；智能体从列出的位置读取 SKILL.md 来加载技能。',
    '33155a28',
  ],
  'agent.skills-ref.skip.fails': ['to-prompt 在它上面失败：{why}', 'a56af108'],
  'agent.skills-ref.yaml-crash': ['它的 YAML 库崩溃了（{exception}）', 'd0f32340'],

  'agent.budget.catalogue-share': [
    '{skills} 个技能的列表约占 {tokens} 个 token，是 {window} token 上下文窗口的 {share}（预算 {budget}）。',
    '0a1caa07',
  ],
  'agent.budget.per-skill': [
    '每个技能约 {tokens} 个 token；格式建议约 100 个（只含名称和描述）。',
    '5317244f',
  ],
  'agent.budget.entry': ['{name}：{note}', 'ce24cafe'],
  'agent.budget.body-lines': ['正文有 {lines} 行（建议少于 500 行）。', 'ec34fd37'],
  'agent.budget.body-tokens': ['正文约 {tokens} 个 token（建议少于 5,000 个）。', '1fa02d06'],
  'agent.entry.cut': ['已截断', '378bfce5'],
  'agent.entry.dropped': ['已略去', 'e7cd9c3a'],
  'agent.entry.hidden': ['不列出', 'e564b408'],

  'agent.verdict.sentence': ['{text}。', '5914aa88'],
  'agent.verdict.sentence-ended': ['{text}', 'ada0db1b'],
  'agent.verdict.then': ['{head}；{tail}', '45d14579'],
  'agent.verdict.list': ['{head}、{tail}', '2fc2f53f'],
  'agent.verdict.no-reason': ['未说明原因', 'bdb1872e'],
  'agent.verdict.lists-loads': ['{agent} 会列出它，并按你写的内容加载它', 'b1880c3e'],
  'agent.verdict.lists-no-tool': [
    '{agent} 会列出它；模型选中它时自己去打开文件（没有加载这一步可显示）',
    '88311aab',
  ],
  'agent.verdict.lists': ['{agent} 会列出它', '4786b63a'],
  'agent.verdict.cut-at': ['{agent} 会列出它，但描述在第 {at} 个字符处被截断', '4fdb0372'],
  'agent.verdict.cut': ['{agent} 会列出它，但有截短：{why}', '6e8f61dc'],
  'agent.verdict.dropped': ['{agent} 的列表放不下它：{why}', '0ed57740'],
  'agent.verdict.hidden': ['{agent} 不列出它，所以模型不会自行选中它：{why}', '2612a6f6'],
  'agent.verdict.skipped': ['{agent} 会跳过它：{why}', '41e7170c'],
  'agent.verdict.not-seen': ['{agent} 看不到它：它不在 {agent} 读取的文件夹中', 'e9136154'],
  'agent.verdict.fails': ['{agent} 根本无法启动：{why}', '74af959f'],
  'agent.verdict.loads': ['按名称请求时，它会按你写的内容加载', '75f5dca6'],
  'agent.verdict.loads-other': ['按名称请求时，加载的是另一个同名技能', '9c6defa7'],
  'agent.verdict.load-fails': ['按名称请求时，它加载失败', 'de43b625'],
  'agent.verdict.first-word': ['{written} 会变成用户输入的第一个词', '84716f7d'],
  'agent.verdict.nth-word': ['{written} 会变成用户输入的第 {n} 个词', 'a5e2b4ff'],
  'agent.verdict.all-words': ['{written} 会变成用户输入的全部内容', 'cea4b53a'],
  'agent.verdict.skill-dir': ['{written} 会变成技能所在的文件夹', '00a26f9c'],
  'agent.verdict.effort': ['{written} 会变为会话的推理强度', 'c088c51e'],
  'agent.verdict.session-id': ['{written} 会变成会话的 id', '84eb455b'],
  'agent.verdict.as-written': ['{list} 原样发给模型，不会被替换', '4c503597'],
  'agent.verdict.args-appended': ['用户输入的内容会附加在末尾', '60e21335'],
  'agent.verdict.args-dropped': ['用户输入的内容会被丢弃（没有 $ARGUMENTS 可以放入）', 'de1fa2ba'],
  'agent.verdict.args-not-passed': ['用户输入的内容不会传给技能', '4097627e'],
};
