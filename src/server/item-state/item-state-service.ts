import type { ProgressResponse, SavedResponse } from '#shared/api/user-items.js';
import type { TopicPage } from '#shared/content/index.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { ItemKind, ItemRows, ItemStateRepository } from './item-state-repository.js';

/** What GET /api/<kind> answers. */
export interface ItemStateResponses {
  progress: ProgressResponse;
  saved: SavedResponse;
}

/**
 * A user's ticks and bookmarks described with today's catalogue: rows for items removed from
 * content neither count nor show.
 */
export function createItemStateService(deps: {
  repository: ItemStateRepository;
  registry: ItemRegistry;
  topics: readonly TopicPage[];
}) {
  const { repository, registry, topics } = deps;
  const topicBySlug = new Map(topics.map((topic) => [topic.slug as string, topic]));

  const describe: { [K in ItemKind]: (rows: ItemRows[K][]) => ItemStateResponses[K] } = {
    /** The links marked done, and per touched topic page done / total, the page touched last first. */
    progress(allRows) {
      const rows = allRows.filter((row) => registry.pageOfLink(row.item_id) === row.page);
      const done = rows.filter((row) => row.done === 1).map((row) => row.item_id);
      const pages = new Map<string, { done: number; touchedAt: number }>();
      for (const row of rows) {
        const entry = pages.get(row.page) ?? { done: 0, touchedAt: 0 };
        entry.done += row.done;
        entry.touchedAt = Math.max(entry.touchedAt, row.updated_at);
        pages.set(row.page, entry);
      }
      return {
        done,
        pages: [...pages]
          .filter(([page]) => topicBySlug.has(page))
          .map(([page, entry]) => ({
            page,
            title: topicBySlug.get(page)!.title,
            route: `/${page}`,
            done: entry.done,
            total: registry.linkCount(page),
            touchedAt: entry.touchedAt,
          }))
          .sort((a, b) => b.touchedAt - a.touchedAt),
      };
    },

    /** The saved items, newest first, each described as the catalogue has it now. */
    saved(rows) {
      const items: SavedResponse['items'] = rows.flatMap((row) => {
        const doc = registry.get(row.item_id);
        if (!doc) return [];
        const { kind, title, url, route, anchor, pageTitle } = doc;
        return [{ itemId: row.item_id, kind, title, url, route, anchor, pageTitle, savedAt: row.saved_at }];
      });
      return { items };
    },
  };

  return {
    async read<K extends ItemKind>(kind: K, userId: string): Promise<ItemStateResponses[K]> {
      return describe[kind](await repository.forUser(kind, userId));
    },

    /** Clears one page's ticks (undefined for a page without study links) or, with no page, all of them. */
    async resetProgress(userId: string, page?: string): Promise<{ cleared: number } | undefined> {
      if (page !== undefined && registry.linkCount(page) === 0) return undefined;
      return { cleared: await repository.resetProgress(userId, page) };
    },
  };
}

export type ItemStateService = ReturnType<typeof createItemStateService>;
