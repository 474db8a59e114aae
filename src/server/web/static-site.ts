import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  etag: string;
  /** Hashed build assets never change under their name. */
  immutable: boolean;
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [full];
  });
}

/**
 * The built SPA held in memory, pre-compressed once at start: the whole dist/web is small, and
 * serving from memory keeps index.html and assets off the disk on the hot path.
 */
export function loadStaticSite(dir: string) {
  const files = new Map<string, StaticFile>();
  if (existsSync(dir)) {
    for (const full of listFiles(dir)) {
      const ext = path.extname(full);
      const body = readFileSync(full);
      const compress = COMPRESSIBLE.has(ext) && body.length > 512;
      const urlPath = '/' + path.relative(dir, full).split(path.sep).join('/');
      files.set(urlPath, {
        body,
        gzip: compress ? gzipSync(body, { level: 9 }) : undefined,
        brotli: compress ? brotliCompressSync(body) : undefined,
        type: TYPES[ext] ?? 'application/octet-stream',
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        immutable: urlPath.startsWith('/assets/'),
      });
    }
  }

  function send(c: Context, file: StaticFile) {
    c.header('Content-Type', file.type);
    c.header('ETag', file.etag);
    c.header('Vary', 'Accept-Encoding');
    c.header('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);
    const accept = c.req.header('accept-encoding') ?? '';
    if (file.brotli && /\bbr\b/.test(accept)) {
      c.header('Content-Encoding', 'br');
      return c.body(new Uint8Array(file.brotli));
    }
    if (file.gzip && /\bgzip\b/.test(accept)) {
      c.header('Content-Encoding', 'gzip');
      return c.body(new Uint8Array(file.gzip));
    }
    return c.body(new Uint8Array(file.body));
  }

  return {
    built: files.has('/index.html'),
    /** Serves a built file, or index.html for any other path so the SPA's router takes over. */
    handle(c: Context) {
      const file = files.get(c.req.path);
      if (file) return send(c, file);
      if (c.req.path.startsWith('/assets/')) return c.text('Not found.', 404);
      const index = files.get('/index.html');
      if (!index) return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
      return send(c, index);
    },
  };
}
