/**
 * What connecting to a model says, in plain words (see shared/i18n/message.ts for adding one):
 * English here, the UI's Chinese in renderer/src/i18n/model-text.ts. Each names where (the base
 * URL as shownBaseUrl gives it) and never the key.
 */
import { messageMaker } from '../i18n/message';

/** The English of every model-connection message, by id. */
export const MODEL_MESSAGES = {
  'models.ok': 'Connected to {baseUrl}: the model {model} is there.',
  'models.no-key': 'No key is set for {baseUrl}. Enter the key, then test again.',
  'models.wrong-key':
    '{baseUrl} refused the key (HTTP {status}). Check that it is the right key, still valid, and allowed to use {model}.',
  'models.unknown-model': '{baseUrl} has no model called {model}. Check the model name.',
  'models.unknown-model-listed':
    '{baseUrl} has no model called {model}; it lists {count, plural, one {# other model} other {# other models}}. Check the model name.',
  'models.no-model-list':
    '{baseUrl} has no model list (HTTP {status}). Check the base URL: an OpenAI-compatible server usually ends in /v1.',
  'models.refused':
    'Nothing answered at {baseUrl}: the connection was refused. Check the address and that the server is running.',
  'models.dns': 'The host of {baseUrl} could not be found. Check the address.',
  'models.timeout': '{baseUrl} did not answer within {seconds} seconds.',
  'models.network': '{baseUrl} could not be reached: the connection failed.',
  'models.rate-limited': '{baseUrl} is limiting requests (HTTP 429). Try again later.',
  'models.rate-limited-for':
    '{baseUrl} is limiting requests (HTTP 429). Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'models.provider-error': '{baseUrl} had an error of its own (HTTP {status}). Try again later.',
  'models.overloaded': '{baseUrl} is overloaded (HTTP {status}). Try again later.',
  'models.not-model-api':
    '{baseUrl} answered, but not as a model API does (a web page or unreadable data). Check the base URL.',
  'models.request-refused': '{baseUrl} refused the request (HTTP {status}).',
  'models.cut-off': 'The answer from {baseUrl} stopped midway.',
  'models.cancelled': 'The request to {baseUrl} was stopped.',
  // What the provider said in its own words (with the key taken out), after the sentence.
  'models.said': '{sentence} It said: “{detail}”',
} as const;

/** A model-connection message's id. */
export type ModelMessageId = keyof typeof MODEL_MESSAGES;

/** Says a model-connection message. */
export const modelMessage = messageMaker(MODEL_MESSAGES);
