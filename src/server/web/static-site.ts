import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { prepareBody, sendPrepared, type PreparedBody } from '#server/http/prepared-body.js';

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

interface StaticFile extends PreparedBody {
  type: string;
  /** Hashed build assets never change under their name. */
  immutable: boolean;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
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
      const urlPath = '/' + path.relative(dir, full).split(path.sep).join('/');
      files.set(urlPath, {
        ...prepareBody(readFileSync(full), COMPRESSIBLE.has(ext)),
        type: TYPES[ext] ?? 'application/octet-stream',
        immutable: urlPath.startsWith('/assets/'),
      });
    }
  }

  const send = (c: Context, file: StaticFile) =>
    sendPrepared(c, file, {
      type: file.type,
      cacheControl: file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });

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
