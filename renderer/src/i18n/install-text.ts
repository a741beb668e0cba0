/**
 * Installing's own remarks in Chinese (shared/install/messages.ts has the English), each with
 * the hash of the English it was made from (`node scripts/stale-translations.mjs`).
 */
import type { InstallMessageId } from '../../../shared/install/messages';
import type { Translation } from '../../../shared/i18n/message';

/** Every install message in Chinese (the compiler refuses a missing one). */
export const INSTALL_ZH: Record<InstallMessageId, Translation> = {
  'install.not-listed': ['{agent} 不会列出它', '26646974'],
  'install.no-project': ['项目安装需要项目文件夹', '54749268'],
  'install.no-personal-folder': ['它没有个人技能文件夹', '9ce36ea5'],
  'install.no-project-folder': ['它没有项目技能文件夹', '2dba3c77'],
  'install.target-changed': ['{target} 在安装期间被改动；没有替换任何内容', 'c4950b05'],
  'install.stopped': ['安装在到达这里之前已停止；没有写入任何内容', '80ef15c3'],
  'install.fs-failed': ['{path}：{reason}', 'c6589cfd'],
  'install.failed': ['{reason}', 'a4ba81b6'],
  'install.link-not-absolute': ['库文件夹 {target} 不是绝对路径', '8eadb650'],
  'install.symlink-refused': ['创建符号链接被拒绝（{reason}）', '19b4e01b'],
  'install.junction-refused': ['创建目录联接被拒绝（{reason}）', '8e0839de'],
  'install.lock-left': ['{path} 保持原样，没有改动：{reason}', 'afb82862'],
  'install.lock-not-json': ['它不是 JSON（{detail}）', '29af098c'],
  'install.lock-too-deep': [
    '锁文件嵌套太深，无法读取（超过 {limit, plural, other {# 层}}括号）',
    '7265113b',
  ],
  'install.lock-shape': ['{where}：{detail}', '2b0ca176'],
  'install.lock-shape-top': ['顶层：{detail}', '5eb29e2e'],
  'install.lock-version-old': ['它的版本 {version} 比 {current} 旧', 'b2b17802'],
  'install.lock-version-new': [
    '它的版本 {version} 比 Skill Studio 写入的版本 {current} 新',
    'bed30379',
  ],
  'install.link-unsupported': ['EPERM：那里的文件系统不支持符号链接', '3f030ef9'],
  'install.link-privilege': [
    'Windows 只允许管理员或开启了开发者模式的用户创建符号链接',
    '95fbffc1',
  ],
};
