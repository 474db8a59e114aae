import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A response body computed once: raw, gzip and brotli bytes plus a strong ETag. */
export interface PreparedBody {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  etag: string;
}

export function prepareBody(body: Buffer, compress: boolean): PreparedBody {
  const worthIt = compress && body.length > 512;
  return {
    body,
    gzip: worthIt ? gzipSync(body, { level: 9 }) : undefined,
    brotli: worthIt ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : undefined,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
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
