import { Hono } from 'hono';
import { searchQuerySchema, type SearchHit, type SearchResponse } from '#shared/api/search.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError, tooManyRequests } from '#server/http/errors.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
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
export const SEARCH_RATE = { limit: 120, windowMs: 60_000 } as const;

/** GET /api/search?q= : everything in the catalogue, ranked, typo-tolerant, grouped by kind. */
export function searchRoutes(deps: { index: CatalogueIndex; limiter: RequestLimiter }) {
  const { index, limiter } = deps;
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const query = searchQuerySchema.safeParse(c.req.query('q') ?? '');
    if (!query.success) return jsonError(c, 400, 'invalid_query', query.error.issues[0]!.message);
    const verdict = await limiter.take(`search:${c.get('session').user.id}`, SEARCH_RATE);
    if (!verdict.allowed)
      return tooManyRequests(
        c,
        'too_many_searches',
        'You are searching very fast. Please wait a moment.',
        verdict.retryAfterMs,
      );
    const groups = new Map<string, SearchHit[]>();
    let total = 0;
    for (const doc of index.search(query.data, { limit: 200, filter: (d) => d.kind !== 'faq' })) {
      const hits = groups.get(doc.kind) ?? [];
      if (hits.length >= PER_GROUP || total >= TOTAL) continue;
      hits.push({
        id: doc.id,
        kind: doc.kind,
        title: doc.title,
        snippet: doc.text.slice(0, 160),
        route: doc.route,
        anchor: doc.anchor,
        pageTitle: doc.pageTitle,
        url: doc.url,
      });
      groups.set(doc.kind, hits);
      total += 1;
    }
    // Map order is the order of each group's best hit, so the best group comes first.
    const response: SearchResponse = {
      query: query.data,
      groups: [...groups].map(([kind, hits]) => ({
        kind,
        label: GROUP_LABELS[kind as keyof typeof GROUP_LABELS],
        hits,
      })),
      total,
    };
    c.header('Cache-Control', 'private, no-store');
    return c.json(response);
  });
  return app;
}
