/**
 * Serving the renderer from app://studio/ through a privileged custom protocol: module scripts
 * and workers load as from a web origin (file:// breaks them), only files of the built
 * renderer can be reached, and every page carries the content security policy.
 */
import { Readable } from 'node:stream';
import type { Protocol } from 'electron';
import type { ServiceEndpoint } from '../../shared/node/process/service-endpoint';
import { staticFile } from '../../shared/node/web/static-files';
import { APP_SCHEME, CONTENT_SECURITY_POLICY } from './security';

/** The scheme's privileges; must be registered before the app is ready. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
};

/**
 * Answers app:// requests from `rendererDir`, and `api/file?path=` (a library's file, for
 * previews) from the service, as the browser host does.
 */
export function serveRenderer(
  protocol: Protocol,
  rendererDir: string,
  service: Pick<ServiceEndpoint, 'serveFile'>,
): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/file') return libraryFile(service, url, request);
    const file = await staticFile(rendererDir, url.pathname);
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(new Uint8Array(file.body), {
      headers: {
        'Content-Type': file.type,
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}

// A file of a library through the service's path guard; refusals as plain statuses.
async function libraryFile(
  files: Pick<ServiceEndpoint, 'serveFile'>,
  url: URL,
  request: Request,
): Promise<Response> {
  const answer = await files.serveFile(
    url.searchParams.get('path') ?? '',
    url.searchParams.has('download'),
    request.headers.get('range') ?? undefined,
  );
  if (!answer.ok)
    return new Response(answer.error.message, {
      status: answer.error.kind === 'denied' ? 403 : 404,
    });
  const file = answer.value;
  const body = file.body ? (Readable.toWeb(file.body) as ReadableStream<Uint8Array>) : null;
  return new Response(body, { status: file.status, headers: file.headers });
}
