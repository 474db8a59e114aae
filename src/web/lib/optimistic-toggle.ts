import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to a per-user list that shows at once: the cached answer is changed before the server
 * is asked, put back if the server refuses, and read again afterwards either way. Ticks on study
 * links and bookmarks both work this way.
 */
export function useOptimisticUpdate<Data, Update>(options: {
  queryKey: QueryKey;
  send: (update: Update) => Promise<unknown>;
  /** The cached data as it will be once the server accepts the update. */
  apply: (before: Data, update: Update) => Data;
}) {
  const { queryKey, send, apply } = options;
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (update: Update) => {
      await client.cancelQueries({ queryKey });
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
