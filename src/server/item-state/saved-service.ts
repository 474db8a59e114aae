import type { SavedResponse } from '#shared/api/user-items.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { SavedRepository } from './saved-repository.js';

/** Bookmarks on catalogue items, described with today's catalogue. */
export function createSavedService(deps: { repository: SavedRepository; registry: ItemRegistry }) {
  const { repository, registry } = deps;
  return {
    /** An item removed from content just disappears from the list. */
    async list(userId: string): Promise<SavedResponse> {
      const rows = await repository.forUser(userId);
      const items: SavedResponse['items'] = rows.flatMap((row) => {
        const doc = registry.get(row.item_id);
        if (!doc) return [];
        const { kind, title, url, route, anchor, pageTitle } = doc;
        return [{ itemId: row.item_id, kind, title, url, route, anchor, pageTitle, savedAt: row.saved_at }];
      });
      return { items };
    },
  };
}

export type SavedService = ReturnType<typeof createSavedService>;
