/**
 * The security baseline every window gets (docs/architecture.md, rule 5): no navigation away from
 * the app, no new windows (https links open in the system browser), every permission request
 * denied, and a content security policy that allows only what Monaco needs.
 */
import { contentSecurityPolicy } from '../../shared/node/content-security-policy';
import type { BrowserWindow, Session, Shell } from 'electron';

/** The scheme the renderer is served from. */
export const APP_SCHEME = 'app';
/** The renderer's origin. */
export const APP_ORIGIN = `${APP_SCHEME}://studio`;

/** The page's content security policy (Monaco needs blob: workers and inline styles). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** True for a URL inside the app. */
export function isAppUrl(url: string): boolean {
  try {
    // Node gives custom schemes the origin "null", so compare scheme and host instead.
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === 'studio';
  } catch {
    return false;
  }
}

/** Denies navigation and new windows; https links go to the system browser. */
export function guardWindow(window: BrowserWindow, shell: Pick<Shell, 'openExternal'>): void {
  window.webContents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  window.webContents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Denies every permission (camera, notifications, ...): the studio needs none. */
export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
