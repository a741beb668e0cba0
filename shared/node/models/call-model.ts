/**
 * One call to a connected model, the same for the three APIs: send the system prompt, the tools
 * and the turns; get the first reply's tool calls and text, or a ModelCallError saying in plain
 * words what failed (never with the key in it). Cancelled through an AbortSignal.
 */
import { needsKey, shownBaseUrl, wireApiOf, type ModelConnection } from '../../models/connection';
import type { ModelReply, ModelRequest } from '../../models/request';
import { anthropicCall } from './anthropic-call';
import { failureOf, ModelCallError, type ExchangeContext } from './failure-facts';
import { chatCall, responsesCall } from './openai-call';
import { anthropicClient, CALL_DEFAULTS, openaiClient, type ClientOptions } from './sdk-clients';

/** Sends `request` over `connection` with `key`; resolves to the reply or rejects with ModelCallError. */
export async function callModel(
  connection: ModelConnection,
  key: string | undefined,
  request: ModelRequest,
  options: ClientOptions & { signal?: AbortSignal } = {},
): Promise<ModelReply> {
  let began = false;
  const context: ExchangeContext = {
    baseUrl: shownBaseUrl(connection),
    model: connection.model,
    key,
    timeoutSeconds: (options.timeoutMs ?? CALL_DEFAULTS.timeoutMs) / 1000,
    began: () => began,
  };
  if (needsKey(connection) && key === undefined)
    throw new ModelCallError({ kind: 'no-key', baseUrl: context.baseUrl, model: context.model });
  const onBegin = () => {
    began = true;
  };
  const { signal } = options;
  try {
    switch (wireApiOf(connection)) {
      case 'anthropic-messages':
        return await anthropicCall(
          anthropicClient(key ?? '', connection, options),
          connection.model,
          request,
          signal,
          onBegin,
        );
      case 'openai-responses':
        return await responsesCall(
          openaiClient(key, connection, options),
          connection,
          request,
          signal,
          onBegin,
        );
      case 'openai-chat':
        return await chatCall(
          openaiClient(key, connection, options),
          connection,
          request,
          signal,
          onBegin,
        );
    }
  } catch (error) {
    throw new ModelCallError(failureOf(error, context, signal));
  }
}
