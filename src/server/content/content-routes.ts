import { Hono } from 'hono';
import { SERVER_MESSAGES } from '#shared/messages.js';
import type { AppEnv } from '#server/http/app-env.js';
import { withoutTranslations } from './translations.js';
import { jsonError } from '#server/http/errors.js';
import { prepareBody, sendPrepared, type PreparedBody } from '#server/http/prepared-body.js';
import type { Catalogue } from './load-catalogue.js';

/**
 * The gated content API: GET /api/content/<catalogue name>, e.g. /api/content/topics/front-end.
 * Bodies, compressed copies and ETags are computed once when the catalogue loads.
 */
export function contentRoutes(catalogue: Catalogue) {
  const prepared = new Map<string, PreparedBody>();
  for (const [name, data] of catalogue)
    prepared.set(name, prepareBody(Buffer.from(JSON.stringify(withoutTranslations(data))), true));

  const app = new Hono<AppEnv>();
  app.get('/*', (c) => {
    const name = c.req.path.replace(/^\/api\/content\//, '');
    const entry = prepared.get(name);
    if (!entry) return jsonError(c, 404, 'not_found', SERVER_MESSAGES.notFound);
    // private: per-user responses (behind the session gate) must not sit in shared caches.
    return sendPrepared(c, entry, { type: 'application/json', cacheControl: 'private, no-cache' });
  });
  return app;
}
