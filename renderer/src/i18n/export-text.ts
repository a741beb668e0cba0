/**
 * Exporting's own remarks in Chinese (shared/export/messages.ts has the English), each with
 * the hash of the English it was made from (`node scripts/stale-translations.mjs`).
 */
import type { ExportMessageId } from '../../../shared/export/messages';
import type { Translation } from '../../../shared/i18n/message';

/** Every export message in Chinese (the compiler refuses a missing one). */
export const EXPORT_ZH: Record<ExportMessageId, Translation> = {
  'export.field-invalid': ['{file}：{field}「{value}」{rule}', 'e50edef7'],
  'export.rule-kebab': ['必须是 kebab-case：小写字母和数字，单词之间用单个连字符连接', '6ba8ecbb'],
  'export.rule-reserved': ['是 Anthropic 官方保留的名称', 'dedcde13'],
  'export.rule-impersonates': [
    '看起来像 Anthropic 官方 marketplace 的名称，Claude Code 会拦截它',
    '88031a57',
  ],
  'export.rule-agent-plugin-name': [
    '必须是 1 到 64 个小写字母、数字、连字符或句点，以字母或数字开头和结尾，且不含「--」或「..」',
    'd32e2f32',
  ],
  'export.rule-codex-name': ['只能包含 ASCII 字母、数字、「_」和「-」', 'fc68df9b'],
  'export.rule-codex-version': [
    '只能包含 ASCII 字母、数字、「.」「+」「_」和「-」，且不能是「.」或「..」',
    '6de82cfc',
  ],
  'export.rule-relative-path': ['必须以「./」开头，并留在插件之内', '9773da6e'],
  'export.rule-required': ['不能为空', '8de654db'],
  'export.rule-type': ['不是该格式在此处允许的内容', '9e6a86c9'],
  'export.name-needed': [
    '请为插件命名：多个技能没有可用作名称的同一个文件夹名（--name）。',
    '1d7e1461',
  ],
  'export.owner-needed': ['marketplace 需要所有者的名字（--owner 或 --author）。', 'fd8972b2'],
  'export.not-written': ['{format} 没有 {field} 字段，因此不会写入。', 'e807e3cf'],
  'export.skill-md-exact': [
    '{reader} 只查找名称恰好为 SKILL.md 的文件；找不到这个技能。',
    'c5a4a48e',
  ],
  'export.skipped': ['{reader} 会跳过它：{reason}', '7680bcc4'],
  'export.no-output-folder': ['{dest} 的输出文件夹不存在。', '81f5164a'],
  'export.output-inside': [
    '导出会写到它所导出的技能「{folder}」里面；请选择技能之外的位置。',
    '982aa374',
  ],
  'export.folder-exists': [
    '「{path}」已存在；导出总是写成一个新文件夹，绝不覆盖已有的文件夹。请换个名字或先移除它。',
    'bd568475',
  ],
  'export.invoked-as': ['Claude Code 把它称为 {command}（插件里的技能带有命名空间）。', '4bd0a7eb'],
};
