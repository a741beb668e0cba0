/**
 * A failed call's message in the UI's language: the service sends each of its messages by id
 * with its values (shared/ipc/service-text.ts), translated here; anything else is shown in
 * the words it came with.
 */
import { type ServiceTextId } from '../../../shared/ipc/service-text';
import { StudioCallError } from '../bridge/call-error';
import { useUi } from '../state/ui-store';
import { format, type Locale } from './define';

/** The service's messages in Chinese (the compiler refuses a missing one). */
export const SERVICE_TEXTS_ZH: Record<ServiceTextId, string> = {
  'invalid-skill-name':
    '"{name}" 不是有效的技能名称：只能用小写字母、数字和单个连字符（例如 "my-skill"）。',
  'folder-exists': '这个技能库里已经有名为 "{name}" 的文件夹。',
  'not-a-file-name': '"{name}" 不是有效的文件名。',
  'file-exists': '旁边已经有名为 "{name}" 的文件。',
  'skill-md-not-utf8': 'SKILL.md 不是以 UTF-8 保存的，无法安全地更新其中的名称；请先修正编码。',
  'name-not-updated': '无法更新 SKILL.md 中的名称：{reason}',
  'not-regular-file': '{file}：不是普通文件（而是管道、设备或套接字），因此不读取。',
  'import-too-large': '文件大于 {size} MB，超出了导入的上限。',
  'whole-library':
    '这是整个技能库，不是单个技能：不能在这里重命名、复制或删除（可以把它从列表中移除）。',
  'not-in-library': '这个文件夹不在你的任何技能库中。',
  'not-a-folder': '"{path}" 不是一个存在的文件夹。',
  'not-a-library': '"{path}" 不是你的技能库之一。',
  'library-unreadable': '无法读取技能库 {path}。',
  'access-denied': '"{path}" 不在你的任何技能库中，Skill Studio 不会动它。',
  'file-gone': '{file} 已不存在（可能被移动或删除了）。',
  'file-permission': '无法打开 {file}：权限不足。请检查文件权限。',
  'file-is-folder': '{file} 是文件夹，不是文件。',
  'disk-full': '无法写入 {file}：磁盘已满。请腾出空间后重试。',
  'read-only-disk': '{file} 位于只读磁盘上。',
  internal: 'Skill Studio 遇到内部错误（{detail}）。请报告此问题。',
  unreachable: '无法连接 Skill Studio："skill-studio serve" 还在运行吗？',
  'request-refused': 'Skill Studio 拒绝了请求（HTTP {status}）。',
  'upload-refused': '上传被拒绝（HTTP {status}）。',
};

// Values the service words itself rather than takes from the disk (a file error without a path).
const VALUES_ZH: Partial<Record<string, string>> = { 'The file': '该文件' };

/** The message of any error, for display in `locale` (by default the UI's language). */
export function errorText(error: unknown, locale: Locale = useUi.getState().locale): string {
  const english = error instanceof Error ? error.message : String(error);
  if (locale !== 'zh' || !(error instanceof StudioCallError) || !error.text) return english;
  // A newer host may send an id this UI does not know: its English words then.
  const template = (SERVICE_TEXTS_ZH as Partial<Record<string, string>>)[error.text.id];
  if (template === undefined) return english;
  const params = Object.fromEntries(
    Object.entries(error.text.params).map(([k, v]) => [k, VALUES_ZH[v] ?? v]),
  );
  return format(template, params);
}
