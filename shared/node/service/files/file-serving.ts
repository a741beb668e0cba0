/**
 * Handing a skill's file to the page by address (`api/file?path=...`), the same in both
 * hosts: images, PDFs, audio and video for the previews, and any file as a download. The
 * bytes go with a policy that runs nothing: an SVG or HTML file opened on its own shows as a
 * document without scripts, and nosniff keeps the browser from guessing another type.
 */
import { closeSync, createReadStream, type ReadStream } from 'node:fs';
import { basename } from 'node:path';
import { mediaTypeOf } from '../../../studio/file-type';
import { openRegularFileSync } from '../../regular-file';

/** The policy every served file carries. */
export const SERVED_FILE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** A file ready to send. */
export interface ServedFile {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  /** The bytes (none for a range that cannot be met). */
  body?: ReadStream;
}

/**
 * The response for the file at `real` (already through the path guard), whole or the one
 * byte range asked for (media players seek with ranges); `download` asks for an attachment.
 */
export function serveFile(real: string, download: boolean, range?: string): ServedFile {
  // Opened once, as a regular file, without blocking: a pipe swapped in is refused, and what
  // is sent is the file whose size the headers state.
  const { fd, stats: st } = openRegularFileSync(real);
  const stream = (r: { start?: number; end?: number } = {}) =>
    createReadStream('', { ...r, fd, autoClose: true });
  const name = encodeURIComponent(basename(real));
  const headers: Record<string, string> = {
    'Content-Type': mediaTypeOf(real) ?? 'application/octet-stream',
    'Content-Security-Policy': SERVED_FILE_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    'Accept-Ranges': 'bytes',
    'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename*=UTF-8''${name}`,
  };
  const asked = range === undefined ? undefined : /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (asked && st.size > 0) {
    const [, from = '', to = ''] = asked;
    const start = from === '' ? Math.max(0, st.size - Number(to)) : Number(from);
    const end = from === '' || to === '' ? st.size - 1 : Math.min(Number(to), st.size - 1);
    if (start > end || start >= st.size) {
      closeSync(fd);
      return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${st.size}` } };
    }
    return {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${st.size}`,
        'Content-Length': String(end - start + 1),
      },
      body: stream({ start, end }),
    };
  }
  return {
    status: 200,
    headers: { ...headers, 'Content-Length': String(st.size) },
    body: stream(),
  };
}
