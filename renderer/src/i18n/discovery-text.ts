/**
 * Why discovery passed over a folder, in Chinese (shared/i18n/discovery-messages.ts has the
 * English), each with the hash of the English it was made from
 * (`node scripts/stale-translations.mjs`).
 */
import type { DiscoveryMessageId } from '../../../shared/i18n/discovery-messages';
import type { Translation } from '../../../shared/i18n/message';

/** Every reason a folder was skipped, in Chinese (the compiler refuses a missing one). */
export const DISCOVERY_ZH: Record<DiscoveryMessageId, Translation> = {
  'discovery.root-not-folder': ['库的根目录不是文件夹', 'ff11427b'],
  'discovery.root-unreadable': ['无法打开库的根目录：{reason}', 'e93db7c9'],
  'discovery.folder-limit': [
    '搜索在 {limit} 个文件夹后停止：此文件夹及其后的文件夹未被搜索（请添加一个更小的文件夹作为库）',
    'd30b475f',
  ],
  'discovery.unreadable': ['无法读取：{reason}', '75a36cd3'],
  'discovery.skill-md-case': [
    '有“{name}”但没有“SKILL.md”：文件名必须是大写的 SKILL.md',
    '3c18b980',
  ],
  'discovery.too-deep': ['位于库根目录之下超过 {depth} 层：未搜索', '30e9c96b'],
  'discovery.link-other-library': [
    '指向另一个库中文件夹的符号链接：不跟随（它在那个库中列出）',
    '08ac34e0',
  ],
  'discovery.link-outside': ['指向库根目录之外文件夹的符号链接：不跟随', 'dbbb604f'],
  'discovery.broken-link': ['损坏的符号链接（{reason}）', 'e4725d9e'],
  'discovery.root-now-link': [
    '库文件夹被替换成了指向 {target} 的链接：不跟随（如果你指的是那个文件夹，请把它添加为库）',
    '2c8343b0',
  ],
  'discovery.root-gone': ['库文件夹不存在（它可能已被移动或删除）', '2ee2cf4c'],
};
