import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchResponseSchema } from '#shared/api/search.js';
import { apiRequest } from './client.js';

/** Everything in the catalogue matching a query (Ctrl+K, /search and Explore's filter share one cache); no request for an empty query. */
export function useCatalogueSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['search', q],
    enabled: q !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(`/search?q=${encodeURIComponent(q)}`, (data) => searchResponseSchema.parse(data), { signal }),
  });
}
