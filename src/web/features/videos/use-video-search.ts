import { useQuery } from '@tanstack/react-query';
import { videoSearchResponseSchema } from '#shared/api/videos.js';
import { MESSAGES } from '#shared/messages.js';
import { apiRequest } from '#web/lib/api/client.js';

/** Results for a query, cached per query for the signed-in session; no request for an empty query. */
export function useVideoSearch(query: string) {
  return useQuery({
    queryKey: ['videos', query],
    enabled: query.trim() !== '',
    staleTime: 10 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(
          `/videos/search?q=${encodeURIComponent(query)}`,
          (data) => videoSearchResponseSchema.parse(data),
          { signal },
        );
      } catch (error) {
        // A failed video search is logged with this text (we also show a short message).
        console.error(MESSAGES.videoSearchFailed, error);
        throw error;
      }
    },
  });
}
