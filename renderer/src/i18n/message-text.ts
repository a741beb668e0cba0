/**
 * The core's messages in the UI's language. English comes from the core's own catalogue (the
 * same words the CLI prints); every other language from its tables, one per domain, merged
 * here into a `Record` over every id, so the compiler refuses a table that lacks one.
 */
import { english, type MessageId } from '../../../shared/i18n/catalogue';
import type { Message, Translation } from '../../../shared/i18n/message';
import { fillTemplate } from '../../../shared/i18n/template';
import { AGENT_ZH } from './agent-text';
import { DISCOVERY_ZH } from './discovery-text';
import { EVALS_ZH } from './eval-text';
import { EXPORT_ZH } from './export-text';
import { FS_ZH } from './fs-text';
import { INSTALL_ZH } from './install-text';
import { MODELS_ZH } from './model-text';
import { PACKAGE_ZH } from './packaging-text';
import { REVIEW_ZH } from './review-text';
import { SERVICE_TEXTS_ZH } from './service-message-text';
import { TRIGGERS_ZH } from './trigger-text';
import type { Locale } from './define';
import { COMMON_ZH, SKILL_ZH } from './skill-text';

/** Every message in Chinese, with the hash of the English each was translated from. */
export const MESSAGES_ZH: Readonly<Record<MessageId, Translation>> = {
  ...COMMON_ZH,
  ...AGENT_ZH,
  ...DISCOVERY_ZH,
  ...EVALS_ZH,
  ...EXPORT_ZH,
  ...FS_ZH,
  ...INSTALL_ZH,
  ...MODELS_ZH,
  ...PACKAGE_ZH,
  ...REVIEW_ZH,
  ...SERVICE_TEXTS_ZH,
  ...SKILL_ZH,
  ...TRIGGERS_ZH,
};

/** `message` in `locale`; its nested messages too, values from the disk as they are. */
export function messageText(message: Message, locale: Locale): string {
  if (locale === 'en') return english(message);
  // A message this build does not know (a newer host) falls back to its English.
  if (!Object.hasOwn(MESSAGES_ZH, message.id)) return english(message);
  const [template] = MESSAGES_ZH[message.id];
  return fillTemplate(template, message.params, locale, (m: Message) => messageText(m, locale));
}
