/**
 * Who may talk to the web host: requests for 127.0.0.1 or localhost on our port only (DNS
 * rebinding), from our own origin only, carrying the session token (in the URL once, then in an
 * HttpOnly cookie). Everything else is refused before it reaches the service.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The cookie the page trades its URL token for. */
export const TOKEN_COOKIE = 'studio_token';

/** Why a request was refused, with the HTTP status to send. */
export interface Refusal {
  status: 401 | 403;
  reason: string;
}

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

  /** A refusal, or undefined when the request may proceed. `needOrigin`: state-changing requests must name their origin. */
  check(req: IncomingMessage, needOrigin: boolean): Refusal | undefined {
    const host = req.headers.host ?? '';
    if (host !== `127.0.0.1:${this.port}` && host !== `localhost:${this.port}`) {
      return {
        status: 403,
        reason: `Host "${host}" is not this studio (DNS rebinding is refused).`,
      };
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !this.origins.includes(origin))
      return { status: 403, reason: `Origin "${origin}" may not use this studio.` };
    if (needOrigin && origin === undefined)
      return { status: 403, reason: 'Requests that change things must come from the studio page.' };
    if (!this.tokenOk(req))
      return {
        status: 401,
        reason:
          'Missing or wrong session token: open the link Skill Studio printed when it started.',
      };
    return undefined;
  }

  /** True when the URL's ?token= is the session token (the page then trades it for a cookie). */
  urlTokenOk(req: IncomingMessage): boolean {
    return this.same(new URL(req.url ?? '/', 'http://x').searchParams.get('token'));
  }

  private tokenOk(req: IncomingMessage): boolean {
    return this.urlTokenOk(req) || this.same(cookie(req, TOKEN_COOKIE));
  }

  private same(candidate: string | null | undefined): boolean {
    if (!candidate) return false;
    const a = Buffer.from(candidate);
    const b = Buffer.from(this.token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
