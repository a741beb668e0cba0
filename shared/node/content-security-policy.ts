/**
 * The one content security policy of the studio's page, for both hosts (docs/architecture.md,
 * rule 5): nothing by default; the app's own scripts, styles, images, fonts and workers (Monaco
 * needs blob: workers and inline styles); no eval, no other origin, no framing.
 * The page carries the same policy in a <meta> (written into index.html at build time from
 * here, so the two can never drift apart: a copy that lacked media-src once blocked every
 * audio and video preview).
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

/**
 * The policy as the page's <meta> carries it: the same, less what a <meta> cannot say
 * (frame-ancestors, which browsers ignore there with a console error) and the event socket's
 * port, which is not known at build time ('self' covers ws: on the page's own host and port).
 */
export function metaContentSecurityPolicy(): string {
  return contentSecurityPolicy()
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');
}
