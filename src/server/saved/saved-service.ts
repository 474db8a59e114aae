import type { SavedResponse } from '#shared/api/user-items.js';
import { SAVABLE_KINDS, kindOf } from '#shared/item-ids.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { SavedRepository } from './saved-repository.js';

const savable = new Set<string>(SAVABLE_KINDS);

/** Bookmarks on catalogue items, described with today's catalogue. */
export function createSavedService(deps: {
  repository: SavedRepository;
  registry: ItemRegistry;
  clock?: () => number;
}) {
  const { repository, registry, clock = Date.now } = deps;
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

    /** Returns false when the id is not a savable item of the current catalogue. */
    async set(userId: string, itemId: string, saved: boolean): Promise<boolean> {
      if (!registry.get(itemId) || !savable.has(kindOf(itemId))) return false;
      if (saved) await repository.save(userId, itemId, clock());
      else await repository.remove(userId, itemId);
      return true;
    },
  };
}

export type SavedService = ReturnType<typeof createSavedService>;
