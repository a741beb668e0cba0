/**
 * Serving the renderer from app://studio/ through a privileged custom protocol: module scripts
 * and workers load as from a web origin (file:// breaks them), only files of the built
 * renderer can be reached, and every page carries the content security policy.
 */
import type { Protocol } from 'electron';
import { staticFile } from '../../shared/node/web/static-files';
import { APP_SCHEME, CONTENT_SECURITY_POLICY } from './security';

/** The scheme's privileges; must be registered before the app is ready. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
};

/** Answers app:// requests from `rendererDir`. */
export function serveRenderer(protocol: Protocol, rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = await staticFile(rendererDir, new URL(request.url).pathname);
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
