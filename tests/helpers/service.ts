/**
 * A StudioService on temp folders for tests, and a way to wait for its events.
 */
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { EventName, EventPayload } from '../../shared/ipc/contract';
import { memorySettings } from '../../shared/node/service/settings/settings';
import { StudioService, type ServiceOptions } from '../../shared/node/service/studio-service';
import { tempTree } from './temp';

const running: StudioService[] = [];

afterEach(async () => {
  for (const service of running.splice(0)) await service.stop();
});

/** A started service over one temp library holding `files`; `root` is its real path. */
export async function startService(
  files: Record<string, string | Uint8Array> = {},
  watch = true,
  options: Partial<ServiceOptions> = {},
) {
  return startServiceOver(realpathSync(tempTree(files)), watch, options);
}

/** A started service over the library folder `root` (already on disk). */
export async function startServiceOver(
  root: string,
  watch = true,
  options: Partial<ServiceOptions> = {},
) {
  const base = tempTree();
  // Agents' folders in a home of the test's own: a test never installs into the real one.
  const home = realpathSync(tempTree());
  const log: string[] = [];
  const service = new StudioService({
    settings: memorySettings([root]),
    userData: join(base, 'user-data'),
    watch,
    log: (m) => log.push(m),
    agentEnv: { home, platform: process.platform, vars: {} },
    ...options,
  });
  await service.start();
  await service.whenWatching();
  running.push(service);
  return { service, root, log, home, userData: join(base, 'user-data') };
}

/**
 * Resolves with the first event of `name` that satisfies `test` (rejects after `ms`: a bound
 * for an event that never comes, well past what a watcher on a loaded machine takes).
 */
export function nextEvent<K extends EventName>(
  service: StudioService,
  name: K,
  test: (payload: EventPayload<K>) => boolean = () => true,
  ms = 20_000,
): Promise<EventPayload<K>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no ${name} event within ${ms} ms`));
    }, ms);
    const off = service.events.on(name, (payload) => {
      if (!test(payload)) return;
      clearTimeout(timer);
      off();
      resolve(payload);
    });
  });
}

/**
 * Collects every event of `name` from now until `quietMs` pass without one, counted from the
 * first (none within `timeoutMs`: an empty list). Counted from the first, the window holds the
 * whole burst however long a loaded machine takes to make the changes and report them.
 */
export async function collect<K extends EventName>(
  service: StudioService,
  name: K,
  quietMs: number,
  timeoutMs = 10_000,
): Promise<EventPayload<K>[]> {
  const seen: EventPayload<K>[] = [];
  return new Promise((resolve) => {
    const done = () => {
      off();
      resolve(seen);
    };
    let timer = setTimeout(done, timeoutMs);
    const off = service.events.on(name, (p) => {
      seen.push(p);
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
  });
}

/**
 * A service over `files` (no watcher, no SDK retries) with a connection "Fake Claude" to the
 * fake provider at `origin` and its `key` set: what the trigger-test calls need.
 */
export async function startConnectedService(
  files: Record<string, string>,
  origin: string,
  key: string,
) {
  const started = await startService(files, false, { modelClient: { maxRetries: 0 } });
  const h = started.service.handlers;
  const connection = await h.saveModelConnection({
    label: 'Fake Claude',
    provider: 'anthropic',
    baseUrl: origin,
    model: 'claude-sonnet-5',
  });
  await h.setModelKey({ id: connection.id, key });
  return { ...started, h, connection: connection.id };
}
