import type { SearchHit, SearchResponse } from '#shared/api/search.js';
import type { Limited, RequestLimiter } from '#server/throttle/request-limiter.js';
import { pagesFound } from '#shared/search-pages.js';
import type { CatalogueIndex } from './catalogue-index.js';
import { SEARCH_PER_GROUP, groupedHits } from '#shared/search-documents.js';
import { SEARCH_KINDS } from '#shared/search-kinds.js';

/** The student's own notes, searched (notes/ gives it; search sits below notes and names only this). */
export interface NotesSearcher {
  search(userId: string, query: string, limit: number): Promise<SearchHit[]>;
}

/** Searches per account a minute by default (SEARCH_LIMIT): a palette typing at full speed stays well under it. */
export const SEARCH_PER_MINUTE = 120;

/**
 * The catalogue ranked, typo-tolerant, grouped by kind with the best group first (what Ctrl+K and
 * /search show), and the whole pages the query is about (what Explore's filter shows).
 */
export function searchEverything(index: CatalogueIndex, query: string): SearchResponse {
  // One search read twice: the groups from the best 200 matches, the pages from all of them.
  const ranked = index.search(query, { limit: Number.POSITIVE_INFINITY, filter: (d) => d.kind !== 'faq' });
  return { ...groupedHits(query, ranked.slice(0, 200)), pages: pagesFound(ranked) };
}

/**
 * Search everything for a signed-in user, counted against their limit before any work: a search
 * answered 429 reads no notes and builds no index. Their own notes first, then the catalogue.
 */
export function createSearchService(deps: {
  index: CatalogueIndex;
  limiter: RequestLimiter;
  notes: NotesSearcher;
  perMinute?: number;
}) {
  const { index, limiter, notes, perMinute = SEARCH_PER_MINUTE } = deps;
  const rate = { limit: perMinute, windowMs: 60_000 };
  return {
    async search(userId: string, query: string): Promise<Limited<{ response: SearchResponse }>> {
      const verdict = await limiter.take(`search:${userId}`, rate);
      if (!verdict.allowed) return verdict;
      const noteHits = await notes.search(userId, query, SEARCH_PER_GROUP);
      const response = searchEverything(index, query);
      if (noteHits.length === 0) return { allowed: true, response };
      const groups = [{ kind: 'note', label: SEARCH_KINDS.note.label, hits: noteHits }, ...response.groups];
      return { allowed: true, response: { ...response, groups, total: response.total + noteHits.length } };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
