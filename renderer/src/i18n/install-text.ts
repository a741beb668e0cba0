/**
 * Installing's own remarks in Chinese (shared/install/messages.ts has the English), each with
 * the hash of the English it was made from (`node scripts/stale-translations.mjs`).
 */
import type { InstallMessageId } from '../../../shared/install/messages';
import type { Translation } from '../../../shared/i18n/message';

/** Every install message in Chinese (the compiler refuses a missing one). */
export const INSTALL_ZH: Record<InstallMessageId, Translation> = {
  'install.not-listed': ['{agent} 不会列出它', '26646974'],
};
