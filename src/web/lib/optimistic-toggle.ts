import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to a per-user list that shows without waiting for the server: it is first kept (on the
 * device), then the cached answer is changed, then the server is asked; the cache is put back if the
 * server refuses, and read again afterwards either way. Ticks and bookmarks both work this way.
 *
 * Kept before shown: what the screen shows as done must survive a reload or a closed tab that comes
 * right after, so it is on the screen only once it is in the device's outbox (a few milliseconds).
 */
export function useOptimisticUpdate<Data, Update>(options: {
  queryKey: QueryKey;
  /** Makes the change durable before anyone sees it (the device's outbox). */
  keep: (update: Update) => Promise<void>;
  send: (update: Update) => Promise<unknown>;
  /** The cached data as it will be once the server accepts the update. */
  apply: (before: Data, update: Update) => Data;
}) {
  const { queryKey, keep, send, apply } = options;
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (update: Update) => {
      await Promise.all([client.cancelQueries({ queryKey }), keep(update)]);
      const before = client.getQueryData<Data>(queryKey);
      if (before !== undefined) client.setQueryData<Data>(queryKey, apply(before, update));
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before !== undefined) client.setQueryData(queryKey, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
