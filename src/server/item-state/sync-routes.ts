import { Hono } from 'hono';
import { syncRequestSchema } from '#shared/api/sync.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonBody } from '#server/http/validate.js';
import type { SyncService } from './sync-service.js';

/** POST /api/sync { changes }: ticks and bookmarks made on a device, one outcome each. */
export function syncRoutes(sync: SyncService) {
  const app = new Hono<AppEnv>();
  app.post('/', jsonBody(syncRequestSchema), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await sync.apply(c.get('session').user.id, c.get('body').changes));
  });
  return app;
}
