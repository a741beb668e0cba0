/**
 * The browser host's transport when the host says no: a refusal before the service (token,
 * origin, size) shows the host's own words, or the status when it gave none; a failure in
 * the service arrives as its envelope, with the message id the UI translates.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webTransport } from '../../../renderer/src/bridge/web-transport';
import { StudioCallError } from '../../../renderer/src/bridge/call-error';
import { errorText } from '../../../renderer/src/i18n/service-text';
import { unwrap } from '../../../renderer/src/bridge/studio-bridge';

// The event socket is not what is tested here: one that opens and stays quiet.
class QuietSocket {
  onopen: (() => void) | undefined;
  onmessage: (() => void) | undefined;
  onclose: (() => void) | undefined;
  // Open at once: calls wait for the event stream's first answer (web-transport.ts).
  constructor() {
    queueMicrotask(() => this.onopen?.());
  }
}

function hostAnswering(status: number, body: unknown) {
  vi.stubGlobal('WebSocket', QuietSocket);
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(body === undefined ? 'not json' : JSON.stringify(body), { status }),
    ),
  );
  return webTransport({ href: 'http://127.0.0.1:9/s/token/' });
}

const upload = () => new File(['PK'], 'a.zip');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser transport when the host refuses', () => {
  it("an upload the host refuses shows the host's words", async () => {
    const web = hostAnswering(403, { error: 'This page is from another session; reload it.' });
    const failure = await web.upload(upload()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StudioCallError);
    expect(failure).toMatchObject({
      kind: 'denied',
      message: 'This page is from another session; reload it.',
    });
  });

  it('an upload refused without words names the status, in either language', async () => {
    const web = hostAnswering(500, undefined);
    const failure = await web.upload(upload()).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      kind: 'internal',
      message: 'The upload was refused (HTTP 500).',
    });
    expect(errorText(failure, 'zh')).toBe('上传被拒绝（HTTP 500）。');
  });

  it("an upload the service turns down arrives as the service's message, by id", async () => {
    const web = hostAnswering(200, {
      ok: false,
      error: {
        kind: 'user',
        message: 'The file is larger than 1024 MB, the most an import takes.',
        text: { id: 'import-too-large', params: { size: '1024' } },
      },
    });
    const failure = await web.upload(upload()).catch((e: unknown) => e);
    expect(errorText(failure, 'en')).toBe(
      'The file is larger than 1024 MB, the most an import takes.',
    );
    expect(errorText(failure, 'zh')).toBe('文件大于 1024 MB，超出了导入的上限。');
  });

  it("a call the host refuses shows the host's words; with none, the status", async () => {
    const denied = unwrap(
      hostAnswering(401, { error: 'Open the address the studio printed.' }).transport,
    );
    await expect(denied.listLibraries({})).rejects.toMatchObject({
      kind: 'denied',
      message: 'Open the address the studio printed.',
    });
    const silent = unwrap(hostAnswering(502, undefined).transport);
    await expect(silent.listLibraries({})).rejects.toMatchObject({
      kind: 'internal',
      message: 'The studio refused the request (HTTP 502).',
    });
  });
});
