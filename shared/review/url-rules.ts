/**
 * Links the agent may fetch from: bare IP addresses, link shorteners and paste or anonymous
 * file-hosting sites (Snyk agent-scan E005: "URL shorteners that obscure the destination, and
 * personal file hosting services"; W012: instructions fetched at run time).
 */

/** Link shorteners: the address says nothing of where it leads, and can be changed. */
const SHORTENERS = [
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'rb.gy',
  't.ly',
  'tiny.cc',
  's.id',
  'bl.ink',
  'short.io',
  'lnkd.in',
  'shorte.st',
  'adf.ly',
  'tiny.one',
  'surl.li',
];
/** Paste and anonymous file-hosting sites: anyone's content, changeable at any time. */
const PASTE_SITES = [
  'pastebin.com',
  'paste.ee',
  'hastebin.com',
  'ghostbin.com',
  'ghostbin.co',
  'dpaste.com',
  'dpaste.org',
  'rentry.co',
  'rentry.org',
  'termbin.com',
  'controlc.com',
  'justpaste.it',
  'paste.rs',
  'pastes.dev',
  'privatebin.net',
  'ix.io',
  'sprunge.us',
  '0x0.st',
  'transfer.sh',
  'bpa.st',
  'paste.gg',
  'pastie.org',
  'file.io',
  'catbox.moe',
  'temp.sh',
  'gofile.io',
];

/** A URL found in a line, with its host (lower case, no port or user). */
export interface FoundUrl {
  url: string;
  host: string;
  index: number;
}

const URL = /\b(?:https?|ftp):\/\/[^\s<>"'`)\]}|\\]{1,2048}/gi;

/** The URLs of a line. */
export function urlsIn(line: string): FoundUrl[] {
  const out: FoundUrl[] = [];
  for (const m of line.matchAll(URL)) {
    const rest = m[0].replace(/^[a-z]+:\/\//i, '');
    const authority = rest.split(/[/?#]/, 1)[0] ?? '';
    const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
    const host = hostPort.startsWith('[')
      ? hostPort.slice(0, hostPort.indexOf(']') + 1)
      : (hostPort.split(':', 1)[0] ?? '');
    out.push({ url: m[0].replace(/[.,;:!?]+$/, ''), host: host.toLowerCase(), index: m.index });
  }
  return out;
}

/**
 * True when `host` is an IP address of the open internet: dotted IPv4 outside loopback,
 * private, link-local, shared and documentation ranges (RFC 1918, 3927, 5737, 6598), a bracketed
 * IPv6 other than ::1, or an IPv4 address written as one number.
 */
export function isPublicIp(host: string): boolean {
  if (host.startsWith('[')) return host !== '[::1]' && !/^\[(?:fe80|fc|fd)/i.test(host);
  if (/^(?:\d{8,10}|0x[0-9a-f]{6,8})$/i.test(host)) return true;
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!parts) return false;
  const [a, b, c] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (parts.slice(1).some((p) => Number(p) > 255)) return false;
  const local =
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 192 && b === 0 && c === 2) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224;
  return !local;
}

/** True when `host` is a link shortener or a paste site (or a subdomain of one). */
export function isShortenerOrPaste(host: string): boolean {
  return [...SHORTENERS, ...PASTE_SITES].some((site) => host === site || host.endsWith(`.${site}`));
}
