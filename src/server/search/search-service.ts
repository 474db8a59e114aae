import type { SearchHit, SearchResponse } from '#shared/api/search.js';
import type { Limited, RequestLimiter } from '#server/throttle/request-limiter.js';
import type { NotesService } from '#server/notes/notes-service.js';
import type { CatalogueIndex } from './catalogue-index.js';
import type { SearchKind } from './search-documents.js';

const GROUP_LABELS: Record<Exclude<SearchKind, 'faq'>, string> = {
  topic: 'Topic pages',
  section: 'Topics',
  link: 'Study links',
  tool: 'AI tools',
  install: 'Install guides',
  book: 'Books',
  group: 'Community groups',
  internship: 'Internships',
  hackathon: 'Hackathons',
  project: 'Projects',
};
const PER_GROUP = 6;
const TOTAL = 40;
/** Searches per account a minute: a palette typing at full speed stays well under it. */
export const SEARCH_RATE = { limit: 120, windowMs: 60_000 } as const;

/** The catalogue ranked, typo-tolerant, grouped by kind with the best group first (what Ctrl+K and /search show). */
export function searchEverything(index: CatalogueIndex, query: string): SearchResponse {
  const groups = new Map<string, SearchHit[]>();
  let total = 0;
  for (const doc of index.search(query, { limit: 200, filter: (d) => d.kind !== 'faq' })) {
    const hits = groups.get(doc.kind) ?? [];
    if (hits.length >= PER_GROUP || total >= TOTAL) continue;
    const { id, kind, title, route, anchor, pageTitle, url } = doc;
    hits.push({ id, kind, title, snippet: doc.text.slice(0, 160), route, anchor, pageTitle, url });
    groups.set(doc.kind, hits);
    total += 1;
  }
  // Map order is the order of each group's best hit, so the best group comes first.
  const grouped = [...groups].map(([kind, hits]) => ({
    kind,
    label: GROUP_LABELS[kind as keyof typeof GROUP_LABELS],
    hits,
  }));
  return { query, groups: grouped, total };
}

/** Search everything for a signed-in user, counted against their limit: their own notes first, then the catalogue. */
export function createSearchService(deps: {
  index: CatalogueIndex;
  limiter: RequestLimiter;
  notes: Pick<NotesService, 'search'>;
}) {
  const { index, limiter, notes } = deps;
  return {
    async search(userId: string, query: string): Promise<Limited<{ response: SearchResponse }>> {
      const [verdict, noteHits] = await Promise.all([
        limiter.take(`search:${userId}`, SEARCH_RATE),
        notes.search(userId, query, PER_GROUP),
      ]);
      if (!verdict.allowed) return verdict;
      const response = searchEverything(index, query);
      if (noteHits.length === 0) return { allowed: true, response };
      const groups = [{ kind: 'note', label: 'My notes', hits: noteHits }, ...response.groups];
      return { allowed: true, response: { ...response, groups, total: response.total + noteHits.length } };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
