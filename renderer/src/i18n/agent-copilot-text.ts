/**
 * The GitHub Copilot in VS Code view's remarks in Chinese (shared/agent/messages.ts has the
 * English), kept apart from agent-text.ts, which spreads them in, so neither file grows past
 * the line limit. Each keeps the hash of the English it was made from.
 */
import type { AgentMessageId } from '../../../shared/agent/messages';
import type { Translation } from '../../../shared/i18n/message';

type CopilotMessageId = Extract<
  AgentMessageId,
  `agent.copilot.${string}` | 'agent.placement.copilot-vscode'
>;

/** Every Copilot view message in Chinese (the compiler refuses a missing one). */
export const AGENT_COPILOT_ZH: Record<CopilotMessageId, Translation> = {
  'agent.placement.copilot-vscode': [
    '自定义指令中的 <instructions> 内：系统提示词（关闭 chat.customInstructionsInSystemMessage 时为一条用户消息）',
    '97a56b81',
  ],
  'agent.copilot.reproduces': [
    '复现 {version}，依据其源代码推导，而非录制（此处无法运行 VS Code）。每个库按其一个技能文件夹读取（.github/skills、.agents/skills、.claude/skills、~/.copilot/skills、~/.agents/skills、~/.claude/skills，或 chat.agentSkillsLocations 中设置的文件夹），按给定顺序；VS Code 先读工作区文件夹，再读个人文件夹。',
    '24fb07a4',
  ],
  'agent.copilot.read-file': [
    'Copilot 列出每个技能的 SKILL.md 路径，模型用 read_file 读取该文件来加载技能。若开启实验性的 skill 工具，措辞会改变，列表限制在 15,000 个字符以内；此视图显示默认情况。',
    '8168fee0',
  ],
  'agent.copilot.order': [
    '在一个技能文件夹内，技能按磁盘列出其文件夹的顺序排列；Skill Studio 按名称排列。',
    '50e04c47',
  ],
  'agent.copilot.not-escaped': [
    '描述中的 XML 标签会被移除；其他字符原样插入（不转义）。',
    '56ff6f1f',
  ],
  'agent.copilot.yaml-reader': [
    'frontmatter 用 js-yaml 读取（每个值都作为文本），代替 VS Code 自己的 YAML 解析器；后者对损坏的 YAML 会尽量读出能读的部分。',
    '8d6fd5d5',
  ],
  'agent.copilot.name-is-folder': [
    '{folder}：其名称“{name}”与文件夹名不同，因此 Copilot 使用文件夹名。',
    '2e6a03ad',
  ],
  'agent.copilot.no-name': [
    '{folder}：frontmatter 中没有名称，因此 Copilot 使用文件夹名。',
    '83f4305a',
  ],
  'agent.copilot.description-cut': [
    '{folder}：描述有 {length} 个字符；Copilot 只保留前 1,024 个。',
    'c99df1bb',
  ],
  'agent.copilot.tags-removed': ['{folder}：Copilot 移除了描述中的 XML 标签。', '5d63533b'],
  'agent.copilot.yaml-error': [
    '{folder}：js-yaml 无法读取 frontmatter，因此此视图不从中取任何字段；VS Code 可能仍能读出一部分。',
    '2d276b29',
  ],
  'agent.copilot.not-user-invocable': [
    '{name}：user-invocable 为 false，因此聊天中不提供 /{name}。',
    '2b19aeee',
  ],
  'agent.copilot.argument-hint': ['{name}：输入 /{name} 时，聊天输入框显示“{hint}”。', '00aea9df'],
  'agent.copilot.entry.no-description': [
    '没有描述：Copilot 会加载它（用户可以输入 /{name}），但不会在列表中提供给模型',
    '5e184d93',
  ],
  'agent.copilot.entry.disabled': [
    'disable-model-invocation 为 true：只有用户能通过输入 /{name} 运行它',
    'ac5f0012',
  ],
  'agent.copilot.skip.duplicate': [
    'Copilot 已有名为“{name}”的技能（来自 {earlier}）：它保留第一个，跳过这个',
    'd169cd4b',
  ],
  'agent.copilot.skip.file-name': [
    '文件名为 {file}：Copilot 查找 SKILL.md，在区分大小写的磁盘（Linux）上找不到它；在 macOS 和 Windows 上能找到',
    'ce368437',
  ],
  'agent.copilot.skip.not-one-down': [
    'Copilot 只在技能文件夹下一层的文件夹中查找 SKILL.md：找不到这一个',
    '7e6df49f',
  ],
  'agent.copilot.call.read-file': [
    '模型调用 read_file，filePath 为“{path}”，startLine 为 1，endLine 为 {lines}；工具原样返回该文件，包括 frontmatter，不加代码围栏。',
    '41d78424',
  ],
  'agent.copilot.call.not-listed': [
    '“{name}”不在列表中，因此模型没有可读取的路径；若 Copilot 已加载它，用户仍可附加该文件或输入 /{name}。',
    '3fd007c1',
  ],
  'agent.copilot.call.no-args': [
    'read_file 接收路径和行号，而不是用户的话：这些话留在用户消息中。',
    'ad0a395e',
  ],
};
