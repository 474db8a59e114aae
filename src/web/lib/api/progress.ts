import { queryOptions, useQuery } from '@tanstack/react-query';
import { progressResponseSchema, type ProgressResponse, type ProgressUpdate } from '#shared/api/user-items.js';
import { useOptimisticUpdate } from '#web/lib/optimistic-toggle.js';
import { USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { apiRequest } from './client.js';

/** This user's ticked links and touched pages, from the server (so it follows them to any device). */
export const progressQuery = () =>
  queryOptions({
    queryKey: ['progress'],
    queryFn: ({ signal }) =>
      apiRequest(USER_DATA_PATHS.progress, (data) => progressResponseSchema.parse(data), { signal }),
  });

export const useProgress = () => useQuery(progressQuery());

/** Ticks or unticks a link at once on screen, then on the server; a failure puts it back. */
export function useSetProgress() {
  return useOptimisticUpdate<ProgressResponse, ProgressUpdate>({
    queryKey: progressQuery().queryKey,
    send: (update) => apiRequest('/progress', (data) => data, { method: 'PUT', body: update }),
    apply: (before, update) => {
      const done = new Set(before.done);
      if (update.done) done.add(update.itemId);
      else done.delete(update.itemId);
      return { ...before, done: [...done] };
    },
  });
}
