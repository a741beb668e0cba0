/** Words of the agent view. */
import { defineMessages } from '../../i18n/define';

/** The agent view's messages. */
export const agentMessages = defineMessages(
  {
    'agent.heading': 'What the agent sees',
    'agent.pick': 'Agent',
    'agent.args': 'Arguments',
    'agent.argsHint':
      'What the user typed after the skill name (HelloAgents puts it in $ARGUMENTS).',
    'agent.run': 'Refresh',
    'agent.catalogue': 'At start-up: the catalogue entry',
    'agent.catalogueHint':
      "Every skill's name and description are listed where the agent chooses a skill. This skill's line is marked.",
    'agent.call': 'When the skill loads: the tool result',
    'agent.callHint': 'Exactly the text the model receives when it calls the skill.',
    'agent.status.listed': 'Listed',
    'agent.status.cut': 'Shortened',
    'agent.status.dropped': 'Left out of the listing',
    'agent.status.hidden': 'Not listed',
    'agent.notInCatalogue': "This skill is not in the agent's catalogue.",
    'agent.measure': '{characters} characters · {lines} lines · ≈{tokens} tokens',
    'agent.copy': 'Copy',
    'agent.copied': 'Copied to the clipboard.',
    'agent.unsaved': 'The agent reads the files on disk: save to see your latest changes here.',
    'agent.skipped': 'Folders this agent passes over',
    'agent.notes': 'Notes',
    'agent.loading': 'Asking the agent simulator…',
    'agent.part': 'Message {index}: {role}',
    'agent.failure': 'The agent would not start: {message}',
    'agent.reproduces': 'Reproduces {version}.',
    'agent.notAnAgent':
      "Not an agent: the studio's suggested hardening of HelloAgents v1.0.0's Skill tool, to compare against.",
  },
  {
    'agent.heading': '智能体看到的内容',
    'agent.pick': '智能体',
    'agent.args': '参数',
    'agent.argsHint': '用户在技能名后输入的内容（HelloAgents 会放入 $ARGUMENTS）。',
    'agent.run': '刷新',
    'agent.catalogue': '启动时：技能目录中的条目',
    'agent.catalogueHint': '智能体选择技能时会看到每个技能的名称和描述。本技能所在的行已标出。',
    'agent.call': '加载技能时：工具返回的结果',
    'agent.callHint': '模型调用该技能时收到的原文。',
    'agent.status.listed': '已列出',
    'agent.status.cut': '被截短',
    'agent.status.dropped': '未列入目录',
    'agent.status.hidden': '不列出',
    'agent.notInCatalogue': '该技能不在智能体的技能目录中。',
    'agent.measure': '{characters} 个字符 · {lines} 行 · 约 {tokens} 个 token',
    'agent.copy': '复制',
    'agent.copied': '已复制到剪贴板。',
    'agent.unsaved': '智能体读取的是磁盘上的文件：保存后才能在这里看到最新的修改。',
    'agent.skipped': '该智能体跳过的文件夹',
    'agent.notes': '说明',
    'agent.loading': '正在模拟智能体…',
    'agent.part': '第 {index} 条消息：{role}',
    'agent.failure': '智能体无法启动：{message}',
    'agent.reproduces': '重现的版本：{version}。',
    'agent.notAnAgent':
      '这不是智能体：是本工作室对 HelloAgents v1.0.0 技能工具建议的加固版本，供对比。',
  },
);
