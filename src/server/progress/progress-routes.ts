import { Hono } from 'hono';
import { progressUpdateSchema } from '#shared/api/user-items.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { readJson } from '#server/http/read-json.js';
import type { ProgressService } from './progress-service.js';

/** GET /api/progress and PUT /api/progress { itemId, done } (behind requireSession). */
export function progressRoutes(progress: ProgressService) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await progress.get(c.get('session').user.id));
  });
  app.put('/', async (c) => {
    const body = await readJson(c, progressUpdateSchema);
    if (!body.ok) return jsonError(c, body.status, body.code, body.message);
    const known = await progress.set(c.get('session').user.id, body.data.itemId, body.data.done);
    if (!known) return jsonError(c, 404, 'unknown_item', 'There is no study link with that id.');
    return c.json(body.data);
  });
  return app;
}
