import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.js';
import type { LinkHealthRepository } from './link-health-repository.js';

/** GET /api/links/dead: URLs the checker has found dead, so pages can mark them (behind requireSession). */
export function linkRoutes(links: LinkHealthRepository) {
  const app = new Hono<AppEnv>();
  app.get('/dead', async (c) => {
    const rows = await links.withStatus(['dead']);
    c.header('Cache-Control', 'private, max-age=300');
    return c.json({ urls: rows.map((row) => row.url) });
  });
  return app;
}
