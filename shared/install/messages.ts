/**
 * What installing says in the studio's own words (see shared/i18n/message.ts for adding one):
 * English here, the UI's Chinese in renderer/src/i18n/install-text.ts.
 */
import { messageMaker } from '../i18n/message';

/** The English of every install message, by id. */
export const INSTALL_MESSAGES = {
  'install.not-listed': '{agent} would not list it',
} as const;

/** An install message's id. */
export type InstallMessageId = keyof typeof INSTALL_MESSAGES;

/** Says an install message. */
export const installMessage = messageMaker(INSTALL_MESSAGES);
