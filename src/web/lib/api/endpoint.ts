import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';

/**
 * A gated GET endpoint a page declares as its data (`userData: ['/reminders']` in the page
 * registry): the route's loader fetches it with this query before the page renders, knowing only
 * its path, so the cache holds the answer as it came.
 */
export const endpointQuery = (path: `/${string}`) =>
  queryOptions({
    queryKey: ['endpoint', path],
    queryFn: ({ signal }) => apiRequest(path, (data): unknown => data, { signal }),
  });

/**
 * The page's read of a declared endpoint, parsed with its schema (the loader could not: the
 * registry names no schemas). Answers written back after a change go in with `endpointQuery(path).queryKey`.
 */
export function useEndpoint<T>(path: `/${string}`, parse: (data: unknown) => T) {
  return useQuery({ ...endpointQuery(path), select: parse });
}
