import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to a per-user list that shows without waiting for the server: it is first kept (on the
 * device), then the cached answer is changed, then the server is asked; the cache is put back if the
 * server refuses, and read again afterwards either way. Ticks and bookmarks both work this way.
 *
 * Kept before shown: what the screen shows as done must survive a reload or a closed tab that comes
 * right after, so it is on the screen only once it is in the device's outbox (a few milliseconds).
 *
 * The change runs as a mutation of the query client's mutation cache (its network mode, pausing
 * offline and retries as any mutation), but no component watches its progress, so no observer is
 * made per item: a topic page shows about sixty ticks and sixty bookmarks, and an observer for each
 * was a fifth of the server's render of the page and of the browser's hydration.
 */
export function useOptimisticUpdate<Data, Update>(options: {
  queryKey: QueryKey;
  /** Makes the change durable before anyone sees it (the device's outbox). */
  keep: (update: Update) => Promise<void>;
  send: (update: Update) => Promise<unknown>;
  /** The cached data as it will be once the server accepts the update. */
  apply: (before: Data, update: Update) => Data;
}): { mutate: (update: Update) => void } {
  const { queryKey, keep, send, apply } = options;
  const client = useQueryClient();
  return {
    mutate: (update: Update) => {
      const mutation = client.getMutationCache().build(
        client,
        client.defaultMutationOptions({
          mutationFn: send,
          onMutate: async (change: Update) => {
            await Promise.all([client.cancelQueries({ queryKey }), keep(change)]);
            const before = client.getQueryData<Data>(queryKey);
            if (before !== undefined) client.setQueryData<Data>(queryKey, apply(before, change));
            return { before };
          },
          onError: (_error: unknown, _change: Update, context: { before: Data | undefined } | undefined) => {
            if (context?.before !== undefined) client.setQueryData(queryKey, context.before);
          },
          onSettled: () => client.invalidateQueries({ queryKey }),
        }),
      );
      // As useMutation's mutate: a refused change is handled above (the cache put back), not thrown.
      mutation.execute(update).catch(() => undefined);
    },
  };
}
