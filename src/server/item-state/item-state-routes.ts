import { Hono } from 'hono';
import { syncRequestSchema } from '#shared/api/sync.js';
import { progressResetSchema, progressUpdateSchema, savedUpdateSchema } from '#shared/api/user-items.js';
import type { z } from '#shared/zod.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import type { ItemKind } from './item-state-repository.js';
import type { ItemStateService } from './item-state-service.js';
import type { SyncService } from './sync-service.js';

/** How PUT /api/<kind> reads its body, and what it answers for an item the catalogue lacks. */
interface KindEndpoint<Body extends { itemId: string }> {
  kind: ItemKind;
  update: z.ZodMiniType<Body>;
  value: (body: Body) => boolean;
  unknownItem: string;
}

/**
 * GET /api/progress, PUT /api/progress { itemId, done }, POST /api/progress/reset { page? };
 * GET /api/saved, PUT /api/saved { itemId, saved }; POST /api/sync { changes }. Mounted at /api.
 */
export function itemStateRoutes(state: ItemStateService, sync: SyncService) {
  const app = new Hono<AppEnv>();

  function registerKind<Body extends { itemId: string }>(endpoint: KindEndpoint<Body>) {
    const { kind } = endpoint;
    app.get(`/${kind}`, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await state.read(kind, c.get('session').user.id));
    });
    app.put(`/${kind}`, jsonBody(endpoint.update), async (c) => {
      const body = c.get('body');
      // Stamped now through the sync rules, so a change made earlier offline and sent later loses to it.
      const outcome = await sync.applyNow(c.get('session').user.id, {
        kind,
        itemId: body.itemId,
        value: endpoint.value(body),
      });
      if (outcome === 'unknown_item') return jsonError(c, 404, 'unknown_item', endpoint.unknownItem);
      return c.json(body);
    });
  }

  registerKind({
    kind: 'progress',
    update: progressUpdateSchema,
    value: (body) => body.done,
    unknownItem: 'There is no study link with that id.',
  });
  registerKind({
    kind: 'saved',
    update: savedUpdateSchema,
    value: (body) => body.saved,
    unknownItem: 'There is no item with that id to save.',
  });

  app.post('/progress/reset', jsonBody(progressResetSchema), async (c) => {
    const result = await state.resetProgress(c.get('session').user.id, c.get('body').page);
    if (!result) return jsonError(c, 404, 'unknown_page', 'There is no page with study links of that name.');
    return c.json(result);
  });

  app.post('/sync', jsonBody(syncRequestSchema), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await sync.apply(c.get('session').user.id, c.get('body').changes));
  });
  return app;
}
