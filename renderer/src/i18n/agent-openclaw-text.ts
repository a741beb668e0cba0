/**
 * The OpenClaw / pi view's remarks in Chinese (shared/agent/messages.ts has the English), kept
 * apart from agent-text.ts, which spreads them in, so neither file grows past the line limit.
 * Each keeps the hash of the English it was made from.
 */
import type { AgentMessageId } from '../../../shared/agent/messages';
import type { Translation } from '../../../shared/i18n/message';

type OpenClawMessageId = Extract<
  AgentMessageId,
  `agent.openclaw.${string}` | 'agent.placement.openclaw'
>;

/** Every OpenClaw view message in Chinese (the compiler refuses a missing one). */
export const AGENT_OPENCLAW_ZH: Record<OpenClawMessageId, Translation> = {
  'agent.placement.openclaw': [
    '系统提示词中，位于项目上下文之后、日期和工作目录之前（启用 read 工具时，这是 pi 的默认设置）',
    '77112ab5',
  ],
  'agent.openclaw.reproduces': [
    '复现 {version}：发现与目录按 pi 自身的技能代码生成（运行该代码录制），read 工具依据其源代码推导。每个库按 pi 的一个技能文件夹读取（~/.pi/agent/skills、.pi/skills 或用 --skill 指定的文件夹），按给定顺序。',
    '0c9d8af8',
  ],
  'agent.openclaw.order': [
    'pi 按磁盘列出每个文件夹条目的顺序排列技能；Skill Studio 按名称逐个文件夹遍历。',
    '1f8ecdfe',
  ],
  'agent.openclaw.not-simulated': [
    '未模拟：技能文件夹根部除 SKILL.md 以外的 Markdown 文件（pi 会把它当作技能）、技能文件夹内的 .gitignore、.ignore 和 .fdignore 规则，以及 OpenClaw 的 metadata.openclaw.requires 条件。',
    '431f6be1',
  ],
  'agent.openclaw.name-mismatch': [
    '{folder}：它的名称“{name}”与文件夹名称不同；pi 会发出警告，但保留该名称。',
    '9d58ee81',
  ],
  'agent.openclaw.entry.disabled': [
    'disable-model-invocation 为 true：只有用户输入 /skill:{name} 才会运行它',
    'ef0509a6',
  ],
  'agent.openclaw.skip.file-name': [
    '文件名为 {file}：pi 查找 SKILL.md，在区分大小写的磁盘（Linux）上找不到它；在 macOS 和 Windows 上可以找到',
    '2fc40434',
  ],
  'agent.openclaw.skip.dot-folder': ['pi 不会查看名称以“.”开头的文件夹', '30281c7c'],
  'agent.openclaw.skip.node-modules': ['pi 不会查看 node_modules', '2f7a97c8'],
  'agent.openclaw.skip.inside-skill': [
    '它位于技能 {skill} 之内：pi 不会查看包含 SKILL.md 的文件夹的下层',
    'e09508f0',
  ],
  'agent.openclaw.skip.yaml': ['yaml 包无法读取前置元数据，因此 pi 跳过该文件', '822baecf'],
  'agent.openclaw.skip.no-description': [
    '没有描述（或描述为空）：pi 要求必须有描述，因此跳过该文件',
    '13b3c236',
  ],
  'agent.openclaw.skip.description-not-text': [
    '描述不是文本：pi 处理时出错并跳过该文件',
    '4d7331a6',
  ],
  'agent.openclaw.skip.name-not-text': ['名称不是文本：pi 处理时出错并跳过该文件', '80d9570c'],
  'agent.openclaw.skip.same-file': ['pi 已经通过链接加载过这个文件，因此只计一次', '9217cbb2'],
  'agent.openclaw.skip.duplicate': [
    'pi 已有名为“{name}”的技能（来自 {earlier}）：保留第一个，跳过这个',
    '81e34021',
  ],
  'agent.openclaw.call.read': [
    '模型以路径“{path}”调用 read；工具按原样返回文件（包括前置元数据），超过 2,000 行或 50 KB 时截断，并附一行说明如何继续读取。',
    '87165b26',
  ],
  'agent.openclaw.call.not-listed': [
    '“{name}”不在列表中，模型没有可读取的路径；若 pi 已加载它，用户仍可输入 /skill:{name}。',
    'c53699cc',
  ],
  'agent.openclaw.call.no-args': [
    'read 只接受路径，不接受用户的话：它们留在用户消息中。',
    '78640a2f',
  ],
};
