import { Hono } from 'hono';
import { searchQuerySchema } from '#shared/api/search.js';
import type { AppEnv } from '#server/http/app-env.js';
import { tooManyRequests } from '#server/http/errors.js';
import { queryParam } from '#server/http/validate.js';
import type { SearchService } from './search-service.js';

/** GET /api/search?q= : everything in the catalogue, ranked, typo-tolerant, grouped by kind. */
export function searchRoutes(search: SearchService) {
  const app = new Hono<AppEnv>();
  app.get('/', queryParam('q', searchQuerySchema), async (c) => {
    const result = await search.search(c.get('session').user.id, c.get('query'));
    if (!result.allowed) {
      const message = 'You are searching very fast. Please wait a moment.';
      return tooManyRequests(c, 'too_many_searches', message, result.retryAfterMs);
    }
    c.header('Cache-Control', 'private, no-store');
    return c.json(result.response);
  });
  return app;
}
