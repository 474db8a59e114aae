import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiRequest } from './client.js';

/**
 * One entry of curated content from the gated API (GET /api/content/<name>), parsed with the same
 * zod schema the server validated it with, and cached for the signed-in session. Route loaders
 * start it (with the schema from catalogue-files.ts); the page reads it from the cache.
 */
export function contentQuery<S extends z.ZodMiniType>(name: string, schema: S) {
  return queryOptions({
    queryKey: ['content', name],
    queryFn: ({ signal }) => apiRequest(`/content/${name}`, (data) => schema.parse(data) as z.infer<S>, { signal }),
  });
}

export function useContent<S extends z.ZodMiniType>(name: string, schema: S) {
  return useQuery(contentQuery(name, schema));
}
