import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { ApiRequestError, apiRequest } from './client.js';

const EMPTY = new Set<string>();

function parseDeadLinks(data: unknown): Set<string> {
  const urls = (data as { urls?: unknown } | null)?.urls;
  return new Set(Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : []);
}

/**
 * Links the server's checker found dead (3 failures over 2 rounds). Pages mark them instead of
 * hiding them; if this request fails, nothing is marked and the page works as before.
 */
export const deadLinksQuery = () =>
  queryOptions({
    queryKey: ['dead-links'],
    // Marking is a bonus: a failure marks nothing, except that a 401 still means signed out.
    queryFn: ({ signal }) =>
      apiRequest(USER_DATA_PATHS['dead-links'], parseDeadLinks, { signal }).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 401) throw error;
        return EMPTY;
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useDeadLinks(): Set<string> {
  return useQuery(deadLinksQuery()).data ?? EMPTY;
}
