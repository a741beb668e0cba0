/** Words of the frontmatter form. */
import { defineMessages } from '../../i18n/define';

/** The form's messages. */
export const formMessages = defineMessages(
  {
    'form.heading': 'Frontmatter',
    'form.cannotEdit': 'The form cannot edit this file yet: {reason}',
    'form.refused.yaml-invalid': 'the frontmatter is not valid YAML; fix the YAML error first.',
    'form.refused.block-unclosed':
      'the frontmatter block is not closed or not at the very top; fix that first.',
    'form.refused.lone-surrogate':
      '{field} was not changed: it holds an unpaired surrogate (U+{code}) at character {at}, half of a character that a UTF-8 file cannot hold. Remove it, or paste the character again.',
    'form.refused.not-read-back':
      '{field} was not changed: it cannot be written so that YAML readers read it back as typed.',
    'form.refused.flow-style':
      '{field} was not changed: the frontmatter is in flow style ({...}). Rewrite it as "key: value" lines first.',
    'form.refused.anchors':
      '{field} was not changed: the frontmatter shares values through anchors (&) and aliases (*), so the change would change other fields too. Edit it in the code editor.',
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
    'form.other': 'Other keys',
    'form.otherHint': 'Kept exactly as written. Some agents read them; the spec does not.',
    'form.notText': 'not text',
  },
  {
    'form.heading': ['前置元数据', '323d638f'],
    'form.cannotEdit': ['表单暂时无法编辑此文件：{reason}', '747f3975'],
    'form.refused.yaml-invalid': ['前置元数据不是有效的 YAML；请先修正 YAML 错误。', '2d2ae3b1'],
    'form.refused.block-unclosed': ['前置元数据块没有闭合或不在文件最开头；请先修正。', 'd4cb7b58'],
    'form.refused.lone-surrogate': [
      '{field} 未更改：第 {at} 个字符处有一个不成对的代理码元（U+{code}），它只是半个字符，UTF-8 文件无法保存。请删除它，或重新粘贴该字符。',
      'cce84067',
    ],
    'form.refused.not-read-back': [
      '{field} 未更改：无法以 YAML 读取器能原样读回的方式写入它。',
      'bcdc5fc1',
    ],
    'form.refused.flow-style': [
      '{field} 未更改：前置元数据使用了流式写法（{...}）。请先改写为“键: 值”的逐行写法，再编辑字段。',
      'd5ef29f4',
    ],
    'form.refused.anchors': [
      '{field} 未更改：前置元数据通过锚点（&）和别名（*）共用值，这一更改会连带改变其他字段。请在代码编辑器中编辑。',
      '2ac6f647',
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
    'form.other': ['其他键', '572b945c'],
    'form.otherHint': ['按原样保留。有些智能体会读取它们；规范中没有定义。', 'aaee669b'],
    'form.notText': ['非文本', '3dc012b0'],
  },
);
