/**
 * The models a provider lists (GET /v1/models), through the SDK's own request (its key
 * header, retries and timeout) with the answer's shape checked here: a web page or another
 * API's JSON at that address is no model list.
 */
import type { Anthropic } from '@anthropic-ai/sdk';
import type { OpenAI } from 'openai';
import { NotModelApi } from './failure-facts';

// Anthropic pages the list (limit at most 1000, has_more, last_id as the next after_id:
// https://docs.anthropic.com/pt/api/models-list); more pages than this is no real provider.
const MOST_PAGES = 20;

interface ListPage {
  data: { id: string }[];
  has_more?: boolean;
  last_id?: string | null;
}

function pageOf(body: unknown): ListPage {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof body !== 'object' || !Array.isArray(data)) throw new NotModelApi();
  if (!data.every((m) => typeof (m as { id?: unknown } | null)?.id === 'string'))
    throw new NotModelApi();
  return body as ListPage;
}

/** Every model id Anthropic lists. */
export async function anthropicModelIds(
  client: Anthropic,
  signal?: AbortSignal,
): Promise<string[]> {
  const ids: string[] = [];
  let after: string | undefined;
  for (let page = 0; page < MOST_PAGES; page++) {
    const query: Record<string, string | number> = { limit: 1000 };
    if (after !== undefined) query.after_id = after;
    const body = pageOf(await client.get<unknown>('/v1/models', { query, signal }));
    ids.push(...body.data.map((m) => m.id));
    if (body.has_more !== true || typeof body.last_id !== 'string') break;
    after = body.last_id;
  }
  return ids;
}

/** Every model id an OpenAI or OpenAI-compatible server lists (one page: the API does not page it). */
export async function openaiModelIds(client: OpenAI, signal?: AbortSignal): Promise<string[]> {
  return pageOf(await client.get<unknown>('/models', { signal })).data.map((m) => m.id);
}
