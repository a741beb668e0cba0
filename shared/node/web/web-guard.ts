/**
 * Who may talk to the web host: requests for 127.0.0.1 or localhost on our port only (DNS
 * rebinding), from our own origin only, carrying the session token in their path. Everything
 * else is refused before it reaches the service.
 *
 * The token lives in the path (`/s/<token>/...`), never in a cookie: browsers send a host's
 * cookies to every port of it, so any other server on 127.0.0.1 that the browser visits would
 * receive a cookie token and could call the studio with it. A path is only sent to us.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Why a request was refused, with the HTTP status to send. */
export interface Refusal {
  status: 400 | 401 | 403;
  reason: string;
}

/**
 * What the guard made of a request: refused; the printed link (`/?token=`), which the host
 * answers with the session's address; or a request inside the session, with its path below
 * the session's prefix (`''` for `/s/<token>` itself, else starting with `/`).
 */
export type Admission =
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'entry' }
  | { kind: 'session'; path: string; url: URL };

/** The first segment of every session path. */
const SESSION_SEGMENT = '/s/';

/** Checks requests for one host:port and token. */
export class WebGuard {
  constructor(
    readonly port: number,
    private readonly token: string,
  ) {}

  /** The origins the page itself has. */
  get origins(): string[] {
    return [`http://127.0.0.1:${this.port}`, `http://localhost:${this.port}`];
  }

  /** The session's root: the page lives here, and everything it loads or calls below it. */
  get home(): string {
    return `${SESSION_SEGMENT}${this.token}/`;
  }

  /** `needOrigin`: state-changing requests (and the event stream) must name their origin. */
  admit(req: IncomingMessage, needOrigin: boolean): Admission {
    // RFC 9112 section 3.2: a request with more than one Host is answered 400 (Node keeps the
    // first, which another reader of the request might not).
    if (req.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === 'host').length > 1)
      return refused(400, 'The request has more than one Host header.');
    const host = req.headers.host ?? '';
    if (host !== `127.0.0.1:${this.port}` && host !== `localhost:${this.port}`) {
      return refused(403, `Host "${host}" is not this studio (DNS rebinding is refused).`);
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !this.origins.includes(origin))
      return refused(403, `Origin "${origin}" may not use this studio.`);
    if (needOrigin && origin === undefined)
      return refused(403, 'Requests that change things must come from the studio page.');
    // The URL parser has already resolved dot segments, so `/s/<token>/../x` is `/s/x` here.
    const url = requestUrl(req);
    if (url === undefined)
      return refused(400, 'The request target is not a valid address (RFC 9112 section 3.2).');
    const path = this.below(url.pathname);
    if (path !== undefined) return { kind: 'session', path, url };
    if (url.pathname === '/' && this.same(url.searchParams.get('token'))) return { kind: 'entry' };
    return refused(
      401,
      'Missing or wrong session token: open the link Skill Studio printed when it started.',
    );
  }

  /** A path fit for logs: the session's token replaced, so logs never hold the credential. */
  redact(pathname: string): string {
    return pathname.startsWith(SESSION_SEGMENT)
      ? pathname.replace(/^\/s\/[^/]*/, '/s/…')
      : pathname;
  }

  // The path below `/s/<token>`, or undefined when the path is not in this session.
  private below(pathname: string): string | undefined {
    if (!pathname.startsWith(SESSION_SEGMENT)) return undefined;
    const rest = pathname.slice(SESSION_SEGMENT.length);
    const end = rest.indexOf('/');
    const candidate = end === -1 ? rest : rest.slice(0, end);
    if (!this.same(candidate)) return undefined;
    return end === -1 ? '' : rest.slice(end);
  }

  private same(candidate: string | null | undefined): boolean {
    if (!candidate) return false;
    const a = Buffer.from(candidate);
    const b = Buffer.from(this.token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/** The request's target as a URL, or undefined when it is none (`//[`, `http://a:99999/`). */
export function requestUrl(req: IncomingMessage): URL | undefined {
  try {
    return new URL(req.url ?? '/', 'http://x');
  } catch {
    return undefined;
  }
}

function refused(status: Refusal['status'], reason: string): Admission {
  return { kind: 'refused', refusal: { status, reason } };
}
