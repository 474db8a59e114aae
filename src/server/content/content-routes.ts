import { Hono } from 'hono';
import { contentLanguageSchema } from '#shared/api/content-language.js';
import { SERVER_MESSAGES } from '#shared/messages.js';
import type { AppEnv } from '#server/http/app-env.js';
import { withoutTranslations } from './translations.js';
import { jsonError } from '#server/http/errors.js';
import { queryParam } from '#server/http/validate.js';
import { prepareBody, sendPrepared, type PreparedBody } from '#server/http/prepared-body.js';
import type { Catalogue } from './load-catalogue.js';

/**
 * The gated content API: GET /api/content/<catalogue name>, e.g. /api/content/topics/front-end.
 * An English reader gets the English only; `?lang=hi` keeps each text's Hindi beside it (the page
 * shows the Hindi, and the English where no Hindi exists yet, saying so). Bodies, compressed copies
 * and ETags are computed once when the catalogue loads.
 */
export function contentRoutes(catalogue: Catalogue) {
  const prepared = new Map<string, PreparedBody>();
  const withHindi = new Map<string, PreparedBody>();
  for (const [name, data] of catalogue) {
    prepared.set(name, prepareBody(Buffer.from(JSON.stringify(withoutTranslations(data))), true));
    withHindi.set(name, prepareBody(Buffer.from(JSON.stringify(data)), true));
  }

  const app = new Hono<AppEnv>();
  app.get('/*', queryParam('lang', contentLanguageSchema), (c) => {
    const name = c.req.path.replace(/^\/api\/content\//, '');
    const entry = (c.get('query') === 'hi' ? withHindi : prepared).get(name);
    if (!entry) return jsonError(c, 404, 'not_found', SERVER_MESSAGES.notFound);
    // private: per-user responses (behind the session gate) must not sit in shared caches.
    return sendPrepared(c, entry, { type: 'application/json', cacheControl: 'private, no-cache' });
  });
  return app;
}
