/**
 * Findings in the UI's language. The core says each finding as a message (shared/skill/
 * messages.ts), which the CLI prints in English; the UI writes it in the user's language with
 * its values, and in Chinese keeps the English sentence beneath it (what the CLI prints and what
 * a search finds).
 */
import { english } from '../../../shared/i18n/catalogue';
import type { Diagnostic, Fix } from '../../../shared/skill/types';
import type { Locale } from './define';
import { messageText } from './message-text';

/** A finding as the UI shows it: the sentence to read, and the English when it is not English. */
export function diagnosticText(
  d: Pick<Diagnostic, 'message'>,
  locale: Locale,
): { text: string; detail?: string } {
  if (locale === 'en') return { text: english(d.message) };
  return { text: messageText(d.message, locale), detail: english(d.message) };
}

/** A fix's title in the UI's language. */
export function fixTitle(fix: Pick<Fix, 'title'>, locale: Locale): string {
  return messageText(fix.title, locale);
}

/** Why packaging leaves a file out: the default rules' reasons, by pattern (a test checks all). */
export const EXCLUSION_REASONS_ZH: Readonly<Record<string, string>> = {
  '.git': '版本控制数据',
  'node_modules/': '已安装的依赖',
  '__pycache__/': 'Python 缓存',
  '*.pyc': '编译后的 Python 文件',
  '.env*': '环境变量文件：常含有密钥',
  id_rsa: 'SSH 私钥',
  id_dsa: 'SSH 私钥',
  id_ecdsa: 'SSH 私钥',
  id_ed25519: 'SSH 私钥',
  'id_*_sk': 'SSH 私钥（安全密钥）',
  '*.ppk': 'PuTTY 私钥',
  '*.pem': '密钥或证书文件：常含有私钥',
  '*.key': '密钥文件：常含有私钥',
  '*.p12': '密钥库：含有私钥',
  '*.pfx': '密钥库：含有私钥',
  '.ssh/': 'SSH 密钥和设置',
  '.aws/': '云服务凭据',
  '.gnupg/': 'GnuPG 密钥',
  '.docker/': 'Docker 设置：常含有镜像仓库登录信息',
  '.kube/': 'Kubernetes 设置：含有集群凭据',
  'credentials.json': '凭据文件',
  '.npmrc': 'npm 设置：常含有仓库令牌',
  '.pypirc': 'PyPI 设置：常含有上传令牌',
  '.netrc': '登录文件：含有密码',
  '.git-credentials': '保存的 Git 密码',
  '.DS_Store': 'macOS 文件夹设置',
  '._*': 'macOS 资源分支',
  'Thumbs.db': 'Windows 缩略图缓存',
  'desktop.ini': 'Windows 文件夹设置',
  '*.swp': '编辑器交换文件',
  '*.swo': '编辑器交换文件',
  '*~': '编辑器备份文件',
  '.#*': '编辑器锁文件',
  '\\#*#': '编辑器自动保存文件',
  '/evals/': '评测（顶层的 evals/ 文件夹）',
};

/** Why a file stays out of a package, in the UI's language (the core's words otherwise). */
export function leftOutReason(reason: string, locale: Locale): string {
  if (locale === 'en') return reason;
  const rule = /^.* \(default rule "(.*)"\)$/.exec(reason);
  const zh = rule?.[1] === undefined ? undefined : EXCLUSION_REASONS_ZH[rule[1]];
  if (rule?.[1] !== undefined && zh !== undefined) return `${zh}（默认规则 "${rule[1]}"）`;
  const ignored = /^matches "(.*)" in \.skillignore$/.exec(reason);
  if (ignored) return `匹配 .skillignore 中的 "${ignored[1] ?? ''}"`;
  const unreadable = /^cannot be read: (.*)$/.exec(reason);
  if (unreadable) return `无法读取：${unreadable[1] ?? ''}`;
  return reason;
}
