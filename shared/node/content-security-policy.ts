/**
 * The one content security policy of the studio's page, for both hosts (docs/architecture.md,
 * rule 5): nothing by default; the app's own scripts, styles, images, fonts and workers (Monaco
 * needs blob: workers and inline styles); no eval, no other origin, no framing.
 */

/** The policy; `connect` adds the sources the page may open connections to (the event socket). */
export function contentSecurityPolicy(connect: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // The previews of a skill's audio and video files (api/file, the studio's own origin).
    "media-src 'self'",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connect].join(' '),
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
