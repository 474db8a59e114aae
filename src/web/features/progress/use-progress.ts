import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { progressResponseSchema, type ProgressResponse, type ProgressUpdate } from '#shared/api/user-items.js';
import { apiRequest } from '#web/api/client.js';

const KEY = ['progress'] as const;

/** This user's ticked links and touched pages, from the server (so it follows them to any device). */
export function useProgress() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/progress', (data) => progressResponseSchema.parse(data), { signal }),
  });
}

/** Ticks or unticks a link at once on screen, then on the server; a failure puts it back. */
export function useSetProgress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProgressUpdate) => apiRequest('/progress', (data) => data, { method: 'PUT', body: update }),
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: KEY });
      const before = client.getQueryData<ProgressResponse>(KEY);
      if (before) {
        const done = new Set(before.done);
        if (update.done) done.add(update.itemId);
        else done.delete(update.itemId);
        client.setQueryData<ProgressResponse>(KEY, { ...before, done: [...done] });
      }
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) client.setQueryData(KEY, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
