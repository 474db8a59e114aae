import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { compressNow, type Compress } from './compressed-copies.js';

/** A response body computed once: raw, gzip and brotli bytes plus a strong ETag. */
export interface PreparedBody {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  etag: string;
}

/**
 * `compressed` makes the compressed copies: in memory by default, or read from the copies an earlier
 * start kept (diskCompressedCopies) for bodies known at start.
 */
export function prepareBody(body: Buffer, compress: boolean, compressed: Compress = compressNow): PreparedBody {
  const digest = createHash('sha256').update(body).digest();
  const copies = compress && body.length > 512 ? compressed(body, digest.toString('hex')) : undefined;
  return { body, ...copies, etag: `"${digest.toString('base64url').slice(0, 27)}"` };
}

/**
 * The same bytes as a Uint8Array without copying them: new Uint8Array(buffer) copied the whole
 * body on every request. (Node buffers sit on a plain ArrayBuffer, never a shared one.)
 */
const view = (bytes: Buffer) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);

/** Sends a prepared body: 304 on a matching If-None-Match, else the best encoding the client accepts. */
export function sendPrepared(
  c: Context,
  prepared: PreparedBody,
  headers: { type: string; cacheControl: string; varyCookie?: boolean },
) {
  c.header('Content-Type', headers.type);
  c.header('Cache-Control', headers.cacheControl);
  c.header('ETag', prepared.etag);
  c.header('Vary', headers.varyCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === prepared.etag)) {
    return c.body(null, 304);
  }
  const accept = c.req.header('accept-encoding') ?? '';
  if (prepared.brotli && /\bbr\b/.test(accept)) {
    c.header('Content-Encoding', 'br');
    return c.body(view(prepared.brotli));
  }
  if (prepared.gzip && /\bgzip\b/.test(accept)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(view(prepared.gzip));
  }
  return c.body(view(prepared.body));
}
