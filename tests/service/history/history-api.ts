/**
 * What the history's service tests share: a service on a library holding skill "a", reached
 * over one of the two real transports (Electron's port, the browser host's HTTP), the web
 * hosts closed after each test; and sha256 as node:crypto computes it, never the store's own.
 */
import { createHash } from 'node:crypto';
import type { ServiceOptions } from '../../../shared/node/service/studio-service';
import { startService } from '../../helpers/service';
import { skillMd } from '../../helpers/temp';
import { apiOver } from '../../helpers/transports';

/** sha256 of `data`, hex. */
export const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** A service on skill "a" over `transport`, watching its library when `watch`. */
export async function historyService(
  transport: 'ipc' | 'web',
  watch = false,
  options: Partial<ServiceOptions> = {},
) {
  const started = await startService({ 'a/SKILL.md': skillMd('a') }, watch, options);
  const { api } = await apiOver(transport, started.service);
  return { ...started, api, a: `${started.root}/a` };
}
