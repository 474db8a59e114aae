import { lazySchema, z } from '#shared/zod.js';

export const SEARCH_QUERY_MAX = 100;

export const searchQuerySchema = lazySchema(() =>
  z
    .string({ error: 'Type something to search for.' })
    .check(
      z.trim(),
      z.minLength(1, 'Type something to search for.'),
      z.maxLength(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters.`),
    ),
);

export const searchHitSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    snippet: z.string(),
    /** The page that shows it, and the element id to scroll to and highlight there. */
    route: z.string(),
    anchor: z.optional(z.string()),
    pageTitle: z.string(),
    url: z.optional(z.string()),
  }),
);
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = lazySchema(() =>
  z.object({
    query: z.string(),
    /** Groups by kind, the group with the best match first; hits ranked within each group. */
    groups: z.array(z.object({ kind: z.string(), label: z.string(), hits: z.array(searchHitSchema) })),
    total: z.int(),
    /**
     * The whole pages the query is about, best first (src/shared/search-pages.ts): what Explore's
     * filter shows. Optional: a server or worker of the release before it answers without it.
     */
    pages: z.optional(z.array(z.string())),
  }),
);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
