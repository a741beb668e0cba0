/**
 * The agent views' own remarks in the UI's language: HelloAgents' notes and the reasons it
 * skips a folder (the default view, and a Chinese project), and the length budgets every view
 * checks. The simulators word them in English for the CLI; other agents' remarks stay so.
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
