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
    'agent.noCall':
      '{agent} gives the model no tool to load a skill with, so there is no call result to show: what the model sees is the catalogue above.',
    'agent.status.listed': 'Listed',
    'agent.status.cut': 'Shortened',
    'agent.status.dropped': 'Left out of the listing',
    'agent.status.hidden': 'Not listed',
    'agent.notInCatalogue': "This skill is not in the agent's catalogue.",
    'agent.summary.listed': '{agent} lists this skill: its model can choose it by its description.',
    'agent.summary.cut': '{agent} lists this skill shortened.',
    'agent.summary.dropped': '{agent} leaves this skill out of its listing.',
    'agent.summary.hidden': '{agent} does not list this skill.',
    'agent.summary.skipped': '{agent} skips this skill at start-up.',
    'agent.summary.absent': "This skill is not in {agent}'s catalogue.",
    'agent.measure':
      '{characters, plural, one {# character} other {# characters}} · {lines, plural, one {# line} other {# lines}} · ≈{tokens, plural, one {# token} other {# tokens}}',
    'agent.copy': 'Copy',
    'agent.copied': 'Copied to the clipboard.',
    'agent.unsaved': 'The agent reads the files on disk: save to see your latest changes here.',
    'agent.save': "Save this skill's changes",
    'agent.saving': 'Saving…',
    'agent.skipped': 'Folders this agent passes over',
    'agent.notes': 'Notes',
    'agent.loading': 'Asking the agent simulator…',
    'agent.part': 'Message {index}: {role}',
    'agent.failure': 'The agent would not start: {message}',
    'agent.reproduces': 'Reproduces {version}.',
    'agent.notAnAgent':
      "Not an agent: the studio's suggested hardening of HelloAgents v1.0.0's Skill tool, to compare against.",
    'agent.compare.toggle': 'Compare agents',
    'agent.compare.heading': 'Every agent, side by side',
    'agent.compare.hint':
      'What each agent makes of this skill at start-up, and the entry its model reads. Rows marked "differs" are where an agent treats it unlike most.',
    'agent.compare.outcome': 'At start-up',
    'agent.compare.entry': 'Catalogue entry',
    'agent.compare.differs': 'differs from most agents',
    'agent.compare.noEntry': 'No entry in the catalogue.',
    'agent.outcome.skipped': 'Skipped',
    'agent.outcome.notSeen': 'Not seen: not in a folder it reads',
    'agent.outcome.agentFails': 'The agent does not start',
    'agent.namesakes.heading': '{count, plural, one {# skill} other {# skills}} named "{name}"',
    'agent.namesakes.hint':
      'These skills share a name (or a folder name). Which one the model gets is decided by the agent, not by which one is open here.',
    'agent.namesakes.loadsThis': 'Asked for "{name}", {agent} loads this skill.',
    'agent.namesakes.loadsOther':
      'Asked for "{name}", {agent} loads the one in {library} at {folder}, not this one.',
    'agent.namesakes.loadsNone':
      'Asked for "{name}", {agent} loads none of them (see the call below).',
    'agent.namesakes.noTool':
      '{agent} has no tool to load a skill with: its model reads whichever entry it picks from the catalogue.',
    'agent.namesakes.where': 'Library {library}, folder {folder}',
    'agent.namesakes.loaded': 'Loaded when asked for the name',
    'agent.namesakes.thisOne': 'Open here',
    'agent.namesakes.open': 'Open',
    'agent.namesakes.openNamed': 'Open the one in {library} at {folder}',
    'agent.callOther':
      'This is the skill in {library} at {folder}: the agent loads it, not the one open here, for this name.',
    'agent.settings.heading': 'Claude Code settings',
    'agent.settings.summary': 'description cap {cap} · budget fraction {fraction}',
    'agent.settings.claudeHint':
      "The listing as Claude Code sends it with these two keys of its settings.json. They are kept in the studio's settings; Claude Code's own files are not touched.",
    'agent.settings.cap': 'Description cap',
    'agent.settings.capHint':
      'Characters of each description (with when_to_use) in the listing; a longer one is cut and ends in "…". Claude Code\'s default: {fallback}.',
    'agent.settings.capInvalid':
      'Claude Code takes a whole number of at least 1 here, not "{value}"; the view keeps the last valid value.',
    'agent.settings.fraction': 'Listing budget fraction',
    'agent.settings.fractionHint':
      "The share of the context window the whole listing may take; over it, descriptions are left out. Claude Code's default: {fallback} (1%).",
    'agent.settings.fractionInvalid':
      'Claude Code takes a number above 0 and at most 1 here, not "{value}"; the view keeps the last valid value.',
    'agent.settings.reset': "Use Claude Code's defaults",
    'agent.settings.codexHeading': 'Codex settings',
    'agent.settings.systemOn': 'bundled system skills on',
    'agent.settings.systemOff': 'bundled system skills off',
    'agent.settings.system': 'Bundled system skills',
    'agent.settings.model': 'Model',
    'agent.settings.modelOption': '{model} ({window}-token window)',
    'agent.settings.modelDefault': '{model} ({window}-token window, Codex’s default)',
    'agent.settings.modelHint':
      'The model your Codex runs (model in config.toml). It sets the budget (2% of its window) and whether the Skills section ends with “How to use skills”, which only some models ask for. The list is Codex 0.171.0’s own.',
    'agent.settings.systemHint':
      "Codex's own skills (imagegen, openai-docs, skill-creator, skill-installer), which it lists before yours and counts against the same budget unless [skills.bundled] enabled = false. On in Codex; off here until you switch them on, so the view shows your skills alone.",
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
    'agent.noCall':
      '{agent} 不给模型加载技能的工具，因此没有调用结果可显示：模型看到的就是上面的目录。',
    'agent.status.listed': '已列出',
    'agent.status.cut': '被截短',
    'agent.status.dropped': '未列入目录',
    'agent.status.hidden': '不列出',
    'agent.notInCatalogue': '该技能不在智能体的技能目录中。',
    'agent.summary.listed': '{agent} 列出了此技能：模型可以根据描述选择它。',
    'agent.summary.cut': '{agent} 列出了此技能，但有截短。',
    'agent.summary.dropped': '{agent} 没有把此技能列入目录。',
    'agent.summary.hidden': '{agent} 不列出此技能。',
    'agent.summary.skipped': '{agent} 启动时跳过了此技能。',
    'agent.summary.absent': '此技能不在 {agent} 的技能目录中。',
    'agent.measure': '{characters} 个字符 · {lines} 行 · 约 {tokens} 个 token',
    'agent.copy': '复制',
    'agent.copied': '已复制到剪贴板。',
    'agent.unsaved': '智能体读取的是磁盘上的文件：保存后才能在这里看到最新的修改。',
    'agent.save': '保存此技能的修改',
    'agent.saving': '正在保存…',
    'agent.skipped': '该智能体跳过的文件夹',
    'agent.notes': '说明',
    'agent.loading': '正在模拟智能体…',
    'agent.part': '第 {index} 条消息：{role}',
    'agent.failure': '智能体无法启动：{message}',
    'agent.reproduces': '重现的版本：{version}。',
    'agent.notAnAgent':
      '这不是智能体：是本工作室对 HelloAgents v1.0.0 技能工具建议的加固版本，供对比。',
    'agent.compare.toggle': '对比各智能体',
    'agent.compare.heading': '各智能体并排对比',
    'agent.compare.hint':
      '启动时每个智能体如何对待该技能，以及其模型读到的目录条目。标有“与多数智能体不同”的行表示该智能体的处理方式与多数不同。',
    'agent.compare.outcome': '启动时',
    'agent.compare.entry': '目录条目',
    'agent.compare.differs': '与多数智能体不同',
    'agent.compare.noEntry': '目录中没有条目。',
    'agent.outcome.skipped': '已跳过',
    'agent.outcome.notSeen': '看不到：不在它读取的文件夹中',
    'agent.outcome.agentFails': '智能体无法启动',
    'agent.namesakes.heading': '名为“{name}”的技能有 {count} 个',
    'agent.namesakes.hint':
      '这些技能同名（或文件夹同名）。模型拿到哪一个由智能体决定，而不是取决于这里打开的是哪一个。',
    'agent.namesakes.loadsThis': '请求“{name}”时，{agent} 加载的是此技能。',
    'agent.namesakes.loadsOther':
      '请求“{name}”时，{agent} 加载的是 {library} 中 {folder} 的那个，而不是此技能。',
    'agent.namesakes.loadsNone': '请求“{name}”时，{agent} 一个也不加载（见下方调用）。',
    'agent.namesakes.noTool': '{agent} 没有加载技能的工具：模型读取它从目录中选中的那一条。',
    'agent.namesakes.where': '技能库 {library}，文件夹 {folder}',
    'agent.namesakes.loaded': '按名称请求时加载此技能',
    'agent.namesakes.thisOne': '当前打开',
    'agent.namesakes.open': '打开',
    'agent.namesakes.openNamed': '打开 {library} 中 {folder} 的那个',
    'agent.callOther':
      '这是 {library} 中 {folder} 的技能：按这个名称，智能体加载的是它，而不是这里打开的那个。',
    'agent.settings.heading': 'Claude Code 设置',
    'agent.settings.summary': '描述上限 {cap} · 预算比例 {fraction}',
    'agent.settings.claudeHint':
      '按 Claude Code 的 settings.json 中这两个键的取值生成列表。它们保存在本工作室的设置中，不会改动 Claude Code 自己的文件。',
    'agent.settings.cap': '描述上限',
    'agent.settings.capHint':
      '列表中每条描述（连同 when_to_use）的字符数；更长的会被截断并以“…”结尾。Claude Code 的默认值：{fallback}。',
    'agent.settings.capInvalid':
      'Claude Code 在这里只接受不小于 1 的整数，而不是“{value}”；视图沿用上一个有效值。',
    'agent.settings.fraction': '列表预算比例',
    'agent.settings.fractionHint':
      '整个列表最多可占上下文窗口的比例；超出时会省略描述。Claude Code 的默认值：{fallback}（1%）。',
    'agent.settings.fractionInvalid':
      'Claude Code 在这里只接受大于 0 且不超过 1 的数，而不是“{value}”；视图沿用上一个有效值。',
    'agent.settings.reset': '恢复 Claude Code 的默认值',
    'agent.settings.codexHeading': 'Codex 设置',
    'agent.settings.systemOn': '内置系统技能：开',
    'agent.settings.systemOff': '内置系统技能：关',
    'agent.settings.system': '内置系统技能',
    'agent.settings.model': '模型',
    'agent.settings.modelOption': '{model}（{window} token 的窗口）',
    'agent.settings.modelDefault': '{model}（{window} token 的窗口，Codex 的默认模型）',
    'agent.settings.modelHint':
      '你的 Codex 运行的模型（config.toml 中的 model）。它决定预算（其窗口的 2%），以及 Skills 部分是否以“How to use skills”结尾——只有部分模型要求附上这一段。列表取自 Codex 0.171.0 自带的模型目录。',
    'agent.settings.systemHint':
      'Codex 自己的技能（imagegen、openai-docs、skill-creator、skill-installer）：除非设置 [skills.bundled] enabled = false，Codex 会把它们排在你的技能之前列出，并计入同一份预算。Codex 中默认开启；这里在你开启之前保持关闭，让视图只显示你的技能。',
  },
);
