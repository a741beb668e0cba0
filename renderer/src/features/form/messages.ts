/** Words of the form "About this skill" (the name and description block at the top of SKILL.md). */
import { defineMessages } from '../../i18n/define';

/** The form's messages. */
export const formMessages = defineMessages(
  {
    'form.heading': 'About this skill',
    'form.cannotEdit': 'The form cannot edit this file yet: {reason}',
    'form.refused.yaml-invalid':
      'a line in the name and description block at the top of SKILL.md cannot be read; fix it first (the Problems panel says where).',
    'form.refused.block-unclosed':
      'the name and description block is not closed with a "---" line, or is not at the very top of SKILL.md; fix that first.',
    'form.refused.lone-surrogate':
      '{field} was not changed: character {at} is half of a character (U+{code}), which a text file cannot hold. Remove it, or paste the character again.',
    'form.refused.not-read-back':
      '{field} was not changed: it cannot be written so that every agent reads it back exactly as typed.',
    'form.refused.flow-style':
      '{field} was not changed: the block at the top of SKILL.md is written in braces ({...}). Write it as one "name: value" line per field first, in the code editor.',
    'form.refused.anchors':
      '{field} was not changed: the block at the top of SKILL.md reuses values between fields (with & and *), so the change would change other fields too. Edit it in the code editor.',
    'form.name': 'Name',
    'form.nameHint': 'Lowercase letters, digits and hyphens; the same as the folder name.',
    'form.useSlug': 'Use "{slug}"',
    'form.renameFolder': 'Rename the folder to "{name}"',
    'form.description': 'Description',
    'form.meterLabel': 'Length of the description',
    'form.descriptionHint':
      'Say what the skill does and when to use it: agents read only this to decide.',
    'form.meter': '{count} / 1024 characters',
    'form.meterOver': '{count} / 1024 characters: too long',
    'form.listingCap':
      'Claude Code lists only the first {keep, plural, one {character} other {# characters}} of the description (with when_to_use) and "…": its listing cap (skillListingMaxDescChars) is {cap}.',
    'form.license': 'License',
    'form.licenseHint': 'Optional. A license name, or the file that holds it.',
    'form.compatibility': 'Compatibility',
    'form.compatibilityHint':
      'Optional, at most 500 characters: what the skill needs (a product, tools, network access).',
    'form.metadata': 'Metadata',
    'form.metadataHint': 'Optional text keys and values, for your own use (author, version…).',
    'form.metadataKey': 'Key',
    'form.metadataValue': 'Value',
    'form.metadataAdd': 'Add an entry',
    'form.metadataAddButton': 'Add this entry',
    'form.metadataRemove': 'Remove {key}',
    'form.tools': 'Allowed tools',
    'form.toolsHint':
      'Optional, experimental: tools the skill may use without asking, e.g. Bash(git:*) Read.',
    'form.toolsAdd': 'Add a tool',
    'form.toolsRemove': 'Remove {tool}',
    'form.other': 'Other fields',
    'form.otherHint':
      'Kept exactly as written. Some agents read them; the skill standard does not define them.',
    'form.notText': 'not text',
  },
  {
    'form.heading': ['关于此技能', '764c3ba0'],
    'form.cannotEdit': ['表单暂时无法编辑此文件：{reason}', '747f3975'],
    'form.refused.yaml-invalid': [
      'SKILL.md 顶部名称和描述部分中有一行无法读取；请先修正（“问题”面板会指出位置）。',
      '939290ba',
    ],
    'form.refused.block-unclosed': [
      '名称和描述部分没有以一行 "---" 结束，或者不在 SKILL.md 的最开头；请先修正。',
      'e10d492f',
    ],
    'form.refused.lone-surrogate': [
      '{field} 未更改：第 {at} 个字符只是半个字符（U+{code}），文本文件无法保存它。请删除它，或重新粘贴该字符。',
      '7ec6460d',
    ],
    'form.refused.not-read-back': [
      '{field} 未更改：无法以每个智能体都能按输入原样读回的方式写入它。',
      '18c50530',
    ],
    'form.refused.flow-style': [
      '{field} 未更改：SKILL.md 顶部的部分写在花括号里（{...}）。请先在代码编辑器中改写为每项一行的“名称: 值”。',
      '8ce236bf',
    ],
    'form.refused.anchors': [
      '{field} 未更改：SKILL.md 顶部的部分在字段之间共用值（用 & 和 *），这一更改会连带改变其他字段。请在代码编辑器中编辑。',
      '7efceff4',
    ],
    'form.name': ['名称', 'dcd1d522'],
    'form.nameHint': ['小写字母、数字和连字符；与文件夹名相同。', '32e5073a'],
    'form.useSlug': ['使用“{slug}”', 'e896c9ff'],
    'form.renameFolder': ['将文件夹重命名为“{name}”', '93a53a7e'],
    'form.description': ['描述', '526e0087'],
    'form.meterLabel': ['描述的长度', '8c0617bf'],
    'form.descriptionHint': [
      '说明技能做什么、何时使用：智能体只根据这段文字来决定是否使用它。',
      'df37c299',
    ],
    'form.meter': ['{count} / 1024 个字符', '424f1d89'],
    'form.meterOver': ['{count} / 1024 个字符：太长了', '61dabed6'],
    'form.listingCap': [
      'Claude Code 的列表只显示描述（连同 when_to_use）的前 {keep} 个字符和“…”：其列表上限（skillListingMaxDescChars）为 {cap}。',
      '9dd42dc4',
    ],
    'form.license': ['许可证', 'c011d609'],
    'form.licenseHint': ['可选。许可证名称，或包含许可证的文件。', 'd8f3ec5f'],
    'form.compatibility': ['兼容性', 'b37ddf1f'],
    'form.compatibilityHint': [
      '可选，最多 500 个字符：技能需要什么（某个产品、工具、网络访问）。',
      '4f4b4000',
    ],
    'form.metadata': ['元数据', '9eddf573'],
    'form.metadataHint': ['可选的文本键值对，供你自己使用（作者、版本等）。', 'b2b270b7'],
    'form.metadataKey': ['键', '99a52df3'],
    'form.metadataValue': ['值', '8e37953d'],
    'form.metadataAdd': ['添加一项', '4ffceb08'],
    'form.metadataAddButton': ['添加此项', 'b8e6a9c0'],
    'form.metadataRemove': ['删除 {key}', '20b11835'],
    'form.tools': ['允许的工具', '73f3619d'],
    'form.toolsHint': [
      '可选，实验性：技能无需询问即可使用的工具，例如 Bash(git:*) Read。',
      '95eab287',
    ],
    'form.toolsAdd': ['添加工具', '3372f76f'],
    'form.toolsRemove': ['删除 {tool}', '7ea4145e'],
    'form.other': ['其他字段', 'fa8a1dd7'],
    'form.otherHint': ['按原样保留。有些智能体会读取它们；技能标准中没有定义它们。', '6b10b36c'],
    'form.notText': ['非文本', '3dc012b0'],
  },
);
