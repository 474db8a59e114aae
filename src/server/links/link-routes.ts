import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.js';
import type { LinkHealthService } from './link-health-service.js';

/** GET /api/links/dead: URLs the checker has found dead, so pages can mark them. */
export function linkRoutes(links: LinkHealthService) {
  const app = new Hono<AppEnv>();
  app.get('/dead', async (c) => {
    c.header('Cache-Control', 'private, max-age=300');
    return c.json({ urls: await links.deadUrls() });
  });
  return app;
}
