/**
 * What reading a skill's trigger queries says, in Chinese (shared/triggers/messages.ts has the
 * English), each with the hash of the English it was made from
 * (`node scripts/stale-translations.mjs`).
 */
import type { TriggerMessageId } from '../../../shared/triggers/messages';
import type { Translation } from '../../../shared/i18n/message';

/** Every trigger-query message in Chinese (the compiler refuses a missing one). */
export const TRIGGERS_ZH: Record<TriggerMessageId, Translation> = {
  'triggers.empty': [
    '{file} 是空的。它应当包含一个触发查询列表，每项都有 "query" 和 "should_trigger"。',
    '1173ce46',
  ],
  'triggers.not-json': [
    '{file}，第 {line} 行，第 {column} 列：这不是有效的 JSON：{problem}。',
    'b74faa79',
  ],
  'triggers.not-list': [
    '{file}，第 {line} 行，第 {column} 列：文件应当包含一个用方括号括起来的触发查询列表，但它包含的是{found}。',
    '33e134d2',
  ],
  'triggers.item-not-object': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 项应当是一个包含 "query" 和 "should_trigger" 的对象，但它是{found}。',
    '7a07474f',
  ],
  'triggers.query-missing': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 项没有 "query"。请以 "query": "…" 的形式加上用户会输入的请求。',
    '82bb1200',
  ],
  'triggers.query-not-text': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 项的 "query" 应当是双引号中的文本，但它是{found}。',
    '2c834112',
  ],
  'triggers.query-empty': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 项的 "query" 是空的。请写上用户会输入的请求，或删除这一项。',
    '582c04a7',
  ],
  'triggers.should-trigger-missing': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 项没有 "should_trigger"。如果这个请求应当选用该技能，请加上 "should_trigger": true，否则加上 false。',
    'aba6879e',
  ],
  'triggers.should-trigger-not-boolean': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 项的 "should_trigger" 应当是 true 或 false（不带引号），但它是{found}。',
    'ba865198',
  ],
  'triggers.json.value-expected': [
    '此处应当是一个值（双引号中的文本、数字、true、false、null、列表或对象），但遇到的是{found}',
    '16ed1018',
  ],
  'triggers.json.comma-or-bracket': [
    '列表项之后应当是逗号或右方括号（]），但遇到的是{found}',
    '5c6b9209',
  ],
  'triggers.json.comma-or-brace': ['值之后应当是逗号或右花括号，但遇到的是{found}', '958b58ff'],
  'triggers.json.key-expected': ['此处应当是双引号中的键，但遇到的是{found}', '40d6a8ab'],
  'triggers.json.colon-expected': ['键之后应当是冒号（:），但遇到的是{found}', '7c0984c9'],
  'triggers.json.trailing-comma': ['JSON 不允许在 {close} 之前有逗号：请删除这个逗号', '4997a559'],
  'triggers.json.end-expected': ['JSON 在此之前已经完整，但后面还有{found}', '7d5a539f'],
  'triggers.json.single-quotes': ['文本必须用双引号（"）括起来，而不是单引号', '2a39bf05'],
  'triggers.json.comment': ['JSON 不允许注释', 'db4df950'],
  'triggers.json.python-literal': ['{word} 是 Python 的写法；JSON 写作 {json}', '1b782860'],
  'triggers.json.unclosed-string': [
    '从这里开始的引号中的文本在本行内没有结束（文本中的换行应写作 \\n）',
    'cf61d06f',
  ],
  'triggers.json.control-character': [
    '字符 {character} 在引号中必须写成转义形式（制表符写作 \\t）',
    'b05f8ee5',
  ],
  'triggers.json.bad-escape': ['{escape} 不是 JSON 认识的转义（反斜杠写作 \\\\）', '5f1e7ea8'],
  'triggers.json.bad-number': ['{number} 不是 JSON 的数字写法', '5b535a96'],
  'triggers.json.too-deep': ['此处列表和对象的嵌套超过了 {limit} 层', 'e1429d57'],
  'triggers.found.end': ['文件结尾', '8ac35013'],
  'triggers.found.token': ['“{token}”', '9e4fdc23'],
  'triggers.kind.object': ['一个对象', 'c44b2733'],
  'triggers.kind.list': ['一个列表', '34d4e651'],
  'triggers.kind.text': ['文本“{text}”', '06403b00'],
  'triggers.kind.number': ['数字 {number}', '24eaad9e'],
  'triggers.problem.no-tags': [
    '回复中没有用 <new_description> 标签括起来的描述，因此无法从中读出描述。',
    '2c9b252a',
  ],
  'triggers.problem.empty': ['新描述是空的。', 'fc43bd03'],
  'triggers.problem.multi-line': [
    '新描述跨越多行；智能体会把它们合并成一行。请写成一个段落。',
    'e29cc440',
  ],
  'triggers.problem.not-writable': ['名称和描述部分的写入器不会写入它：{reason}', '37589f46'],
  'triggers.problem.finding': ['校验器指出：{finding}', '1edd8490'],
  'triggers.problem.cut': ['{agent} 不会完整显示它：{note}', '9b7e6d9b'],
  'triggers.problem.not-listed': ['{agent} 不会用这个描述列出该技能。', 'b2f8712d'],
  'triggers.suggest.no-answer': [
    '模型没有调用 propose_queries 就作答了，它的回复中也没有查询列表。请重试，或换一个模型。',
    '20fdccae',
  ],
  'triggers.suggest.not-json': [
    '模型调用 propose_queries 时给出的输入不是有效的 JSON。请重试，或换一个模型。',
    'ad206837',
  ],
  'triggers.suggest.wrong-shape': [
    '模型的回答不是一个查询列表（每项应有文本形式的 "query"，以及为 true 或 false 的 "should_trigger"）。请重试，或换一个模型。',
    '44f3fc9d',
  ],
  'triggers.left-out.claude-code': [
    '发送的内容：作为系统提示的 Claude Code 技能列表、它的 Skill 工具和你的请求。未发送：Claude Code 自己的系统提示、它的其他工具（Bash、Read、Edit、Agent 等）以及它附加的提醒（git 状态、环境）。Claude Code 把技能列表放在你的请求之后的一条系统消息里；这里改为作为系统提示发送。',
    '90ac58d9',
  ],
  'triggers.left-out.codex': [
    '发送的内容：作为系统提示的 Codex 技能部分、它的 exec_command 工具（Codex 的模型用命令打开技能的 SKILL.md）和你的请求。未发送：Codex 自己的指令、它的其他工具以及它附加的环境信息。',
    '00bb6b4a',
  ],
  'triggers.left-out.opencode': [
    '发送的内容：作为系统提示的 OpenCode 技能列表、它的 skill 工具和你的请求。未发送：OpenCode 系统提示的其余部分和它的其他工具（bash、read、edit 等）。',
    '4b37ecd1',
  ],
  'triggers.left-out.gemini-cli': [
    '已发送：Gemini CLI 的 Available Agent Skills 部分作为系统提示、它的 activate_skill 工具（其中列出每个技能的名称）以及你的请求。未发送：Gemini CLI 系统提示的其余部分、它的其他工具（run_shell_command、read_file、write_file 等），以及 Gemini CLI 在激活技能前向你请求的确认。',
    '97e489c5',
  ],
  'triggers.left-out.copilot-vscode': [
    '已发送：GitHub Copilot 的 <skills> 部分作为系统提示（Copilot 把它放在那里的自定义指令中）、它的 read_file 工具（Copilot 的模型通过读取该部分列出的 SKILL.md 来加载技能）以及你的请求。未发送：Copilot 系统提示的其余部分、其他自定义指令、它的其他工具以及它附加的上下文（打开的文件、工作区）。',
    '77ce3274',
  ],
  'triggers.left-out.hello-agents': [
    '发送的内容：HelloAgents 的 Skill 工具（其描述就是技能列表）和你的请求。未发送：运行它的智能体的系统提示和其他工具。',
    '289908a0',
  ],
  'triggers.real.not-on-path': [
    '这台电脑上没有安装 {agent}：PATH 中找不到 `{command}`。请先安装它，或不使用真实智能体运行测试。',
    'c45d9ed2',
  ],
  'triggers.real.missing': [
    '在 {bin} 找不到 {agent}。请将它安装到那里，或指定另一个路径。',
    'de522c70',
  ],
  'triggers.real.not-executable': [
    '{bin} 不是当前用户可以运行的程序（它不可执行，或不是文件）。请检查路径及其权限。',
    '4d7d7949',
  ],
  'triggers.real.setup': [
    '无法在 {folder} 中为 {agent} 创建临时项目：{detail}。请检查临时文件夹是否可写。',
    '953dc0b8',
  ],
  'triggers.real.name-not-set': [
    '无法将 {file} 中的名称改为临时名称 {name}（它开头的名称和描述部分无法安全编辑），因此这次运行无法把该技能与已安装的同名技能区分开。请先修正这一部分。',
    'f0b56ea8',
  ],
  'triggers.real.timeout': [
    '{agent} 未能在 {seconds} 秒内完成：它及其启动的所有进程都已被停止。请给它更多时间，或检查它的模型是否有回应。',
    'd0ae9277',
  ],
  'triggers.real.cancelled': ['{agent} 的运行已取消：它及其启动的所有进程都已被停止。', 'f2b5cc70'],
  'triggers.real.exit': ['{agent} 以退出码 {code} 结束：{detail}', '15462d86'],
  'triggers.real.signal': ['{agent} 被信号 {signal} 结束：{detail}', '8ccd9414'],
  'triggers.real.agent-error': ['{agent} 报告了一个错误：{detail}', '66267159'],
  'triggers.real.unparseable': [
    '{agent} 输出的内容无法作为它的 JSON 事件读取（开头是：{sample}）。请检查 `{command}` 的版本是否支持 JSON 输出。',
    'ab7c5573',
  ],
  'triggers.real.no-detail': ['它在错误输出中没有打印任何内容', '195dc7c1'],
};
