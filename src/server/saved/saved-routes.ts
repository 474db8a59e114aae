import { Hono } from 'hono';
import { savedUpdateSchema, type SavedResponse } from '#shared/api/user-items.js';
import { SAVABLE_KINDS, kindOf } from '#shared/item-ids.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { readJson } from '#server/http/read-json.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { SavedRepository } from './saved-repository.js';

const savable = new Set<string>(SAVABLE_KINDS);

/** GET /api/saved and PUT /api/saved { itemId, saved } (behind requireSession). */
export function savedRoutes(deps: { saved: SavedRepository; registry: ItemRegistry; clock?: () => number }) {
  const { saved, registry, clock = Date.now } = deps;
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const rows = await saved.forUser(c.get('session').user.id);
    // Described with today's catalogue; an item removed from content just disappears from the list.
    const items: SavedResponse['items'] = rows.flatMap((row) => {
      const doc = registry.get(row.item_id);
      return doc
        ? [
            {
              itemId: row.item_id,
              kind: doc.kind,
              title: doc.title,
              url: doc.url,
              route: doc.route,
              anchor: doc.anchor,
              pageTitle: doc.pageTitle,
              savedAt: row.saved_at,
            },
          ]
        : [];
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items } satisfies SavedResponse);
  });

  app.put('/', async (c) => {
    const body = await readJson(c, savedUpdateSchema);
    if (!body.ok) return jsonError(c, body.status, body.code, body.message);
    const { itemId } = body.data;
    if (!registry.get(itemId) || !savable.has(kindOf(itemId)))
      return jsonError(c, 404, 'unknown_item', 'There is no item with that id to save.');
    const userId = c.get('session').user.id;
    if (body.data.saved) await saved.save(userId, itemId, clock());
    else await saved.remove(userId, itemId);
    return c.json(body.data);
  });
  return app;
}
