import { Hono } from 'hono';
import { savedUpdateSchema } from '#shared/api/user-items.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import type { SyncService } from './sync-service.js';
import type { SavedService } from './saved-service.js';

/** GET /api/saved and PUT /api/saved { itemId, saved }. */
export function savedRoutes(saved: SavedService, sync: SyncService) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await saved.list(c.get('session').user.id));
  });

  app.put('/', jsonBody(savedUpdateSchema), async (c) => {
    const body = c.get('body');
    // Stamped now through the sync rules, so a change made earlier offline and sent later loses to it.
    const outcome = await sync.applyNow(c.get('session').user.id, {
      kind: 'saved',
      itemId: body.itemId,
      value: body.saved,
    });
    if (outcome === 'unknown_item') return jsonError(c, 404, 'unknown_item', 'There is no item with that id to save.');
    return c.json(body);
  });
  return app;
}
