/**
 * Reading request bodies in the browser host. A body over the limit is still read to its end
 * (up to a bound) and dropped before the 413 goes out: closing a connection with unread bytes
 * makes the OS reset it, and a client still sending then sees a reset instead of the answer
 * (and clients such as Node's stop sending once an answer came, so answering first stalls).
 */
import type { IncomingMessage } from 'node:http';

/** Bodies of calls above this are refused (a SKILL.md is far smaller; saves are capped at 16 MB). */
export const MAX_BODY = 20 * 1024 * 1024;
/** How much of a refused body is read and dropped before the connection is cut instead. */
export const MAX_DRAINED = 1024 * 1024 * 1024;

/**
 * The body as UTF-8 text, or undefined when it is over MAX_BODY, once it has been read to its
 * end (or cut off past MAX_DRAINED bytes).
 */
export async function readBody(req: IncomingMessage): Promise<string | undefined> {
  return (await consume(req, MAX_BODY))?.toString('utf8');
}

// Reads `req` to its end, keeping its bytes while they are at most `keep` (undefined past it).
// Events rather than an async iterator: leaving a `for await` early destroys the request, and
// with it the connection, before the answer is sent.
function consume(req: IncomingMessage, keep: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    if (req.readableEnded) {
      resolve(keep === 0 ? undefined : Buffer.alloc(0));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= keep) return void chunks.push(chunk);
      chunks.length = 0;
      if (size > MAX_DRAINED) {
        req.destroy();
        resolve(undefined);
      }
    });
    req.once('end', () => resolve(size > keep ? undefined : Buffer.concat(chunks)));
    req.once('error', reject);
    req.once('close', () => {
      if (!req.readableEnded) reject(new Error('the request was cut off before its end'));
    });
    req.resume();
  });
}
