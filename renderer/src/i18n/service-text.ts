/**
 * A failed call's message in the UI's language: the service sends each of its messages by id
 * with its values (shared/ipc/service-messages.ts has the English), said here through the one
 * catalogue (message-text.ts); anything else is shown in the words it came with.
 */
import type { ServiceText } from '../../../shared/ipc/service-text';
import { StudioCallError } from '../bridge/call-error';
import { useUi } from '../state/ui-store';
import type { Locale } from './define';
import { messageText } from './message-text';

import { SERVICE_TEXTS_ZH } from './service-message-text';

export { SERVICE_TEXTS_ZH };

/** A service message by id, in `locale` (its English words when this UI does not know the id). */
export function serviceText(text: ServiceText, locale: Locale = useUi.getState().locale): string {
  return messageText(text, locale);
}

/** The message of any error, for display in `locale` (by default the UI's language). */
export function errorText(error: unknown, locale: Locale = useUi.getState().locale): string {
  const english = error instanceof Error ? error.message : String(error);
  if (locale === 'en' || !(error instanceof StudioCallError) || !error.text) return english;
  // A newer host may send an id this UI does not know: the words it came with then.
  if (!Object.hasOwn(SERVICE_TEXTS_ZH, error.text.id)) return english;
  return messageText(error.text, locale);
}
