/**
 * The agent views' own remarks in the UI's language: every view's notes, the reasons it skips
 * a folder and its budget findings. The simulators word them in English for the CLI; what an
 * agent itself says (its errors, a crash, a message it shows the user) stays as it says it.
 */
import type { Locale } from './define';
import { fromTable, type PatternTable } from './pattern-table';

const AGENT_TEXTS_ZH: PatternTable = [
  // Notes.
  [
    /^Several roots are scanned one after the other, as if they were one skills\/ folder\.$/,
    '多个根目录依次扫描，如同它们是同一个 skills/ 文件夹。',
  ],
  [
    /^HelloAgents scans folders in file-system order \(it differs between disks\); the studio scans them sorted by name\.$/,
    'HelloAgents 按文件系统顺序扫描文件夹（不同磁盘上顺序不同）；Studio 按名称排序扫描。',
  ],
  [
    // The winner's name is repeated in the brackets: the back-reference splits names that
    // themselves contain " and " where the sentence does.
    /^"(.*)" is declared by (.*) and (.*): the last one scanned \(\3\) wins, listed where the first appeared\.$/,
    '"{1}" 同时由 {2} 和 {3} 声明：最后扫描到的（{3}）生效，但列在第一个出现的位置。',
  ],
  [
    /^(.*): PyYAML reads its name as (\S+) (.*); no call can ever load it by name\.$/,
    '{1}：PyYAML 把它的名称读成 {2} {3}；任何调用都无法按名称加载它。',
  ],
  [
    /^The agent's asynchronous path returns the same message without the "❌ 错误 \[CODE\]: " prefix\.$/,
    '智能体的异步路径返回同样的消息，只是没有 "❌ 错误 [CODE]: " 前缀。',
  ],
  [
    /^The body has no \$ARGUMENTS placeholder, so the args are silently dropped\.$/,
    '正文中没有 $ARGUMENTS 占位符，参数会被悄悄丢弃。',
  ],
  [
    /^The args contain a <skill-loaded> tag and are inserted unchanged: .*$/,
    '参数中含有 <skill-loaded> 标签且被原样插入：它可以提前结束技能块并注入文本（v1.0.0 不做清理；加固版会处理）。',
  ],
  [
    /^Resource folders are listed sorted by name \(HelloAgents lists them in file-system order\)\.$/,
    '资源文件夹按名称排序列出（HelloAgents 按文件系统顺序列出）。',
  ],
  // Why a folder is skipped.
  [/^not a folder$/, '不是文件夹'],
  [
    /^its file is named "(.*)"; HelloAgents only opens "SKILL\.md"$/,
    '它的文件名是 "{1}"；HelloAgents 只打开 "SKILL.md"',
  ],
  [/^no SKILL\.md in this folder$/, '这个文件夹里没有 SKILL.md'],
  [/^SKILL\.md is not valid UTF-8, so reading it fails$/, 'SKILL.md 不是有效的 UTF-8，读取会失败'],
  [
    /^the file starts with a byte-order mark, so "\^---" does not match$/,
    '文件以字节顺序标记（BOM）开头，所以 "^---" 匹配不上',
  ],
  [/^the file does not start with "---"$/, '文件不是以 "---" 开头'],
  [
    /^the file ends right after the closing "---" with no line break, which the loader's pattern requires$/,
    '文件在结束的 "---" 之后直接结束、没有换行，而加载器的模式要求换行',
  ],
  [
    /^no closing "---" line followed by a line break, as the loader's pattern (.*) requires$/,
    '没有后跟换行的结束 "---" 行，而加载器的模式 {1} 要求有',
  ],
  [
    /^its frontmatter is not valid YAML for PyYAML$/,
    '它的 frontmatter 对 PyYAML 来说不是有效的 YAML',
  ],
  [/^its frontmatter has no name and description$/, '它的 frontmatter 没有 name 和 description'],
  [/^its frontmatter has no (name|description)$/, '它的 frontmatter 没有 {1}'],
  [/^replaced by (.*), which declares the same name$/, '被声明了相同名称的 {1} 取代'],
  [/^its frontmatter is not a mapping$/, '它的 frontmatter 不是键值映射'],
  [
    /^its name or description is missing, empty or not text$/,
    '它的 name 或 description 缺失、为空或不是文本',
  ],
  [
    /^(.*) already declares "(.*)" \(the first one scanned wins\)$/,
    '{1} 已经声明了 "{2}"（先扫描到的生效）',
  ],
  // Claude Code.
  [
    /^\$\{CLAUDE_SESSION_ID\} becomes the session id, which only exists in a real session\.$/,
    '${CLAUDE_SESSION_ID} 会变成会话 ID，它只在真实会话中存在。',
  ],
  [
    /^The body has no placeholder, so Claude Code appends the args as "ARGUMENTS: \.\.\."\.$/,
    '正文中没有占位符，所以 Claude Code 把参数以 "ARGUMENTS: ..." 的形式追加在后面。',
  ],
  [
    /^Would run `(.*)` and put its output here; the studio never runs commands\.$/s,
    '会运行 `{1}` 并把输出放在这里；Studio 从不运行命令。',
  ],
  [
    /^Would run a shell block \((.*)\.\.\.\) and put its output here\.$/s,
    '会运行一个 shell 代码块（{1}...）并把输出放在这里。',
  ],
  [
    /^The listed name is the folder name; frontmatter "name" is only shown to people\. Listing budget: (\d+) characters \(1% of (\S+) tokens at 4 characters each\)\.$/,
    '列出的名称是文件夹名；frontmatter 中的 "name" 只给人看。列表预算：{1} 个字符（{2} 个 token 的 1%，每个 token 按 4 个字符计）。',
  ],
  [
    /^Skills are listed in folder-name order here; Claude Code lists each skills folder in the order it reads it\.$/,
    '这里按文件夹名称顺序列出技能；Claude Code 按读取每个技能文件夹时的顺序列出。',
  ],
  [
    /^With no skills to list, Claude Code sends no listing message at all\.$/,
    '没有可列出的技能时，Claude Code 根本不发送列表消息。',
  ],
  [
    /^its file is "(.*)"; Claude Code needs "SKILL\.md"$/,
    '它的文件是 "{1}"；Claude Code 需要 "SKILL.md"',
  ],
  [/^its frontmatter is not valid YAML$/, '它的 frontmatter 不是有效的 YAML'],
  // Codex.
  [
    /^Budget: (\d+) tokens \(2% of (\S+)\), each line costing its UTF-8 bytes \/ 4, rounded up\.$/,
    '预算：{1} 个 token（{2} 的 2%），每行按其 UTF-8 字节数 / 4 向上取整计算。',
  ],
  [/^Codex shows the user: (.*)$/s, 'Codex 向用户显示：{1}'],
  [
    /^Codex has no Skill tool: a skill is loaded when the user mentions it as \$name \(simulated here\) or when the model opens its SKILL\.md\.$/,
    'Codex 没有 Skill 工具：用户以 $name 提及技能时（此处模拟的情形），或模型打开它的 SKILL.md 时，技能才会加载。',
  ],
  [
    /^"\$(.*)" is not a mention: names are matched with the characters A-Z, a-z, 0-9, "_", ":" and "-" only, so nothing is injected\.$/,
    '"${1}" 不是提及：名称只匹配 A-Z、a-z、0-9、"_"、":" 和 "-" 这些字符，所以不会注入任何内容。',
  ],
  [
    /^\$(.*) is read as an environment variable, not a skill\.$/,
    '${1} 会被当作环境变量，而不是技能。',
  ],
  [
    /^No enabled skill is named "(.*)": nothing is injected, and the instructions tell the model to say so\.$/,
    '没有名为 "{1}" 的已启用技能：不会注入任何内容，指示会让模型如实说明。',
  ],
  [
    /^(\d+) skills are named "(.*)": a plain \$(.*) injects none of them \(link one by path instead\)\.$/,
    '有 {1} 个技能都叫 "{2}"：只写 ${3} 不会注入其中任何一个（请改用路径链接其中一个）。',
  ],
  [/^Codex reports: (.*)$/s, 'Codex 报告：{1}'],
  // OpenCode.
  [
    /^"(.*)" is already declared by (.*) \(OpenCode logs a duplicate-name warning and keeps one\)$/,
    '"{1}" 已由 {2} 声明（OpenCode 记录一条重名警告，只保留一个）',
  ],
  [/^it has no name that js-yaml reads as a string$/, '它没有 js-yaml 读作字符串的名称'],
  [/^its description is not a string for js-yaml$/, '对 js-yaml 来说，它的描述不是字符串'],
  [
    /^Names and descriptions are inserted as written \(not escaped\); only the location is HTML-escaped\.$/,
    '名称和描述按原样插入（不转义）；只有位置做了 HTML 转义。',
  ],
  [
    /^OpenCode's skill tool takes only a name: the args are not passed to the skill\.$/,
    'OpenCode 的 skill 工具只接受名称：参数不会传给技能。',
  ],
  [
    /^OpenCode samples up to 10 files in ripgrep's order \(which varies, and skips git-ignored files\); the studio takes the first 10 by path\.$/,
    'OpenCode 按 ripgrep 的顺序最多抽取 10 个文件（顺序不固定，并跳过被 git 忽略的文件）；Studio 按路径取前 10 个。',
  ],
  // skills-ref.
  [/^to-prompt fails on it: (.*)$/s, 'to-prompt 在它上面失败：{1}'],
  [/^Locations are the real paths of the SKILL\.md files\.$/, '位置是 SKILL.md 文件的真实路径。'],
  [
    /^skills-ref to-prompt stops at the first skill it cannot read; the block is shown without those skills\.$/,
    'skills-ref to-prompt 在第一个读不了的技能处就会停止；这里显示的是不含这些技能的块。',
  ],
  [
    /^skills-ref only produces the catalogue; agents load a skill by reading its SKILL\.md from the listed location\.$/,
    'skills-ref 只生成目录；智能体从列出的位置读取 SKILL.md 来加载技能。',
  ],
  // Why a listing shortened or left out a skill (a budget finding: "<name>: <why>").
  [
    /^(.+?): disable-model-invocation: true keeps it out of the listing$/,
    '{1}：disable-model-invocation: true 使它不出现在列表中',
  ],
  [/^(.+?): cut to (\d+) characters \(the per-entry cap\)$/, '{1}：截断到 {2} 个字符（每项上限）'],
  [
    /^(.+?): over the (\d+)-character listing budget: listed by name only, so its description never reaches the model$/,
    '{1}：超出 {2} 个字符的列表预算：只列出名称，它的描述永远到不了模型',
  ],
  [
    /^(.+?): shortened to (\d+) columns to fit the (\d+)-character listing budget$/,
    '{1}：缩短到 {2} 列，以符合 {3} 个字符的列表预算',
  ],
  [/^(.+?): description removed to fit the budget$/, '{1}：为符合预算删去了描述'],
  [/^(.+?): left out: over the skills budget$/, '{1}：被略去：超出技能预算'],
  [
    /^(.+?): description shortened to (\d+) of (\d+) characters to fit the budget$/,
    '{1}：为符合预算，描述从 {3} 个字符缩短到 {2} 个',
  ],
  [
    /^(.+?): no description: it can be loaded but is not listed$/,
    '{1}：没有描述：可以加载，但不会被列出',
  ],
  // Length budgets (every view).
  [
    /^The listing of (\d+) skill\(s\) takes ≈(\d+) tokens, (\S+) of a (\S+)-token context window \(budget (\S+)\)\.$/,
    '{1} 个技能的列表约占 {2} 个 token，是 {4} token 上下文窗口的 {3}（预算 {5}）。',
  ],
  [
    /^≈(\d+) tokens per skill; the format's guidance is about 100 \(name and description only\)\.$/,
    '每个技能约 {1} 个 token；格式建议约 100 个（只含名称和描述）。',
  ],
  [/^The body is (\d+) lines \(advice: under 500\)\.$/, '正文有 {1} 行（建议少于 500 行）。'],
  [
    /^The body is ≈(\d+) tokens \(advice: under 5,000\)\.$/,
    '正文约 {1} 个 token（建议少于 5,000 个）。',
  ],
];

/** An agent view's note, skip reason or budget finding in `locale`. */
export function agentText(text: string, locale: Locale): string {
  return locale === 'en' ? text : fromTable(AGENT_TEXTS_ZH, text);
}
