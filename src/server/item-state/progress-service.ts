import type { ProgressResponse } from '#shared/api/user-items.js';
import type { TopicPage } from '#shared/content/index.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { ProgressRepository } from './progress-repository.js';

/** Progress on study links: per-user ticks, per-page done / total, the pages touched last. */
export function createProgressService(deps: {
  repository: ProgressRepository;
  registry: ItemRegistry;
  topics: readonly TopicPage[];
}) {
  const { repository, registry, topics } = deps;
  const topicBySlug = new Map(topics.map((topic) => [topic.slug as string, topic]));

  return {
    /** Clears one page's ticks (undefined for a page without study links) or, with no page, all of them. */
    async reset(userId: string, page?: string): Promise<{ cleared: number } | undefined> {
      if (page !== undefined && registry.linkCount(page) === 0) return undefined;
      return { cleared: await repository.reset(userId, page) };
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
