import { Hono } from 'hono';
import { progressUpdateSchema } from '#shared/api/user-items.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import type { ProgressService } from './progress-service.js';

/** GET /api/progress and PUT /api/progress { itemId, done }. */
export function progressRoutes(progress: ProgressService) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await progress.get(c.get('session').user.id));
  });
  app.put('/', jsonBody(progressUpdateSchema), async (c) => {
    const body = c.get('body');
    const known = await progress.set(c.get('session').user.id, body.itemId, body.done);
    if (!known) return jsonError(c, 404, 'unknown_item', 'There is no study link with that id.');
    return c.json(body);
  });
  return app;
}
