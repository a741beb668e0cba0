/**
 * Serving the built renderer: files from one folder only (no path can climb out of it), with
 * the content types the page needs and index.html for anything else.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** A file to send, or undefined when there is nothing to serve. */
export interface StaticFile {
  body: Buffer;
  type: string;
}

/** The file for a URL path under `dir` (index.html for unknown paths, so client routes work). */
export async function staticFile(dir: string, urlPath: string): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (relative.split(/[/\\]/).includes('..') || relative.includes('\0')) return undefined;
  const candidate = join(dir, relative);
  if (!candidate.startsWith(dir.endsWith(sep) ? dir : dir + sep) && candidate !== dir)
    return undefined;
  const page = join(dir, 'index.html');
  for (const path of [candidate, page]) {
    try {
      if (!(await stat(path)).isFile()) continue;
      return {
        body: await readFile(path),
        type: TYPES[extname(path)] ?? 'application/octet-stream',
      };
    } catch {
      // Not there: try the next candidate.
    }
  }
  return undefined;
}
