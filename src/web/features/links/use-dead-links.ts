import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/api/client.js';

const EMPTY = new Set<string>();

function parseDeadLinks(data: unknown): Set<string> {
  const urls = (data as { urls?: unknown } | null)?.urls;
  return new Set(Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : []);
}

/**
 * Links the server's checker found dead (3 failures over 2 rounds). Pages mark them instead of
 * hiding them; if this request fails, nothing is marked and the page works as before.
 */
export function useDeadLinks(): Set<string> {
  const query = useQuery({
    queryKey: ['dead-links'],
    queryFn: () => apiRequest('/links/dead', parseDeadLinks),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data ?? EMPTY;
}
