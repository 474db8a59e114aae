import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#web/api/client.js';

/**
 * One page of curated content from the gated API, parsed with the same zod schema the server
 * validated it with, and cached for the signed-in session.
 */
export function useCatalogueEntry<S extends z.ZodType>(name: string, schema: S) {
  return useQuery({
    queryKey: ['content', name],
    queryFn: ({ signal }) => apiRequest(`/content/${name}`, (data) => schema.parse(data) as z.infer<S>, { signal }),
  });
}
