/**
 * The service's errors for the user: a `Message` of the service's catalogue
 * (shared/ipc/service-messages.ts), carried across the boundary by id with its values next to
 * the English sentence, so the UI says it in its own language.
 */
import { english } from '../i18n/catalogue';
import type { Message, MessageParam } from '../i18n/message';
import { SERVICE_TEXTS, type ServiceTextId } from './service-messages';

export { SERVICE_TEXTS, type ServiceTextId };

/** A service message: its id and the values it names. */
export type ServiceText = Message<ServiceTextId>;

/** A service message by id with its values. */
export function serviceMessage(
  id: ServiceTextId,
  params: Record<string, MessageParam> = {},
): ServiceText {
  return { id, params };
}

/** The message in English. */
export function englishText(text: ServiceText): string {
  return english(text);
}

/** An error whose message is one of these texts (the service's errors for the user). */
export class TextError extends Error {
  readonly text: ServiceText;

  constructor(name: string, id: ServiceTextId, params: Record<string, MessageParam> = {}) {
    const text = serviceMessage(id, params);
    super(english(text));
    this.name = name;
    this.text = text;
  }
}
