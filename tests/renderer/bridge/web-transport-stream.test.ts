/**
 * The browser transport's calls and its event stream: the host reports a change only to
 * streams already open, so the page's first calls wait for its stream to open (or fail); a
 * stream that does not answer in time lets them through, and when it opens later the state is
 * read again, as after any reconnection.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STREAM_WAIT_MS, webTransport } from '../../../renderer/src/bridge/web-transport';
import { unwrap } from '../../../renderer/src/bridge/studio-bridge';

/** A socket the test opens or closes by hand. */
class HandSocket {
  static made: HandSocket[] = [];
  onopen: (() => void) | undefined;
  onmessage: (() => void) | undefined;
  onclose: (() => void) | undefined;
  constructor() {
    HandSocket.made.push(this);
  }
}

function hostWithHandSocket() {
  HandSocket.made = [];
  const sent: string[] = [];
  vi.stubGlobal('WebSocket', HandSocket);
  vi.stubGlobal('fetch', (url: string) => {
    sent.push(new URL(url).pathname);
    return Promise.resolve(new Response(JSON.stringify({ ok: true, value: [] })));
  });
  const web = webTransport({ href: 'http://127.0.0.1:9/s/token/' });
  const reread = vi.fn();
  web.onReconnect(reread);
  return { web, api: unwrap(web.transport), sent, reread, socket: () => HandSocket.made[0] };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the browser transport and its event stream', () => {
  it('sends no call before the stream opens, then sends it; no re-read is needed', async () => {
    // Fake time: on a busy machine a real wait could run past the stream's wait.
    vi.useFakeTimers();
    const { api, sent, reread, socket } = hostWithHandSocket();
    const listed = api.listSkills({});
    await vi.advanceTimersByTimeAsync(STREAM_WAIT_MS - 1);
    expect(sent).toEqual([]);
    socket()?.onopen?.();
    await listed;
    expect(sent).toEqual(['/s/token/api/call/listSkills']);
    expect(reread).not.toHaveBeenCalled();
  });

  it('a stream that fails lets the calls through', async () => {
    vi.useFakeTimers();
    const { api, sent, socket } = hostWithHandSocket();
    const listed = api.listLibraries({});
    socket()?.onclose?.();
    await listed;
    expect(sent).toEqual(['/s/token/api/call/listLibraries']);
  });

  it('past the wait, calls go ahead; the stream opening later has the state read again', async () => {
    vi.useFakeTimers();
    const { api, sent, reread, socket } = hostWithHandSocket();
    const listed = api.listSkills({});
    await vi.advanceTimersByTimeAsync(STREAM_WAIT_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await listed;
    expect(sent).toEqual(['/s/token/api/call/listSkills']);
    expect(reread).not.toHaveBeenCalled();
    socket()?.onopen?.();
    expect(reread).toHaveBeenCalledTimes(1);
  });
});
