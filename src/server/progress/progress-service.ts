import type { ProgressResponse } from '#shared/api/user-items.js';
import type { TopicPage } from '#shared/content/index.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { ProgressRepository } from './progress-repository.js';

/** Progress on study links: per-user ticks, per-page done / total, the pages touched last. */
export function createProgressService(deps: {
  repository: ProgressRepository;
  registry: ItemRegistry;
  topics: readonly TopicPage[];
  clock?: () => number;
}) {
  const { repository, registry, topics, clock = Date.now } = deps;
  const topicBySlug = new Map(topics.map((topic) => [topic.slug as string, topic]));

  return {
    /** Returns false when the id is not a study link of the current catalogue. */
    async set(userId: string, itemId: string, done: boolean): Promise<boolean> {
      const page = registry.pageOfLink(itemId);
      if (!page) return false;
      await repository.set({ user_id: userId, item_id: itemId, page, done: done ? 1 : 0, updated_at: clock() });
      return true;
    },

    async get(userId: string): Promise<ProgressResponse> {
      // Rows for links removed from content are ignored: they neither count nor show.
      const rows = (await repository.forUser(userId)).filter((row) => registry.pageOfLink(row.item_id) === row.page);
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
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
