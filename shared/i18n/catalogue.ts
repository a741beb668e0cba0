/**
 * Every domain's catalogue of English templates in one place: the ids a `Message` may carry,
 * and the English the core and the CLI write. A new domain's catalogue is added to
 * `CATALOGUES` (ids must not repeat across domains: a test checks it).
 */
import { AGENT_MESSAGES } from '../agent/messages';
import { EVAL_MESSAGES } from '../evals/messages';
import { EXPORT_MESSAGES } from '../export/messages';
import { INSTALL_MESSAGES } from '../install/messages';
import { SERVICE_TEXTS } from '../ipc/service-messages';
import { MODEL_MESSAGES } from '../models/messages';
import { PACKAGE_MESSAGES } from '../package/messages';
import { REVIEW_MESSAGES } from '../review/messages';
import { SKILL_MESSAGES } from '../skill/messages';
import { TRIGGER_MESSAGES } from '../triggers/messages';
import { COMMON_MESSAGES } from './common-messages';
import { DISCOVERY_MESSAGES } from './discovery-messages';
import { FS_MESSAGES } from './fs-messages';
import type { Message } from './message';
import { fillTemplate } from './template';

/** The domains' catalogues, each `{ id: English template }`. */
export const CATALOGUES = {
  common: COMMON_MESSAGES,
  agent: AGENT_MESSAGES,
  discovery: DISCOVERY_MESSAGES,
  evals: EVAL_MESSAGES,
  export: EXPORT_MESSAGES,
  fs: FS_MESSAGES,
  install: INSTALL_MESSAGES,
  models: MODEL_MESSAGES,
  package: PACKAGE_MESSAGES,
  review: REVIEW_MESSAGES,
  service: SERVICE_TEXTS,
  skill: SKILL_MESSAGES,
  triggers: TRIGGER_MESSAGES,
} as const;

type Catalogues = typeof CATALOGUES;

/** Every message id of the core. */
export type MessageId = { [D in keyof Catalogues]: keyof Catalogues[D] }[keyof Catalogues];

/** The English template of every id. */
export const MESSAGES: Readonly<Record<MessageId, string>> = Object.assign(
  {},
  ...Object.values(CATALOGUES),
) as Record<MessageId, string>;

/** Whether `value` is a message of this catalogue (the shape and a known id). */
export function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, params } = value as Record<string, unknown>;
  return (
    Object.keys(value).length === 2 &&
    typeof id === 'string' &&
    Object.hasOwn(MESSAGES, id) &&
    typeof params === 'object' &&
    params !== null
  );
}

/** The message in English, its nested messages too. */
export function english(message: Message): string {
  const template = Object.hasOwn(MESSAGES, message.id) ? MESSAGES[message.id] : message.id;
  return fillTemplate(template, message.params, 'en', english);
}

/** `T` with every message in it written out as a string (what `inEnglish` returns). */
export type InEnglish<T> = T extends Message
  ? string
  : T extends readonly (infer U)[]
    ? InEnglish<U>[]
    : T extends object
      ? { [K in keyof T]: InEnglish<T[K]> }
      : T;

/** A copy of `value` with every message in it written in English (for JSON on the CLI). */
export function inEnglish<T>(value: T): InEnglish<T> {
  if (isMessage(value)) return english(value) as InEnglish<T>;
  if (Array.isArray(value)) return value.map(inEnglish) as InEnglish<T>;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, inEnglish(v)]),
    ) as InEnglish<T>;
  }
  return value as InEnglish<T>;
}
