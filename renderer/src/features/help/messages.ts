/** Words of the first-start guide, the Help menu, About, and the jargon's plain-words tooltips. */
import { defineMessages } from '../../i18n/define';

/** The help messages. */
export const helpMessages = defineMessages(
  {
    'help.menu': 'Help',
    'help.guide': 'Getting started',
    'help.about': 'About Skill Studio',
    'help.close': 'Got it',
    'help.closeAbout': 'Close',
    'help.whatTitle': 'What a skill is',
    'help.what':
      'A skill is a folder that teaches an AI agent one task. Its SKILL.md starts with a name and a description, then says in plain text how to do the task; the folder may also hold scripts, reference documents and templates.',
    'help.levelsTitle': 'What an agent reads, and when',
    'help.level1':
      'At start-up: only the name and description of every skill, so the agent knows what it could use.',
    'help.level2': 'When a task matches the description: the body of that SKILL.md.',
    'help.level3':
      'Only when needed: the files the body points to (a script to run, a document to read).',
    'help.levelsNote':
      'So the description decides whether your skill is ever used: say what it does and when to use it.',
    'help.viewsTitle': 'The three views',
    'help.viewEdit':
      'Edit: write the skill in the form or the code, with every problem listed and most fixed in one click.',
    'help.viewAgent':
      'Agent view: exactly what an agent (Claude Code, Codex, OpenCode, HelloAgents) reads of your skill, at start-up and when it loads it.',
    'help.viewPackage':
      'Package: check the skill and save it as a .zip or .skill file to upload or share, or install it into an agent.',
    'help.reopen': 'You can open this guide again from Help.',
    'help.version': 'Version {version}',
    'help.aboutText': 'A studio for writing, checking, trying and packaging Agent Skills.',
    'help.tip.agent': 'The agent whose view of your skill is shown: what its model reads.',
    'help.tip.agent.hello-agents': 'HelloAgents: an open-source Python agent framework.',
    'help.tip.agent.hello-agents-hardened':
      'HelloAgents with the changes we suggest to its loader: not a real agent, a preview.',
    'help.tip.agent.claude-code': "Claude Code: Anthropic's agent for the terminal.",
    'help.tip.agent.codex': "Codex: OpenAI's agent for the terminal.",
    'help.tip.agent.opencode': 'OpenCode: an open-source agent for the terminal.',
    'help.tip.agent.gemini-cli': "Gemini CLI: Google's open-source agent for the terminal.",
    'help.tip.agent.copilot-vscode':
      "GitHub Copilot in VS Code: the chat's agent mode in Microsoft's editor (shown from its source).",
    'help.tip.agent.openclaw':
      'OpenClaw / pi: the open-source personal assistant and the coding agent it runs (shown from its source).',
    'help.tip.agent.skills-ref':
      "skills-ref: the standard's reference tool; it prints the list an agent would be given.",
  },
  {
    'help.menu': ['帮助', 'b79cac92'],
    'help.guide': ['入门指南', '831d0f72'],
    'help.about': ['关于 Skill Studio', '2009c9c1'],
    'help.close': ['知道了', '5ad3dbd1'],
    'help.closeAbout': ['关闭', '7d9eb7ac'],
    'help.whatTitle': ['什么是技能', '533ce071'],
    'help.what': [
      '技能是一个文件夹，教 AI 智能体完成一项任务。其中的 SKILL.md 以名称和描述开头，然后用普通文字说明如何完成任务；文件夹里还可以放脚本、参考文档和模板。',
      'd5331512',
    ],
    'help.levelsTitle': ['智能体读取什么、何时读取', '4720ef6b'],
    'help.level1': ['启动时：只读每个技能的名称和描述，让智能体知道有哪些技能可用。', 'c3e4672e'],
    'help.level2': ['任务与描述相符时：读取该 SKILL.md 的正文。', 'e92124b9'],
    'help.level3': ['仅在需要时：读取正文提到的文件（要运行的脚本、要阅读的文档）。', '2bb780f2'],
    'help.levelsNote': [
      '所以，描述决定了你的技能会不会被用到：写清它做什么、何时使用。',
      '05fd6fe5',
    ],
    'help.viewsTitle': ['三个视图', '2933897f'],
    'help.viewEdit': [
      '编辑：在表单或代码中编写技能，所有问题都会列出，多数一键即可修复。',
      '2fe22a0d',
    ],
    'help.viewAgent': [
      '智能体视图：智能体（Claude Code、Codex、OpenCode、HelloAgents）在启动时和加载技能时读到的确切内容。',
      '02be5194',
    ],
    'help.viewPackage': [
      '打包：检查技能并保存为 .zip 或 .skill 文件，用于上传或分享，或安装到智能体中。',
      '2c16dd2d',
    ],
    'help.reopen': ['之后可以从“帮助”再次打开本指南。', '90b9f198'],
    'help.version': ['版本 {version}', 'a1874512'],
    'help.aboutText': ['用于编写、检查、试用和打包 Agent Skills 的工作室。', '06f8259a'],
    'help.tip.agent': ['显示哪个智能体看到的技能：它的模型读到的内容。', 'd466b7ea'],
    'help.tip.agent.hello-agents': ['HelloAgents：一个开源的 Python 智能体框架。', 'bc98373a'],
    'help.tip.agent.hello-agents-hardened': [
      '按我们建议修改加载器后的 HelloAgents：不是真实的智能体，只是预览。',
      '614f2a6d',
    ],
    'help.tip.agent.claude-code': ['Claude Code：Anthropic 的终端智能体。', 'efa13b8f'],
    'help.tip.agent.codex': ['Codex：OpenAI 的终端智能体。', '54cc6a76'],
    'help.tip.agent.opencode': ['OpenCode：一个开源的终端智能体。', 'db3e68bf'],
    'help.tip.agent.gemini-cli': ['Gemini CLI：Google 的开源终端智能体。', '428b6c6a'],
    'help.tip.agent.copilot-vscode': [
      'VS Code 中的 GitHub Copilot：微软编辑器里聊天的智能体模式（依据其源代码呈现）。',
      'bba4ced1',
    ],
    'help.tip.agent.openclaw': [
      'OpenClaw / pi：开源的个人助理及其运行的编程智能体（依据其源代码呈现）。',
      '517a4424',
    ],
    'help.tip.agent.skills-ref': [
      'skills-ref：标准的参考工具，打印智能体会收到的技能列表。',
      '27e82241',
    ],
  },
);
