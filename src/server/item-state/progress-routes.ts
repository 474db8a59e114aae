import { Hono } from 'hono';
import { progressResetSchema, progressUpdateSchema } from '#shared/api/user-items.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import type { SyncService } from './sync-service.js';
import type { ProgressService } from './progress-service.js';

/** GET /api/progress, PUT /api/progress { itemId, done } and POST /api/progress/reset { page? }. */
export function progressRoutes(progress: ProgressService, sync: SyncService) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await progress.get(c.get('session').user.id));
  });
  app.put('/', jsonBody(progressUpdateSchema), async (c) => {
    const body = c.get('body');
    // Stamped now through the sync rules, so a change made earlier offline and sent later loses to it.
    const outcome = await sync.applyNow(c.get('session').user.id, {
      kind: 'progress',
      itemId: body.itemId,
      value: body.done,
    });
    if (outcome === 'unknown_item') return jsonError(c, 404, 'unknown_item', 'There is no study link with that id.');
    return c.json(body);
  });
  app.post('/reset', jsonBody(progressResetSchema), async (c) => {
    const result = await progress.reset(c.get('session').user.id, c.get('body').page);
    if (!result) return jsonError(c, 404, 'unknown_page', 'There is no page with study links of that name.');
    return c.json(result);
  });
  return app;
}
