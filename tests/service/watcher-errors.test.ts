/**
 * The watcher's own failures, which a real disk cannot be made to produce on demand: the native
 * watcher reporting an error, and its unsubscribe failing (@parcel/watcher 2.6.0 throws "Unable
 * to remove watcher" when inotify already dropped a deleted folder's watch,
 * src/linux/InotifyBackend.cc, InotifyBackend::unsubscribe). `@parcel/watcher` is replaced by
 * a stand-in that hands the test its callback; the folders are real.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tempTree } from '../helpers/temp';

type Callback = (error: Error | null, events: { path: string; type: string }[]) => void;
const native = vi.hoisted(() => ({
  callbacks: [] as Callback[],
  subscribes: 0,
  unsubscribeFails: false,
}));

vi.mock('@parcel/watcher', () => ({
  default: {
    subscribe: (_root: string, callback: Callback) => {
      native.subscribes++;
      native.callbacks.push(callback);
      return Promise.resolve({
        unsubscribe: () =>
          native.unsubscribeFails
            ? Promise.reject(new Error('Unable to remove watcher: Invalid argument'))
            : Promise.resolve(),
      });
    },
  },
}));

const { BURST_EVENTS, LibraryWatcher } =
  await import('../../shared/node/service/libraries/library-watcher');

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeEach(() => {
  native.callbacks.length = 0;
  native.subscribes = 0;
  native.unsubscribeFails = false;
  rejections.length = 0;
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  process.off('unhandledRejection', onRejection);
});

function watcher() {
  const seen: string[] = [];
  const w = new LibraryWatcher(
    {
      changed: (_root, paths) => seen.push(`changed ${paths.length}`),
      rootGone: () => seen.push('gone'),
      rootBack: () => seen.push('back'),
      lost: (_root, why) => seen.push(`lost ${why}`),
      failed: (_root, error) => seen.push(`failed ${String(error)}`),
    },
    10,
  );
  return { w, seen };
}

const settle = () => new Promise((r) => setTimeout(r, 100));

describe('the native watcher failing', () => {
  it('an error it reports: the library is watched afresh and read again', async () => {
    const root = tempTree();
    const { w, seen } = watcher();
    await w.watch(root);
    native.callbacks[0]?.(new Error('Events were dropped'), []);
    await settle();
    expect(seen).toEqual(['lost error']);
    expect(native.subscribes).toBe(2);
    await w.close();
  });

  it('a burst that may have overflowed the queue: its paths, then a fresh watch and a read', async () => {
    const root = tempTree();
    const { w, seen } = watcher();
    await w.watch(root);
    const events = Array.from({ length: BURST_EVENTS }, (_, i) => ({
      path: join(root, `f${i}`),
      type: 'create',
    }));
    native.callbacks[0]?.(null, events);
    await settle();
    expect(seen).toEqual([`changed ${BURST_EVENTS}`, 'lost burst']);
    expect(native.subscribes).toBe(2);
    // A smaller one is only its paths.
    native.callbacks[1]?.(null, events.slice(0, 10));
    await settle();
    expect(seen.slice(2)).toEqual(['changed 10']);
    await w.close();
  });

  it('its unsubscribe failing once the library was moved away: reported gone, nothing unhandled', async () => {
    const root = tempTree();
    const { w, seen } = watcher();
    await w.watch(root);
    native.unsubscribeFails = true;
    rmSync(root, { recursive: true });
    native.callbacks[0]?.(null, [{ path: join(root, 'a'), type: 'delete' }]);
    await settle();
    expect(seen).toEqual(['gone']);
    await w.close();
    await settle();
    expect(rejections).toEqual([]);
  });
});
